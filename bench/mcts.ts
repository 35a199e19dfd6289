/**
 * The duel's look-ahead player against greedy and random: seeded games, the
 * seats alternating (odd seeds: mcts is Player 1), win shares with 95%
 * confidence intervals (Wilson), playouts per second and ms per decision.
 * The games are shared out to worker processes (one per core by default):
 * each game is fixed by its seed, so the figures do not depend on how many.
 *
 *   npx tsx bench/mcts.ts [games=200] [iterations=100] [playout=greedy] [processes=2] [depth=2] [reuse=4]
 *
 * `depth` and `reuse` (iterations per imagined world) default to the CLI's
 * search (LOOK_AHEAD_SEARCH in examples/duel/agents/index.ts).
 */
import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { LOOK_AHEAD_SEARCH } from '../examples/duel/agents/index.js';
import { isMain } from './measure.js';
import { playMctsGame, type MctsGame, type MctsJob } from './mcts-games.js';

export interface MatchFigures {
  opponent: 'greedy' | 'random';
  games: number;
  wins: number;
  draws: number;
  losses: number;
  /** (wins + draws / 2) / games, with its 95% Wilson interval. */
  share: number;
  low: number;
  high: number;
  playoutsPerSecond: number;
  msPerDecision: number;
}

/**
 * The 95% Wilson score interval of `k` successes in `n` trials.
 *
 * @example wilson(112, 200); // { low: 0.491..., high: 0.627... }
 */
export function wilson(k: number, n: number): { low: number; high: number } {
  const z = 1.959964;
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * Sums one opponent's games into win shares and search costs.
 *
 * @example figures('greedy', games.filter((g) => g.opponent === 'greedy'));
 */
export function figures(opponent: 'greedy' | 'random', games: readonly MctsGame[]): MatchFigures {
  const wins = games.filter((g) => g.outcome === 'won').length;
  const draws = games.filter((g) => g.outcome === 'drawn').length;
  const playouts = games.reduce((sum, g) => sum + g.playouts, 0);
  const ms = games.reduce((sum, g) => sum + g.ms, 0);
  const decisions = games.reduce((sum, g) => sum + g.decisions, 0);
  const share = (wins + draws / 2) / games.length;
  return {
    opponent,
    games: games.length,
    wins,
    draws,
    losses: games.length - wins - draws,
    share,
    ...wilson(wins + draws / 2, games.length),
    playoutsPerSecond: (playouts / Math.max(1, ms)) * 1000,
    msPerDecision: ms / Math.max(1, decisions),
  };
}

/**
 * Plays `jobs` in `processes` child processes (this file again, in worker
 * mode), each taking the next job as it finishes one, and reports every game
 * with the process that played it.
 *
 * @example const games = await playInProcesses(jobs, 2);
 */
export async function playInProcesses(jobs: readonly MctsJob[], processes: number): Promise<(MctsGame & { process: number })[]> {
  const played: (MctsGame & { process: number })[] = [];
  let next = 0;
  const script = fileURLToPath(import.meta.url);
  const one = (index: number): Promise<void> =>
    new Promise((resolve, reject) => {
      const child = fork(script, ['--worker'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      const give = (): void => {
        if (next < jobs.length) child.send(jobs[next++]!);
        else child.disconnect();
      };
      child.on('message', (game: MctsGame) => {
        played.push({ ...game, process: index });
        const won = played.filter((g) => g.opponent === game.opponent && g.outcome === 'won').length;
        const of = played.filter((g) => g.opponent === game.opponent).length;
        process.stderr.write(`\r${played.length}/${jobs.length} games (vs ${game.opponent}: ${won} of ${of} won)   `);
        give();
      });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`worker ${index} exited with code ${code}`))));
      give();
    });
  await Promise.all(Array.from({ length: Math.max(1, Math.min(processes, jobs.length)) }, (_, i) => one(i)));
  process.stderr.write('\n');
  return played;
}

/** Reads a whole-number argument, or refuses with one line naming it. */
function whole(value: string | undefined, fallback: number, name: string, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1 || n > max)
    throw new RangeError(`${name} must be a whole number from 1 to ${max}, got "${value}"`);
  return n;
}

async function main(argv: readonly string[]): Promise<void> {
  const games = whole(argv[0], 200, 'games', 100_000);
  const iterations = whole(argv[1], 100, 'iterations', 100_000);
  const playout = argv[2] ?? 'greedy';
  if (playout !== 'greedy' && playout !== 'random') throw new RangeError(`playout must be greedy or random, got "${playout}"`);
  const processes = whole(argv[3], Math.min(2, availableParallelism()), 'processes', 64);
  const depth = whole(argv[4], LOOK_AHEAD_SEARCH.depth, 'depth', 1000);
  const worldReuse = whole(argv[5], LOOK_AHEAD_SEARCH.worldReuse, 'reuse', 100_000);
  const jobs: MctsJob[] = [];
  for (const opponent of ['greedy', 'random'] as const)
    for (let seed = 1; seed <= games; seed++) jobs.push({ opponent, seed, iterations, playout, depth, worldReuse });
  const started = performance.now();
  const played = await playInProcesses(jobs, processes);
  const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
  for (const opponent of ['greedy', 'random'] as const) {
    const f = figures(
      opponent,
      played.filter((g) => g.opponent === opponent),
    );
    console.log(
      `mcts (${iterations} iterations, ${playout} playouts, depth ${depth}, ${worldReuse} per world) vs ${opponent}, ${f.games} games, seats alternating: ` +
        `${f.wins} won, ${f.draws} drawn, ${f.losses} lost; win share ${pct(f.share)} (95% CI ${pct(f.low)} to ${pct(f.high)}); ` +
        `${f.playoutsPerSecond.toFixed(0)} playouts/s, ${f.msPerDecision.toFixed(0)} ms per decision`,
    );
  }
  for (let p = 0; p < processes; p++) {
    const mine = played.filter((g) => g.process === p);
    const playouts = mine.reduce((sum, g) => sum + g.playouts, 0);
    const ms = mine.reduce((sum, g) => sum + g.ms, 0);
    console.log(`process ${p + 1}: ${mine.length} games, ${((playouts / Math.max(1, ms)) * 1000).toFixed(0)} playouts/s`);
  }
  console.log(`${processes} processes, ${((performance.now() - started) / 1000).toFixed(0)} s wall`);
}

if (process.argv[2] === '--worker' && process.send !== undefined) {
  // Worker mode: play each job the parent sends, answer with the game, and leave when it disconnects.
  process.on('message', (job: MctsJob) => process.send!(playMctsGame(job)));
} else if (isMain(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
