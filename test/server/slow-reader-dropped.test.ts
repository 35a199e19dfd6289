// A watcher that does not read what it is sent cannot make the server hold every move for it: ws
// never waits on a socket, so frames the peer does not take pile up in the server's memory. Once
// more than 1 MiB waits for a socket when a view is due, the socket is dropped (a page reconnects
// and is sent the whole view). Here a spectator stops reading right after joining, on a table whose
// frames carry 1 MiB each, so the operating system's buffers (a few MiB on loopback) fill within a
// few moves; the spectator that reads is sent every move, and the one that did not is dropped, in
// one line to the server's report.
import test from 'ava';
import { connect, type Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import { duelTable } from '../../examples/duel/table.js';
import { answerAsked, SeatClient } from './seat-client.js';
import { duelTableWithFacts, tempDir, testServer } from './fixtures.js';

const PADDING = 'x'.repeat(1024 * 1024);

/** The duel with a 1 MiB fact, so each frame is that big. */
const paddedDuel = duelTableWithFacts((seen) => ({ ...duelTable.facts(seen), Padding: PADDING }));

/** A WebSocket client by hand: the upgrade, a masked join frame, then it reads nothing more. */
async function stalledSpectator(port: number, table: string): Promise<{ socket: Socket; closed: Promise<void> }> {
  const socket = connect(port, '127.0.0.1');
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => {});
  socket.write(
    `GET /ws HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('data', (chunk) =>
      chunk.toString('latin1').startsWith('HTTP/1.1 101') ? resolve() : reject(new Error(String(chunk))),
    );
  });
  // From here on nothing is read: what the server sends waits in buffers.
  socket.pause();
  const payload = Buffer.from(JSON.stringify({ t: 'join', table }));
  const mask = randomBytes(4);
  const masked = payload.map((byte, i) => byte ^ mask[i % 4]!);
  socket.write(Buffer.concat([Buffer.from([0x81, 0x80 | payload.length]), mask, masked]));
  return { socket, closed };
}

test('a spectator that reads nothing is dropped once 1 MiB waits for it; the one that reads is sent every move', async (t) => {
  const dir = tempDir();
  const reported: string[] = [];
  const server = await testServer({ dataDir: dir.path, games: [paddedDuel], report: (line) => reported.push(line) });
  const clients: SeatClient[] = [];
  const raw: Socket[] = [];
  t.teardown(async () => {
    for (const socket of raw) socket.destroy();
    for (const c of clients) c.close();
    await server.close();
    dir.remove();
  });
  const { id, tokens } = await server.host.create({ game: 'duel', seats: { p1: 'person', p2: 'person' }, seed: 5 });
  const seats = [await SeatClient.connect(server.url, id, tokens.p1), await SeatClient.connect(server.url, id, tokens.p2)];
  const reader = await SeatClient.connect(server.url, id);
  clients.push(...seats, reader);
  const slow = await stalledSpectator(server.port, id);
  raw.push(slow.socket);
  let dropped = false;
  void slow.closed.then(() => (dropped = true));
  for (const c of clients) await c.untilSeq(0);

  const moves = 16;
  for (let i = 0; i < moves; i++) {
    const d = answerAsked(seats)!;
    for (const c of clients) await c.untilSeq(d.seq);
  }
  t.deepEqual(
    reader.frames.map((f) => (f.t === 'view' ? f.view.seq : f.code)),
    Array.from({ length: moves + 1 }, (_, seq) => seq),
    'the spectator that reads is sent every move',
  );

  // Reading again, the stalled one finds what the buffers held, then the end of the connection.
  let received = 0;
  slow.socket.on('data', (chunk: Buffer) => (received += chunk.length));
  slow.socket.resume();
  await Promise.race([slow.closed, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  t.true(dropped, 'the server dropped the spectator that read nothing');
  t.true(received < moves * PADDING.length, `it was sent ${received} bytes, fewer than the ${moves} moves' frames`);
  // The report also says, once at start, that this padded game (defined here, with no source) starts
  // its tables on the server's thread; only this table's lines are the drop's.
  t.deepEqual(
    reported.filter((line) => line.startsWith(`table ${id}:`)),
    [`table ${id}: dropped the socket of a spectator: more than 1048576 bytes were waiting to be sent to it`],
  );

  // A page that reconnects is sent the whole view again.
  const back = await SeatClient.connect(server.url, id);
  clients.push(back);
  t.is((await back.untilSeq(moves)).seq, moves);
});
