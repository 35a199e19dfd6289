import test from 'ava';
import { cardsIn, zoneHandle, type MoveCardArgs } from '../../../lib/index.js';
import { warLines } from '../../../examples/war/formatters.js';
import { setupWar, zoneCards } from './helpers/setup-war.js';

test('a battle: the higher card takes the pot to the bottom of its pile, in the order played', (t) => {
  const engine = setupWar({ p1: [13, 2], p2: [12, 3] });
  while (engine.state.comparisons < 1) engine.step();
  t.deepEqual(zoneCards(engine, 'p1.pile'), [2, 13, 12]);
  t.deepEqual(zoneCards(engine, 'p2.pile'), [3]);
  t.deepEqual(zoneCards(engine, 'pot'), []);
  t.is(engine.state.comparisons, 1);
  t.deepEqual(warLines(engine), [
    'Player 1 plays 13 of Clubs',
    'Player 2 plays 12 of Clubs',
    '13 against 12: Player 1 wins',
    'Player 1 takes the pot (2 cards)',
  ]);
});

test('a game plays battles until a player has no card when a battle starts', (t) => {
  const engine = setupWar({ p1: [13, 2], p2: [12, 3] });
  t.deepEqual(engine.run(), {
    status: 'ended',
    result: { winner: 'p1', reason: 'Player 1 wins: Player 2 has no cards left after 4 comparisons.' },
  });
  // 13 v 12, 2 v 3, 13 v 2, 12 v 3.
  t.deepEqual(zoneCards(engine, 'p1.pile'), [13, 2, 12, 3]);
  t.is(warLines(engine).at(-1), 'Player 1 wins: Player 2 has no cards left after 4 comparisons.');
});

test('a war: three down and one up each, player 1 first; the winner takes all ten cards in pot order', (t) => {
  const engine = setupWar({ p1: [7, 2, 3, 4, 14, 9], p2: [7, 5, 6, 8, 10, 9] });
  t.deepEqual(engine.run(), {
    status: 'ended',
    result: { winner: 'p1', reason: 'Player 1 wins: Player 2 has no cards left after 3 comparisons.' },
  });
  t.deepEqual(warLines(engine), [
    'Player 1 plays 7 of Clubs',
    'Player 2 plays 7 of Diamonds',
    '7 against 7: a tie',
    'War!',
    'Player 1 puts 3 cards face down',
    'Player 2 puts 3 cards face down',
    'Player 1 plays 14 of Clubs',
    'Player 2 plays 10 of Clubs',
    '14 against 10: Player 1 wins',
    'Player 1 takes the pot (10 cards)',
    // Player 1 now holds 9, then the pot in order: 7 7 2 3 4 5 6 8 14 10.
    'Player 1 plays 9 of Clubs',
    'Player 2 plays 9 of Diamonds',
    '9 against 9: a tie',
    'War!',
    'Player 1 puts 3 cards face down',
    'Player 2 puts 0 cards face down',
    'Player 1 plays 3 of Clubs',
    'Player 1 wins: Player 2 has no cards left after 3 comparisons.',
  ]);
  t.deepEqual(zoneCards(engine, 'p1.pile'), [4, 5, 6, 8, 14, 10]);
  t.deepEqual(zoneCards(engine, 'pot'), [9, 9, 7, 7, 2, 3]);
});

test('a war with fewer than four cards: all but the last go face down, the last is played face up', (t) => {
  const engine = setupWar({ p1: [7, 2, 14], p2: [7, 5, 6, 8, 10] });
  t.deepEqual(engine.run(), {
    status: 'ended',
    result: { winner: 'p1', reason: 'Player 1 wins: Player 2 has no cards left after 2 comparisons.' },
  });
  t.deepEqual(warLines(engine).slice(3, 10), [
    'War!',
    'Player 1 puts 1 card face down',
    'Player 2 puts 3 cards face down',
    'Player 1 plays 14 of Clubs',
    'Player 2 plays 10 of Clubs',
    '14 against 10: Player 1 wins',
    'Player 1 takes the pot (8 cards)',
  ]);
  t.deepEqual(zoneCards(engine, 'p1.pile'), [7, 7, 2, 5, 6, 8, 14, 10]);
});

