// War with two bots, watched: with the turns pack each battle waits for its leader to turn the
// cards, a bot answers after the server's bot delay, and a spectator sees the table advance one
// decision per frame at that pace, to the same end War reaches with no one asked.
import test from 'ava';
import type { SeatView } from '../../lib/server/index.js';
import { warGame } from '../../examples/war/game.js';
import { turns } from '../../examples/war/turns.js';
import { post, tempDir, testServer } from './fixtures.js';
import { SeatClient } from './seat-client.js';

const PACE_MS = 250;

test('two War bots from the HTTP API, with turns: a spectator sees one decision per frame, none sooner than its paces', async (t) => {
  const dir = tempDir();
  const server = await testServer({ dataDir: dir.path, botDelayMs: PACE_MS });
  t.teardown(async () => {
    await server.close();
    dir.remove();
  });
  const made = Date.now();
  const created = await post(server.url, '/api/tables', {
    game: 'war',
    seats: { p1: 'bot:turner', p2: 'bot:turner' },
    packs: ['turns'],
  });
  t.is(created.status, 201);
  t.deepEqual(created.body.seats, { p1: { kind: 'bot', bot: 'turner' }, p2: { kind: 'bot', bot: 'turner' } });
  const watcher = await SeatClient.connect(server.url, created.body.id);
  t.teardown(() => watcher.close());
  const seen: { seq: number; at: number; view: SeatView }[] = [];
  const started = Date.now();
  // Every frame, as it comes: its seq and when.
  watcher.socket.on('message', () => {
    const view = watcher.view!;
    if (seen.at(-1)?.seq !== view.seq) seen.push({ seq: view.seq, at: Date.now(), view });
  });
  await watcher.untilSeq(6, 30_000);
  const elapsed = Date.now() - started;
  // Decision n is answered at the earliest n paces after the table was made: never faster.
  t.true(elapsed >= 5 * PACE_MS, `6 decisions in ${elapsed} ms`);
  const first = seen[0]!;
  t.true(first.seq <= 1, `the spectator joined before the bots had played: seq ${first.seq}`);
  t.deepEqual(
    seen.map((s) => s.seq),
    Array.from({ length: seen.length }, (_, i) => first.seq + i),
    'one decision per frame, none skipped',
  );
  // Never faster than the pace: each decision is seen no sooner than its paces after the table was
  // made. (Gaps between frames as they arrive are not the pace: a frame held up by a busy event loop
  // arrives just before the next one.)
  for (const frame of seen)
    t.true(
      frame.at - made >= (frame.seq - 1) * PACE_MS - 30,
      `decision ${frame.seq} came ${frame.at - made} ms after the table was made`,
    );
  const view = seen.at(-1)!.view;
  t.is(view.status, 'playing');
  t.is(view.seat, null);
  t.is(view.waitingFor, 'p1', 'the leader turns the cards');
  t.deepEqual(
    view.seats.map((s) => [s.seat, s.kind]),
    [
      ['p1', 'bot'],
      ['p2', 'bot'],
    ],
  );
});

test('turns changes when War waits, not what happens: the same seed ends alike, one answer per battle', (t) => {
  const plain = warGame.createEngine({ seed: 7 });
  plain.run();
  const turned = warGame.createEngine({ seed: 7, packs: [turns] });
  turned.run();
  let answers = 0;
  while (!turned.ended) {
    const asked = turned.pending!;
    t.deepEqual([asked.player, asked.prompt, asked.options], ['p1', 'Player 1: turn the top cards', ['turn']]);
    turned.decide(asked.player, 'turn');
    turned.run();
    answers++;
  }
  t.deepEqual(turned.result, plain.result);
  t.is(answers, 459);
});

test('turns and twist both rewrite the reveal: a War table asking for both is refused', async (t) => {
  const dir = tempDir();
  const server = await testServer({ dataDir: dir.path });
  t.teardown(async () => {
    await server.close();
    dir.remove();
  });
  const refused = await post(server.url, '/api/tables', {
    game: 'war',
    seats: { p1: 'person', p2: 'person' },
    packs: ['twist', 'turns'],
  });
  t.is(refused.status, 400);
  t.is(refused.body.error, 'packs-conflict');
});
