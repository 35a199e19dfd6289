import test from 'ava';
import { duelGame } from '../../examples/duel/game.js';
import { SeatClient, playToEnd } from './seat-client.js';
import { tempDir, testServer } from './fixtures.js';
import { snapshot } from '../../lib/index.js';

test('two people play a duel to its end over WebSockets; the final game is the replay of the decision log', async (t) => {
  const dir = tempDir();
  const server = await testServer({ dataDir: dir.path });
  try {
    const { id, tokens } = await server.host.create({ game: 'duel', seats: { p1: 'person', p2: 'person' }, seed: 11 });
    const p1 = await SeatClient.connect(server.url, id, tokens.p1);
    const p2 = await SeatClient.connect(server.url, id, tokens.p2);
    const decisions = await playToEnd([p1, p2], (options, seq) => (seq * 7) % options.length);
    const v1 = p1.view!;
    t.is(v1.status, 'ended');
    t.is(v1.seq, decisions);
    // The record: a replay of the logged decisions from the table's seed gives the same game.
    const rows = await server.host.store.decisionsAfter(id, 0);
    t.is(rows.length, decisions);
    const replay = duelGame.createEngine({ seed: 11 });
    replay.run();
    for (const row of rows) {
      replay.decide(row.seat, JSON.parse(row.choice), row.seq);
      replay.run();
    }
    t.true(replay.ended);
    const live = (await server.host.open(id)).engine;
    t.deepEqual(snapshot(replay), snapshot(live));
    t.is(v1.result, p2.view!.result);
    t.deepEqual(v1.log, { ...v1.log, total: p2.view!.log.total });
    p1.close();
    p2.close();
  } finally {
    await server.close();
    dir.remove();
  }
});
