import test from 'ava';
import { CardPackError } from '../../../lib/cards/index.js';
import { warLines } from '../../../examples/war/formatters.js';
import { warGame } from '../../../examples/war/game.js';
import { reversalPack } from '../../../examples/war/packs/reversal.js';
import { twist } from '../../../examples/war/twist/pack.js';
import brokenPack from './fixtures/broken-pack.js';
import { setupWar } from './helpers/setup-war.js';

const [reversal, extraTurn] = reversalPack.cards as [(typeof reversalPack.cards)[0], (typeof reversalPack.cards)[0]];

test('Reversal masks the next comparison only: the lower card wins it', (t) => {
  const engine = setupWar({ variant: 'twist', packs: [reversalPack], p1: [reversal, 3, 2], p2: [9, 5] });
  while (engine.state.comparisons < 1) engine.step();
  t.false(engine.hasHook('compare', 'mask', 'reversal'));
  t.deepEqual(engine.state.scores, { p1: 2, p2: 0 });
  t.deepEqual(engine.run(), { status: 'ended', result: { winner: null, reason: 'Draw! Both players have 2 points.' } });
  t.deepEqual(warLines(engine), [
    'Player 1 drew a Reversal card!',
    'The lower card wins the next comparison.',
    'Player 1 drew 3 of Clubs',
    'Player 2 drew 9 of Clubs',
    'Reversal! The lower card wins this comparison.',
    '3 against 9: Player 1 wins',
    'Player 1 wins the round!',
    'Player 1 scores 2 points (2 in total)',
    'Next round: Player 2 draws first',
    'Player 2 drew 5 of Clubs',
    'Player 1 drew 2 of Clubs',
    '5 against 2: Player 2 wins',
    'Player 2 wins the round!',
    'Player 2 scores 2 points (2 in total)',
    'Next round: Player 1 draws first',
    'Player 1 must draw but has no card left.',
    'Draw! Both players have 2 points.',
  ]);
});

test('Extra Turn keeps the lead with its owner for one more round', (t) => {
  const engine = setupWar({ variant: 'twist', packs: [reversalPack], p1: [extraTurn, 9, 8], p2: [4, 3] });
  t.deepEqual(engine.run(), { status: 'ended', result: { winner: 'p1', reason: 'Player 1 wins with 4 points!' } });
  t.deepEqual(warLines(engine), [
    'Player 1 drew an Extra Turn card!',
    'Player 1 will draw first next round too.',
    'Player 1 drew 9 of Clubs',
    'Player 2 drew 4 of Clubs',
    '9 against 4: Player 1 wins',
    'Player 1 wins the round!',
    'Player 1 scores 2 points (2 in total)',
    'Player 1 drew 8 of Clubs',
    'Player 2 drew 3 of Clubs',
    '8 against 3: Player 1 wins',
    'Player 1 wins the round!',
    'Player 1 scores 2 points (4 in total)',
    'Next round: Player 2 draws first',
    'Player 2 must draw but has no card left.',
    'Player 1 wins with 4 points!',
  ]);
});

test('a pack that names an unknown effect is refused with the pack, card and field named, and no game is made', (t) => {
  const error = t.throws(() => warGame.createEngine({ seed: 1, packs: [twist, brokenPack] }), { instanceOf: CardPackError });
  t.is(error.message, 'Card pack "broken": card "broken.card" field "abilities[0].effect" names unknown effect "broken.nothing"');
});

test('loading the same pack twice is refused', (t) => {
  t.throws(() => warGame.graph([twist, twist]), { instanceOf: CardPackError, message: 'Card pack "twist" is loaded twice' });
});