test('a player who must play a face-up card in a war and has none loses at once; the pot stays unclaimed', (t) => {
  const engine = setupWar({ p1: [7], p2: [7, 5, 6, 8, 10] });
  t.deepEqual(engine.run(), {
    status: 'ended',
    result: { winner: 'p2', reason: 'Player 2 wins: Player 1 has no cards left after 1 comparisons.' },
  });
  // Player 2 staked three cards but never turned the fourth: the game ended first.
  t.deepEqual(zoneCards(engine, 'pot'), [7, 7, 5, 6, 8]);
  t.deepEqual(zoneCards(engine, 'p2.pile'), [10]);
});

test('a player with an empty pile when a battle starts loses, player 1 checked first', (t) => {
  t.deepEqual(setupWar({ p1: [], p2: [5] }).run(), {
    status: 'ended',
    result: { winner: 'p2', reason: 'Player 2 wins: Player 1 has no cards left after 0 comparisons.' },
  });
  t.deepEqual(setupWar({ p1: [5], p2: [] }).run(), {
    status: 'ended',
    result: { winner: 'p1', reason: 'Player 1 wins: Player 2 has no cards left after 0 comparisons.' },
  });
});

test('the game is a draw once the 10,000th comparison is resolved, and that comparison still pays', (t) => {
  // These piles repeat every two battles: 2 v 3, 3 v 2, ... forever.
  const engine = setupWar({ p1: [2, 3], p2: [3, 2], log: false });
  t.deepEqual(engine.run(), {
    status: 'ended',
    result: { winner: null, reason: 'Draw: the cap of 10000 comparisons was reached.', cut: true },
  });
  t.is(engine.state.comparisons, 10_000);
  t.deepEqual(zoneCards(engine, 'pot'), []);
  t.is(zoneCards(engine, 'p1.pile').length + zoneCards(engine, 'p2.pile').length, 4);
});

test('the cap counts wars: a battle with one war is two comparisons', (t) => {
  const engine = setupWar({ p1: [7, 2, 3, 4, 14], p2: [7, 5, 6, 8, 10], cap: 2 });
  t.deepEqual(engine.run(), {
    status: 'ended',
    result: { winner: null, reason: 'Draw: the cap of 2 comparisons was reached.', cut: true },
  });
  t.deepEqual(zoneCards(engine, 'p1.pile'), [7, 7, 2, 3, 4, 5, 6, 8, 14, 10]);
});

test('take-pot moves the whole pot in one move-card: a pre hook sees it all and may keep a card back; the log counts what moved', (t) => {
  const engine = setupWar({ p1: [13, 2], p2: [12, 3] });
  const [thirteen, twelve] = [cardsIn(engine.state, 'p1.pile')[0]!, cardsIn(engine.state, 'p2.pile')[0]!];
  const pile = zoneHandle(engine.state, 'p1.pile');
  const toPile: number[][] = [];
  engine.attach('move-card', 'pre', {
    key: 'keep-the-13-in-the-pot',
    run: (_ctx, args: MoveCardArgs) => {
      if (args.to !== pile) return undefined;
      toPile.push([...args.cards]);
      return { ...args, cards: args.cards.filter((card) => card !== thirteen) };
    },
  });
  while (engine.state.comparisons < 1) engine.step();
  t.deepEqual(toPile, [[thirteen, twelve]]);
  t.deepEqual(zoneCards(engine, 'p1.pile'), [2, 12]);
  t.deepEqual(zoneCards(engine, 'pot'), [13]);
  t.is(warLines(engine).at(-1), 'Player 1 takes the pot (1 card)');
});

test('a take-pot whose move is cancelled leaves the pot where it is and says so', (t) => {
  const engine = setupWar({ p1: [13, 2], p2: [12, 3] });
  const pile = zoneHandle(engine.state, 'p1.pile');
  engine.attach('move-card', 'pre', {
    key: 'no',
    run: (ctx, args: MoveCardArgs) => (args.to === pile ? ctx.cancel() : undefined),
  });
  while (engine.state.comparisons < 1) engine.step();
  t.deepEqual(zoneCards(engine, 'p1.pile'), [2]);
  t.deepEqual(zoneCards(engine, 'pot'), [13, 12]);
  t.is(warLines(engine).at(-1), 'Player 1 takes the pot (0 cards)');
});
