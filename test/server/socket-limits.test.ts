// The WebSocket side's limits: a socket must join a table soon after it connects, may send only
// so many messages a minute, and only so many sockets may be open at once.
import test from 'ava';
import type { TableServer } from '../../lib/server/index.js';
import { SeatClient } from './seat-client.js';
import { tempDir, testServer } from './fixtures.js';

let server: TableServer;
const dir = tempDir();
test.before(async () => {
  server = await testServer({ dataDir: dir.path, joinTimeoutMs: 300, messagesPerMinute: 5, maxSockets: 4 });
});
test.after.always(async () => {
  await server?.close();
  dir.remove();
});

test.serial('a socket that does not join a table in time is told so and closed', async (t) => {
  const idle = await SeatClient.connect(server.url);
  await idle.until((c) => c.closed !== undefined);
  t.deepEqual(idle.errors, [{ code: 'join-timeout', message: 'Join a table within 0.3 s of connecting' }]);
  t.is(idle.closed!.code, 1008);
});

test.serial('a socket over its messages a minute is told so and closed', async (t) => {
  const { id, tokens } = await server.host.create({ game: 'duel', seats: { p1: 'person', p2: 'person' } });
  const p2 = await SeatClient.connect(server.url, id, tokens.p2);
  await p2.untilSeq(0);
  // The join was one message; four answers (each refused: not p2's turn) make five; the sixth is one too many.
  for (let i = 0; i < 4; i++) {
    p2.answer(1, 0);
    await p2.untilErrors(i + 1);
  }
  p2.answer(1, 0);
  await p2.until((c) => c.closed !== undefined);
  t.deepEqual(
    p2.errors.map((e) => e.code),
    ['decision-not-yours', 'decision-not-yours', 'decision-not-yours', 'decision-not-yours', 'too-many-messages'],
  );
  t.is(p2.errors.at(-1)!.message, 'At most 5 messages a minute');
  t.is(p2.closed!.code, 1008);
});

test.serial('past the most sockets at once, a new connection is refused at the upgrade', async (t) => {
  const { id } = await server.host.create({ game: 'duel', seats: { p1: 'person', p2: 'person' } });
  const open = [];
  for (let i = 0; i < 4; i++) open.push(await SeatClient.connect(server.url, id));
  const error = await SeatClient.connect(server.url, id).then(
    () => undefined,
    (e: unknown) => e as Error,
  );
  t.is(error?.message, 'Unexpected server response: 503');
  for (const c of open) c.close();
});
