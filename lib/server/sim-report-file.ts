// `cardweave sim --report FILE.html`: where the page goes. A run can take hours, so the target is
// checked before any game is played, and a file already there is never replaced without --force:
// a mistyped name must not wipe out someone's notes.
import {
  closeSync,
  constants,
  copyFileSync,
  fsyncSync,
  linkSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
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

let temps = 0;

/**
 * Writes the page to `file` whole or not at all, as the command lines write
 * every file (docs/errors.md, "Files the command lines read and write"): to a
 * temporary file in the same folder, flushed to disk, then renamed over the
 * target with `force`, else hard-linked to it, which fails if a file appeared
 * there meanwhile. Any failure removes the temporary file and leaves a file
 * already there as it was.
 *
 * @example writeReportFile('balance.html', reportPage(report), false);
 */
export function writeReportFile(file: string, html: string, force: boolean): void {
  const temp = join(dirname(resolve(file)), `.${basename(file)}.${process.pid}.${++temps}.tmp`);
  try {
    const fd = openSync(temp, 'wx');
    try {
      writeFileSync(fd, html);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    if (force) renameSync(temp, file);
    else linkTo(temp, file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' && !force) throw new UsageError(`--report ${file} already exists: give --force to replace it`);
    throw new UsageError(`--report: could not write ${file} (${code ?? (error as Error).message})`);
  } finally {
    rmSync(temp, { force: true });
  }
}

// Codes of link() on file systems without hard links (FAT, some network and FUSE mounts).
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV']);

/** Puts `temp` at `file` only if nothing is there: a hard link, or where there are none a copy that refuses an existing file. */
function linkTo(temp: string, file: string): void {
  try {
    linkSync(temp, file);
  } catch (error) {
    if (!NO_HARD_LINKS.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
    copyFileSync(temp, file, constants.COPYFILE_EXCL);
  }
}
