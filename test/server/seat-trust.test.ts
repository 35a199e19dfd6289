// Trust over the wire: a seat acts only for itself, only on the pending decision, only with an
// option offered; a message out of protocol is refused in one line and ends the connection.
// Nothing refused changes the table.
import test from 'ava';
import { SeatClient } from './seat-client.js';
import { serverForFile } from './fixtures.js';

const server = serverForFile();

/** A duel with two people at it, both joined, p1 asked its first question. */
async function table() {
  const { id, tokens } = await server().host.create({ game: 'duel', seats: { p1: 'person', p2: 'person' }, seed: 3 });
  const p1 = await SeatClient.connect(server().url, id, tokens.p1);
  const p2 = await SeatClient.connect(server().url, id, tokens.p2);
  await p1.until((c) => c.view?.decision != null);
  await p2.untilSeq(0);
  return { id, tokens, p1, p2, asked: p1.view!.decision! };
}

async function rowsOf(id: string) {
  return (await server().host.store.decisionsAfter(id, 0)).length;
}

test("a seat cannot answer another seat's decision", async (t) => {
  const { id, p1, p2, asked } = await table();
  t.is(p2.view!.decision, null);
  t.is(p2.view!.waitingFor, 'p1');
  p2.answer(asked.seq, 0);
  await p2.untilErrors(1);
  t.deepEqual(p2.errors, [{ code: 'decision-not-yours', message: `Decision ${asked.seq} is for p1, not p2` }]);
  t.is(p2.closed, undefined, 'a refused answer keeps the connection');
  t.is(await rowsOf(id), 0);
  t.is((await server().host.open(id)).seq, 0);
  p1.close();
  p2.close();
});

test('a stale decision is refused, whether long answered or not yet asked', async (t) => {
  const { id, p1, p2, asked } = await table();
  p1.answer(asked.seq, 0);
  await p1.untilSeq(asked.seq);
  p1.answer(asked.seq, 0);
  p1.answer(asked.seq + 5, 0);
  await p1.untilErrors(2);
  const next = (await server().host.open(id)).engine.pending!.id;
  t.deepEqual(p1.errors, [
    { code: 'decision-stale', message: `Decision ${asked.seq} is stale: the table is at decision ${next}` },
    { code: 'decision-stale', message: `Decision ${asked.seq + 5} is stale: the table is at decision ${next}` },
  ]);
  t.is(await rowsOf(id), 1);
  p1.close();
  p2.close();
});

test('an option that was not offered is refused, by index', async (t) => {
  const { id, p1, p2, asked } = await table();
  p1.answer(asked.seq, asked.options.length);
  await p1.untilErrors(1);
  t.deepEqual(p1.errors, [
    {
      code: 'option-not-offered',
      message: `Option ${asked.options.length} is not offered: decision ${asked.seq} has options 0 to ${asked.options.length - 1}`,
    },
  ]);
  t.is(await rowsOf(id), 0);
  p1.close();
  p2.close();
});

test("a spectator can watch but answers nothing, and sees no seat's decision", async (t) => {
  const { id, p1, p2, asked } = await table();
  const watcher = await SeatClient.connect(server().url, id);
  const view = await watcher.untilSeq(0);
  t.is(view.seat, null);
  t.is(view.decision, null);
  t.is(view.waitingFor, 'p1');
  t.is(view.zones.find((z) => z.name === 'p1.hand')!.cards, undefined, 'no hand is shown to a spectator');
  watcher.answer(asked.seq, 0);
  await watcher.untilErrors(1);
  t.deepEqual(watcher.errors, [{ code: 'decision-not-yours', message: 'A spectator answers no decision' }]);
  t.is(await rowsOf(id), 0);
  for (const c of [p1, p2, watcher]) c.close();
});

test('a wrong token is refused and the connection closed; a token of another table plays nothing here', async (t) => {
  const { id, tokens, p1, p2 } = await table();
  const other = await server().host.create({ game: 'duel', seats: { p1: 'person', p2: 'person' } });
  for (const token of ['A'.repeat(32), other.tokens.p1!]) {
    const intruder = await SeatClient.connect(server().url, id, token);
    await intruder.until((c) => c.closed !== undefined);
    t.deepEqual(intruder.errors, [{ code: 'token-refused', message: `That token plays no seat at table ${id}` }]);
    t.is(intruder.closed!.code, 1008);
    t.is(intruder.view, undefined, 'nothing of the table was sent');
  }
  t.not(tokens.p1, other.tokens.p1);
  p1.close();
  p2.close();
});

test('messages out of protocol are refused in one line and end the connection', async (t) => {
  const { id, tokens, p1, p2 } = await table();
  const cases: [unknown, string][] = [
    ['not json', 'Message refused: a message must be JSON'],
    [[1, 2], 'Message refused: a message must be a JSON object'],
    [{ t: 'move', card: 3 }, 'Message refused: "t" must be "join", "answer", "chat", "concede" or "rematch", got "move"'],
    [{ t: 'answer', seq: 1, option: 0, player: 'p2' }, 'Message refused: an answer message has no field "player"'],
    [
      { t: 'answer', seq: 1, option: { move: 'end-turn' } },
      'Message refused: "option" must be the index of an option (0 or more), got {"move":"end-turn"}',
    ],
    [
      { t: 'answer', seq: '1', option: 0 },
      'Message refused: "seq" must be the number of the decision answered (1 or more), got "1"',
    ],
    [{ t: 'join', table: id, token: tokens.p1 }, 'Message refused: this connection has joined a table already'],
  ];
  for (const [message, expected] of cases) {
    const client = await SeatClient.connect(server().url, id, tokens.p2);
    await client.untilSeq(0);
    client.send(message);
    await client.until((c) => c.closed !== undefined);
    t.deepEqual(client.errors, [{ code: 'message-bad', message: expected }]);
    t.is(client.closed!.code, 1008);
  }
  // Before joining, only a join is accepted.
  const early = await SeatClient.connect(server().url);
  early.answer(1, 0);
  await early.until((c) => c.closed !== undefined);
  t.deepEqual(early.errors, [{ code: 'message-bad', message: 'Message refused: join a table before answering' }]);
  t.is(await rowsOf(id), 0);
  p1.close();
  p2.close();
});

test('a message over 1 KB is refused by the socket itself, before it is read', async (t) => {
  const { id, tokens, p1, p2 } = await table();
  const client = await SeatClient.connect(server().url, id, tokens.p1);
  await client.untilSeq(0);
  client.send({ t: 'answer', seq: 1, option: 0, pad: 'x'.repeat(2000) });
  await client.until((c) => c.closed !== undefined);
  t.is(client.closed!.code, 1009, 'message too big');
  t.is(await rowsOf(id), 0);
  p1.close();
  p2.close();
});
