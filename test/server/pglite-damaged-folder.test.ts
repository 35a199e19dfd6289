// Issue 23: a PGlite folder that lost PG_VERSION was initialised again, empty, over its tables; a
// damaged one said "Aborted(). Build with -sASSERTIONS", a read-only one "PGlite failed to
// initialize properly". Each is now refused in one line naming the folder and what to do, with
// exit status 2, and the folder is left exactly as it was: only an absent or empty folder is
// initialised.
import test from 'ava';
import { chmodSync, chownSync, cpSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPglite, TableStore } from '../../lib/server/index.js';
import { tempDir, testServer } from './fixtures.js';
import { serveOutcome } from './server-process.js';

/**
 * Every file under `dir` with its size and modification time: what "left as it was" compares.
 * Not postmaster.pid and pg_internal.init: PostgreSQL writes the one and drops the others (caches
 * of the catalog, remade when needed) whenever it starts, PGlite's failed start included.
 */
function picture(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => !/(^|\/)(postmaster\.pid|pg_internal\.init)$/.test(name))
    .sort()
    .flatMap((name) => {
      const stat = statSync(join(dir, name));
      return stat.isDirectory() ? [] : [`${name} ${stat.size} ${stat.mtimeMs}`];
    });
}

const nameOf = (line: string): string => line.split(' ')[0]!;
const inBase = (line: string): boolean => line.startsWith('pglite/base/');

// One real database, made by a real server with a table in it; each test damages its own copy.
const made = tempDir();
let tableId = '';
test.before(async () => {
  const server = await testServer({ dataDir: made.path });
  tableId = (await server.host.create({ game: 'war', seats: { p1: 'person', p2: 'person' } })).id;
  await server.close();
});
test.after.always(() => made.remove());

function copyOfDatabase(t: { teardown: (fn: () => void) => void }): string {
  const dir = tempDir();
  t.teardown(() => dir.remove());
  cpSync(made.path, dir.path, { recursive: true });
  return dir.path;
}

test('a PGlite folder that lost PG_VERSION is refused and left alone; restored, its table is there', async (t) => {
  const dir = copyOfDatabase(t);
  const version = join(dir, 'pglite', 'PG_VERSION');
  const saved = readFileSync(version);
  rmSync(version);
  const before = picture(dir);
  t.deepEqual(await serveOutcome(['--data', dir]), {
    status: 2,
    stdout: '',
    stderr: `cardweave serve: The database in ${dir}/pglite is incomplete (no PG_VERSION): cardweave never initialises a folder that holds files; restore it from a backup, or delete it if it never held tables\n`,
  });
  t.deepEqual(picture(dir), before, 'nothing written, nothing initialised');

  writeFileSync(version, saved);
  const db = await openPglite(dir);
  t.teardown(() => db.close());
  t.is((await (await TableStore.open(db)).read(tableId))?.id, tableId);
});

test('a PGlite folder missing base and global/pg_control is refused, naming both', async (t) => {
  const dir = copyOfDatabase(t);
  rmSync(join(dir, 'pglite', 'base'), { recursive: true });
  rmSync(join(dir, 'pglite', 'global', 'pg_control'));
  const outcome = await serveOutcome(['--data', dir]);
  t.is(outcome.status, 2);
  t.is(
    outcome.stderr,
    `cardweave serve: The database in ${dir}/pglite is incomplete (no global/pg_control, no base): cardweave never initialises a folder that holds files; restore it from a backup, or delete it if it never held tables\n`,
  );
});

test('an empty PGlite folder is initialised, as an absent one is', async (t) => {
  const dir = tempDir();
  t.teardown(() => dir.remove());
  cpSync(made.path, dir.path, { recursive: true });
  rmSync(join(dir.path, 'pglite'), { recursive: true });
  const db = await openPglite(dir.path);
  t.teardown(() => db.close());
  t.is(await (await TableStore.open(db)).read(tableId), undefined, 'a new, empty database');
});

for (const [what, damage] of [
  ['global/pg_control truncated', (pglite: string) => truncateSync(join(pglite, 'global', 'pg_control'), 0)],
  [
    'global/pg_control overwritten',
    (pglite: string) => writeFileSync(join(pglite, 'global', 'pg_control'), Buffer.alloc(8192, 0x5a)),
  ],
  [
    'a catalog file under base/ overwritten',
    (pglite: string) => writeFileSync(join(pglite, 'base', '5', '1259'), Buffer.alloc(8192, 0x5a)),
  ],
  ['a catalog file under base/ truncated', (pglite: string) => truncateSync(join(pglite, 'base', '5', '1259'), 0)],
] as const) {
  test(`a damaged PGlite folder (${what}) is refused in one line saying so; its tables' files are untouched`, async (t) => {
    const dir = copyOfDatabase(t);
    damage(join(dir, 'pglite'));
    const before = picture(dir);
    t.deepEqual(await serveOutcome(['--data', dir]), {
      status: 2,
      stdout: '',
      stderr: `cardweave serve: The database in ${dir}/pglite is damaged: PGlite cannot open it; restore the folder from a backup (cardweave never initialises a folder that holds files)\n`,
    });
    // PGlite's attempt to start writes what PostgreSQL's start does (control file, WAL, commit
    // log); no file is removed, and the tables' files under base/ are not touched.
    const after = picture(dir);
    t.deepEqual(after.map(nameOf), before.map(nameOf), 'no file added or removed');
    t.deepEqual(after.filter(inBase), before.filter(inBase), 'base/ untouched');
  });
}

// Root writes through any file mode, so as root the server runs as "nobody" (uid 65534) on folders
// of root's; any other user runs it as itself on folders without write permission.
const asRoot = process.getuid?.() === 0;
const NOBODY = 65534;
const runAs = asRoot ? { uid: NOBODY } : {};
const uid = asRoot ? NOBODY : process.getuid!();

test('a data folder this process may not write is refused in one line, naming the lock file it could not make', async (t) => {
  const dir = copyOfDatabase(t);
  chmodSync(dir, asRoot ? 0o755 : 0o555);
  t.teardown(() => chmodSync(dir, 0o755));
  t.deepEqual(await serveOutcome(['--data', dir], runAs), {
    status: 2,
    stdout: '',
    stderr: `cardweave serve: Data folder ${dir} is read-only for this process: cannot write ${dir}/pglite.lock (EACCES); run the server as the folder's owner, or give it write access (this process runs as uid ${uid})\n`,
  });
});

test('a database folder inside it this process may not write is refused naming it, and the lock is released', async (t) => {
  const dir = copyOfDatabase(t);
  // The data folder is the server's own (it can lock it); the database folder is not.
  if (asRoot) chownSync(dir, NOBODY, NOBODY);
  else chmodSync(join(dir, 'pglite'), 0o555);
  t.teardown(() => chmodSync(join(dir, 'pglite'), 0o755));
  const before = picture(join(dir, 'pglite'));
  t.deepEqual(await serveOutcome(['--data', dir], runAs), {
    status: 2,
    stdout: '',
    stderr: `cardweave serve: Data folder ${dir} is read-only for this process: cannot write ${dir}/pglite (EACCES); run the server as the folder's owner, or give it write access (this process runs as uid ${uid})\n`,
  });
  t.deepEqual(readdirSync(dir).sort(), ['pglite'], 'no lock left behind');
  t.deepEqual(picture(join(dir, 'pglite')), before);
});
