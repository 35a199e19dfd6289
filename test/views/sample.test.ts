// engine.sample(seat, { seed }): a copy of the game as the seat could imagine it. Its view for the
// seat is the truth's, what the seat cannot see is dealt anew from the seed and what is public only
// (not from the old deal), it carries nothing of the truth's past or RNG stream, and the truth is
// not touched.
import test from 'ava';
import { type CardState, Engine, randomAgent, RuleGraph, snapshot } from '../../lib/index.js';
import { openVisibility, SeedError, ViewError } from '../../lib/graph/index.js';
import { greedyAgent } from '../../examples/duel/agents/index.js';
import { duelGame } from '../../examples/duel/game.js';
import { duelSees, hiddenFrom, permuteHidden } from './oracles.js';

/** Duels of a few seeds at a few moments, Halt the Charge armed in some of them. */
function positions(): Engine[] {
  const out: Engine[] = [];
  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) {
    const engine = duelGame.createEngine({ seed, agents: { p1: greedyAgent(), p2: greedyAgent() } });
    for (let i = 0; i < 400 && !engine.ended; i++) {
      engine.step();
      if (i % 12 === 11 && engine.pending !== null) out.push(engine.fork());
    }
  }
  return out;
}
const POSITIONS = positions();

test('every sample shows the seat exactly its view of the truth, while its hidden cards are dealt otherwise', (t) => {
  let redealt = 0;
  for (const engine of POSITIONS) {
    for (const seat of ['p1', 'p2']) {
      const truth = JSON.stringify({ ...engine.view(seat), log: [], logFrom: 0 });
      for (const seed of [1, 2, 3]) {
        const world = engine.sample(seat, { seed });
        t.is(JSON.stringify(world.view(seat)), truth);
        const state = world.state as CardState;
        if (
          hiddenFrom(state, seat, duelSees).some(
            (card) => state.cards[card]!.def !== (engine.state as CardState).cards[card]!.def,
          )
        )
          redealt++;
      }
    }
  }
  t.true(POSITIONS.length > 15 && redealt > POSITIONS.length * 5, `${redealt} of ${POSITIONS.length * 6} samples redealt`);
});

test('a sample depends on its seed and on what is public, not on how the hidden cards really lie', (t) => {
  let armed = 0;
  for (const engine of POSITIONS)
    for (const seat of ['p1', 'p2']) {
      const other = permuteHidden(engine, seat, duelSees, (k) => (k * 31 + 7) % k);
      for (const seed of [5, 6]) {
        const a = engine.sample(seat, { seed });
        const b = other.sample(seat, { seed });
        t.deepEqual(snapshot(b), snapshot(a));
        // Armed exactly where a set card is Halt the Charge in this deal, and nowhere else.
        const state = a.state as CardState;
        const hooked = a.hooks().flatMap((h) => (h.key.startsWith('halt-the-charge:') ? [Number(h.key.slice(16))] : []));
        const set = state.cards.flatMap((inst, card) =>
          inst !== null && state.zoneNames[inst.zone]!.endsWith('.spells') && state.defs[inst.def]!.id === 'duel.halt-the-charge'
            ? [card]
            : [],
        );
        t.deepEqual(
          hooked.sort((x, y) => x - y),
          set,
        );
        armed += set.filter((card) => !duelSees(state, seat, card)).length;
      }
      t.notDeepEqual(engine.sample(seat, { seed: 1 }).state, engine.sample(seat, { seed: 2 }).state);
    }
  t.true(armed > 0, 'some samples deal a hidden set card as Halt the Charge and arm it');
});

test('a sample carries nothing of the truth: no past, no first deal, its own RNG stream; the truth is untouched', (t) => {
  const engine = POSITIONS[10]!;
  const before = JSON.stringify(snapshot(engine));
  const world = engine.sample('p1', { seed: 9 });
  t.is(JSON.stringify(snapshot(engine)), before);
  t.deepEqual(world.log, []);
  t.deepEqual(world.decisions, []);
  const saved = snapshot(world);
  t.is(saved.start, null);
  t.notDeepEqual(saved.origin!.state, snapshot(engine).origin!.state);
  t.notDeepEqual(world.rng.save(), engine.rng.save());
  t.deepEqual(world.rng.save(), engine.sample('p1', { seed: 9 }).rng.save());
  // It plays on to its own end, and the truth still does not move.
  world.setAgent('p1', randomAgent(1));
  world.setAgent('p2', randomAgent(2));
  t.is(world.run().status, 'ended');
  t.is(JSON.stringify(snapshot(engine)), before);
});

test('a game without a determinizer, or an unknown seat, cannot be sampled', (t) => {
  const graph = new RuleGraph({ id: 'open' }).visibility(openVisibility(['p1']));
  const open = new Engine(graph, { state: {} });
  t.throws(() => open.sample('p1', { seed: 1 }), {
    instanceOf: ViewError,
    message:
      'Rule graph "open" has no determinizer, so its hidden cards cannot be dealt anew: declare one with the visibility (cardVisibility gives one)',
  });
  t.throws(() => POSITIONS[0]!.sample('p3', { seed: 1 }), {
    message: 'Unknown seat "p3": the seats of this game are p1, p2 (or null for a spectator)',
  });
  t.throws(() => POSITIONS[0]!.sample('p1', { seed: Number.NaN }), {
    instanceOf: SeedError,
    message: 'engine.sample(): seed must be a whole number from 0 to 4294967295, got NaN',
  });
});
