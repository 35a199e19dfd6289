import test from 'ava';
import { simulate, type SimulationResult } from '../../lib/index.js';
import { gameSeed } from '../../lib/sim/index.js';
import { playWarGame } from '../../examples/war/simulate-game.js';
import { coin } from './fixtures/plays.js';
import { play, TINY_PACK_FILE } from './fixtures/modules.js';
import tiny from './fixtures/tiny-pack.js';

/** Everything but the timings and the worker count, which are allowed to differ. */
const figures = ({ games, seed, wins, draws, measures }: SimulationResult) => ({ games, seed, wins, draws, measures });

test('1, 2 and 3 workers give identical wins, draws and per-game measures, in seed order', async (t) => {
  const request = { game: play('coin'), packs: [TINY_PACK_FILE], games: 1000, seed: 4294967000 };
  const [one, two, three] = await Promise.all([1, 2, 3].map((workers) => simulate({ ...request, workers })));
  t.deepEqual([one!.workers, two!.workers, three!.workers], [1, 2, 3]);
  t.deepEqual(figures(two!), figures(one!));
  t.deepEqual(figures(three!), figures(one!));
  // And those are the games themselves: game i is the seed (seed + i) wrapped to 32 bits, here crossing 2^32.
  const direct = Array.from({ length: 1000 }, (_, i) => coin(gameSeed(request.seed, i), [tiny]));
  t.deepEqual(
    Array.from(one!.measures.flips!),
    direct.map((o) => o.measures!.flips),
  );
  t.deepEqual(
    Array.from(three!.measures.packs!),
    direct.map(() => 1),
  );
  const heads = direct.filter((o) => o.winner === 'heads').length;
  const tails = direct.filter((o) => o.winner === 'tails').length;
  t.deepEqual(one!.wins, { heads, tails });
  t.is(one!.draws, 1000 - heads - tails);
});

test('War games played by workers are the games played in this thread', async (t) => {
  const game = { module: import.meta.resolve('../../examples/war/simulate-game.js'), export: 'playWarGame' };
  const request = { game, options: { variant: 'classic' }, games: 40, seed: 7 };
  const [one, two, three] = await Promise.all([1, 2, 3].map((workers) => simulate({ ...request, workers })));
  t.deepEqual(figures(two!), figures(one!));
  t.deepEqual(figures(three!), figures(one!));
  const direct = Array.from({ length: 40 }, (_, i) => playWarGame(7 + i, [], { variant: 'classic' }));
  t.deepEqual(
    Array.from(three!.measures.comparisons!),
    direct.map((o) => o.measures!.comparisons),
  );
  t.is(one!.wins.p1 ?? 0, direct.filter((o) => o.winner === 'p1').length);
});
