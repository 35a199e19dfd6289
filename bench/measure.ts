/**
 * Timing helpers shared by the benchmarks. The machine is shared and noisy,
 * so every figure is the median of several rounds, and variants that are
 * compared with each other are interleaved round by round so that a burst of
 * load elsewhere hits them all alike.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

/** The median of some numbers (mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of no values');
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Milliseconds one call of `fn` takes. */
export function time(fn: () => void): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

/**
 * Runs every variant once per round, in turn, after one warm-up round that
 * is not counted (it lets V8 compile the hot code). A variant does its own
 * set-up and returns the milliseconds of the part that is measured, usually
 * via {@link time}. Returns the median milliseconds of each variant.
 */
export function interleaved<K extends string>(rounds: number, variants: Record<K, () => number>): Record<K, number> {
  const names = Object.keys(variants) as K[];
  const times = {} as Record<K, number[]>;
  for (const name of names) {
    variants[name]();
    times[name] = [];
  }
  for (let r = 0; r < rounds; r++) for (const name of names) times[name].push(variants[name]());
  const out = {} as Record<K, number>;
  for (const name of names) out[name] = median(times[name]);
  return out;
}

/** Operations per second from a count and milliseconds. */
export function perSecond(count: number, ms: number): number {
  return ms > 0 ? (count * 1000) / ms : Infinity;
}

/** True when the module at `url` is the script node was started with (not imported). */
export function isMain(url: string): boolean {
  return process.argv[1] !== undefined && url === pathToFileURL(process.argv[1]).href;
}

/**
 * Runs the bench module at `url` as a script in a fresh child process (through tsx) with `args`,
 * and returns the JSON it prints: for sections whose figures the bench's own thread would skew,
 * its calls no longer specialised to one game once the other sections have run there.
 *
 * @example const figures = await runApart<SimulationFigures>(import.meta.url, ['2000', '3', '--json']);
 */
export async function runApart<T>(url: string, args: readonly string[]): Promise<T> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', fileURLToPath(url), ...args], {
    maxBuffer: 1 << 20,
  });
  return JSON.parse(stdout) as T;
}
