// Every file the command lines write for a user (saves, traces, bench results) goes through here,
// so that none is ever left half-written and none is replaced unless the caller allows it:
//
// - a new or replaced regular file is written to a temporary file in the same folder, flushed to
//   disk (fsync), then renamed over the target (or, when replacing is not allowed, hard-linked to
//   it, which fails if the target appeared meanwhile), and the folder is synced; any failure
//   removes the temporary file, so the previous file, if any, is exactly as it was;
// - a process killed while it writes (kill -9, SIGTERM, Ctrl-C: the command lines keep the default
//   action of signals, so they end even while a pack loops) leaves its temporary file behind, never
//   a half-written target; the next write to that folder removes such leftovers (stale-temps.ts);
// - a device or a named pipe (/dev/null, /dev/full, a FIFO read by another program) holds nothing
//   to lose and is written directly; its write errors are reported like the others.
import { closeSync, fchmodSync, fsyncSync, linkSync, openSync, realpathSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { errnoText } from './errno-text.js';
import { FileError } from './file-error.js';
import { statIfAny } from './same-file.js';
import { doneWith, newTempPath, removeStaleTemps } from './stale-temps.js';

/** What is being written, and whether it may replace a file already there. */
export interface OutputOptions {
  /** What the file is, starting each message: `'Trace file'`, `'Save file'`. */
  what: string;
  /** True to replace an existing regular file; false refuses it. */
  replace: boolean;
  /** Advice after "already exists" when `replace` is false, e.g. `pass --force to overwrite it`. */
  whenExists?: string;
}

/** A file being written: text goes in with write(), and appears at its path, whole, only at close(). */
export interface OutputFile {
  readonly path: string;
  /** Adds text (buffered); a failed write removes the temporary file and throws a {@link FileError}. */
  write(text: string): void;
  /** Flushes, syncs and puts the file in place; throws a {@link FileError} (having cleaned up) on failure. Idempotent. */
  close(): void;
  /** Gives up: the temporary file is removed and any previous file left alone. Idempotent. */
  abort(): void;
}

/** Text kept in memory before it is written out. */
const BUFFER_CHARS = 1 << 16;

// Codes of link() on file systems without hard links (FAT, some network and FUSE mounts).
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV']);

/**
 * Opens `path` for writing as described at the top of this file, refusing a
 * directory, and an existing file unless `options.replace`.
 *
 * @example
 * const out = openOutputFile('game.trace.jsonl', { what: 'Trace file', replace: false, whenExists: 'pass --force to overwrite it' });
 * out.write('{"step":1}\n');
 * out.close();
 */
export function openOutputFile(path: string, options: OutputOptions): OutputFile {
  const { what } = options;
  const fail = (error: unknown, tail = ''): FileError => {
    // Writing, ENOENT can only mean a missing folder: say so rather than "no such file".
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'its folder does not exist (ENOENT)' : errnoText(error);
    return new FileError(`Cannot write ${what.toLowerCase()} "${path}": ${reason}${tail}`, { cause: error });
  };
  let existing;
  try {
    existing = statIfAny(path);
  } catch (error) {
    throw fail(error);
  }
  if (existing?.isDirectory()) throw new FileError(`${what} "${path}" is a directory`);
  if (existing !== undefined && !existing.isFile()) return openDevice(path, fail);
  if (existing !== undefined && !options.replace) {
    throw new FileError(`${what} "${path}" already exists${options.whenExists === undefined ? '' : `: ${options.whenExists}`}`);
  }
  const unchanged = existing === undefined ? '' : '; the existing file is unchanged';
  let target: string;
  try {
    // Beside the real file, so that a symbolic link to it still points at the new one.
    target = existing === undefined ? path : realpathSync(path);
  } catch (error) {
    throw fail(error, unchanged);
  }
  removeStaleTemps(dirname(target));
  const temp = newTempPath(dirname(target), target);
  let fd: number | undefined;
  try {
    fd = openSync(temp, 'wx');
    if (existing !== undefined) fchmodSync(fd, existing.mode & 0o7777);
  } catch (error) {
    // Not opened: the name may be another's (EEXIST), so only an opened file is removed.
    if (fd !== undefined) cleanUp(fd, temp);
    else doneWith(temp);
    throw fail(error, unchanged);
  }
  let buffered: string[] = [];
  let size = 0;
  let state: 'open' | 'closed' | 'aborted' = 'open';
  const abort = (): void => {
    if (state !== 'open') return;
    state = 'aborted';
    cleanUp(fd, temp);
  };
  const flush = (): void => {
    const text = buffered.join('');
    buffered = [];
    size = 0;
    try {
      writeAll(fd!, text);
    } catch (error) {
      abort();
      throw fail(error, unchanged);
    }
  };
  return {
    path,
    write(text) {
      if (state !== 'open') throw new Error(`${what} "${path}" is already ${state}`);
      buffered.push(text);
      size += text.length;
      if (size >= BUFFER_CHARS) flush();
    },
    close() {
      if (state !== 'open') return;
      flush();
      try {
        fsyncSync(fd!);
        closeSync(fd!);
        fd = undefined;
        if (options.replace) renameSync(temp, target);
        else linkInPlace(temp, target);
      } catch (error) {
        abort();
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
          throw new FileError(
            `${what} "${path}" already exists${options.whenExists === undefined ? '' : `: ${options.whenExists}`}`,
          );
        }
        throw fail(error, unchanged);
      }
      state = 'closed';
      doneWith(temp);
      syncFolder(dirname(target));
    },
    abort,
  };
}

