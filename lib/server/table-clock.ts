// A table's clock: what a game may declare (a chess clock or a limit per decision, and what a
// timeout answers), checked once at definition, and the arithmetic that turns the deadline rows'
// timestamps into each seat's time left. Pure: no wall time is read here, every instant is handed in,
// so a restart that reads the same rows computes the same banks.
import type { Json } from '../graph/json.js';
import { Rng } from '../graph/rng.js';
import type { SeatDecision } from '../graph/view.js';
import type { ClockView } from './wire.js';

/**
 * A game's clock: a chess clock (each seat has a bank that drains while its
 * decision is pending, `incrementMs` added after each answer), or a fixed
 * limit for every decision.
 *
 * @example
 * const blitz: ClockRule = { baseMs: 180_000, incrementMs: 2_000 };
 */
export type ClockRule = { baseMs: number; incrementMs: number } | { perDecisionMs: number };

/**
 * What answers a decision whose seat ran out of time: the game's default
 * answer (`defaultOption`, else the first option), an option the game marks
 * as pass (`isPass`), an option drawn from the table's seeded RNG, or the
 * seat's forfeit (it loses; the game ends).
 *
 * @example
 * const policy: TimeoutPolicy = 'pass';
 */
export type TimeoutPolicy = 'default' | 'pass' | 'random' | 'forfeit';

/** The words a page shows for each policy (`ClockView.policy`). */
export const POLICY_WORDS: Readonly<Record<TimeoutPolicy, string>> = {
  default: 'default answer',
  pass: 'pass',
  random: 'random',
  forfeit: 'forfeit',
};

/** The shortest and longest time a clock may give, in ms: under a second nobody can answer; over a day is a mistake. */
export const CLOCK_LIMITS = { minMs: 1_000, maxMs: 86_400_000, maxIncrementMs: 3_600_000 } as const;

/** A decision as a game's timeout hooks see it: the seat's view of the state and of its decision. */
export type ClockHook<T> = (seen: Readonly<Record<string, Json>>, decision: SeatDecision) => T;

/** What `defineTableGame` checks of a clock declaration; the fields it reads. */
export interface ClockDeclaration {
  clock?: unknown;
  timeout?: unknown;
  defaultOption?: unknown;
  isPass?: unknown;
}

/**
 * Checks a table game's clock, timeout policy and timeout hooks; throws a
 * one-line TypeError naming what is wrong. Returns the policy (default
 * `'default'` when a clock is declared) or undefined without a clock.
 *
 * @example
 * checkClockDeclaration('Table game "duel"', { clock: { perDecisionMs: 30_000 }, timeout: 'random' }); // 'random'
 */
export function checkClockDeclaration(where: string, def: ClockDeclaration): TimeoutPolicy | undefined {
  if (def.defaultOption !== undefined && typeof def.defaultOption !== 'function')
    throw new TypeError(`${where}: defaultOption must be a function (seen, decision) => an option number`);
  if (def.isPass !== undefined && typeof def.isPass !== 'function')
    throw new TypeError(`${where}: isPass must be a function (seen, decision, option) => true for a pass`);
  if (def.clock === undefined) {
    if (def.timeout !== undefined) throw new TypeError(`${where}: timeout is set but no clock is: declare clock too`);
    return undefined;
  }
  checkClockRule(where, def.clock);
  const policy = def.timeout ?? 'default';
  if (typeof policy !== 'string' || !Object.hasOwn(POLICY_WORDS, policy))
    throw new TypeError(`${where}: timeout must be "default", "pass", "random" or "forfeit", got ${JSON.stringify(policy)}`);
  if (policy === 'pass' && def.isPass === undefined)
    throw new TypeError(`${where}: timeout "pass" needs isPass(seen, decision, option) to mark the game's pass option`);
  const rule = def.clock as ClockRule;
  // A bank that reached 0 and gains less than a second a move would answer every later decision of that seat at once.
  if ('baseMs' in rule && policy !== 'forfeit' && rule.incrementMs < CLOCK_LIMITS.minMs)
    throw new TypeError(
      `${where}: a chess clock with timeout "${policy}" needs incrementMs of at least ${CLOCK_LIMITS.minMs} (or timeout "forfeit"), got ${rule.incrementMs}`,
    );
  return policy as TimeoutPolicy;
}

function checkClockRule(where: string, clock: unknown): void {
  const shape = `${where}: clock must be { baseMs, incrementMs } or { perDecisionMs }`;
  if (clock === null || typeof clock !== 'object' || Array.isArray(clock)) throw new TypeError(shape);
  const keys = Object.keys(clock).sort().join(',');
  const ms = (name: string, value: unknown, min: number, max: number): void => {
    if (!Number.isSafeInteger(value) || (value as number) < min || (value as number) > max)
      throw new TypeError(
        `${where}: clock.${name} must be a whole number of ms from ${min} to ${max}, got ${JSON.stringify(value)}`,
      );
  };
  const c = clock as Record<string, unknown>;
  if (keys === 'baseMs,incrementMs') {
    ms('baseMs', c.baseMs, CLOCK_LIMITS.minMs, CLOCK_LIMITS.maxMs);
    ms('incrementMs', c.incrementMs, 0, CLOCK_LIMITS.maxIncrementMs);
  } else if (keys === 'perDecisionMs') {
    ms('perDecisionMs', c.perDecisionMs, CLOCK_LIMITS.minMs, CLOCK_LIMITS.maxMs);
  } else throw new TypeError(`${shape}, got keys ${keys === '' ? '(none)' : keys}`);
}

