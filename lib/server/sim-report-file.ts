// `cardweave sim --report FILE.html`: where the page goes. A run can take hours, so the target is
// checked before any game is played, and a file already there is never replaced without --force:
// a mistyped name must not wipe out someone's notes.
import { statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { UsageError } from './serve-options.js';

const PAGE_NAME = /\.html?$/i;

/**
 * Refuses, in one line, a `--report` target the page cannot go to: a name
 * not ending in .html or .htm, a folder that does not exist, or a file
 * already there without `force`.
 *
 * @example checkReportTarget('balance.html', false);
 */
export function checkReportTarget(file: string, force: boolean): void {
  if (!PAGE_NAME.test(file)) throw new UsageError(`--report must name an .html file, got ${JSON.stringify(file.slice(0, 80))}`);
  const folder = dirname(resolve(file));
  if (statSync(folder, { throwIfNoEntry: false })?.isDirectory() !== true) throw new UsageError(`--report: no folder ${folder}`);
  const there = statSync(file, { throwIfNoEntry: false });
  if (there === undefined) return;
  if (!there.isFile()) throw new UsageError(`--report ${file} is not a file`);
  if (!force) throw new UsageError(`--report ${file} already exists: give --force to replace it`);
}

/**
 * Writes the page to `file`. Without `force` the file is created only if it
 * is still absent (a file made meanwhile is refused, not replaced).
 *
 * @example writeReportFile('balance.html', reportPage(report), false);
 */
export function writeReportFile(file: string, html: string, force: boolean): void {
  try {
    writeFileSync(file, html, { flag: force ? 'w' : 'wx' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw new UsageError(`--report ${file} already exists: give --force to replace it`);
    throw new UsageError(`--report: could not write ${file} (${code ?? (error as Error).message})`);
  }
}
