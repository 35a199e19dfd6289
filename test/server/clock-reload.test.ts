// A clocked table loaded again from its rows (a restart, another server) shows the same clock and the
// same log as the server that played it, timeout lines in their places, through a keyframe too.
import test from 'ava';
import { defineTableGame, openPglite, seatView, TableHost, TableStore } from '../../lib/server/index.js';
import { duelTable } from '../../examples/duel/table.js';
import { tempDir } from './fixtures.js';

const game = defineTableGame({
  ...duelTable,
  id: 'duel-1s',
  clock: { perDecisionMs: 1_000 },
  timeout: 'random',
  source: undefined,
});

test('loaded again through a keyframe, a clocked table has the same log lines, banks and deadline', async (t) => {
  const dir = tempDir();
  const db = await openPglite(dir.path);
  const store = await TableStore.open(db);
  const options = { botDelayMs: 0, keyframeEvery: 2, report: () => {} };
  const played = await TableHost.start(store, [game], options);
  t.teardown(async () => {
    played.close();
    await db.close();
    dir.remove();
  });
  const { id } = await played.create({ game: 'duel-1s', seats: { p1: 'person', p2: 'person' }, seed: 11 });
  const table = await played.open(id);
  // Three timeouts, the second one's row carrying a keyframe.
  const giveUp = Date.now() + 15_000;
  while (table.seq < 3) {
    if (Date.now() > giveUp) return t.fail(`no timeout came: the table is at decision ${table.seq + 1}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  played.close();
  const reloaded = await TableHost.start(store, [game], options);
  const again = await reloaded.open(id);
  reloaded.close();
  t.is(again.seq, table.seq);
  t.true((await db.query('SELECT 1 FROM cardweave_keyframes WHERE table_id = $1', [id])).length > 0, 'a keyframe was read');
  const lines = (source: typeof table) => seatView(source, null, { entries: 0, lines: 0 }).log.lines;
  t.deepEqual(lines(again), lines(table));
  t.is(
    lines(again).filter((l) => l === 'p1 ran out of time: a random answer was played' || l.startsWith('p2 ran out')).length,
    table.seq,
  );
  t.deepEqual(again.clock!.banks, table.clock!.banks);
  t.deepEqual(again.clock!.running, table.clock!.running);
});
