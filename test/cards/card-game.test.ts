import test from 'ava';
import {
  addZone,
  type CardState,
  createCard,
  defineCard,
  defineCardGame,
  defineCardPack,
  defineNode,
  Engine,
  restore,
  snapshot,
  standardFormatters,
  standardNodes,
} from '../../lib/index.js';
import { checkConservation, type EffectAbility } from '../../lib/cards/index.js';

type S = CardState & { players: string[]; scores: Record<string, number> };
const ranks = [2, 3, 4, 5, 6, 7].map((r) => defineCard({ id: `r${r}`, name: `Rank ${r}`, kind: 'standard', stats: { rank: r } }));
const joker = defineCard({
  id: 'v.joker',
  name: 'Joker',
  kind: 'ability',
  abilities: [{ on: 'drawn', effect: 'v.bonus', params: { points: 5 } }],
});

// Zone handles, fixed by the order setup declares the zones in.
const [DECK, P1_PILE, P2_PILE, POT] = [0, 1, 2, 3];

const game = defineCardGame<S, { size?: number }>({
  id: 'mini',
  nodes: [
    ...standardNodes,
    defineNode({
      name: 'mini.round',
      description: 'Both players draw; compare.',
      body(ctx) {
        ctx.call('draw', { player: 'p1', from: P1_PILE, to: POT, faceUp: true });
        ctx.call('draw', { player: 'p2', from: P2_PILE, to: POT, faceUp: true });
      },
    }),
  ],
  formatters: { ...standardFormatters },
  setup(state, rng, options) {
    state.players = ['p1', 'p2'];
    state.scores = { p1: 0, p2: 0 };
    for (const zone of ['deck', 'p1.pile', 'p2.pile', 'pot']) addZone(state, zone);
    for (const def of ranks.slice(0, options?.size ?? 6)) createCard(state, def, { owner: 'table', zone: 'deck' });
    rng.shuffle(state.zones[DECK]!);
  },
  start: [
    { node: 'deal', args: { from: DECK, to: [P1_PILE, P2_PILE] } },
    { node: 'mini.round', args: {} },
  ],
});

const variant = defineCardPack<S>({
  name: 'jokers',
  cards: [joker],
  effects: {
    'v.bonus': (ctx, args: { player: string }, params: { points: number }) =>
      ctx.next('score', { player: args.player, points: params.points }),
    'v.count': (_ctx, _args, params: { runs: number }) => {
      params.runs++;
    },
  },
  hooks: [{ node: 'compare', phase: 'pre', spec: { key: 'count', effect: 'v.count', params: { runs: 0 } } }],
  setup(state) {
    createCard(state, joker, { owner: 'p1', zone: 'p1.pile', at: 'top' });
  },
});

test('createEngine sets up the state with the seeded RNG and queues start', (t) => {
  const engine = game.createEngine({ seed: 5 });
  t.true(engine instanceof Engine);
  t.deepEqual(engine.queued(), [
    { node: 'deal', args: { from: DECK, to: [P1_PILE, P2_PILE] } },
    { node: 'mini.round', args: {} },
  ]);
  t.deepEqual(engine.run(), { status: 'idle' });
  t.is(checkConservation(engine.state), 6);
  t.is(engine.lines().length, 3);
  t.is(engine.lines()[0], 'Dealt 6 cards from deck to p1.pile, p2.pile');
  t.is(game.createEngine({ seed: 5, options: { size: 2 } }).state.zones[DECK]!.length, 2);
});

test('the same seed gives the same game; another seed another deal', (t) => {
  const play = (seed: number) => {
    const engine = game.createEngine({ seed });
    engine.run();
    return JSON.stringify([engine.state, engine.lines()]);
  };
  t.is(play(9), play(9));
  t.not(play(9), play(10));
});

