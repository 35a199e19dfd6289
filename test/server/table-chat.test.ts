// Issue 27: a table's chat over real WebSockets on PGlite. Seats write, everyone watching reads
// (spectators only read), lines are stored beside the decision log, bounded per table and per
// seat's pace, and read back checked after a restart.
import test from 'ava';
import { SeatClient } from './seat-client.js';
import { tempDir, testServer } from './fixtures.js';
import { chatOf, errorsOf, untilChat } from './social-frames.js';
import type { TableServer } from '../../lib/server/index.js';

/** A server on a fresh folder, closed and removed after the test. */
async function serverFor(t: {
  teardown: (f: () => Promise<void> | void) => void;
}): Promise<{ server: TableServer; dir: string }> {
  const dir = tempDir();
  const server = await testServer({ dataDir: dir.path });
  t.teardown(async () => {
    await server.close();
    dir.remove();
  });
  return { server, dir: dir.path };
}

test('a seat writes a chat line: both seats and a spectator get it exactly, trimmed; a spectator may not write', async (t) => {
  const { server } = await serverFor(t);
  const { id, tokens } = await server.host.create({ game: 'duel', seats: { p1: 'person', p2: 'person' }, seed: 3 });
  const p1 = await SeatClient.connect(server.url, id, tokens.p1);
  const p2 = await SeatClient.connect(server.url, id, tokens.p2);
  const watcher = await SeatClient.connect(server.url, id);
  for (const c of [p1, p2, watcher]) await c.untilSeq(0);
  t.is(p1.view!.chat, undefined, 'a table with no chat sends none');

  const before = Date.now();
  p1.send({ t: 'chat', text: '  good luck <b>&amp;</b>  ' });
  for (const c of [p1, p2, watcher]) await untilChat(c, 1);
  const line = p2.view!.chat!.lines[0]!;
  t.true(line.at >= before - 5_000 && line.at <= Date.now() + 5_000, 'the database clock writes the time');
  for (const c of [p1, p2, watcher])
    t.deepEqual(c.view!.chat, { from: 0, total: 1, lines: [{ n: 1, seat: 'p1', at: line.at, text: 'good luck <b>&amp;</b>' }] });
  t.true(p2.raw.at(-1)!.includes('"text":"good luck <b>&amp;</b>"'), 'sent as data, as written');

  watcher.send({ t: 'chat', text: 'hello' });
  t.deepEqual(await errorsOf(watcher, 1), [
    { code: 'seat-only', message: "A spectator may not chat: only the table's seats may" },
  ]);
  watcher.send({ t: 'concede' });
  watcher.send({ t: 'rematch' });
  t.deepEqual((await errorsOf(watcher, 3)).slice(1), [
    { code: 'seat-only', message: "A spectator may not concede: only the table's seats may" },
    { code: 'seat-only', message: "A spectator may not ask for a rematch: only the table's seats may" },
  ]);
  t.is(watcher.closed, undefined, 'the spectator stays connected');

  // The next line reaches everyone as the lines since their last frame; the game's seq did not move.
  p2.send({ t: 'chat', text: 'you too' });
  for (const c of [p1, p2, watcher]) await untilChat(c, 2);
  const second = p1.view!.chat!;
  t.deepEqual(
    { ...second, lines: second.lines.map((l) => ({ ...l, at: 0 })) },
    {
      from: 1,
      total: 2,
      lines: [{ n: 2, seat: 'p2', at: 0, text: 'you too' }],
    },
  );
  t.is(p1.view!.seq, 0);
  t.deepEqual(
    chatOf(watcher).map((l) => `${l.n} ${l.seat} ${l.text}`),
    ['1 p1 good luck <b>&amp;</b>', '2 p2 you too'],
  );
  for (const c of [p1, p2, watcher]) c.close();
});

test('a seat writing a sixth line within 10 s is told to wait, and the line is not kept', async (t) => {
  const { server } = await serverFor(t);
  const { id, tokens } = await server.host.create({ game: 'duel', seats: { p1: 'person', p2: 'person' }, seed: 4 });
  const p1 = await SeatClient.connect(server.url, id, tokens.p1);
  const p2 = await SeatClient.connect(server.url, id, tokens.p2);
  await p1.untilSeq(0);
  for (let i = 1; i <= 5; i++) {
    p1.send({ t: 'chat', text: `line ${i}` });
    await untilChat(p1, i);
  }
  p1.send({ t: 'chat', text: 'line 6' });
  const [refused] = await errorsOf(p1, 1);
  t.is(refused!.code, 'chat-too-fast');
  t.regex(refused!.message, /^Chat refused: a seat may write 5 lines every 10 s; wait (9|10) s$/);
  // The other seat has its own pace.
  p2.send({ t: 'chat', text: 'mine' });
  await untilChat(p1, 6);
  t.deepEqual(
    chatOf(p1).map((l) => l.text),
    ['line 1', 'line 2', 'line 3', 'line 4', 'line 5', 'mine'],
  );
  t.is(p1.closed, undefined);
  p1.close();
  p2.close();
});

