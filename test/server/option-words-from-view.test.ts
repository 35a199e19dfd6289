// A table game's describeOption words the asked seat's options from that seat's view alone: the
// state and the decision as the view shows them. A wording that tries to read a hidden card (the
// state's cards and definitions, the decision's args, the option's handle) finds nothing there: the
// card is only its place, so its name cannot reach the page.
import test from 'ava';
import type { Json, SeatDecision } from '../../lib/index.js';
import { defineTableGame, seatView, type ViewedState } from '../../lib/server/index.js';
import { peekGame } from '../views/fixtures.js';

interface Reached {
  keys: string[];
  decision: SeatDecision;
  option: Json;
}

/** A nosy wording: the real name when it can reach the state, else what the view shows of the card. */
function nosyTable(reached: Reached[]) {
  return defineTableGame({
    id: 'peek',
    title: 'Peek',
    game: peekGame,
    seats: ['p1', 'p2'],
    describeOption: (seen: ViewedState, decision: SeatDecision, option: Json) => {
      reached.push({ keys: Object.keys(seen).sort(), decision, option });
      if (option === null || typeof option !== 'object' || Array.isArray(option)) return 'Pass';
      const real = seen as unknown as { cards?: { def: number }[]; defs?: { name: string }[] };
      if (typeof option.card === 'number' && real.cards !== undefined && real.defs !== undefined)
        return `Take ${real.defs[real.cards[option.card]!.def]!.name}`;
      const zones = (seen.zones ?? {}) as Record<string, { cards: Record<string, Json>[] }>;
      const card = Object.values(zones)
        .flatMap((z) => z.cards)
        .find((c) => c.id === option.card);
      return typeof card?.name === 'string' ? `Take ${card.name}` : `Take the card at ${JSON.stringify(option.card)}`;
    },
  });
}

test("describeOption is handed the seat's view: no cards, definitions or args, hidden cards by place only", (t) => {
  const reached: Reached[] = [];
  const table = nosyTable(reached);
  const engine = peekGame.createEngine({ seed: 7 });
  engine.run();
  const real = engine.pending!;
  const [up, down, theirs] = real.options.map((o) => (o as { card: number }).card);
  const nameOf = (card: number) => engine.state.defs[engine.state.cards[card]!.def]!.name;

  const view = seatView({ id: 't', game: table, seats: [], engine }, 'p1', { entries: 0, lines: 0 });
  t.deepEqual(view.decision?.options, [
    `Take ${nameOf(up!)}`,
    // Face down on the table, but p1 controls it, so p1's view shows its face.
    `Take ${nameOf(down!)}`,
    'Take the card at "p2.hand#1"',
    'Pass',
  ]);
  t.is(reached.length, 4);
  for (const r of reached) {
    // The view's state: its declared fields and zones, never the engine's cards, definitions or undeclared secret.
    t.deepEqual(r.keys, ['players', 'score', 'zones']);
    t.deepEqual(Object.keys(r.decision).sort(), ['id', 'options', 'player', 'prompt', 'then']);
  }
  t.deepEqual(
    reached.map((r) => r.option),
    [{ card: up! }, { card: down! }, { card: 'p2.hand#1' }, 'pass'],
  );
  // The card in p2's hand is a place to p1: its name is not in the words (unless p1 sees a card of that name).
  const seenNames = JSON.stringify(engine.view('p1').state.zones);
  if (!seenNames.includes(`"name":"${nameOf(theirs!)}"`)) t.false(view.decision!.options.join('\n').includes(nameOf(theirs!)));
  // Other seats and spectators are not asked, so nothing is worded for them.
  reached.length = 0;
  t.is(seatView({ id: 't', game: table, seats: [], engine }, 'p2', { entries: 0, lines: 0 }).decision, null);
  t.is(seatView({ id: 't', game: table, seats: [], engine }, null, { entries: 0, lines: 0 }).decision, null);
  t.is(reached.length, 0);
});

test('a wording written for the real state is refused where it is written, and a non-function is refused in one line', (t) => {
  t.throws(
    () => defineTableGame({ id: 'peek', title: 'Peek', game: peekGame, seats: ['p1', 'p2'], describeOption: 'words' } as never),
    {
      instanceOf: TypeError,
      message: 'Table game "peek": describeOption must be a function (seen, decision, option) => words',
    },
  );
  // The type says the same at compile time: a function of the engine's state does not fit describeOption.
  const realState = (state: { cards: unknown[] }) => String(state.cards.length);
  const def: Parameters<typeof defineTableGame>[0] = {
    id: 'p',
    title: 'P',
    game: peekGame,
    seats: ['p1'],
    // @ts-expect-error describeOption is handed a ViewedState, which has no cards
    describeOption: realState,
  };
  t.truthy(def);
});
