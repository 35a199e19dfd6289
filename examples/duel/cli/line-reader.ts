import { createInterface } from 'node:readline';

/** Reads one line at a time; null once the input has ended. */
export interface LineReader {
  /** True when the input is not a terminal: nothing echoes what was read, so the reader's user should. */
  readonly echo: boolean;
  next(): Promise<string | null>;
  close(): void;
}

/**
 * Lines from a stream through node:readline. Lines that arrive before they are
 * asked for are kept, so piped input (all answers at once) works like typing.
 *
 * @example const reader = lineReader(process.stdin); const answer = await reader.next();
 */
export function lineReader(input: NodeJS.ReadableStream & { isTTY?: boolean }): LineReader {
  const rl = createInterface({ input, terminal: input.isTTY === true });
  const ready: string[] = [];
  let ended = false;
  let waiting: ((line: string | null) => void) | undefined;
  rl.on('line', (line) => {
    if (waiting === undefined) ready.push(line);
    else {
      const resolve = waiting;
      waiting = undefined;
      resolve(line);
    }
  });
  rl.on('close', () => {
    ended = true;
    waiting?.(null);
    waiting = undefined;
  });
  return {
    echo: input.isTTY !== true,
    next() {
      if (ready.length > 0) return Promise.resolve(ready.shift()!);
      if (ended) return Promise.resolve(null);
      return new Promise((resolve) => (waiting = resolve));
    },
    close() {
      rl.close();
    },
  };
}
