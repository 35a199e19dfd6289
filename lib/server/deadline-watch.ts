// The scanner: every server looks for deadlines past due (every 250 ms, sooner when the nearest one
// falls due before that) and answers each through the host's answer path, whose (table, seq) insert
// is the lock: a person's answer and a timeout cannot both land, nor two servers' timeouts.
import { TableError } from './errors.js';
import { isStoreFailure } from './store/store-failure.js';
import { dueDeadlines, type DueDeadline } from './store/clock-store.js';
import type { TableHost } from './table-host.js';

/** How often a server looks for due deadlines, in ms, when none falls due sooner. */
export const SCAN_EVERY_MS = 250;
/** The most deadlines one scan answers; the next scan, at once, takes the rest. */
const SCAN_BATCH = 1_000;
/** Timeouts answered at once: tables load and answer while another waits on the database. */
const AT_ONCE = 8;

/**
 * Answers a host's due deadlines by their tables' timeout policies until closed.
 *
 * @example
 * const watch = DeadlineWatch.start(host, (line) => console.error(line)); watch.close();
 */
export class DeadlineWatch {
  readonly #host: TableHost;
  readonly #report: (line: string) => void;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;
  #first = true;
  /** Deadlines whose answer failed for a reason a retry cannot mend (reported once, not fired again by this server). */
  readonly #failed = new Set<string>();

  private constructor(host: TableHost, report: (line: string) => void) {
    this.#host = host;
    this.#report = report;
  }

  /** Starts scanning at once: deadlines that passed while no server ran are answered first thing. */
  static start(host: TableHost, report: (line: string) => void): DeadlineWatch {
    const watch = new DeadlineWatch(host, report);
    watch.#schedule(0);
    return watch;
  }

  close(): void {
    this.#closed = true;
    clearTimeout(this.#timer);
  }

  #schedule(delay: number): void {
    if (this.#closed) return;
    this.#timer = setTimeout(() => {
      this.#scan().then(
        (next) => this.#schedule(next),
        (error: unknown) => {
          // A scan cut short by the server closing (its database first) is no news.
          if (this.#closed) return;
          this.#report(`deadlines could not be scanned: ${(error as Error).message} (scanning again in ${SCAN_EVERY_MS} ms)`);
          this.#schedule(SCAN_EVERY_MS);
        },
      );
    }, delay);
  }

  /** One scan: answers what is due; returns when to scan next. */
  async #scan(): Promise<number> {
    const { due, nextInMs } = await dueDeadlines(this.#host.store.db, SCAN_BATCH);
    if (this.#first) {
      this.#first = false;
      if (due.length > 0)
        this.#report(
          `${due.length} deadline${due.length === 1 ? '' : 's'} passed while no server ran: answered by their timeout policy`,
        );
    }
    const fresh = due.filter((d) => !this.#failed.has(key(d)));
    for (let i = 0; i < fresh.length && !this.#closed; i += AT_ONCE)
      await Promise.all(fresh.slice(i, i + AT_ONCE).map((d) => this.#fire(d)));
    if (fresh.length === SCAN_BATCH) return 0;
    return Math.min(SCAN_EVERY_MS, nextInMs ?? SCAN_EVERY_MS);
  }

  async #fire(deadline: DueDeadline): Promise<void> {
    try {
      await this.#host.answerTimeout(deadline.table, deadline.seat, deadline.seq);
    } catch (error) {
      // Answered first by its seat or another server: the key did its job.
      if (error instanceof TableError && error.code === 'decision-stale') return;
      // The database failed: nothing was recorded, and the next scan finds the deadline again.
      if (isStoreFailure(error)) return;
      this.#failed.add(key(deadline));
      this.#report(
        `table ${deadline.table}: the timeout of decision ${deadline.seq} (${deadline.seat}) could not be answered: ${(error as Error).message}`,
      );
    }
  }
}

function key(deadline: DueDeadline): string {
  return `${deadline.table} ${deadline.seq}`;
}
