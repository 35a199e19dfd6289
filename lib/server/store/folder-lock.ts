import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { TableError } from '../errors.js';
import { isPermission, readOnlyFolder } from './pglite-folder.js';

/** What a lock file records: enough to tell its holder from a process that reused its pid. */
interface LockRecord {
  pid: number;
  /** The holder's start time, /proc/<pid>/stat field 22 (clock ticks since boot); null where there is no /proc. */
  started: string | null;
  host: string;
  /** Random, per lock taken: tells this process's own locks from one a previous process with its pid left. */
  id: string;
  since: string;
}

/** A data folder this process holds. */
export interface FolderLock {
  /** The lock file. */
  readonly path: string;
  /** Removes the lock file if it is still this lock's (never another server's). */
  release(): void;
}

/** The ids of the locks this process holds: a second open in the same process is refused too. */
const heldHere = new Set<string>();

/** How often to look again at a lock file another process is writing, or that a stale holder left. */
const ATTEMPTS = 20;

/**
 * Takes the lock of a data folder, `<dataDir>/pglite.lock`, or refuses with a TableError
 * `data-dir-in-use` naming the process that holds it. PGlite is one process's database: two
 * servers on one folder overwrite each other's tables. A lock whose holder is gone (killed,
 * kill -9 included) or whose pid now belongs to another process is taken over.
 *
 * @example
 * const lock = await lockDataFolder('/srv/cardweave'); try { ... } finally { lock.release(); }
 */
export async function lockDataFolder(dataDir: string): Promise<FolderLock> {
  const path = join(dataDir, 'pglite.lock');
  const mine: LockRecord = {
    pid: process.pid,
    started: startTimeOf(process.pid),
    host: hostname(),
    id: randomBytes(12).toString('hex'),
    since: new Date().toISOString(),
  };
  const text = `${JSON.stringify(mine)}\n`;
  for (let attempt = 1; ; attempt++) {
    try {
      // 'wx' is O_CREAT | O_EXCL: of two servers starting at the same instant, one creates the file.
      writeFileSync(path, text, { flag: 'wx', mode: 0o644 });
      heldHere.add(mine.id);
      return { path, release: () => release(path, mine.id) };
    } catch (error) {
      if (isPermission(error)) throw readOnlyFolder(dataDir, path, error);
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST')
        throw new TableError('data-dir-unusable', `Cannot lock data folder ${dataDir}: ${(error as Error).message}`);
    }
    const found = readLock(path);
    if (found === 'gone') continue;
    if (found === 'unreadable') {
      // Between its creation and its write, another server's lock file is empty for a moment.
      if (attempt < ATTEMPTS) {
        await pause(50);
        continue;
      }
      throw new TableError(
        'data-dir-in-use',
        `Data folder ${dataDir} has a lock file cardweave cannot read (${path}): if no server uses this folder, delete it`,
      );
    }
    const holder = holderOf(found.record);
    if (holder !== 'gone') throw inUse(dataDir, path, found.record, holder);
    if (attempt === ATTEMPTS) throw inUse(dataDir, path, found.record, 'alive');
    takeOverStale(path, found.text, mine.id);
  }
}

function release(path: string, id: string): void {
  heldHere.delete(id);
  const found = readLock(path);
  if (typeof found === 'object' && found.record.id === id) {
    try {
      unlinkSync(path);
    } catch {
      // Already gone (the folder was removed): nothing to release.
    }
  }
}

function readLock(path: string): 'gone' | 'unreadable' | { text: string; record: LockRecord } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    return 'unreadable';
  }
  try {
    const record = JSON.parse(text) as LockRecord;
    if (
      Number.isSafeInteger(record.pid) &&
      record.pid > 0 &&
      typeof record.host === 'string' &&
      typeof record.id === 'string' &&
      typeof record.since === 'string' &&
      (record.started === null || typeof record.started === 'string')
    )
      return { text, record };
  } catch {
    // Not JSON: reported as unreadable below.
  }
  return 'unreadable';
}

/**
 * Whether the lock's holder still runs: 'alive', 'gone', or 'elsewhere' (another machine's process,
 * which this one cannot check: a folder on a network share, or another container's hostname).
 */
function holderOf(record: LockRecord): 'alive' | 'gone' | 'elsewhere' {
  if (record.host !== hostname()) return 'elsewhere';
  // This process's pid: held only if this process took it (a lock a previous process with the
  // same pid left, as pid 1 in a restarted container does, is stale).
  if (record.pid === process.pid) return heldHere.has(record.id) ? 'alive' : 'gone';
  try {
    process.kill(record.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return 'gone';
  }
  // The pid runs; if it started at another time than the holder did, it was reused.
  const started = startTimeOf(record.pid);
  if (record.started !== null && started !== null && started !== record.started) return 'gone';
  return 'alive';
}

/**
 * Removes a stale lock file, but only the one that was read: rename is atomic, so it is moved
 * aside and compared; if another server took the lock over meanwhile, its file is put back.
 */
function takeOverStale(path: string, staleText: string, id: string): void {
  const aside = `${path}.stale-${id}`;
  try {
    renameSync(path, aside);
  } catch {
    return; // gone already: another server took it over; look again
  }
  let movedText = '';
  try {
    movedText = readFileSync(aside, 'utf8');
  } catch {
    // unreadable: treated as not the stale one
  }
  if (movedText !== staleText) {
    try {
      linkSync(aside, path);
    } catch {
      // A third server locked the folder meanwhile: the next look refuses.
    }
  }
  try {
    unlinkSync(aside);
  } catch {
    // already removed
  }
}

function inUse(dataDir: string, path: string, record: LockRecord, holder: 'alive' | 'elsewhere'): TableError {
  if (holder === 'elsewhere')
    return new TableError(
      'data-dir-in-use',
      `Data folder ${dataDir} is locked by a cardweave server on host ${JSON.stringify(record.host.slice(0, 64))}, which this machine cannot check: stop that server, or if it is gone, delete ${path} (process ${record.pid} since ${record.since})`,
    );
  const who = record.pid === process.pid ? `process ${record.pid}, this one,` : `process ${record.pid}`;
  return new TableError(
    'data-dir-in-use',
    `Data folder ${dataDir} is in use by another cardweave server: stop that one first, or give this one another folder (held by ${who} since ${record.since})`,
  );
}

/** A process's start time in clock ticks since boot, from /proc (Linux); null elsewhere or when it is gone. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
