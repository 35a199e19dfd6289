// A named wait for tools and tests: a wait that does not end in time fails with what it waited
// for, instead of leaving a run silent until some outer timeout that names no step. The timer is
// referenced on purpose: while the wait is pending, it keeps the process alive to report it.

/**
 * `promise`, or a rejection after `ms` naming `what` was awaited.
 *
 * @example
 * await within(20_000, 'the first server to close', server.close());
 */
export async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${ms / 1000} s waiting for ${what}`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
