// The temporary files atomic-write.ts makes, by name: `.<target>.<pid>-<8 hex>.tmp` beside the target.
// A process killed while it writes (kill -9, a power cut, or SIGTERM/SIGINT, which end the command
// lines at once: no handler runs to clean up) leaves its temporary file behind. The next write to the
// same folder removes the ones whose writer is gone, judged by the pid in the name:
//
// - only files named exactly as ours, regular files (never a link, folder or anything else);
// - only when no process with that pid is alive (kill(pid, 0) says ESRCH), or the pid is this very
//   process and the file is not one it is writing now (a pid reused after the writer died);
// - a live pid (EPERM included: another user's process) keeps its file, whatever its age: a trace of
//   a terminal session stays open for as long as the player thinks.
//
// Pids are per machine: a folder shared by several machines over the network could have a live
// writer on another one whose pid is free here. Its save then fails in one line (its temporary file
// is gone at rename) and leaves the target as it was; nothing is lost, but the save must be repeated.
import { randomBytes } from 'node:crypto';
import { lstatSync, readdirSync, unlinkSync } from 'node:fs';
import { basename, join } from 'node:path';

const TEMP_NAME = /^\..+\.(\d{1,10})-[0-9a-f]{8}\.tmp$/;

/** The temporary files this process is writing now, by path: never stale. */
const writing = new Set<string>();

/**
 * A new temporary file name beside `target`, in our naming, marked as being
 * written by this process until {@link doneWith} is called.
 *
 * @example const temp = newTempPath('/saves/duel.json'); // /saves/.duel.json.4242-9f3a01bc.tmp
 */
export function newTempPath(dir: string, target: string): string {
  const temp = join(dir, `.${basename(target)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
  writing.add(temp);
  return temp;
}

/**
 * Forgets a temporary file made by {@link newTempPath} (renamed into place
 * or removed).
 *
 * @example doneWith(temp);
 */
export function doneWith(temp: string): void {
  writing.delete(temp);
}

/**
 * Removes the temporary files in `dir` that a writer now gone left behind
 * (see the top of this file); returns their names. Best effort: a file that
 * cannot be listed or removed is left, and the write that called this goes
 * on, as leftovers are not the caller's to fail on.
 *
 * @example removeStaleTemps('/saves'); // ['.duel.json.3131-0a1b2c3d.tmp']
 */
export function removeStaleTemps(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const match = TEMP_NAME.exec(name);
    if (match === null) continue;
    const path = join(dir, name);
    if (!writerGone(Number(match[1]), path)) continue;
    try {
      if (!lstatSync(path).isFile()) continue;
      unlinkSync(path);
      removed.push(name);
    } catch {
      // Gone already (another process cleaned it), or not ours to remove: leave it.
    }
  }
  return removed;
}

/** True when no live process can still be writing `path`, made by process `pid`. */
function writerGone(pid: number, path: string): boolean {
  // 0 and 1 never write our files (kill(0) would even mean our own process group).
  if (pid < 2 || !Number.isSafeInteger(pid)) return false;
  if (pid === process.pid) return !writing.has(path);
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
