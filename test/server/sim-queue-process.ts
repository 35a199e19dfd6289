// Real `cardweave sim --queue` and `cardweave worker` processes for the queue's tests, from this checkout's sources.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const BIN = fileURLToPath(new URL('../../lib/server/bin.ts', import.meta.url));
/** tsx by its URL: `--import=tsx` would look for it under the process's folder, and a worker may run elsewhere. */
const TSX = import.meta.resolve('tsx');

/** A running `cardweave` process: its output so far, a wait for a line of it, and its end. */
export interface CliProcess {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the first stdout line matching `pattern` (rejects after `ms`). */
  line: (pattern: RegExp, ms?: number) => Promise<string>;
  exit: Promise<number | null>;
}

/**
 * Starts `cardweave <args>` in `cwd` (default this checkout).
 *
 * @example const worker = cardweave(['worker', '--queue', url]); await worker.line(/taking shards/);
 */
export function cardweave(args: string[], cwd = root): CliProcess {
  const child = spawn(process.execPath, [`--import=${TSX}`, BIN, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  const waiting = new Set<() => void>();
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
    for (const wake of waiting) wake();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const exit = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
  const line = (pattern: RegExp, ms = 60_000): Promise<string> =>
    new Promise((resolve, reject) => {
      const check = (): void => {
        const found = out.split('\n').find((l) => pattern.test(l));
        if (found === undefined) return;
        waiting.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiting.delete(check);
        reject(new Error(`no line ${pattern} within ${ms} ms; stdout: ${out}; stderr: ${err}`));
      }, ms);
      waiting.add(check);
      check();
    });
  return { child, stdout: () => out, stderr: () => err, line, exit };
}
