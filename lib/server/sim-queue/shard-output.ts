// A shard's totals as a job's output (JSON in a database row) and back. The way back checks every
// field against the shard it answers: an output is a row anyone with the queue's URL can write.
import type { RangeTotals } from '../../sim/play-range.js';
import { show, type ShardJob } from './shard-job.js';

/** The most distinct winners, seats, measures and histogram lengths a shard may report. */
const MAX_NAMES = 1000;
const MAX_MEASURES = 100;
/** The most distinct cards a shard may report. */
const MAX_CARDS = 100_000;
const MAX_NAME_LENGTH = 200;

/** What a worker completes a shard's job with: its totals, or the one line of a game that failed. */
export type ShardOutput = { v: 1; totals: EncodedTotals } | { v: 1; failed: string };

/** RangeTotals as JSON: maps as entry lists (their order kept), each measure column as little-endian float64 bytes in base64 (exact, -0 included). */
export interface EncodedTotals {
  wins: [string, number][];
  draws: number;
  measures: Record<string, string>;
  seats: string[];
  cut: number;
  turns: [number, number][];
  decisions: [number, number][];
  cards: [string, [number, number, number, number]][];
}

/**
 * A shard's totals as its job's output.
 *
 * @example encodeTotals(playRange(play, 1, { first: 0, count: 100 })).draws;
 */
export function encodeTotals(totals: RangeTotals): EncodedTotals {
  const measures: Record<string, string> = {};
  for (const [name, column] of Object.entries(totals.measures)) {
    const bytes = Buffer.alloc(column.length * 8);
    column.forEach((value, i) => bytes.writeDoubleLE(value, i * 8));
    measures[name] = bytes.toString('base64');
  }
  const { tally } = totals;
  return {
    wins: totals.wins,
    draws: totals.draws,
    measures,
    seats: tally.seats,
    cut: tally.cut,
    turns: [...tally.turns],
    decisions: [...tally.decisions],
    cards: [...tally.cards].map(([id, counts]) => [id, [...counts]]),
  };
}

/**
 * The totals a job's output gives for `job`, or the failure line a worker
 * reported; throws an Error with one line naming the field that was wrong.
 *
 * @example const answer = decodeOutput(row.output, job); if ('failed' in answer) console.error(answer.failed);
 */
export function decodeOutput(output: unknown, job: Pick<ShardJob, 'first' | 'count'>): RangeTotals | { failed: string } {
  const data = object(output, 'the output');
  if (data.v !== 1) throw new Error(`the output is version ${show(data.v)}, expected 1`);
  if ('failed' in data) {
    if (typeof data.failed !== 'string') throw new Error(`failed must be a line of text, got ${show(data.failed)}`);
    return { failed: data.failed.split('\n')[0]!.slice(0, 500) };
  }
  const totals = object(data.totals, 'totals');
  const { count } = job;
  const wins = list(totals.wins, 'wins', MAX_NAMES).map((entry, i) => {
    const [name, won] = pair(entry, `wins[${i}]`);
    return [text(name, `wins[${i}] winner`), whole(won, `wins[${i}] games`, 1, count)] as [string, number];
  });
  unique(
    wins.map(([name]) => name),
    'wins',
  );
  const draws = whole(totals.draws, 'draws', 0, count);
  const played = wins.reduce((sum, [, won]) => sum + won, draws);
  if (played !== count) throw new Error(`wins and draws add up to ${played} games, the shard has ${count}`);
  const measures: Record<string, Float64Array> = {};
  const columns = Object.entries(object(totals.measures, 'measures'));
  if (columns.length > MAX_MEASURES) throw new Error(`measures must be at most ${MAX_MEASURES}, got ${columns.length}`);
  for (const [name, encoded] of columns) measures[text(name, 'a measure name')] = column(encoded, name, count);
  const seats = list(totals.seats, 'seats', MAX_NAMES).map((seat, i) => text(seat, `seats[${i}]`));
  unique(seats, 'seats');
  const cut = whole(totals.cut, 'cut', 0, draws);
  const turns = histogram(totals.turns, 'turns', count);
  const decisions = histogram(totals.decisions, 'decisions', count);
  // A card counts once per seat and game: at most count games times the seats (or 1, for a game naming none).
  const most = count * Math.max(1, seats.length);
  const cards = new Map<string, [number, number, number, number]>();
  for (const [i, entry] of list(totals.cards, 'cards', MAX_CARDS).entries()) {
    const [id, raw] = pair(entry, `cards[${i}]`);
    const name = text(id, `cards[${i}] id`);
    const counts = list(raw, `cards[${i}] counts`, 4);
    if (counts.length !== 4) throw new Error(`cards[${i}] counts must be [drawn, won when drawn, played, won when played]`);
    const [drawn, wonDrawn, play, wonPlayed] = counts.map((n, k) => whole(n, `cards[${i}] counts[${k}]`, 0, most)) as [
      number,
      number,
      number,
      number,
    ];
    if (wonDrawn > drawn || play > drawn || wonPlayed > play)
      throw new Error(`cards[${i}] counts are inconsistent: ${JSON.stringify(counts)}`);
    if (cards.has(name)) throw new Error(`cards names ${JSON.stringify(name)} twice`);
    cards.set(name, [drawn, wonDrawn, play, wonPlayed]);
  }
  return { first: job.first, count, wins, draws, measures, tally: { seats, cut, turns, decisions, cards } };
}

