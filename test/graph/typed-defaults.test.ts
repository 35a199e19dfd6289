// The defaults of the public generics keep their safety: a value whose type the engine cannot know (args and
// params left unannotated, a restored engine's state, setup options) cannot be read until it is typed, while every
// typed rule still fits the bare type that lists or registers it. The @ts-expect-error lines are the test as much
// as the assertions: `npm test` runs tsc first, and a line that no longer fails to compile fails it.
import test from 'ava';
import {
  type CardPack,
  type CardState,
  type Context,
  defineCardPack,
  defineEffect,
  defineNode,
  type Effect,
  Engine,
  type NodeDefinition,
  replay,
  restore,
  RuleGraph,
  snapshot,
  type StartOptions,
} from '../../lib/index.js';
import type { Condition, GameRecipe } from '../../lib/graph/index.js';
import type { FieldVisibility } from '../../lib/views/index.js';

interface Count {
  count: number;
}

const tick = defineNode<{ by: number }, Count>({
  name: 'tick',
  description: 'Adds to the count.',
  body(ctx, { by }) {
    ctx.state.count += by;
  },
});

function countGraph(): RuleGraph {
  return new RuleGraph({ id: 'count' }).define(tick).recipe({
    state: () => ({ count: 0 }),
    setup(engine, options: { ticks: number }) {
      for (let i = 0; i < options.ticks; i++) engine.enqueue('tick', { by: 1 });
    },
  });
}

test('args and params left unannotated are not any: reading one is a type error until it is typed', (t) => {
  const typeOnly = (): void => {
    // @ts-expect-error a bare Effect's args are never: type them to read a field
    const bare: Effect = (_ctx, args) => args.points;
    void bare;
    // @ts-expect-error the same for params
    const bareParams: Effect = (_ctx, _args, params) => params.by;
    void bareParams;
    // @ts-expect-error and for a condition's args
    const bareCondition: Condition = (args) => args.player === 'p1';
    void bareCondition;
    // @ts-expect-error defineEffect without types: its args are never
    defineEffect({ run: (_ctx, args) => args.points });
    // @ts-expect-error defineNode without an annotation: its args are Args (an object)
    defineNode({ name: 'x', description: 'x', body: (_ctx, { player }) => void player });
  };
  void typeOnly;
  // Typed, each fits the bare type that registers or lists it.
  const times: Effect = (_ctx, args: { by: number }, params: { times: number }) => ({ by: args.by * params.times });
  const positive: Condition = (args: { by: number }, _params: object, state: Count) => state.count >= 0 && args.by > 0;
  const nodes: NodeDefinition[] = [tick, defineNode({ name: 'idle', description: 'Does nothing.', body: () => {} })];
  const graph = new RuleGraph({ id: 'typed' })
    .define(...nodes)
    .effect('times', times)
    .condition('positive', positive);
  const engine = new Engine(graph, {
    state: { count: 0 },
    start: [
      { node: 'tick', args: { by: 2 } },
      { node: 'idle', args: {} },
    ],
  });
  engine.attach('tick', 'pre', { key: 'x5', effect: 'times', params: { times: 5 }, applies: 'positive' });
  engine.run();
  t.is(engine.state.count, 10);
});

test('a bare Context, Engine or restored engine holds a state whose type it does not know: it must be given', (t) => {
  const engine = Engine.start<Count>(countGraph(), { seed: 1, options: { ticks: 3 } });
  engine.run();
  t.is(engine.state.count, 3);
  const restored = restore(countGraph(), snapshot(engine));
  // @ts-expect-error a restored engine's state is an object until typed: restore<Count>(...)
  void restored.state.count;
  const typedRestore = restore<Count>(countGraph(), snapshot(engine));
  t.is(typedRestore.state.count, 3);
  const started = Engine.start(countGraph(), { options: { ticks: 1 } });
  // @ts-expect-error the same for Engine.start without its state type
  void started.state.count;
  const reads = (ctx: Context): void => {
    // @ts-expect-error a bare Context's state is unknown
    void ctx.state.count;
  };
  void reads;
  const replayed = replay(countGraph(), snapshot(engine));
  t.deepEqual(replayed.state, { count: 3 });
});

test('setup options are unknown until typed, and a typed setup still fits the bare recipe or pack', (t) => {
  const options: StartOptions = { seed: 2, options: { ticks: 2 } };
  // @ts-expect-error StartOptions' options are unknown until typed
  void options.options.ticks;
  const recipe: GameRecipe<Count> = {
    state: () => ({ count: 0 }),
    setup(engine, setupOptions) {
      // @ts-expect-error a recipe's options are unknown: type them in setup's signature
      void setupOptions.ticks;
      engine.enqueue('tick', { by: 10 });
    },
  };
  const engine = Engine.start<Count>(new RuleGraph({ id: 'ten' }).define(tick).recipe(recipe), options);
  engine.run();
  t.is(engine.state.count, 10);
  // A pack's setup is typed by its author, and the pack is still a CardPack.
  const typedPack: CardPack = defineCardPack({
    name: 'typed',
    cards: [],
    setup: (state: CardState, _rng, packOptions: { extra: number }) => void [state, packOptions.extra],
  });
  const untypedPack = (): CardPack =>
    defineCardPack({
      name: 'untyped',
      cards: [],
      // @ts-expect-error a pack's options are never until its setup types them
      setup: (_state, _rng, packOptions) => void packOptions.extra,
    });
  void untypedPack;
  t.is(typedPack.name, 'typed');
});

test("a bare FieldVisibility takes any game's typed function, and reads no state it has not typed", (t) => {
  const typed: FieldVisibility = (value, _see, state: { turn: number }) => (state.turn > 1 ? value : null);
  // @ts-expect-error a bare FieldVisibility's state is never: type it to read a field
  const untyped: FieldVisibility = (value, _see, state) => (state.turn > 1 ? value : null);
  void untyped;
  t.is(typeof typed, 'function');
});
