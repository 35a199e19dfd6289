// The submitter's side of DONE_CHANNEL: the ids of jobs that workers say are done, kept until the
// submitter reads those jobs, and the wake-up of a submitter waiting for its next poll.

/**
 * Ids heard on DONE_CHANNEL that name a job the run still waits for. A
 * notification is a hint from anyone with the queue's URL: an id is kept
 * only if it is one of `waitingFor` (so at most one per pending job), and
 * the job's row, read from the database, is what counts.
 */
export class DoneHints {
  private readonly ids = new Set<string>();
  private wake: (() => void) | undefined;

  /** The run's pending job ids (the live set, shrinking as jobs are read complete). */
  constructor(private readonly waitingFor: ReadonlySet<string>) {}

  /** A notification's payload: kept, and the waiting submitter woken, when it names a pending job. */
  add(payload: string): void {
    if (!this.waitingFor.has(payload)) return;
    this.ids.add(payload);
    this.wake?.();
  }

  /** The pending ids heard since the last take; they are forgotten. */
  take(): string[] {
    const ids = [...this.ids].filter((id) => this.waitingFor.has(id));
    this.ids.clear();
    return ids;
  }

  /** Resolves after `ms`, or as soon as a pending job's id is heard (at once if one is already). */
  wait(ms: number): Promise<void> {
    if (this.ids.size > 0) return Promise.resolve();
    return new Promise((done) => {
      const finish = (): void => {
        clearTimeout(timer);
        this.wake = undefined;
        done();
      };
      const timer = setTimeout(finish, ms);
      this.wake = finish;
    });
  }
}