function column(encoded: unknown, name: string, count: number): Float64Array {
  if (typeof encoded !== 'string' || encoded.length !== Math.ceil((count * 8) / 3) * 4 || !/^[A-Za-z0-9+/]*={0,2}$/.test(encoded))
    throw new Error(`measure ${JSON.stringify(name)} must be ${count} numbers in base64, got ${show(encoded)}`);
  const bytes = Buffer.from(encoded, 'base64');
  const values = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const value = bytes.readDoubleLE(i * 8);
    if (!Number.isFinite(value)) throw new Error(`measure ${JSON.stringify(name)} of game ${i + 1} is not a finite number`);
    values[i] = value;
  }
  return values;
}

function histogram(value: unknown, field: string, count: number): Map<number, number> {
  const entries = list(value, field, count);
  const map = new Map<number, number>();
  let total = 0;
  for (const [i, entry] of entries.entries()) {
    const [key, games] = pair(entry, `${field}[${i}]`);
    const length = whole(key, `${field}[${i}] length`, 0, Number.MAX_SAFE_INTEGER);
    if (map.has(length)) throw new Error(`${field} names length ${length} twice`);
    map.set(length, whole(games, `${field}[${i}] games`, 1, count));
    total += map.get(length)!;
  }
  if (total > count) throw new Error(`${field} counts ${total} games, the shard has ${count}`);
  return map;
}

function object(value: unknown, field: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new Error(`${field} must be an object, got ${show(value)}`);
  return value as Record<string, unknown>;
}

function list(value: unknown, field: string, most: number): unknown[] {
  if (!Array.isArray(value) || value.length > most)
    throw new Error(`${field} must be a list of at most ${most} entries, got ${show(value)}`);
  return value;
}

function pair(value: unknown, field: string): [unknown, unknown] {
  if (!Array.isArray(value) || value.length !== 2) throw new Error(`${field} must be a pair, got ${show(value)}`);
  return value as [unknown, unknown];
}

function text(value: unknown, field: string): string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_NAME_LENGTH)
    throw new Error(`${field} must be a name of 1 to ${MAX_NAME_LENGTH} characters, got ${show(value)}`);
  return value;
}

function whole(value: unknown, field: string, min: number, max: number): number {
  if (!Number.isSafeInteger(value) || (value as number) < min || (value as number) > max)
    throw new Error(`${field} must be a whole number from ${min} to ${max}, got ${show(value)}`);
  return value as number;
}

function unique(names: string[], field: string): void {
  if (new Set(names).size !== names.length) throw new Error(`${field} names someone twice`);
}
