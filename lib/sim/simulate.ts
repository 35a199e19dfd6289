import { buildReport } from './build-report.js';
import { checkRequest } from './check-request.js';
import { loadGame, type PlayOne } from './load-game.js';
import { mergeRanges } from './merge.js';
import { playRange, type RangeTotals } from './play-range.js';
import { batchesOf } from './batches.js';
import { runWorkers } from './run-workers.js';
import { warmUpGames } from './warm-up.js';
import type { SimulationRequest, SimulationResult } from './types.js';

/** In the calling thread, onProgress is called about this many times over the run. */
const PROGRESS_CALLS = 100;

/**
 * Plays `games` seeded games, in worker threads when asked (or by default
 * for 1,000 games or more), and returns exact totals that do not depend on the
 * number of workers: seeds are split into contiguous batches, handed to the
 * workers as they finish, and merged back in seed order. Each thread's first
 * games (up to 100, see warm-up.ts) are timed as its start-up, so
 * `gamesPerSecond` is the rate of warm threads. A game that throws rejects with a SimulationError naming
 * its seed, after every worker has been terminated.
 *
 * @example
 * const result = await simulate({ game: { module: import.meta.resolve('./play.js'), export: 'playWar' }, games: 1000, seed: 1 });
 * result.wins.p1; // 503
 */
export async function simulate<O = unknown>(request: SimulationRequest<O>): Promise<SimulationResult> {
  const plan = checkRequest(request);
  const { games, seed, onProgress } = plan;
  // Loaded here even when workers play: a module or pack that cannot be loaded is refused before any thread starts.
  const play = await loadGame(plan.spec);
  let reported = 0;
  const report = (done: number): void => {
    if (done <= reported) return;
    reported = done;
    onProgress?.(done, games);
  };
  // Each thread's first games are its warm-up, timed as start-up (warm-up.ts); the rest are the timed play.
  const warm = warmUpGames(games, plan.workers);
  const warmUps = Array.from({ length: plan.workers }, (_, w) => ({ first: w * warm, count: warm }));
  const from = warm * plan.workers;
  let ranges: RangeTotals[];
  let startupSeconds: number;
  let playSeconds: number;
  if (plan.workers === 1) {
    // One range, so that every outcome is checked against game 1's as before; the clock notes when game `from` starts.
    const started = performance.now();
    let playStarted = started;
    let played = 0;
    const clocked: PlayOne = Object.assign(
      (game: number) => {
        if (played++ === from) playStarted = performance.now();
        return play(game);
      },
      { cards: play.cards },
    );
    ranges = [playRange(clocked, seed, { first: 0, count: games }, report, Math.max(1, Math.floor(games / PROGRESS_CALLS)))];
    startupSeconds = (playStarted - started) / 1000;
    playSeconds = (performance.now() - playStarted) / 1000;
  } else {
    // Many more batches than workers, handed out as workers finish: a worker slowed by long games or a busy
    // core plays fewer, rather than the others waiting for its half at the end (batches.ts).
    const run = await runWorkers(plan, plan.workers, warmUps, batchesOf(games, from, plan.workers), report);
    ({ startupSeconds, playSeconds } = run);
    ranges = run.totals;
  }
  const { tally, ...merged } = mergeRanges(ranges, seed, games);
  report(games);
  const timedGames = games - from;
  return {
    games,
    seed,
    workers: plan.workers,
    ...merged,
    warmUpGames: from,
    report: buildReport({ games, seed, wins: merged.wins, draws: merged.draws }, tally),
    startupSeconds,
    playSeconds,
    gamesPerSecond: playSeconds > 0 ? timedGames / playSeconds : timedGames,
  };
}
