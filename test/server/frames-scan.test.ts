// No seat is ever sent what it may not see: whole duels are played over WebSockets by two people
// and watched by a spectator, every frame each of them received is kept, and each frame is
// checked against the game as it stood at that frame's decision (replayed from the log): no
// card the receiver has never been able to see is named in it, no definition id or seed is in
// it, and nothing but the fields of a seat view is.
import test from 'ava';
import { cardDef, cardOf, zoneName, type CardState } from '../../lib/index.js';
import type { TableServer } from '../../lib/server/index.js';
import { duelGame } from '../../examples/duel/game.js';
import { SeatClient, playToEnd } from './seat-client.js';
import { tempDir, testServer } from './fixtures.js';

let server: TableServer;
const dir = tempDir();
test.before(async () => {
  server = await testServer({ dataDir: dir.path });
});
test.after.always(async () => {
  await server?.close();
  dir.remove();
});

/** Names of the cards `viewer` (null: a spectator) can see in this state, and of those it cannot. */
function sight(state: CardState, viewer: string | null): { seen: Set<string>; unseen: Set<string> } {
  const seen = new Set<string>();
  const unseen = new Set<string>();
  state.cards.forEach((_, card) => {
    const instance = cardOf(state, card);
    const [owner, kind] = zoneName(state, instance.zone).split('.') as [string, string];
    const visible =
      kind === 'graveyard' ||
      ((kind === 'monsters' || kind === 'spells') && (instance.faceUp || instance.controller === viewer)) ||
      (kind === 'hand' && owner === viewer);
    (visible ? seen : unseen).add(cardDef(state, card).name);
  });
  return { seen, unseen };
}

// Long seeds, so that finding one in a frame cannot be a coincidence of digits.
const SEEDS = [3141592653, 2718281828, 1618033988];

for (const seed of SEEDS) {
  test(`duel seed ${seed}: every frame to p1, p2 and a spectator names only cards its receiver could see`, async (t) => {
    const { id, tokens } = await server.host.create({ game: 'duel', seats: { p1: 'person', p2: 'person' }, seed });
    const p1 = await SeatClient.connect(server.url, id, tokens.p1);
    const p2 = await SeatClient.connect(server.url, id, tokens.p2);
    const watcher = await SeatClient.connect(server.url, id);
    // Answers that summon and attack (the first option) or mix it up, so the field fills and cards change zones.
    const decisions = await playToEnd([p1, p2], (options, seq) => (seq % 3 === 0 ? options.length - 1 : 0));
    await watcher.untilSeq(decisions);

    // The game at every decision, replayed from the log.
    const rows = await server.host.store.decisionsAfter(id, 0);
    const engine = duelGame.createEngine({ seed });
    engine.run();
    const states: CardState[] = [structuredClone(engine.state)];
    for (const row of rows) {
      engine.decide(row.seat, JSON.parse(row.choice), row.seq);
      engine.run();
      states.push(structuredClone(engine.state));
    }
    const defIds = [...new Set(engine.state.cards.map((_, card) => cardDef(engine.state, card).id))];
    let checked = 0;
    let hiddenNames = 0;
    for (const [client, viewer] of [
      [p1, 'p1'],
      [p2, 'p2'],
      [watcher, null],
    ] as const) {
      const everSeen = new Set<string>();
      for (const [i, text] of client.raw.entries()) {
        const frame = client.frames[i]!;
        if (frame.t !== 'view') continue;
        const state = states[frame.view.seq]!;
        const { seen, unseen } = sight(state, viewer);
        for (const name of seen) everSeen.add(name);
        for (const name of unseen) {
          if (everSeen.has(name)) continue;
          hiddenNames++;
          t.false(
            text.includes(name),
            `${viewer ?? 'spectator'} was sent "${name}" at decision ${frame.view.seq}, which it has never been able to see`,
          );
        }
        for (const defId of defIds) t.false(text.includes(`"${defId}"`), `a definition id (${defId}) was sent`);
        t.false(text.includes(String(seed)), 'the seed was sent');
        t.deepEqual(
          Object.keys(frame.view).sort(),
          [
            'decision',
            'facts',
            'game',
            'log',
            'seat',
            'seats',
            'seq',
            'status',
            'table',
            'title',
            'waitingFor',
            'zones',
            ...(frame.view.status === 'ended' ? ['result'] : []),
          ].sort(),
        );
        for (const zone of frame.view.zones)
          t.deepEqual(
            Object.keys(zone).filter((k) => !['name', 'owner', 'count', 'cards'].includes(k)),
            [],
          );
        checked++;
      }
    }
    t.true(checked > decisions, `${checked} frames checked`);
    t.true(hiddenNames > 1000, 'the frames were checked against many hidden cards');
    for (const c of [p1, p2, watcher]) c.close();
  });
}
