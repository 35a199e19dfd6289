/**
 * A bad command line; its message is the one line a CLI prints before exiting
 * with status 2. Shared by the example CLIs so their flag helpers can refuse
 * input the same way.
 *
 * @example throw new UsageError('--json needs --games N: it prints the summary of a simulation');
 */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
