import test from 'ava';
import { cardsIn } from '../../../lib/index.js';
import { warLines } from '../../../examples/war/formatters.js';
import { setupWar, zoneCards } from './helpers/setup-war.js';

test('Gain 1 Point scores a point at once and sends the flow back to the draw step', (t) => {
  const engine = setupWar({ variant: 'twist', p1: ['G', 10], p2: [5] });
  const trace: string[] = [];
  engine.on('nodeStart', (node) => trace.push(node));
  t.deepEqual(engine.run(), { status: 'ended', result: { winner: 'p1', reason: 'Player 1 wins with 3 points!' } });
  t.deepEqual(warLines(engine), [
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
  // The card's effect discards it, scores, and queues a draw that runs before the rest of the round.
  const at = trace.indexOf('resolve-ability');
  t.deepEqual(trace.slice(at - 2, at + 5), ['draw', 'move-card', 'resolve-ability', 'move-card', 'score', 'draw', 'move-card']);
  t.deepEqual(zoneCards(engine, 'discard'), ['Gain 1 Point', 10, 5]);
});

test('Fortune draws to five standard cards, keeps the highest, and its "fortune" hook on compare pays the winner the rest', (t) => {
  const engine = setupWar({ variant: 'twist', p1: ['F', 3, 9, 4, 12, 6], p2: [8] });
  while (!engine.hasHook('compare', 'pre', 'fortune')) engine.step();
  const fortuneCard = cardsIn(engine.state, 'discard')[0]!;
  t.deepEqual(
    engine.hooks().filter((h) => h.node === 'compare'),
    [
      {
        node: 'compare',
        phase: 'pre',
        key: 'fortune',
        owner: `Fortune[${fortuneCard}]`,
        effect: 'war.fortunePot',
        priority: 0,
        tier: 'other',
        remaining: -1,
        until: undefined,
      },
    ],
  );
  t.deepEqual(zoneCards(engine, 'fortune-pot'), [3, 9, 4, 6]);
  t.deepEqual(zoneCards(engine, 'p1.hand'), [12]);
  t.deepEqual(engine.run(), { status: 'ended', result: { winner: 'p1', reason: 'Player 1 wins with 6 points!' } });
  t.false(engine.hasHook('compare', 'pre', 'fortune'));
  t.deepEqual(warLines(engine), [
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
});

test('a tie in a Fortune round leaves the Fortune pot waiting for the decisive comparison', (t) => {
  const engine = setupWar({ variant: 'twist', p1: ['F', 3, 9, 4, 12, 6, 2, 2, 2, 10], p2: [12, 5, 5, 5, 7] });
  while (engine.state.comparisons < 1) engine.step();
  t.true(engine.hasHook('compare', 'pre', 'fortune'));
  t.deepEqual(zoneCards(engine, 'fortune-pot'), [3, 9, 4, 6]);
  t.deepEqual(engine.state.scores, { p1: 0, p2: 0 });
  t.deepEqual(engine.run(), { status: 'ended', result: { winner: 'p1', reason: 'Player 1 wins with 14 points!' } });
  t.deepEqual(warLines(engine), [
    'Player 1 drew a Fortune card!',
    'Player 1 drew 3 of Clubs',
    'Player 1 drew 9 of Clubs',
    'Player 1 drew 4 of Clubs',
    'Player 1 drew 12 of Clubs',
    'Player 1 drew 6 of Clubs',
    'Player 2 drew 12 of Diamonds',
    '12 against 12: a tie',
    'Draw! Drawing three cards...',
    'Player 1 drew 2 of Clubs',
    'Player 1 drew 2 of Diamonds',
    'Player 1 drew 2 of Hearts',
    'Player 2 drew 5 of Clubs',
    'Player 2 drew 5 of Diamonds',
    'Player 2 drew 5 of Hearts',
    'Player 1 drew 10 of Clubs',
    'Player 2 drew 7 of Clubs',
    '10 against 7: Player 1 wins',
    'Player 1 wins the Fortune pot!',
    'Player 1 scores 4 points (4 in total)',
    'Player 1 wins the round!',
    'Player 1 scores 10 points (14 in total)',
    'Next round: Player 2 draws first',
    'Player 2 must draw but has no card left.',
    'Player 1 wins with 14 points!',
  ]);
  t.false(engine.hasHook('compare', 'pre', 'fortune'));
});

test('the active player alternates each round and draws first', (t) => {
  const engine = setupWar({ variant: 'twist', p1: [9, 3], p2: [4, 8] });
  t.deepEqual(engine.run(), { status: 'ended', result: { winner: null, reason: 'Draw! Both players have 2 points.' } });
  t.deepEqual(warLines(engine), [
    'Player 1 drew 9 of Clubs',
    'Player 2 drew 4 of Clubs',
    '9 against 4: Player 1 wins',
    'Player 1 wins the round!',
    'Player 1 scores 2 points (2 in total)',
    'Next round: Player 2 draws first',
    'Player 2 drew 8 of Clubs',
    'Player 1 drew 3 of Clubs',
    '8 against 3: Player 2 wins',
    'Player 2 wins the round!',
    'Player 2 scores 2 points (2 in total)',
    'Next round: Player 1 draws first',
    'Player 1 must draw but has no card left.',
    'Draw! Both players have 2 points.',
  ]);
});
