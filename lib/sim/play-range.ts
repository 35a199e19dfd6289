import { SimulationError, reasonOf } from './errors.js';
import type { PlayOne } from './load-game.js';
import { gameSeed, type GameRange } from './ranges.js';
import { addGame, emptyTally, type Tally } from './tally.js';
import type { GameOutcome } from './types.js';

/** What one range of games gives back: exact counts and every game's measures, so ranges merge into exactly what one run gives. */
export interface RangeTotals {
  first: number;
  count: number;
  /** [winner, games won] in the order winners first appeared. */
  wins: [string, number][];
  draws: number;
  measures: Record<string, Float64Array>;
  /** What the report needs beyond wins and draws, as counts that add up across ranges. */
  tally: Tally;
}

/**
 * Plays the games of one range in seed order. `onProgress(done)` is called
 * every `every` games and after the last. A game that throws or gives a
 * malformed outcome stops the range with a {@link SimulationError} naming
 * its seed.
 *
 * @example playRange((seed) => ({ winner: seed % 2 ? 'p1' : null }), 1, { first: 0, count: 10 }).draws; // 5
 */
export function playRange(
  play: PlayOne,
  seed: number,
  range: GameRange,
  onProgress?: (done: number) => void,
  every = 1,
): RangeTotals {
  const wins = new Map<string, number>();
  let draws = 0;
  let names: string[] | undefined;
  const measures: Record<string, Float64Array> = {};
  const tally = emptyTally();
  // A card game's player counts cards over its games: from nothing here (a range before may have failed part-way).
  const cards = play.cards;
  cards?.discard();
  for (let i = 0; i < range.count; i++) {
    const index = range.first + i;
    const s = gameSeed(seed, index);
    let outcome: GameOutcome;
    try {
      outcome = play(s);
    } catch (error) {
      throw new SimulationError('sim-game-fails', `Game ${index + 1} (seed ${s}) failed: ${reasonOf(error)}`, {
        seed: s,
        cause: error,
      });
    }
    const bad = checkOutcome(outcome, names);
    if (bad !== undefined)
      throw new SimulationError(bad.code, `Game ${index + 1} (seed ${s}) gave a bad outcome: ${bad.problem}`, { seed: s });
    if (names === undefined) {
      names = Object.keys(outcome.measures ?? {});
      for (const name of names) measures[name] = new Float64Array(range.count);
    }
    if (outcome.winner === null) draws++;
    else wins.set(outcome.winner, (wins.get(outcome.winner) ?? 0) + 1);
    for (const name of names) measures[name]![i] = outcome.measures![name]!;
    addGame(tally, outcome);
    if (onProgress !== undefined && ((i + 1) % every === 0 || i + 1 === range.count)) onProgress(i + 1);
  }
  cards?.addTo(tally.cards);
  return { first: range.first, count: range.count, wins: [...wins], draws, measures, tally };
}

/**
 * Why an outcome is malformed (its catalogue code and the problem), or
 * undefined when it is fine; `names` are the measures of the range's first game.
 */
function checkOutcome(outcome: GameOutcome, names: string[] | undefined): { code: string; problem: string } | undefined {
  if (outcome === null || typeof outcome !== 'object')
    return { code: 'sim-bad-outcome', problem: `expected { winner, measures? }, got ${String(outcome)}` };
  if (typeof (outcome as { then?: unknown }).then === 'function')
    return { code: 'sim-async-play', problem: 'the play function returned a Promise; it must play the game synchronously' };
  const { winner, measures } = outcome;
  if (winner !== null && (typeof winner !== 'string' || winner === ''))
    return {
      code: 'sim-bad-winner',
      problem: `winner must be a player id or null (a draw), got ${JSON.stringify(winner) ?? String(winner)}`,
    };
  if (measures !== undefined && (measures === null || typeof measures !== 'object'))
    return { code: 'sim-bad-outcome', problem: `measures must be an object of numbers, got ${String(measures)}` };
  const extra = checkReportFields(outcome);
  if (extra !== undefined) return { code: 'sim-bad-outcome', problem: extra };
  const keys = Object.keys(measures ?? {});
  for (const key of keys) {
    const value = measures![key];
    if (typeof value !== 'number' || !Number.isFinite(value))
      return { code: 'sim-bad-outcome', problem: `measure "${key}" must be a finite number, got ${String(value)}` };
  }
  if (names !== undefined && (keys.length !== names.length || names.some((name) => !(name in measures!)))) {
    return {
      code: 'sim-measures-differ',
      problem: `its measures (${keys.join(', ') || 'none'}) differ from the first game's (${names.join(', ') || 'none'})`,
    };
  }
  return undefined;
}

/** What is wrong with an outcome's optional report fields (cut, seats, turns, decisions, cards), or undefined. */
function checkReportFields(outcome: GameOutcome): string | undefined {
  const { cut, seats, turns, decisions, cards, winner } = outcome;
  if (cut !== undefined && typeof cut !== 'boolean') return `cut must be true or false, got ${String(cut)}`;
  if (cut === true && winner !== null) return `a game cut by a cap has no winner, got winner ${JSON.stringify(winner)}`;
  if (seats !== undefined && (!Array.isArray(seats) || seats.some((seat) => typeof seat !== 'string' || seat === '')))
    return `seats must be an array of player ids, got ${JSON.stringify(seats) ?? String(seats)}`;
  for (const [name, value] of [
    ['turns', turns],
    ['decisions', decisions],
  ] as const) {
    if (value !== undefined && (!Number.isSafeInteger(value) || value < 0))
      return `${name} must be a whole number of at least 0, got ${String(value)}`;
  }
  if (cards === undefined) return undefined;
  if (cards === null || typeof cards !== 'object') return `cards must be { drawn?, played? }, got ${String(cards)}`;
  for (const kind of ['drawn', 'played'] as const) {
    const bySeat = cards[kind];
    if (bySeat === undefined) continue;
    if (bySeat === null || typeof bySeat !== 'object')
      return `cards.${kind} must map each seat to a list of card ids, got ${String(bySeat)}`;
    for (const [seat, ids] of Object.entries(bySeat)) {
      if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string' || id === ''))
        return `cards.${kind}.${seat} must be a list of card ids, got ${JSON.stringify(ids) ?? String(ids)}`;
    }
  }
  return undefined;
}
