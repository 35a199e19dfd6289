import { statSync, type Stats } from 'node:fs';

/**
 * Stats of `path`, following symbolic links, or undefined when nothing is
 * there; other failures (permission denied on a folder) are thrown.
 *
 * @example statIfAny('duel-save.json')?.isFile();
 */
export function statIfAny(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}

/**
 * True when two paths name the same file on disk, however they are spelled:
 * same device and inode, so `./a.json`, an absolute path, a symbolic link and
 * a hard link to it are all the same file. A path with nothing there, or one
 * that cannot be looked at, is the same as no other.
 *
 * @example sameFile('duel-save.json', './duel-save.json'); // true when it exists
 */
export function sameFile(a: string, b: string): boolean {
  // A path that cannot be looked at (a folder without permission) is the same as no other: the
  // read or write that follows reports what is wrong with it.
  const look = (path: string) => {
    try {
      return statIfAny(path);
    } catch {
      return undefined;
    }
  };
  const x = look(a);
  const y = look(b);
  return x !== undefined && y !== undefined && x.dev === y.dev && x.ino === y.ino;
}

/** A file a run reads or writes, which another file it writes must never replace. */
export interface FileInUse {
  path: string;
  /** What it is, as a message says it: `the save file being loaded`, `a card pack file in use`. */
  role: string;
}
