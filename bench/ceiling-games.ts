/**
 * The three kinds of War work the two-core ceiling is measured on
 * (bench/ceiling.ts), each one seeded game at a time: the engine's classic
 * War through `playWarGame` (the function simulate() plays), the same games
 * by hand on the engine's card state (state-war.ts) and by the typed-array
 * loop (baseline-war.ts). All three play exactly the same game for a seed.
 * And the split of a run of games into two halves of equal work, so that
 * neither process of a pair waits for the other at the end.
 */
import { addUpWars, playBaselineWar, type WarOutcome, type WarTotals } from './baseline-war.js';

/** Games `first .. first + count - 1` of a run (game i plays seed `seed + i`, as simulate() seeds them). */
export interface GameRange {
  first: number;
  count: number;
}

export const CEILING_KINDS = ['engine', 'stateLoop', 'typedArrays'] as const;
export type CeilingKind = (typeof CEILING_KINDS)[number];

/**
 * How many times each kind plays its games per timed run: the faster loops
 * replay the same seeds, so that each kind's run lasts about as long as the
 * engine's (a run of a few milliseconds would time process wake-ups, not play).
 */
export const CEILING_REPEATS: Readonly<Record<CeilingKind, number>> = { engine: 1, stateLoop: 4, typedArrays: 25 };

/**
 * The player of one kind, loaded on demand: a process that plays only one
 * kind keeps its calls specialised to that kind, as a simulation worker
 * playing only War does.
 *
 * @example const play = await ceilingPlayer('typedArrays'); play(7).comparisons; // the same as the engine's game 7
 */
export async function ceilingPlayer(kind: CeilingKind): Promise<(seed: number) => WarOutcome> {
  switch (kind) {
    case 'engine': {
      const { playWarGame } = await import('../examples/war/simulate-game.js');
      const options = { variant: 'classic' } as const;
      return (seed) => {
        const outcome = playWarGame(seed, [], options);
        return { winner: (outcome.winner ?? 'draw') as WarOutcome['winner'], comparisons: outcome.measures!['comparisons']! };
      };
    }
    case 'stateLoop':
      return (await import('./state-war.js')).playStateWar;
    case 'typedArrays':
      return playBaselineWar;
  }
}

/**
 * Plays games `range.first .. range.first + range.count - 1` of a run that
 * starts at `seed`,
 * `repeats` times over, and returns one pass's totals.
 *
 * @example playGames(playBaselineWar, 1, { first: 200, count: 1800 }, 25).games; // 1800
 */
export function playGames(play: (seed: number) => WarOutcome, seed: number, range: GameRange, repeats: number): WarTotals {
  let totals = addUpWars(seed + range.first, range.count, play);
  for (let r = 1; r < repeats; r++) totals = addUpWars(seed + range.first, range.count, play);
  return totals;
}

/**
 * Splits `range` into two contiguous halves of as equal a work as can be,
 * measured in comparisons (`comparisons[i]` is game `range.first + i`'s): a
 * tenth of classic War games run to the 10,000 cap, so halves of equal game
 * counts can differ by several percent of work, and the pair's time would
 * then be its longer half's. The two halves' comparisons differ by at most
 * one game's.
 *
 * @example balancedHalves({ first: 0, count: 4 }, [1, 1, 1, 9]); // [{ first: 0, count: 3 }, { first: 3, count: 1 }]
 */
export function balancedHalves(range: GameRange, comparisons: readonly number[]): [GameRange, GameRange] {
  if (comparisons.length !== range.count)
    throw new RangeError(`balancedHalves: ${comparisons.length} comparison counts for a range of ${range.count} games`);
  const total = comparisons.reduce((a, b) => a + b, 0);
  let before = 0;
  let cut = 0;
  // The last cut whose first half holds at most half the work, or the next one when that is closer to half.
  while (cut < range.count && 2 * (before + comparisons[cut]!) <= total) before += comparisons[cut++]!;
  if (cut < range.count && total - 2 * before > 2 * (before + comparisons[cut]!) - total) cut++;
  return [
    { first: range.first, count: cut },
    { first: range.first + cut, count: range.count - cut },
  ];
}

/** Adds two runs' totals. */
export function addTotals(a: WarTotals, b: WarTotals): WarTotals {
  return {
    games: a.games + b.games,
    comparisons: a.comparisons + b.comparisons,
    p1: a.p1 + b.p1,
    p2: a.p2 + b.p2,
    draws: a.draws + b.draws,
  };
}
