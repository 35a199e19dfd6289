/**
 * The real games, played once each for a CPU profile (`node --cpu-prof`):
 * no timing, no yardstick, so the profile holds the game and little else.
 * Runs through tsx or bundled against dist/ (see "Profiling" in
 * bench/README.md).
 *
 *     duel <games>        random against random, seeds 1..games
 *     mcts <decisions>    the look-ahead player (100 iterations, greedy playouts) against greedy:
 *                         its first <decisions> decisions of seeds 1 and 2 each
 *     war <games>         classic War, seeds 1..games
 */
import { playWarGame } from '../examples/war/simulate-game.js';
import { playRandomDuels, searchPositions } from './duel.js';

const [scenario = '', count = '100'] = process.argv.slice(2);
const n = Number(count);
if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`count must be a whole number from 1, got "${count}"`);
switch (scenario) {
  case 'duel':
    playRandomDuels(1, n);
    break;
  case 'mcts':
    for (const seed of [1, 2]) searchPositions(seed, n, 100);
    break;
  case 'war':
    for (let seed = 1; seed <= n; seed++) playWarGame(seed, [], { variant: 'classic' });
    break;
  default:
    throw new RangeError(`scenario must be duel, mcts or war, got "${scenario}"`);
}
