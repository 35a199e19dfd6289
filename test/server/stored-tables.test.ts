// A table's record in the database is untrusted when read back: a row that is missing, too large,
// or that the rules refuse makes the table unloadable with one line naming the table and the
// row; a keyframe is checked by replay and against the log. An untouched record loads into
// exactly the game that was played.
import test from 'ava';
import { openPglite, startServer, TableError, TableHost, TableStore } from '../../lib/server/index.js';
import { MIGRATIONS } from '../../lib/server/store/migrations.js';
import { GAMES, storeForFile, tempDir } from './fixtures.js';
import { snapshot } from '../../lib/index.js';

const store = storeForFile();

/** A duel with `n` decisions answered (first options), keyframes every 4; returns its id and final snapshot. */
async function playedTable(n: number) {
  const host = await TableHost.start(store(), GAMES, { keyframeEvery: 4, botDelayMs: 0 });
  const { id } = await host.create({ game: 'duel', seats: { p1: 'person', p2: 'person' }, seed: 99 });
  for (let i = 0; i < n; i++) {
    const pending = (await host.open(id)).engine.pending!;
    await host.answer(id, pending.player, pending.id, 0);
  }
  const saved = snapshot((await host.open(id)).engine);
  host.close();
  return { id, snapshot: saved };
}

/** Loads a table in a host that has never seen it. */
async function load(id: string) {
  const host = await TableHost.start(store(), GAMES, { botDelayMs: 0 });
  try {
    return snapshot((await host.open(id)).engine);
  } finally {
    host.close();
  }
}

async function refusal(id: string): Promise<string> {
  const error = await load(id).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof TableError)) throw new Error(`expected a TableError, got ${String(error)}`);
  return `${error.code}: ${error.message}`;
}

test('an untouched record loads, through its newest keyframe (verified by replay) and the decisions after it, into the game played', async (t) => {
  const { id, snapshot } = await playedTable(10);
  const keyframes = await store().db.query<{ seq: number }>(
    'SELECT seq FROM cardweave_keyframes WHERE table_id = $1 ORDER BY seq',
    [id],
  );
  t.deepEqual(
    keyframes.map((k) => Number(k.seq)),
    [4, 8],
  );
  t.deepEqual(await load(id), snapshot);
});

test('a decision the rules refuse: the table is refused, naming the decision', async (t) => {
  const { id } = await playedTable(3);
  await store().db.query(`UPDATE cardweave_decisions SET choice = '{"move":"win-now"}' WHERE table_id = $1 AND seq = 2`, [id]);
  t.regex(
    await refusal(id),
    new RegExp(
      `^table-corrupt: Table ${id} cannot be loaded: decision 2 is refused by the rules: \\{"move":"win-now"\\} is not an option of decision 2 `,
    ),
  );
});

test('a decision answered by a seat the table does not have, or out of JSON', async (t) => {
  const { id } = await playedTable(3);
  await store().db.query(`UPDATE cardweave_decisions SET seat = 'p9' WHERE table_id = $1 AND seq = 3`, [id]);
  t.is(await refusal(id), `table-corrupt: Table ${id} cannot be loaded: decision 3 names seat "p9", which it does not have`);
  const other = await playedTable(2);
  await store().db.query(`UPDATE cardweave_decisions SET choice = '{' WHERE table_id = $1 AND seq = 1`, [other.id]);
  t.regex(
    await refusal(other.id),
    new RegExp(`^table-corrupt: Table ${other.id} cannot be loaded: decision 1 is refused by the rules: `),
  );
});

test('a hole in the log, and a choice over the size limit, are refused before anything is replayed', async (t) => {
  const { id } = await playedTable(3);
  await store().db.query('DELETE FROM cardweave_decisions WHERE table_id = $1 AND seq = 2', [id]);
  t.is(await refusal(id), `table-corrupt: Table ${id} cannot be loaded: decision 2 is missing from its log (the next is 3)`);
  const big = await playedTable(1);
  await store().db.query(`UPDATE cardweave_decisions SET choice = repeat('x', 70000) WHERE table_id = $1`, [big.id]);
  t.is(
    await refusal(big.id),
    `table-corrupt: Table ${big.id} cannot be loaded: decision 1's choice is 70000 characters, over 65536`,
  );
});

