// Indistinguishability: two games that differ only in what seat P cannot see (which cards are in
// the other hand, the deck orders, which cards lie face down) give byte-identical views to P, its
// pending decision and log included. And the property is not empty: swapping two cards P does see
// changes P's view.
import test from 'ava';
import fc from 'fast-check';
import { randomAgent, type CardState } from '../../lib/index.js';
import { greedyAgent } from '../../examples/duel/agents/index.js';
import { duelGame } from '../../examples/duel/game.js';
import { duelSees, hiddenFrom, permuteHidden } from './oracles.js';

/** A duel played `steps` node runs from `seed`, greedy against random. */
function duelAt(seed: number, steps: number) {
  const engine = duelGame.createEngine({ seed, agents: { p1: greedyAgent(), p2: randomAgent(seed) } });
  for (let i = 0; i < steps && !engine.ended; i++) engine.step();
  return engine;
}

test('two duels that differ only in what a seat cannot see give it byte-identical views', (t) => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      fc.nat({ max: 120 }),
      fc.constantFrom('p1', 'p2', null),
      fc.infiniteStream(fc.nat()),
      (seed, steps, seat, picks) => {
        const engine = duelAt(seed, steps);
        const it = picks[Symbol.iterator]();
        const other = permuteHidden(engine, seat, duelSees, (k) => it.next().value! % k);
        t.true(hiddenFrom(engine.state, seat, duelSees).length > 20);
        return JSON.stringify(other.view(seat)) === JSON.stringify(engine.view(seat));
      },
    ),
    { numRuns: 60 },
  );
});

test('swapping two cards a seat does see changes its view (the property above can fail)', (t) => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 2 ** 31 - 1 }),
      fc.nat({ max: 120 }),
      fc.constantFrom('p1', 'p2'),
      (seed, steps, seat) => {
        const engine = duelAt(seed, steps);
        const fork = engine.fork({ agents: {} });
        const state = fork.state as CardState;
        const seen = state.cards.flatMap((inst, card) => (inst !== null && duelSees(state, seat, card) ? [card] : []));
        const [a, b] = [seen[0]!, seen.find((card) => state.cards[card]!.def !== state.cards[seen[0]!]!.def)];
        if (b === undefined) return true;
        [state.cards[a]!.def, state.cards[b]!.def] = [state.cards[b]!.def, state.cards[a]!.def];
        return JSON.stringify(fork.view(seat)) !== JSON.stringify(engine.view(seat));
      },
    ),
    { numRuns: 30 },
  );
  t.pass();
});
