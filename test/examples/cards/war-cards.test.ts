// One card test per ability card of War's twist variant and of War's example packs (gift, in TypeScript and as a
// JSON file, and reversal): the card lies on top of its player's pile and the round that draws it plays out.
// Cards without a test of their own are listed in test/examples/cards/untested-cards.ts, with why.
import { fileURLToPath } from 'node:url';
import test from 'ava';
import { cardTest, loadCardPackFile, type CardPack } from '../../../lib/index.js';
import { warCardTests } from '../../../examples/war/card-test-game.js';
import giftPack from '../../../examples/war/packs/gift.js';
import { reversalPack } from '../../../examples/war/packs/reversal.js';
import type { WarState } from '../../../examples/war/state.js';

const war = warCardTests([reversalPack]);

test('Gain 1 Point: its player scores 1 at once and draws again for the comparison', (t) => {
  const result = cardTest(war, 'Gain 1 Point')
    .lay('p1.pile', ['war.gain-1-point', 'war.10-of-clubs'])
    .lay('p2.pile', ['war.5-of-clubs'])
    .play('p1', 'war.gain-1-point')
    .run();
  t.deepEqual(result.lines, [
    'Player 1 drew a Gain 1 Point card!',
    'Player 1 scores 1 point (1 in total)',
    'Player 1 drew 10 of Clubs',
    'Player 2 drew 5 of Clubs',
    '10 against 5: Player 1 wins',
    'Player 1 wins the round!',
    'Player 1 scores 2 points (3 in total)',
    'Next round: Player 2 draws first',
    'Player 2 must draw but has no card left.',
    'Player 1 wins with 3 points!',
  ]);
  t.deepEqual(result.state.scores, { p1: 3, p2: 0 });
  t.deepEqual(result.zone('discard'), ['war.gain-1-point', 'war.10-of-clubs', 'war.5-of-clubs']);
});

test('Fortune: its player draws to five standard cards, keeps the highest, and the rest go to the comparison winner', (t) => {
  const result = cardTest(war, 'Fortune')
    .lay('p1.pile', ['war.fortune', 'war.3-of-clubs', 'war.9-of-clubs', 'war.4-of-clubs', 'war.12-of-clubs', 'war.6-of-clubs'])
    .lay('p2.pile', ['war.8-of-clubs'])
    .play('p1', 'war.fortune')
    .run();
  t.deepEqual(result.lines, [
    'Player 1 drew a Fortune card!',
    'Player 1 drew 3 of Clubs',
    'Player 1 drew 9 of Clubs',
    'Player 1 drew 4 of Clubs',
    'Player 1 drew 12 of Clubs',
    'Player 1 drew 6 of Clubs',
    'Player 2 drew 8 of Clubs',
    '12 against 8: Player 1 wins',
    'Player 1 wins the Fortune pot!',
    'Player 1 scores 4 points (4 in total)',
    'Player 1 wins the round!',
    'Player 1 scores 2 points (6 in total)',
    'Next round: Player 2 draws first',
    'Player 2 must draw but has no card left.',
    'Player 1 wins with 6 points!',
  ]);
  t.deepEqual(result.state.scores, { p1: 6, p2: 0 });
  t.deepEqual(result.zone('fortune-pot'), []);
});

test('Reversal: the lower card wins the next comparison only', (t) => {
  const result = cardTest(war, 'Reversal')
    .lay('p1.pile', ['rev.reversal', 'war.3-of-clubs', 'war.2-of-clubs'])
    .lay('p2.pile', ['war.9-of-clubs', 'war.5-of-clubs'])
    .play('p1', 'rev.reversal')
    .run();
  t.deepEqual(result.lines, [
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

test('Extra Turn: its player draws first in the next round too', (t) => {
  const result = cardTest(war, 'Extra Turn')
    .lay('p1.pile', ['rev.extra-turn', 'war.9-of-clubs', 'war.8-of-clubs'])
    .lay('p2.pile', ['war.4-of-clubs', 'war.3-of-clubs'])
    .play('p1', 'rev.extra-turn')
    .run();
  t.deepEqual(result.lines, [
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

const giftJson = fileURLToPath(new URL('../../../examples/war/packs/gift.json', import.meta.url));
for (const [how, load] of [
  ['written in TypeScript', () => Promise.resolve(giftPack as CardPack<WarState>)],
  ['as a JSON file', () => loadCardPackFile(giftJson) as Promise<CardPack<WarState>>],
] as const) {
  test(`Gift, ${how}: the opponent of its player gains one point`, async (t) => {
    const result = cardTest(warCardTests([await load()]), 'Gift')
      .lay('p1.pile', ['gift.gift', 'war.10-of-clubs'])
      .lay('p2.pile', ['war.5-of-clubs'])
      .play('p1', 'gift.gift')
      .run();
    t.deepEqual(result.lines, [
      'Player 1 drew a Gift card!',
      'Player 2 scores 1 point (1 in total)',
      'Player 1 drew 10 of Clubs',
      'Player 2 drew 5 of Clubs',
      '10 against 5: Player 1 wins',
      'Player 1 wins the round!',
      'Player 1 scores 2 points (2 in total)',
      'Next round: Player 2 draws first',
      'Player 2 must draw but has no card left.',
      'Player 1 wins with 2 points!',
    ]);
  });
}
