/**
 * A refusal by the table server: a request, client message, database row or
 * setting it will not act on. `code` is stable and listed in
 * lib/server/README.md ("Refusals"); `message` is one line for people.
 *
 * @example
 * try { await host.answer(id, 'p1', 4, 0); } catch (e) { if (e instanceof TableError && e.code === 'decision-stale') reload(); }
 */
export class TableError extends Error {
  readonly code: string;
  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TableError';
    this.code = code;
  }
}