test("a variant pack adds cards in its setup, its effects, and its hooks to each game's engine", (t) => {
  const engine = game.createEngine({ seed: 5, packs: [variant] });
  t.is(engine.graph.id, 'mini+jokers');
  t.deepEqual(
    engine.hooks().map((h) => `${h.node}:${h.phase}:${h.key}`),
    ['compare:pre:count'],
  );
  engine.run();
  t.is(checkConservation(engine.state), 7);
  // The ability's score is queued with next: it runs once the round's node has finished.
  t.deepEqual(engine.lines().slice(1), ['p1 drew Joker', 'p2 drew Rank 5', 'p1 scores 5 (total 5)']);
  t.is(engine.state.scores.p1, 5);
  t.is(game.createEngine({ seed: 5 }).graph.id, 'mini');
});

test('pack hook params are copied per game, so one game cannot change another', (t) => {
  const first = game.createEngine({ seed: 1, packs: [variant] });
  first.enqueue('compare', { cards: [0, 1], players: ['p1', 'p2'], stat: 'rank' });
  first.run();
  const second = game.createEngine({ seed: 1, packs: [variant] });
  t.deepEqual(
    snapshot(second).hooks.map((h) => h.params),
    [{ runs: 0 }],
  );
  t.deepEqual(
    snapshot(first).hooks.map((h) => h.params),
    [{ runs: 1 }],
  );
  t.is(first.graph, second.graph, 'the graph is built once per pack list');
});

test('a game made by createEngine saves and restores mid-game', (t) => {
  const engine = game.createEngine({ seed: 3, packs: [variant] });
  engine.step();
  const restored = restore(game.graph([variant]), JSON.stringify(snapshot(engine)));
  engine.run();
  restored.run();
  t.deepEqual(restored.state, engine.state);
  t.deepEqual(restored.lines(), engine.lines());
});

test('checkpoints and forks share the frozen card definitions; a game restored as trusted gets plain copies, a replayed one shares them like a new game', (t) => {
  const engine = game.createEngine({ seed: 3, packs: [variant] });
  engine.step(); // the origin capture
  const fork = engine.fork();
  const jokerDef = engine.state.defs.findIndex((def) => def.id === 'v.joker');
  t.is(fork.state.defs[jokerDef], joker, 'shared, not copied: a definition can never change');
  t.throws(() => {
    ((fork.state.defs[jokerDef]!.abilities[0] as EffectAbility).params as { points: number }).points = 50;
  });
  const text = JSON.stringify(snapshot(engine));
  const restored = restore<CardState>(game.graph([variant]), text, { verify: 'structure' });
  t.not(restored.state.defs[jokerDef], joker);
  t.deepEqual(restored.state.defs[jokerDef], joker);
  const replayed = restore<CardState>(game.graph([variant]), text, { verify: 'replay' });
  t.is(replayed.state.defs[jokerDef], joker, 'the replay set the game up again, as createEngine does');
  for (const e of [engine, fork, restored, replayed]) e.run();
  t.deepEqual(fork.state, engine.state);
  t.deepEqual(restored.state, engine.state);
  t.deepEqual(replayed.state, engine.state);
  t.deepEqual(fork.lines(), engine.lines());
});

test('a pack hook without params gets a fresh {} in every game, as structuredClone made it', (t) => {
  const seen: object[] = [];
  const quiet = defineCardPack<S>({
    name: 'quiet',
    cards: [],
    effects: { 'q.see': (_ctx, _args, params: object) => void seen.push(params) },
    hooks: [
      { node: 'mini.round', phase: 'pre', spec: { key: 'see', effect: 'q.see' } },
      { node: 'mini.round', phase: 'post', spec: { key: 'see-null', effect: 'q.see', params: null as never } },
    ],
  });
  for (const seed of [1, 2]) game.createEngine({ seed, packs: [quiet] }).run();
  t.is(seen.length, 4);
  t.true(seen.every((params) => Object.getPrototypeOf(params) === Object.prototype && Object.keys(params).length === 0));
  t.is(new Set(seen).size, 4, 'no two hooks, and no two games, share one params object');
});
