/**
 * Games each thread plays first, timed as part of its start-up. A fresh
 * thread runs the game interpreted until V8 has compiled its hot code, and
 * that compiling runs on background threads: measured on classic War (2
 * cores), a fresh worker's first 62 games took about 3 times as long as
 * later ones and its first 1,000 games cost about 100 ms more CPU than the
 * same games in a warm thread. With two workers on two cores the compiling
 * has no free core to run on, so it took a quarter of the play time. After
 * 100 games a War thread plays at its warm speed. These are real games of
 * the simulation (game 0 onwards), played once and counted in the totals:
 * only their time is reported as start-up, so that `gamesPerSecond` is the
 * rate of a warm thread, with one worker as with several.
 */
export const WARM_UP_GAMES = 100;

/**
 * How many games each of `workers` threads plays as its warm-up: 100, but
 * at most an eighth of its share, so that a short simulation is still
 * mostly timed play (0 below 8 games a thread).
 *
 * @example warmUpGames(2000, 2); // 100
 * @example warmUpGames(320, 2); // 20
 */
export function warmUpGames(games: number, workers: number): number {
  return Math.min(WARM_UP_GAMES, Math.floor(games / workers / 8));
}
