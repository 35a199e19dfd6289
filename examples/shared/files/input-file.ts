// Files from outside (saves, trace files, card pack files) are checked before a byte of them is
// parsed: what kind of file it is, whether it can be read, and how big it is. /dev/zero, a FIFO
// that never ends or a 4 GB file must be refused in microseconds, not after filling the memory.
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import { errnoText } from './errno-text.js';
import { FileError } from './file-error.js';
import { lineColumn, locateJsonError } from './json-error.js';

/** How big an input file may be, and how the user raises the limit (for the message). */
export interface InputLimit {
  maxBytes: number;
  /** Words appended to a "too large" refusal, e.g. `raise it with --max-input-mb`. */
  raise: string;
}

/** Inputs up to 16 MiB by default: a long duel's save is well under 1 MiB, a pack source rarely 100 KiB. */
export const DEFAULT_INPUT_MB = 16;

// O_NONBLOCK lets open() return at once on a FIFO with no writer, so fstat can refuse it; on a
// regular file it changes nothing. Windows has no such flag.
const READ_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/**
 * Checks that `path` names a regular file that can be opened for reading and
 * is at most `limit.maxBytes` long, without reading it; refuses anything
 * else with a {@link FileError} that starts with `what` and the path.
 *
 * @example checkInputFile('examples/war/packs/reversal.ts', 'Card pack file', { maxBytes: 2 ** 24, raise: 'raise it with --max-input-mb' });
 */
export function checkInputFile(path: string, what: string, limit: InputLimit): void {
  const fd = openInput(path, what);
  try {
    checkStats(fstatSync(fd), path, what, limit);
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads a UTF-8 text file from outside, after the checks of
 * {@link checkInputFile}, reading at most `limit.maxBytes` (a file that grows
 * while it is read is refused too). A UTF-8 byte order mark is dropped;
 * UTF-16 text and bytes that are not UTF-8 are refused, naming the problem.
 *
 * @example const text = readInputText('game.trace.jsonl', 'Trace file', { maxBytes: 2 ** 28, raise: 'raise it with --max-input-mb' });
 */
export function readInputText(path: string, what: string, limit: InputLimit): string {
  const fd = openInput(path, what);
  let bytes: Buffer;
  try {
    const stats = fstatSync(fd);
    checkStats(stats, path, what, limit);
    bytes = readBounded(fd, stats.size, path, what, limit);
  } finally {
    closeSync(fd);
  }
  return decodeUtf8(bytes, path, what);
}

/**
 * Reads a JSON file from outside: {@link readInputText}, then JSON.parse. A
 * file that is not JSON is refused with the first mistake's line and column.
 *
 * @example const save = readInputJson('duel-save.json', 'Save file', { maxBytes: 2 ** 24, raise: 'raise it with --max-input-mb' });
 */
export function readInputJson(path: string, what: string, limit: InputLimit): unknown {
  const text = readInputText(path, what, limit);
  if (text.trim() === '') throw new FileError(`${what} "${path}" is empty`);
  try {
    return JSON.parse(text);
  } catch (error) {
    const problem = locateJsonError(text);
    if (problem === undefined) throw error;
    const { line, column } = lineColumn(text, problem.offset);
    throw new FileError(`${what} "${path}" is not valid JSON at line ${line}, column ${column}: ${problem.reason}`);
  }
}

/**
 * Says how many bytes an input limit in MiB allows.
 *
 * @example inputLimit(16, 'raise it with --max-input-mb').maxBytes; // 16777216
 */
export function inputLimit(megabytes: number, raise: string): InputLimit {
  return { maxBytes: Math.floor(megabytes * 2 ** 20), raise };
}

function openInput(path: string, what: string): number {
  try {
    return openSync(path, READ_FLAGS);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new FileError(`${what} "${path}" does not exist`, { cause: error });
    throw new FileError(`${what} "${path}" cannot be read: ${errnoText(error)}`, { cause: error });
  }
}

function checkStats(stats: Stats, path: string, what: string, limit: InputLimit): void {
  if (!stats.isFile()) throw new FileError(`${what} "${path}" is ${kindOf(stats)}, not a regular file`);
  if (stats.size > limit.maxBytes) throw tooLarge(stats.size, path, what, limit);
}

function tooLarge(size: number, path: string, what: string, limit: InputLimit): FileError {
  const bytes = (n: number): string => n.toLocaleString('en-US');
  return new FileError(
    `${what} "${path}" is ${bytes(size)} bytes, over the limit of ${megabytes(limit.maxBytes)} (${bytes(limit.maxBytes)} bytes) for input files: ${limit.raise}`,
  );
}

/** Reads the whole file, never more than the limit plus one byte. */
function readBounded(fd: number, expected: number, path: string, what: string, limit: InputLimit): Buffer {
  let buffer = Buffer.allocUnsafe(Math.min(expected, limit.maxBytes) + 1);
  let length = 0;
  for (;;) {
    if (length === buffer.length) {
      if (length > limit.maxBytes) throw tooLarge(length, path, what, limit);
      const bigger = Buffer.allocUnsafe(Math.min(buffer.length * 2, limit.maxBytes + 1));
      buffer.copy(bigger, 0, 0, length);
      buffer = bigger;
    }
    let read: number;
    try {
      read = readSync(fd, buffer, length, buffer.length - length, null);
    } catch (error) {
      throw new FileError(`${what} "${path}" cannot be read: ${errnoText(error)}`, { cause: error });
    }
    if (read === 0) return buffer.subarray(0, length);
    length += read;
  }
}

function decodeUtf8(bytes: Buffer, path: string, what: string): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw new FileError(`${what} "${path}" is UTF-16 text (it starts with a UTF-16 byte order mark): save it as UTF-8`);
  }
  // A UTF-8 byte order mark (EF BB BF), as some Windows editors write, says nothing JSON needs: drop it.
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    const at = firstBadByte(body);
    const offset = at + (body === bytes ? 0 : 3);
    throw new FileError(
      `${what} "${path}" is not UTF-8 text (byte 0x${bytes[offset]!.toString(16).padStart(2, '0')} at offset ${offset}): is it a binary file?`,
    );
  }
}

/** Offset of the first byte that does not decode as UTF-8: where a lenient decode first differs from the bytes. */
function firstBadByte(bytes: Buffer): number {
  const redone = Buffer.from(bytes.toString('utf8'), 'utf8');
  let i = 0;
  while (i < bytes.length && bytes[i] === redone[i]) i++;
  return i;
}

function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a directory';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isFIFO()) return 'a named pipe (FIFO)';
  if (stats.isSocket()) return 'a socket';
  return 'not a regular file';
}

function megabytes(bytes: number): string {
  const mib = bytes / 2 ** 20;
  return `${Number.isInteger(mib) ? mib : mib.toFixed(2)} MiB`;
}
