// A clocked table's clock in one server's memory, recomputed from the table's deadline rows whenever
// the log moved (an answer here, a notice from another server, a load): nothing in it is kept that
// the rows do not say, so every server, and a restarted one, shows the same banks.
import type { DeadlineRow } from './store/clock-store.js';
import { allowance, banksAfter, charged, clockView, type ClockRule, type TimeoutPolicy } from './table-clock.js';
import type { ClockView } from './wire.js';

/** The public log line of a timeout, placed where its decision's entries begin. */
export interface TimeoutNote {
  seq: number;
  /** The game's log length before the timed-out decision was played. */
  entries: number;
  line: string;
}

/**
 * One table's clock: each person seat's bank, the running deadline, a forfeit when a seat lost on time,
 * and the timeouts' log lines.
 *
 * @example
 * const clock = new LiveClock({ perDecisionMs: 30_000 }, 'random', ['p1', 'p2']); clock.readRows(rows);
 */
export class LiveClock {
  readonly rule: ClockRule;
  readonly policy: TimeoutPolicy;
  /** The seats the clock times: the table's people. */
  readonly seats: readonly string[];
  banks: Record<string, number>;
  /** The pending decision's deadline, when a person's seat is asked. */
  running: { seq: number; seat: string; startedAt: number; dueAt: number } | null = null;
  /** The seat that ran out of time under `forfeit`, and the decision it lost on. */
  forfeit: { seat: string; seq: number } | null = null;
  /** Timeout lines by seq (kept in order). */
  readonly notes: TimeoutNote[] = [];

  constructor(rule: ClockRule, policy: TimeoutPolicy, seats: readonly string[]) {
    this.rule = rule;
    this.policy = policy;
    this.seats = seats;
    this.banks = banksAfter(rule, seats, []);
  }

  /** Recomputes banks, the running deadline and a forfeit from the table's deadline rows. */
  readRows(rows: readonly DeadlineRow[]): void {
    const answered = rows.filter((r) => r.answeredAt !== null);
    this.banks = banksAfter(
      this.rule,
      this.seats,
      answered.map((r) => ({ seat: r.seat, startedAt: r.startedAt, answeredAt: r.answeredAt! })),
    );
    const open = rows.at(-1);
    this.running =
      open !== undefined && open.answeredAt === null
        ? { seq: open.seq, seat: open.seat, startedAt: open.startedAt, dueAt: open.dueAt }
        : null;
    const lost = answered.find((r) => r.timeout === 'forfeit');
    this.forfeit = lost === undefined ? null : { seat: lost.seat, seq: lost.seq };
  }

  /**
   * After this server's own commit at instant `at` (the database's): the running decision, if it
   * was `seq`, is charged as `readRows` would charge it, and `next` (the deadline that statement
   * wrote, if any) runs, so no read is needed to stay where the rows are.
   */
  answered(seq: number, at: number, next: { seq: number; seat: string; ms: number; afterOwn?: boolean } | null): void {
    const done = this.running?.seq === seq ? this.running : null;
    const rule = this.rule;
    if (done !== null && 'baseMs' in rule && this.banks[done.seat] !== undefined)
      this.banks = {
        ...this.banks,
        [done.seat]: charged(rule, this.banks[done.seat]!, { seat: done.seat, startedAt: done.startedAt, answeredAt: at }),
      };
    const dueAt = next?.afterOwn === true && done !== null ? Math.max(done.dueAt, at) + next.ms : at + (next?.ms ?? 0);
    this.running = next === null ? null : { seq: next.seq, seat: next.seat, startedAt: at, dueAt };
  }

  /** Notes a timeout's line (once per seq), the game's log being `entries` long before its decision was played. */
  note(seq: number, seat: string, how: string, entries: number): void {
    if (this.notes.some((n) => n.seq === seq)) return;
    this.notes.push({ seq, entries, line: timeoutLine(seat, how, this.seats) });
    this.notes.sort((a, b) => a.seq - b.seq);
  }

  /** How long the next decision of `seat` may take, as the banks stand. */
  allowance(seat: string): number {
    return allowance(this.rule, this.banks, seat);
  }

  /** The clock as watchers see it at `at` (epoch ms); nothing runs once a seat forfeited. */
  view(at: number): ClockView {
    const running = this.forfeit === null ? this.running : null;
    return clockView(this.rule, this.policy, this.banks, running, at);
  }
}

/** `p1 ran out of time: ...`, in words every seat may read: what the clock played is in the game's own log lines. */
export function timeoutLine(seat: string, how: string, seats: readonly string[]): string {
  if (how === 'forfeit') {
    const others = seats.filter((s) => s !== seat);
    return `${seat} ran out of time: ${seat} forfeits${others.length === 1 ? `, ${others[0]} wins` : ''}`;
  }
  const what: Record<string, string> = {
    default: 'the default answer was played',
    pass: 'it passed',
    random: 'a random answer was played',
  };
  return `${seat} ran out of time: ${what[how] ?? `answered by "${how}"`}`;
}