/**
 * One decision of a clocked seat as its deadline row and answer have it: when it became pending and
 * when it was answered (epoch ms, the database's clock).
 *
 * @example
 * const turn: ClockedTurn = { seat: 'p1', startedAt: 1_000, answeredAt: 4_500 };
 */
export interface ClockedTurn {
  seat: string;
  startedAt: number;
  answeredAt: number;
}

/**
 * Each clocked seat's bank after the answered turns, in order: a chess
 * clock drains by the time a turn took, never below 0 (a turn answered
 * past its deadline is charged up to it, no more), then gains its
 * increment; a limit per decision has no bank to carry (each seat reads
 * the limit).
 *
 * @example
 * banksAfter({ baseMs: 10_000, incrementMs: 1_000 }, ['p1'], [{ seat: 'p1', startedAt: 0, answeredAt: 4_000 }]); // { p1: 7000 }
 */
export function banksAfter(rule: ClockRule, seats: readonly string[], turns: readonly ClockedTurn[]): Record<string, number> {
  const banks: Record<string, number> = {};
  for (const seat of seats) banks[seat] = 'baseMs' in rule ? rule.baseMs : rule.perDecisionMs;
  if (!('baseMs' in rule)) return banks;
  for (const turn of turns) {
    const bank = banks[turn.seat];
    if (bank !== undefined) banks[turn.seat] = charged(rule, bank, turn);
  }
  return banks;
}

/**
 * A chess clock's bank after one turn: less the time it took (never below 0), plus the increment.
 *
 * @example
 * charged({ baseMs: 10_000, incrementMs: 1_000 }, 10_000, { seat: 'p1', startedAt: 0, answeredAt: 4_000 }); // 7000
 */
export function charged(rule: { baseMs: number; incrementMs: number }, bank: number, turn: ClockedTurn): number {
  const used = Math.min(Math.max(0, turn.answeredAt - turn.startedAt), bank);
  return bank - used + rule.incrementMs;
}

/** How long a decision that becomes pending for `seat` may take: its bank (chess clock) or the limit. */
export function allowance(rule: ClockRule, banks: Readonly<Record<string, number>>, seat: string): number {
  return 'baseMs' in rule ? (banks[seat] ?? rule.baseMs) : rule.perDecisionMs;
}

/**
 * The clock as every watcher sees it at instant `at`: each clocked seat's
 * time left, the running seat's counted down to its deadline.
 *
 * @example
 * clockView({ perDecisionMs: 5_000 }, 'forfeit', { p1: 5_000, p2: 5_000 }, { seat: 'p1', dueAt: 9_000 }, 6_000).left; // { p1: 3000, p2: 5000 }
 */
export function clockView(
  rule: ClockRule,
  policy: TimeoutPolicy,
  banks: Readonly<Record<string, number>>,
  running: { seat: string; dueAt: number } | null,
  at: number,
): ClockView {
  const left: Record<string, number> = { ...banks };
  if (running !== null) left[running.seat] = Math.max(0, running.dueAt - at);
  void rule;
  return { at, left, running: running?.seat ?? null, policy: POLICY_WORDS[policy] };
}

/** The hooks a timeout's answer may use, as the table game declares them. */
export interface TimeoutHooks {
  defaultOption?: ClockHook<number | readonly number[]>;
  isPass?: (seen: Readonly<Record<string, Json>>, decision: SeatDecision, option: Json) => boolean;
}

/**
 * The answer a timeout gives for the seat (option numbers, as a person would send them), by policy:
 * `default` the game's `defaultOption` or the first option (a pick: its first `min`); `pass` the first
 * option `isPass` marks (a pick with `min` 0: none), else the default; `random` drawn from an RNG
 * seeded by the table's secret seed and the seq, so the same table times out the same way on replay.
 * Forfeit has no answer: the host ends the game.
 *
 * @example
 * timeoutAnswer('random', hooks, seen, decision, table.record.seed); // 2
 */
export function timeoutAnswer(
  policy: Exclude<TimeoutPolicy, 'forfeit'>,
  hooks: TimeoutHooks,
  seen: Readonly<Record<string, Json>>,
  decision: SeatDecision,
  seed: number,
): number | number[] {
  const count = decision.options.length;
  const min = decision.pick?.min ?? 0;
  const fallback = (): number | number[] => {
    if (hooks.defaultOption !== undefined) {
      const chosen = hooks.defaultOption(seen, decision);
      return typeof chosen === 'number' ? chosen : [...chosen];
    }
    return decision.pick === undefined ? 0 : Array.from({ length: min }, (_, i) => i);
  };
  if (policy === 'default') return fallback();
  if (policy === 'pass') {
    if (decision.pick !== undefined) return min === 0 ? [] : fallback();
    const index = decision.options.findIndex((option) => hooks.isPass!(seen, decision, option));
    return index >= 0 ? index : fallback();
  }
  const rng = new Rng(timeoutSeed(seed, decision.id));
  if (decision.pick === undefined) return rng.int(count);
  const order = Array.from({ length: count }, (_, i) => i);
  rng.shuffle(order);
  return order.slice(0, min).sort((a, b) => a - b);
}

/** The seed of decision `seq`'s random timeout: the table's secret seed mixed with the seq, so each decision draws anew. */
export function timeoutSeed(seed: number, seq: number): number {
  return (seed ^ Math.imul(seq, 0x9e3779b1)) >>> 0;
}
