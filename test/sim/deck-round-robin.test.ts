// Decks as round-robin entrants (issue 26): each entrant's deck reaches the duel as options.seatDecks.
import { resolve } from 'node:path';
import test from 'ava';
import { roundRobin, SimulationError, type Entrant } from '../../lib/sim/index.js';

const duel = { module: resolve('examples/duel/game.ts'), export: 'duelGame' };
const war = { module: resolve('examples/war/game.ts'), export: 'warGame' };
const copies = (id: string, n: number): string[] => Array.from({ length: n }, () => id);
// Gale Lancers (1800 ATK, no tribute) against Glass Moths (300 ATK): the lancers should win nearly every game.
const lancers: Entrant = { name: 'lancers', deck: copies('duel.gale-lancer', 20) };
const moths: Entrant = { name: 'moths', deck: copies('duel.glass-moth', 20) };

test('roundRobin of decks: the stronger deck rates higher, its interval above the other, the same on 1 and 2 workers', async (t) => {
  const request = { game: duel, entrants: [moths, lancers], games: 12, seed: 4 };
  const [one, two] = await Promise.all([roundRobin({ ...request, workers: 1 }), roundRobin({ ...request, workers: 2 })]);
  t.deepEqual(two.ratings, one.ratings);
  const [weak, strong] = one.ratings;
  t.like(weak, { name: 'moths', games: 24 });
  t.like(strong, { name: 'lancers', games: 24 });
  t.true(strong!.rating > weak!.rating);
  t.true(strong!.low > weak!.high, `lancers ${strong!.low}..${strong!.high} above moths ${weak!.low}..${weak!.high}`);
});

test('a deck entrant plays its deck in either seat: a deck against itself splits the games by seat only', async (t) => {
  const { ratings } = await roundRobin({
    game: duel,
    entrants: [lancers, { ...lancers, name: 'twin' }],
    games: 6,
    seed: 2,
    workers: 1,
  });
  // Same deck, same seeds, both seat orders: each wins exactly the games the other loses, seat for seat.
  t.is(ratings[0]!.wins, ratings[1]!.wins);
  t.is(ratings[0]!.rating, 0);
});

test('a deck with a card the game does not have, or an empty deck, is refused before any game', async (t) => {
  await t.throwsAsync(
    roundRobin({
      game: duel,
      entrants: [moths, { name: 'odd', deck: ['duel.gale-lancer', 'duel.nope'] }],
      games: 2,
      seed: 1,
      workers: 1,
    }),
    {
      instanceOf: SimulationError,
      message: 'sweep(): the deck of entrant "odd" names card "duel.nope", which the game does not have (25 cards in its packs)',
    },
  );
  await t.throwsAsync(roundRobin({ game: duel, entrants: [moths, { name: 'none', deck: [] }], games: 2, seed: 1, workers: 1 }), {
    instanceOf: SimulationError,
    message: 'entrants[1].deck is empty: a deck needs at least one card',
  });
});

test('a game that does not read options.seatDecks is refused, not rated on its own decks', async (t) => {
  const error = await t.throwsAsync(
    roundRobin({
      game: war,
      entrants: [
        { name: 'aces', deck: copies('war.14-of-spades', 4) },
        { name: 'twos', deck: copies('war.2-of-clubs', 4) },
      ],
      games: 2,
      seed: 1,
      workers: 1,
    }),
    { instanceOf: SimulationError },
  );
  t.is(error.code, 'sweep-deck-ignored');
  t.is(
    error.message,
    'sweep(): the game did not set seat "p1" up with the deck of entrant "aces" (4 cards listed, 0 owned after setup): it must read options.seatDecks',
  );
});
