// Two servers on one database both scan for due deadlines: each deadline is answered once (the
// decision log's key lets one insert land; the other server is told it is stale and says nothing),
// and both servers' tables follow the same log.
import test from 'ava';
import { defineTableGame, openPglite, TableHost, TableStore } from '../../lib/server/index.js';
import { duelTable } from '../../examples/duel/table.js';
import { tempDir } from './fixtures.js';

const game = defineTableGame({
  ...duelTable,
  id: 'duel-1s',
  clock: { perDecisionMs: 1_000 },
  timeout: 'random',
  source: undefined,
});

test('two hosts scanning one database answer each due deadline once, silently for the one that lost', async (t) => {
  const dir = tempDir();
  const db = await openPglite(dir.path);
  const store = await TableStore.open(db);
  const reports: string[] = [];
  const report = (line: string) => {
    if (!line.includes('has no source')) reports.push(line);
  };
  const a = await TableHost.start(store, [game], { botDelayMs: 0, report });
  const b = await TableHost.start(store, [game], { botDelayMs: 0, report });
  t.teardown(async () => {
    a.close();
    b.close();
    await db.close();
    dir.remove();
  });
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) ids.push((await a.create({ game: 'duel-1s', seats: { p1: 'person', p2: 'person' }, seed: i })).id);
  // Both hold every table, so both race for every deadline.
  for (const id of ids) await b.open(id);
  await new Promise((resolve) => setTimeout(resolve, 3_600));
  a.close();
  b.close();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const rows = await db.query<{ table_id: string; seq: number; timeout: string | null; answered: boolean }>(
    `SELECT d.table_id, d.seq, x.timeout, x.seq IS NOT NULL AS answered
       FROM cardweave_deadlines d LEFT JOIN cardweave_decisions x USING (table_id, seq)
      WHERE d.due_at < now() - interval '500 milliseconds' ORDER BY d.table_id, d.seq`,
  );
  t.true(rows.length >= 10, `${rows.length} deadlines fell due`);
  t.deepEqual(
    rows.filter((r) => !r.answered || r.timeout !== 'random'),
    [],
    'each due deadline answered by the policy',
  );
  const decisions = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM cardweave_decisions');
  const closed = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM cardweave_deadlines WHERE NOT open');
  t.is(decisions[0]!.n, closed[0]!.n, 'one decision row per answered deadline, none twice');
  t.deepEqual(reports, [], 'the server that lost a race says nothing');
  // Both servers' tables stand where the log does, and replay it to the same game.
  for (const id of ids) {
    const [ta, tb] = [await a.open(id), await b.open(id)];
    t.is(ta.seq, tb.seq);
    t.deepEqual(ta.engine.decisions, tb.engine.decisions);
  }
});
