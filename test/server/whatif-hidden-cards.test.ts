// Property: a what-if never tells its seat a card it cannot see. For random steps of a finished
// duel and random answers (each one of the options the seat's view offers), the names of the
// opponent's hand (the true game's) never appear in the what-if's JSON,
// unless the name is also one anybody may know (a card of the seat's own, or one in the spectators' view).
import test from 'ava';
import fc from 'fast-check';
import type { CardState } from '../../lib/cards/state.js';
import type { Engine } from '../../lib/graph/engine.js';
import { seatView, type TableHost, type WhatIfView } from '../../lib/server/index.js';
import { TableReplays } from '../../lib/server/table-replay.js';
import { deckCards, GROVE_DECK } from '../../examples/duel/decks.js';
import { serverForFile } from './fixtures.js';

const server = serverForFile();

/** Plays table `id` to its end in this process, each asked seat answering with its first options. */
async function playToEnd(host: TableHost, id: string): Promise<number> {
  for (let i = 0; i < 2_000; i++) {
    const table = await host.open(id);
    if (table.engine.ended) return table.seq;
    const pending = table.engine.pending!;
    const asked = seatView(table, pending.player, { entries: table.engine.log.length, lines: 0 }).decision!;
    const first = i % 7 === 6 ? asked.options.length - 1 : 0;
    await host.answer(
      id,
      pending.player,
      pending.id,
      asked.pick === undefined ? first : Array.from({ length: asked.pick.min }, (_, n) => n),
    );
  }
  throw new Error('the duel did not end');
}

/** Names of the cards in `owner`'s zones named `kinds`, in the true game. */
function names(engine: Engine<CardState>, owner: string, kinds: readonly string[]): Set<string> {
  const state = engine.state;
  const found = new Set<string>();
  state.zoneNames.forEach((zone, handle) => {
    const [who, kind] = zone.split('.');
    if (who !== owner || !kinds.includes(kind!)) return;
    for (const card of state.zones[handle]!) found.add(state.defs[state.cards[card]!.def]!.name);
  });
  return found;
}

test('a what-if never contains the name of a card its seat cannot see', async (t) => {
  const host = server().host;
  // p2 plays the Grove deck, whose expansion cards p1's Ember deck does not have: names only p2 can know.
  const grove = deckCards(GROVE_DECK).map((card) => card.id);
  const { id, tokens } = await host.create({
    game: 'duel',
    seats: { p1: 'person', p2: 'person' },
    seed: 11,
    options: { seatDecks: { p2: grove } },
  });
  const last = await playToEnd(host, id);
  const replays = new TableReplays(host);
  let checked = 0;
  let withHidden = 0;
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 0, max: last }),
      fc.constantFrom('p1', 'p2'),
      fc.array(fc.nat(), { maxLength: 6 }),
      fc.constantFrom('greedy', 'random'),
      async (at, seat, picks, bot) => {
        const other = seat === 'p1' ? 'p2' : 'p1';
        const answers: (number | number[])[] = [];
        // Each answer is one the seat's view offers at that point: the what-if is asked again with one more.
        for (let i = 0; ; i++) {
          const { engine, result } = await replays.whatIfPlayed(id, { at, seat, token: tokens[seat], answers, bot });
          check(engine, result, seat, other);
          const asked = result.view.decision;
          if (i === picks.length || asked === null) return;
          const n = picks[i]! % asked.options.length;
          answers.push(
            asked.pick === undefined
              ? n
              : Array.from({ length: asked.pick.min }, (_, k) => (n + k) % asked.options.length).sort((a, b) => a - b),
          );
        }
      },
    ),
    { numRuns: 40, seed: 27 },
  );

  function check(engine: Engine<CardState>, result: WhatIfView, seat: string, other: string): void {
    const json = JSON.stringify(result);
    const publicJson = JSON.stringify(seatView({ id, game: host.games[1]!, seats: [], engine }, null, { entries: 0, lines: 0 }));
    const known = names(engine, seat, ['deck', 'hand', 'monsters', 'spells', 'graveyard']);
    const hidden = [...names(engine, other, ['hand'])].filter((name) => !known.has(name) && !publicJson.includes(name));
    checked++;
    if (hidden.length > 0) withHidden++;
    // The detector works: the opponent's own view does name them.
    const theirs = JSON.stringify(seatView({ id, game: host.games[1]!, seats: [], engine }, other, { entries: 0, lines: 0 }));
    for (const name of hidden) {
      if (!theirs.includes(name)) throw new Error(`${name} is not in ${other}'s own view either: the check would prove nothing`);
      if (json.includes(name)) throw new Error(`the what-if for ${seat} names ${name}, a card of ${other}'s it cannot see`);
    }
  }
  t.true(checked >= 40);
  t.true(withHidden > checked / 4, `many what-ifs have hidden cards to leak (${withHidden} of ${checked})`);
});
