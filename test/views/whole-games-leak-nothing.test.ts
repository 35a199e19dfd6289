// After every node run of whole War and duel games, each seat's view (and a spectator's) shows
// exactly the cards that seat may see, names no card it may not see, holds none of the engine's
// machinery, and does not change when the cards it cannot see are dealt differently, while the
// full state still holds all of it.
import test from 'ava';
import { randomAgent, type CardState, type Engine } from '../../lib/index.js';
import { greedyAgent } from '../../examples/duel/agents/index.js';
import { duelGame } from '../../examples/duel/game.js';
import { warGame } from '../../examples/war/game.js';
import { variantPacks } from '../../examples/war/variants.js';
import { duelSees, handlesIn, hiddenFrom, MACHINERY, permuteHidden, warSees } from './oracles.js';

const SEATS = ['p1', 'p2', null] as const;

/** Steps `engine` to its end, checking every seat's view after each node run; returns the steps taken. */
function walk(t: import('ava').ExecutionContext, engine: Engine, sees: typeof duelSees, every = 1): number {
  let steps = 0;
  let checkedHidden = 0;
  for (;;) {
    const status = engine.step();
    steps++;
    if (steps % every === 0 || status.status === 'ended') {
      const state = engine.state as CardState;
      for (const seat of SEATS) {
        const view = engine.view(seat);
        const text = JSON.stringify(view);
        // Exactly the cards the rules let this seat see are shown by handle.
        const seen = state.cards.flatMap((inst, card) => (inst !== null && sees(state, seat, card) ? [card] : []));
        if (JSON.stringify(handlesIn(view)) !== JSON.stringify(seen))
          t.fail(`step ${steps}, ${seat}: shows ${handlesIn(view).join()}, may see ${seen.join()}`);
        for (const field of MACHINERY) if (text.includes(field)) t.fail(`step ${steps}, ${seat}: the view holds ${field}`);
        // No name or definition id of a card kind all of whose copies are hidden from the seat.
        const hidden = hiddenFrom(state, seat, sees);
        const seenDefs = new Set(seen.map((card) => state.cards[card]!.def));
        for (const card of hidden) {
          const def = state.defs[state.cards[card]!.def]!;
          if (seenDefs.has(state.cards[card]!.def) || everShown.get(seat)!.has(def.id)) continue; // its name may be in the log
          checkedHidden++;
          if (text.includes(`"${def.id}"`) || text.includes(`"${def.name}"`))
            t.fail(`step ${steps}, ${seat}: the view names hidden ${def.name} (card ${card})`);
        }
        // The same game with the hidden cards dealt otherwise looks the same to this seat, byte for byte.
        let n = steps;
        const other = permuteHidden(engine, seat, sees, (k) => (n = (n * 1103515245 + 12345) >>> 0) % k);
        if (JSON.stringify(other.view(seat)) !== text)
          t.fail(`step ${steps}, ${seat}: the view changes with cards it cannot see`);
      }
    }
    const state = engine.state as CardState;
    for (const seat of SEATS) {
      for (const card of state.cards.keys())
        if (state.cards[card] !== null && sees(state, seat, card))
          everShown.get(seat)!.add(state.defs[state.cards[card]!.def]!.id);
    }
    if (status.status === 'ended' || status.status === 'idle') break;
  }
  t.true(checkedHidden > 0);
  return steps;
}

/** By seat, the card kinds it has seen at some point: their names may stay in its log. */
let everShown = new Map<string | null, Set<string>>();
const nothingShown = () => new Map(SEATS.map((seat) => [seat, new Set<string>()]));

test('duels: after every node run, no view shows or names a card its seat may not see, and hidden cards dealt otherwise give the same view', (t) => {
  for (const seed of [1, 2, 3]) {
    everShown = nothingShown();
    const engine = duelGame.createEngine({ seed, agents: { p1: greedyAgent(), p2: randomAgent(seed) } });
    const steps = walk(t, engine, duelSees);
    t.true(engine.ended && steps > 50, `seed ${seed}: ${steps} steps`);
    // The full state still knows every card: the deck order is there.
    const state = engine.state;
    t.true(state.zones[0]!.every((card) => typeof state.cards[card]!.def === 'number'));
  }
});

test('War, classic and twist: after node runs to the end, no view shows or names a card its seat may not see', (t) => {
  for (const [engine, every] of [
    [warGame.createEngine({ seed: 3 }), 7],
    [warGame.createEngine({ seed: 5, packs: variantPacks('twist') }), 5],
  ] as const) {
    everShown = nothingShown();
    const steps = walk(t, engine, warSees, every);
    t.true(engine.ended && steps > 100, `${steps} steps`);
  }
});
