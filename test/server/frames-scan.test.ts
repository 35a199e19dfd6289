// No seat is ever sent what it may not see: whole duels are played over WebSockets by two people
// and watched by a spectator, every frame each of them received is kept, and each frame is
// checked against the game as it stood at that frame's decision (replayed from the log): no
// card the receiver has never been able to see is named in it, nor its stats; no definition id
// or seed is in it; no deck lists its cards; no hand but the receiver's own does; and nothing but
// the fields of a seat view is. The full state at the same decision does hold those secrets, so
// the scan looks for things that are there to leak. War tables (with the twist pack's hands) are
// scanned the same way.
import test, { type ExecutionContext } from 'ava';
import { cardDef, cardOf, type CardState } from '../../lib/index.js';
import { zoneName } from '../../lib/cards/index.js';
import type { SeatView } from '../../lib/server/index.js';
import { duelGame } from '../../examples/duel/game.js';
import { warGame } from '../../examples/war/game.js';
import { twist } from '../../examples/war/twist/pack.js';
import { SeatClient, playToEnd } from './seat-client.js';
import { serverForFile } from './fixtures.js';

const server = serverForFile();

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

/**
 * Checks the zones of one frame: decks and piles list no cards, only the receiver's own hand lists
 * them (a spectator's, none). An empty zone lists its no cards: nothing to hide.
 */
function checkZones(t: ExecutionContext, view: SeatView, viewer: string | null, hidden: (zone: string) => boolean): number {
  let ownHands = 0;
  for (const zone of view.zones) {
    const [owner, kind] = zone.name.split('.');
    if (hidden(zone.name)) t.deepEqual(zone.cards ?? [], [], `${viewer ?? 'spectator'} was sent the cards of ${zone.name}`);
    if (kind === 'hand') {
      if (owner === viewer) {
        t.is(zone.cards?.length, zone.count, `${viewer} was not sent its own hand`);
        ownHands += zone.count;
      } else t.deepEqual(zone.cards ?? [], [], `${viewer ?? 'spectator'} was sent the cards of ${zone.name}`);
    }
  }
  return ownHands;
}

/** A card's stats as the wire writes them, to look for in a frame. */
const statsText = (state: CardState, card: number): string => `"stats":${JSON.stringify(cardDef(state, card).stats)}`;

// Long seeds, so that finding one in a frame cannot be a coincidence of digits.
const SEEDS = [3141592653, 2718281828, 1618033988];

for (const seed of SEEDS) {
  test(`duel seed ${seed}: every frame to p1, p2 and a spectator names only cards its receiver could see`, async (t) => {
    const { id, tokens } = await server().host.create({ game: 'duel', seats: { p1: 'person', p2: 'person' }, seed });
    const p1 = await SeatClient.connect(server().url, id, tokens.p1);
    const p2 = await SeatClient.connect(server().url, id, tokens.p2);
    const watcher = await SeatClient.connect(server().url, id);
    // Answers that summon and attack (the first option) or mix it up, so the field fills and cards change zones.
    const decisions = await playToEnd([p1, p2], (options, seq) => (seq % 3 === 0 ? options.length - 1 : 0));
    await watcher.untilSeq(decisions);

    // The game at every decision, replayed from the log.
    const rows = await server().host.store.decisionsAfter(id, 0);
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
    let hiddenStats = 0;
    let ownHands = 0;
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
        // The full state holds every card the receiver cannot see: the scan below looks for real secrets.
        const whole = JSON.stringify(state);
        for (const name of unseen) t.true(whole.includes(name));
        // Stats of a card it cannot see, unless a card it can see (or has seen) has the same ones.
        const seenStats = new Set<string>();
        const unseenStats = new Set<string>();
        state.cards.forEach((_, card) => {
          const name = cardDef(state, card).name;
          (everSeen.has(name) ? seenStats : unseenStats).add(statsText(state, card));
        });
        for (const stats of unseenStats) {
          if (seenStats.has(stats)) continue;
          hiddenStats++;
          t.false(text.includes(stats), `${viewer ?? 'spectator'} was sent the stats ${stats} of a card it cannot see`);
        }
        ownHands += checkZones(t, frame.view, viewer, (zone) => zone.endsWith('.deck'));
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
            ...(frame.view.status === 'ended' ? ['over', 'result'] : []),
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
    t.true(hiddenStats > 100, `the frames were checked against the stats of hidden cards (${hiddenStats})`);
    t.true(ownHands > 100, 'each seat was sent its own hand');
    for (const c of [p1, p2, watcher]) c.close();
  });
}

// Games that end with cards in a pile and in a twist hand (p2's at seed 3, p1's at seed 4).
for (const seed of [3, 4]) {
  test(`War seed ${seed} with the twist pack: seats and a spectator see no pile, deck or other seat's hand`, async (t) => {
    const { id, tokens } = await server().host.create({
      game: 'war',
      seats: { p1: 'person', p2: 'person' },
      packs: ['twist'],
      seed,
    });
    // War plays itself at creation: each receiver is sent the whole game, ended.
    const clients = [
      [await SeatClient.connect(server().url, id, tokens.p1), 'p1'],
      [await SeatClient.connect(server().url, id, tokens.p2), 'p2'],
      [await SeatClient.connect(server().url, id), null],
    ] as const;
    const engine = warGame.createEngine({ seed, packs: [twist] });
    engine.run();
    const whole = JSON.stringify(engine.state);
    const defIds = [...new Set(engine.state.cards.map((_, card) => cardDef(engine.state, card).id))];
    for (const defId of defIds) t.true(whole.includes(`"${defId}"`));
    const piles = (zone: string): boolean => zone === 'deck' || zone.endsWith('.pile') || zone.endsWith('.side');
    for (const [client, viewer] of clients) {
      await client.untilSeq(0);
      const frame = client.frames.find((f) => f.t === 'view')!;
      const text = client.raw[client.frames.indexOf(frame)]!;
      if (frame.t !== 'view') throw new Error('no view');
      t.is(frame.view.status, 'ended');
      t.is(frame.view.seat, viewer);
      checkZones(t, frame.view, viewer, piles);
      // Hidden zones that hold cards at the end, so the check above had something to refuse.
      t.true(frame.view.zones.some((z) => piles(z.name) && z.count > 0));
      t.true(frame.view.zones.some((z) => z.name.endsWith('.hand') && z.count > 0));
      for (const defId of defIds) t.false(text.includes(`"${defId}"`), `a definition id (${defId}) was sent`);
      // A card staked face down in the pot is a back to everyone, its owner too.
      for (const zone of frame.view.zones.filter((z) => z.name === 'pot' && z.cards !== undefined))
        t.is(
          zone.cards!.filter((c) => c !== null).length,
          engine.state.zones[engine.state.zoneNames.indexOf('pot')]!.filter((c) => cardOf(engine.state, c).faceUp).length,
        );
    }
    for (const [client] of clients) client.close();
  });
}
