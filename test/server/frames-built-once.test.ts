// A move is sent to every watcher of a table, but each distinct view is built once: every spectator
// sees the same view, and every socket of one seat sees that seat's, so 50 spectators and three seat
// sockets (p1 on two) cost three views a move, not 53. Views are counted through the table game's
// facts wording, which seatView calls once per view it builds. Each spectator is sent the very bytes
// a lone spectator's view makes, as text frames.
import test from 'ava';
import { seatView, type SeatView, type ServerFrame } from '../../lib/server/index.js';
import { duelTable } from '../../examples/duel/table.js';
import { answerAsked, SeatClient } from './seat-client.js';
import { duelTableWithFacts, tempDir, testServer } from './fixtures.js';

/** The duel as a table plays it, counting the views built (one facts call per view). */
function countingDuel() {
  const counted = { views: 0 };
  const table = duelTableWithFacts((seen) => {
    counted.views++;
    return duelTable.facts(seen);
  });
  return { table, counted };
}

/** The raw frame a client was sent at `seq`. */
function frameAt(client: SeatClient, seq: number): string {
  const index = client.frames.findIndex((f) => f.t === 'view' && f.view.seq === seq);
  return client.raw[index]!;
}

test('50 spectators and p1 on two sockets: 3 views built a move, each spectator sent the same bytes as a lone one', async (t) => {
  const dir = tempDir();
  const { table: game, counted } = countingDuel();
  const server = await testServer({ dataDir: dir.path, games: [game] });
  const clients: SeatClient[] = [];
  t.teardown(async () => {
    for (const c of clients) c.close();
    await server.close();
    dir.remove();
  });
  const { id, tokens } = await server.host.create({ game: 'duel', seats: { p1: 'person', p2: 'person' }, seed: 23 });
  const seats = [
    await SeatClient.connect(server.url, id, tokens.p1),
    await SeatClient.connect(server.url, id, tokens.p1),
    await SeatClient.connect(server.url, id, tokens.p2),
  ];
  const spectators: SeatClient[] = [];
  for (let i = 0; i < 50; i++) spectators.push(await SeatClient.connect(server.url, id));
  clients.push(...seats, ...spectators);
  let binary = 0;
  for (const c of clients) c.socket.on('message', (_data, isBinary) => (binary += isBinary ? 1 : 0));
  for (const c of clients) await c.untilSeq(0);
  // They joined before any move: one first view of each kind (p1, p2, a spectator).
  t.is(counted.views, 3);

  const live = await server.host.open(id);
  for (let move = 0; move < 12; move++) {
    const entries = live.engine.log.length;
    const previous = spectators[0]!.view!;
    const before = counted.views;
    const d = answerAsked(seats)!;
    for (const c of clients) await c.untilSeq(d.seq);
    t.is(counted.views - before, 3, `views built for move ${d.seq}`);

    const sent = frameAt(spectators[0]!, d.seq);
    for (const s of spectators) t.is(frameAt(s, d.seq), sent, `a spectator's frame at move ${d.seq}`);
    t.is(frameAt(seats[1]!, d.seq), frameAt(seats[0]!, d.seq), `p1's two sockets at move ${d.seq}`);
    t.not(frameAt(seats[2]!, d.seq), frameAt(seats[0]!, d.seq));
    // What seatView makes for a lone spectator whose log stood where theirs did.
    const alone: ServerFrame = { t: 'view', view: seatView(live, null, { entries, lines: previous.log.total }) };
    t.is(sent, JSON.stringify(alone), `a lone spectator's frame at move ${d.seq}`);
    t.is((JSON.parse(sent) as { view: SeatView }).view.seat, null);
  }
  t.is(binary, 0, 'every frame is a text frame');
});

test("a spectator who joins late is built its own first view, then shares the others' frames", async (t) => {
  const dir = tempDir();
  const { table: game, counted } = countingDuel();
  const server = await testServer({ dataDir: dir.path, games: [game] });
  const clients: SeatClient[] = [];
  t.teardown(async () => {
    for (const c of clients) c.close();
    await server.close();
    dir.remove();
  });
  const { id, tokens } = await server.host.create({ game: 'duel', seats: { p1: 'person', p2: 'person' }, seed: 23 });
  const seats = [await SeatClient.connect(server.url, id, tokens.p1), await SeatClient.connect(server.url, id, tokens.p2)];
  const early = [await SeatClient.connect(server.url, id), await SeatClient.connect(server.url, id)];
  clients.push(...seats, ...early);
  for (const c of clients) await c.untilSeq(0);
  const move = async (): Promise<number> => {
    const d = answerAsked(seats)!;
    for (const c of clients) await c.untilSeq(d.seq);
    return d.seq;
  };
  for (let i = 0; i < 6; i++) await move();

  let before = counted.views;
  const late = await SeatClient.connect(server.url, id);
  clients.push(late);
  await late.untilSeq(6);
  t.is(counted.views - before, 1, 'the late spectator is built its own first view');
  t.is(late.view!.log.from, 0);
  t.is(late.view!.log.total, early[0]!.view!.log.total, 'it starts with every line the others were sent');

  for (let i = 0; i < 4; i++) {
    before = counted.views;
    const seq = await move();
    t.is(counted.views - before, 3, `views built for move ${seq}`);
    t.is(frameAt(late, seq), frameAt(early[0]!, seq));
    t.is(frameAt(early[1]!, seq), frameAt(early[0]!, seq));
  }
});

test('20 spectators and two p1 sockets who join between two moves are built one first view each kind, the same bytes', async (t) => {
  const dir = tempDir();
  const { table: game, counted } = countingDuel();
  const server = await testServer({ dataDir: dir.path, games: [game] });
  const clients: SeatClient[] = [];
  t.teardown(async () => {
    for (const c of clients) c.close();
    await server.close();
    dir.remove();
  });
  const { id, tokens } = await server.host.create({ game: 'duel', seats: { p1: 'person', p2: 'person' }, seed: 23 });
  const seats = [await SeatClient.connect(server.url, id, tokens.p1), await SeatClient.connect(server.url, id, tokens.p2)];
  clients.push(...seats);
  for (const c of seats) await c.untilSeq(0);
  for (let i = 0; i < 5; i++) {
    const d = answerAsked(seats)!;
    for (const c of seats) await c.untilSeq(d.seq);
  }

  // As after a restart, when every page reconnects: one spectator view and one p1 view are built.
  const before = counted.views;
  const joiners: SeatClient[] = [];
  for (let i = 0; i < 20; i++) joiners.push(await SeatClient.connect(server.url, id));
  const p1Again = [await SeatClient.connect(server.url, id, tokens.p1), await SeatClient.connect(server.url, id, tokens.p1)];
  clients.push(...joiners, ...p1Again);
  for (const c of [...joiners, ...p1Again]) await c.untilSeq(5);
  t.is(counted.views - before, 2);
  for (const c of joiners) t.is(c.raw[0], joiners[0]!.raw[0]);
  t.is(p1Again[1]!.raw[0], p1Again[0]!.raw[0]);
  t.is(p1Again[0]!.view!.seat, 'p1');
  t.is(joiners[0]!.view!.seat, null);
  t.is(joiners[0]!.view!.log.from, 0);
  t.is(joiners[0]!.view!.log.total, p1Again[0]!.view!.log.total);
});