test('a table holds 500 chat lines; the 501st is refused; a server restarted on the folder sends the last 100', async (t) => {
  const dir = tempDir();
  t.teardown(() => dir.remove());
  let server = await testServer({ dataDir: dir.path });
  t.teardown(() => server.close());
  const { id, tokens } = await server.host.create({ game: 'duel', seats: { p1: 'person', p2: 'person' }, seed: 5 });
  // 499 lines written straight to the database (a minute apart, older than the pace's window),
  // then read by a server that loads the table.
  await server.host.store.db.query(
    `INSERT INTO cardweave_chat (table_id, n, seat, text, at)
     SELECT $1, n, CASE WHEN n % 2 = 0 THEN 'p2' ELSE 'p1' END, 'line ' || n, now() - make_interval(mins => 1000 - n)
       FROM generate_series(1, 499) AS n`,
    [id],
  );
  await server.close();
  server = await testServer({ dataDir: dir.path });
  const p1 = await SeatClient.connect(server.url, id, tokens.p1);
  await untilChat(p1, 499);
  t.deepEqual(p1.view!.chat!.from, 399, 'a new connection gets the newest 100');
  p1.send({ t: 'chat', text: 'the last one' });
  await untilChat(p1, 500);
  p1.send({ t: 'chat', text: 'one more' });
  t.deepEqual(await errorsOf(p1, 1), [
    { code: 'chat-full', message: `Table ${id}'s chat is full: it holds 500 lines, the most a table keeps` },
  ]);
  p1.close();
  await server.close();

  server = await testServer({ dataDir: dir.path });
  const again = await SeatClient.connect(server.url, id, tokens.p2);
  await untilChat(again, 500);
  const chat = again.view!.chat!;
  t.is(chat.from, 400);
  t.is(chat.total, 500);
  t.deepEqual(chat.lines.map((l) => `${l.n} ${l.seat} ${l.text}`).slice(-2), ['499 p1 line 499', '500 p1 the last one']);
  t.is(chat.lines[0]!.n, 401);
  again.close();
});

test('a damaged chat row is refused when the table is loaded, naming the table and the line', async (t) => {
  const dir = tempDir();
  t.teardown(() => dir.remove());
  let server = await testServer({ dataDir: dir.path });
  t.teardown(() => server.close());
  const { id, tokens } = await server.host.create({ game: 'duel', seats: { p1: 'person', p2: 'person' }, seed: 6 });
  const damaged: [string, string][] = [
    [
      `UPDATE cardweave_chat SET text = E'two\\nlines' WHERE table_id = $1 AND n = 2`,
      'chat line 2 is not a chat line a seat could send',
    ],
    [
      `UPDATE cardweave_chat SET text = repeat('x', 281) WHERE table_id = $1 AND n = 2`,
      'chat line 2 is 281 characters, over 280',
    ],
    [`UPDATE cardweave_chat SET seat = 'p9' WHERE table_id = $1 AND n = 2`, 'chat line 2 names no person seat of the table'],
    [`DELETE FROM cardweave_chat WHERE table_id = $1 AND n = 2`, 'chat line 2 is missing (the next is 3)'],
  ];
  for (const [damage, words] of damaged) {
    await server.host.store.db.query('DELETE FROM cardweave_chat WHERE table_id = $1', [id]);
    await server.host.store.db.query(
      `INSERT INTO cardweave_chat (table_id, n, seat, text) SELECT $1, n, 'p1', 'line ' || n FROM generate_series(1, 3) AS n`,
      [id],
    );
    await server.host.store.db.query(damage, [id]);
    await server.close();
    server = await testServer({ dataDir: dir.path });
    const client = await SeatClient.connect(server.url, id, tokens.p1);
    t.deepEqual(await errorsOf(client, 1), [{ code: 'table-corrupt', message: `Table ${id} cannot be loaded: ${words}` }]);
    client.close();
  }
});
