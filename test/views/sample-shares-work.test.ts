// What engine.sample may skip redoing per world (issue 24, the look-ahead player: thousands of
// worlds a second), and what it must still do exactly as before.
import test from 'ava';
import {
  addZone,
  cardsIn,
  cardVisibility,
  createCard,
  defineCard,
  defineCardGame,
  defineNode,
  standardNodes,
  type CardState,
} from '../../lib/index.js';
import { greedyAgent } from '../../examples/duel/agents/index.js';
import { duelGame } from '../../examples/duel/game.js';
import { ZONES } from '../../examples/duel/state.js';

const CARD = defineCard({ id: 'share.card', name: 'Card', kind: 'plain' });

/** A game whose visibility counts how often a zone's rule is worked out. */
function countingGame(calls: string[]) {
  const ask = defineNode<Record<string, never>, CardState>({
    name: 'share.ask',
    description: 'Asks p1 to pass or stop.',
    continuesTo: ['share.ask'],
    body(ctx) {
      ctx.choose({ player: 'p1', prompt: 'Go on?', options: ['pass', 'stop'], then: 'share.ask' });
    },
  });
  return defineCardGame<CardState>({
    id: 'share',
    nodes: [...standardNodes, ask],
    setup(state) {
      for (const name of ['deck', 'p1.hand']) addZone(state, name);
      for (let i = 0; i < 4; i++) createCard(state, CARD, { owner: 'p1', zone: 0 });
    },
    start: { node: 'share.ask', args: {} },
    visibility: cardVisibility<CardState>({
      seats: ['p1'],
      zones: (name) => {
        calls.push(name);
        return name === 'deck' ? 'hidden' : { seen: 'owner', owner: 'p1' };
      },
    }),
  });
}

test('sampled worlds share the zone rules worked out once: their copied zone names are the same names', (t) => {
  const calls: string[] = [];
  const engine = countingGame(calls).createEngine({ seed: 1 });
  engine.step();
  t.deepEqual(engine.view('p1').state.zones, { deck: { count: 4, cards: [] }, 'p1.hand': { count: 0, cards: [] } });
  t.deepEqual(calls, ['deck', 'p1.hand']);
  for (let seed = 1; seed <= 5; seed++) {
    const world = engine.sample('p1', { seed });
    t.deepEqual(world.view('p1').state.zones, { deck: { count: 4, cards: [] }, 'p1.hand': { count: 0, cards: [] } });
  }
  t.deepEqual(calls, ['deck', 'p1.hand']);
});

test('a redealt card loses the hooks whose owner ends in its handle as written, "[7]", not "[07]"', (t) => {
  const engine = duelGame.createEngine({ seed: 3, agents: { p1: greedyAgent(), p2: greedyAgent() } });
  engine.step();
  // A card in p1's deck: hidden from p2, so dealt anew in p2's sample.
  const card = cardsIn(engine.state, ZONES.p1!.deck)[0]!;
  const hook = { effect: 'cardweave.lifetimes', params: {} };
  engine.attach('move-card', 'pre', { ...hook, key: 'probe.exact', owner: `Probe[${card}]` });
  engine.attach('move-card', 'pre', { ...hook, key: 'probe.padded', owner: `Probe[0${card}]` });
  engine.attach('move-card', 'pre', { ...hook, key: 'probe.spaced', owner: `Probe[ ${card}]` });
  const world = engine.sample('p2', { seed: 1 });
  t.false(world.hasHook('move-card', 'pre', 'probe.exact'));
  t.true(world.hasHook('move-card', 'pre', 'probe.padded'));
  t.true(world.hasHook('move-card', 'pre', 'probe.spaced'));
  t.true(engine.hasHook('move-card', 'pre', 'probe.exact'));
});