test('a forged keyframe (life points edited) is refused by its replay', async (t) => {
  const { id } = await playedTable(5);
  await store().db.query(
    `UPDATE cardweave_keyframes SET snapshot = replace(snapshot, '"lifePoints":{"p1":8000', '"lifePoints":{"p1":9000') WHERE table_id = $1`,
    [id],
  );
  t.regex(
    await refusal(id),
    new RegExp(
      `^table-corrupt: Table ${id} cannot be loaded: its keyframe at decision 4 is refused: Snapshot does not match its replay: field "origin.state.lifePoints.p1" is 9000 in the save, but 8000 when its decisions are played again$`,
    ),
  );
});

test('a keyframe of another game, or that disagrees with the log, is refused', async (t) => {
  const { id } = await playedTable(5);
  await store().db.query(
    `UPDATE cardweave_keyframes SET snapshot = replace(snapshot, '"seed":99', '"seed":98') WHERE table_id = $1`,
    [id],
  );
  t.is(
    await refusal(id),
    `table-corrupt: Table ${id} cannot be loaded: its keyframe at decision 4 starts another game than the table's`,
  );
  const other = await playedTable(5);
  const [row] = await store().db.query<{ choice: string }>(
    'SELECT choice FROM cardweave_decisions WHERE table_id = $1 AND seq = 1',
    [other.id],
  );
  await store().db.query(`UPDATE cardweave_keyframes SET snapshot = replace(snapshot, $2, '"forged"') WHERE table_id = $1`, [
    other.id,
    row!.choice,
  ]);
  t.is(
    await refusal(other.id),
    `table-corrupt: Table ${other.id} cannot be loaded: its keyframe at decision 4 differs from the log at decision 1`,
  );
});

test('a table record out of range: a seed, the seats', async (t) => {
  const { id } = await playedTable(1);
  await store().db.query('UPDATE cardweave_tables SET seed = 5000000000 WHERE id = $1', [id]);
  t.is(
    await refusal(id),
    `table-corrupt: Table ${id} cannot be loaded: its seed 5000000000 is not a whole number from 0 to 4294967295`,
  );
  const other = await playedTable(1);
  await store().db.query(`UPDATE cardweave_tables SET seats = '[{"seat":"p1","kind":"wizard"}]' WHERE id = $1`, [other.id]);
  t.is(
    await refusal(other.id),
    `table-corrupt: Table ${other.id} cannot be loaded: seats[0] is neither a person nor a named bot`,
  );
});

test('a database migrated by a newer cardweave is refused, not misread', async (t) => {
  const newer = tempDir();
  const first = await openPglite(newer.path);
  await TableStore.open(first);
  await first.query("INSERT INTO cardweave_migrations (version, name) VALUES (99, 'from the future')");
  await first.close();
  const error = await startServer({ port: 0, dataDir: newer.path, games: GAMES }).then(
    (s) => s.close(),
    (e: unknown) => e as TableError,
  );
  t.is(
    (error as TableError).message,
    `The database at ${newer.path}/pglite has schema version 99, newer than this cardweave knows (${MIGRATIONS.at(-1)!.version}): run a newer cardweave`,
  );
  newer.remove();
});

test("a table's seed given by code is checked as every seed is: refused, never reduced into 32 bits", async (t) => {
  const host = await TableHost.start(store(), GAMES, { botDelayMs: 0 });
  const before = (await store().recentTables(1000)).length;
  try {
    for (const seed of [-1, 1.5, 2 ** 32]) {
      const error = await t.throwsAsync(host.create({ game: 'duel', seats: { p1: 'person', p2: 'person' }, seed }));
      t.is((error as { code?: unknown }).code, 'seed-out-of-range');
      t.is(error.message, `A table of "duel": seed must be a whole number from 0 to 4294967295, got ${seed}`);
    }
    t.is((await store().recentTables(1000)).length, before, 'no table was recorded');
  } finally {
    host.close();
  }
});