/**
 * Writes `text` to `path` atomically (see {@link openOutputFile}): after a
 * failure, the previous file is untouched and no temporary file remains.
 *
 * @example writeFileAtomic('duel-save.json', JSON.stringify(save), { what: 'Save file', replace: true });
 */
export function writeFileAtomic(path: string, text: string, options: OutputOptions): void {
  const out = openOutputFile(path, options);
  out.write(text);
  out.close();
}

/** A device or FIFO: written in place, as it holds nothing a failed write could spoil. */
function openDevice(path: string, fail: (error: unknown) => FileError): OutputFile {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'w');
  } catch (error) {
    throw fail(error);
  }
  let buffered = '';
  const shut = (): void => {
    if (fd === undefined) return;
    const open = fd;
    fd = undefined;
    closeSync(open);
  };
  const flush = (): void => {
    try {
      writeAll(fd!, buffered);
    } catch (error) {
      shut();
      throw fail(error);
    } finally {
      buffered = '';
    }
  };
  return {
    path,
    write(text) {
      if (fd === undefined) throw new Error(`"${path}" is already closed`);
      buffered += text;
      if (buffered.length >= BUFFER_CHARS) flush();
    },
    close() {
      if (fd === undefined) return;
      flush();
      shut();
    },
    abort: shut,
  };
}

/** writeSync may write less than asked (pipes, signals): loop until every byte is out. */
function writeAll(fd: number, text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at);
}

/** Puts the finished temporary file at `target` only if nothing is there yet (link fails with EEXIST otherwise). */
function linkInPlace(temp: string, target: string): void {
  try {
    linkSync(temp, target);
  } catch (error) {
    if (!NO_HARD_LINKS.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
    // No hard links here: check, then rename (a file created in between would be replaced).
    if (statIfAny(target) !== undefined) throw Object.assign(new Error('exists'), { code: 'EEXIST' });
    renameSync(temp, target);
    return;
  }
  unlinkSync(temp);
}

function cleanUp(fd: number | undefined, temp: string): void {
  doneWith(temp);
  try {
    if (fd !== undefined) closeSync(fd);
  } catch {
    // Already closed or unusable: the unlink below is what matters.
  }
  try {
    unlinkSync(temp);
  } catch {
    // Already gone (renamed or never created).
  }
}

/** Makes the rename itself durable. Platforms that cannot open or sync a folder (Windows) still renamed atomically. */
function syncFolder(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Nothing to report: the file is in place; only its durability across a power cut is not proven.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
