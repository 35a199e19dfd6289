// The decision log can never get a hole: the append statement itself inserts decision N only when
// decision N - 1 is logged (or N is 1), so a row at N + 2 while N + 1 is missing is refused and
// nothing is written, whatever the server's memory believes.
import test from 'ava';
import { TableError } from '../../lib/server/index.js';
import { storeForFile } from './fixtures.js';

const store = storeForFile();

const seats = [
  { seat: 'p1', kind: 'person' as const },
  { seat: 'p2', kind: 'person' as const },
];

test('a decision whose predecessor is not logged is refused by the append, and nothing is written', async (t) => {
  await store().create({ id: 'gap-table', game: 'duel', packs: [], seed: 1, options: undefined, seats }, {});
  await store().append('gap-table', { seq: 1, seat: 'p1', choice: '0' });
  const error = await store()
    .append('gap-table', { seq: 3, seat: 'p1', choice: '0' }, '{"a keyframe":true}')
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  t.true(error instanceof TableError);
  t.is((error as TableError).code, 'table-corrupt');
  t.is((error as TableError).message, 'Table gap-table cannot take decision 3: decision 2 is missing from its log');
  const logged = await store().db.query<{ seq: number }>(
    "SELECT seq FROM cardweave_decisions WHERE table_id = 'gap-table' ORDER BY seq",
  );
  t.deepEqual(
    logged.map((r) => Number(r.seq)),
    [1],
  );
  t.deepEqual(
    await store().db.query("SELECT seq FROM cardweave_keyframes WHERE table_id = 'gap-table'"),
    [],
    'no keyframe either',
  );
  // The next decision in order goes in.
  await store().append('gap-table', { seq: 2, seat: 'p2', choice: '0' });
  t.deepEqual(
    (await store().decisionsAfter('gap-table', 0)).map((r) => r.seq),
    [1, 2],
  );
});

test('the first decision of a table needs no predecessor; a second first decision is stale', async (t) => {
  await store().create({ id: 'first-table', game: 'duel', packs: [], seed: 1, options: undefined, seats }, {});
  await store().append('first-table', { seq: 1, seat: 'p1', choice: '0' });
  const error = await store()
    .append('first-table', { seq: 1, seat: 'p1', choice: '1' })
    .then(
      () => undefined,
      (e: unknown) => e as TableError,
    );
  t.is(error?.code, 'decision-stale');
  t.is(error?.message, 'Decision 1 is stale: it was answered first by another player or server');
});
