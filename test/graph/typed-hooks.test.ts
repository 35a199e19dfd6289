// Typed hook specs: a hook's run, effect function, condition and params are checked against each
// other, and the args of the node it hooks flow into its functions when given. The @ts-expect-error
// lines are the test as much as the assertions: `npm test` runs tsc first, and a line that no longer
// fails to compile fails it.
import test from 'ava';
import {
  defineNode,
  type Effect,
  Engine,
  type HookSpec,
  type MoveCardArgs,
  restore,
  RuleGraph,
  snapshot,
} from '../../lib/index.js';
import { type Condition, HookError } from '../../lib/graph/index.js';
import type { PackHook } from '../../lib/cards/index.js';
import { skirmish } from '../cards/fixtures/skirmish.js';

interface Tally {
  points: Record<string, number>;
  log: string[];
}

interface ScoreArgs {
  player: string;
  points: number;
}

const addBonus: Effect<Tally, ScoreArgs, { bonus: number }> = (_ctx, args, { bonus }) => ({
  ...args,
  points: args.points + bonus,
});

const belowCap: Condition<ScoreArgs, { cap: number }, Tally> = (args, { cap }, state) =>
  (state.points[args.player] ?? 0) + args.points <= cap;

const score = defineNode<ScoreArgs, Tally>({
  name: 'score',
  description: 'Adds points.',
  body(ctx, { player, points }) {
    ctx.state.points[player] = (ctx.state.points[player] ?? 0) + points;
    ctx.state.log.push(`${player}+${points}`);
  },
});

function tallyGraph(): RuleGraph {
  return new RuleGraph({ id: 'typed-hooks' }).define(score).effect('add-bonus', addBonus).condition('below-cap', belowCap);
}

function tallyEngine(graph = tallyGraph()): Engine<Tally> {
  return new Engine<Tally>(graph, {
    state: { points: {}, log: [] },
    start: [
      { node: 'score', args: { player: 'p1', points: 2 } },
      { node: 'score', args: { player: 'p1', points: 3 } },
    ],
  });
}

test('a run closure is checked against its params: wrong or missing params are type errors', (t) => {
  const engine = tallyEngine();
  engine.attach('score', 'pre', {
    key: 'wrong',
    run: (_ctx, args: ScoreArgs, p: { bonus: number }) => ({ ...args, points: args.points + p.bonus }),
    // @ts-expect-error the closure reads params.bonus as a number; "x" is a string
    params: { bonus: 'x' },
  });
  engine.detach('score', 'pre', 'wrong');
  // @ts-expect-error the closure reads params.bonus, so params are required
  engine.attach('score', 'pre', {
    key: 'missing',
    run: (_ctx, args: ScoreArgs, p: { bonus: number }) => ({ ...args, points: args.points + p.bonus }),
  });
  engine.detach('score', 'pre', 'missing');
  // Params typed from the params given: the closure reads them without annotations.
  engine.attach('score', 'pre', {
    key: 'plus-one',
    run: (_ctx, args: ScoreArgs, p) => ({ ...args, points: args.points + p.bonus }),
    params: { bonus: 1 },
    lifetime: 'once',
  });
  engine.run();
  t.deepEqual(engine.state, { points: { p1: 6 }, log: ['p1+3', 'p1+3'] });
});

test('a registered effect given as a function types its params and is saved by its name', (t) => {
  const engine = tallyEngine();
  engine.attach('score', 'pre', {
    key: 'bad',
    effect: addBonus,
    // @ts-expect-error addBonus's params are { bonus: number }
    params: { bonus: '2' },
  });
  engine.detach('score', 'pre', 'bad');
  // @ts-expect-error addBonus needs its params
  engine.attach('score', 'pre', { key: 'none', effect: addBonus });
  engine.detach('score', 'pre', 'none');
  engine.attach('score', 'pre', { key: 'bonus', effect: addBonus, params: { bonus: 10 }, applies: 'below-cap' });
  // One params object serves the effect and the condition: a condition reading params the effect's type lacks is
  // refused, and a hook typed with both (given, as the effect and condition were typed apart) takes both.
  engine.attach('score', 'post', {
    key: 'capped',
    effect: addBonus,
    // @ts-expect-error belowCap reads params.cap, which addBonus's params { bonus: number } lack
    applies: belowCap,
    params: { bonus: 1 },
  });
  engine.detach('score', 'post', 'capped');
  engine.attach<ScoreArgs, { bonus: number; cap: number }>('score', 'post', {
    key: 'capped',
    effect: addBonus,
    applies: belowCap,
    params: { bonus: 1, cap: 3 },
  });
  engine.detach('score', 'post', 'capped');
  t.deepEqual(
    engine.hooks().map((h) => [h.key, h.effect]),
    [['bonus', 'add-bonus']],
    'a function effect is kept as the name it is registered under',
  );
  const saved = snapshot(engine);
  t.deepEqual(
    saved.hooks.map((h) => [h.key, h.effect, h.params, h.applies]),
    [['bonus', 'add-bonus', { bonus: 10 }, 'below-cap']],
  );
  engine.run();
  // The condition has no cap param, so `<= undefined` is false: the bonus never applies.
  t.deepEqual(engine.state.points, { p1: 5 });
  const restored = restore<Tally>(tallyGraph(), saved, { verify: 'structure' });
  t.deepEqual(
    restored.hooks().map((h) => h.effect),
    ['add-bonus'],
  );
});

test('an effect function no effect is registered as, or registered under two names, is refused when attached', (t) => {
  const unregistered: Effect<Tally, ScoreArgs, { bonus: number }> = (_ctx, args, { bonus }) => ({ ...args, points: bonus });
  const engine = tallyEngine();
  const error = t.throws(() => engine.attach('score', 'pre', { key: 'lost', effect: unregistered, params: { bonus: 1 } }), {
    instanceOf: HookError,
  });
  t.is(error.code, 'hook-unknown-effect');
  t.is(
    error.message,
    'Hook "lost" on score (pre): its effect is a function no effect of the rules is registered as; register it with graph.effect(name, fn) (or a pack\'s effects), or pass it as run for a closure hook that cannot be saved',
  );
  const twice = tallyEngine(tallyGraph().effect('bonus-again', addBonus));
  const ambiguous = t.throws(() => twice.attach('score', 'pre', { key: 'which', effect: addBonus, params: { bonus: 1 } }), {
    instanceOf: HookError,
  });
  t.is(ambiguous.code, 'hook-unknown-effect');
  t.is(
    ambiguous.message,
    'Hook "which" on score (pre): its effect function is registered under 2 names ("add-bonus", "bonus-again"); give the name to save it under',
  );
  t.deepEqual(twice.hooks(), [], 'nothing was attached');
  // By name it is not ambiguous.
  twice.attach('score', 'pre', { key: 'named', effect: 'bonus-again', params: { bonus: 1 } });
  t.deepEqual(
    twice.hooks().map((h) => h.effect),
    ['bonus-again'],
  );
});

test("the hooked node's args flow into the hook when given, and unannotated args are not any", (t) => {
  const engine = tallyEngine();
  engine.attach<ScoreArgs, { bonus: number }>('score', 'pre', {
    key: 'typed',
    run: (_ctx, args, { bonus }) => {
      // @ts-expect-error ScoreArgs has no field "amount"
      void args.amount;
      return { ...args, points: args.points * bonus };
    },
    params: { bonus: 2 },
  });
  engine.attach('score', 'post', {
    key: 'untyped',
    run: (ctx, args) => {
      // @ts-expect-error args are Args (an object) unless typed: reading a field needs their type
      void args.points;
      ctx.state.log.push('post');
    },
  });
  engine.run();
  t.deepEqual(engine.state, { points: { p1: 10 }, log: ['p1+4', 'post', 'p1+6', 'post'] });
});

test('a condition typed with the args it reads sits beside an effect typed with all of them', (t) => {
  const engine = tallyEngine();
  engine.attach('score', 'pre', {
    key: 'p1-halved',
    applies: (args: { player: string }) => args.player === 'p1',
    run: (_ctx, args: ScoreArgs) => ({ ...args, points: Math.floor(args.points / 2) }),
  });
  engine.attach('score', 'post', {
    key: 'bad-condition',
    applies: (_args: object, params: { below: number }) => params.below > 0,
    // @ts-expect-error the condition reads params.below as a number, and the params give a string
    params: { below: 'three' },
    run: () => undefined,
  });
  engine.detach('score', 'post', 'bad-condition');
  engine.run();
  t.deepEqual(engine.state.points, { p1: 2 });
});

test('ctx.attach is typed the same way inside a rule, and a HookSpec can be written ahead, typed', (t) => {
  const spec: HookSpec<Tally, ScoreArgs, { bonus: number }> = { key: 'ahead', effect: addBonus, params: { bonus: 100 } };
  // @ts-expect-error a spec typed with params { bonus: number } needs them
  const bare: HookSpec<Tally, ScoreArgs, { bonus: number }> = { key: 'bare', effect: addBonus };
  void bare;
  // A bare HookSpec holds a hook typed for any node, with JSON params; its unannotated args cannot be read.
  const forScore: HookSpec = { key: 'any-node', run: (_ctx, args: ScoreArgs) => args.points, params: { note: 'x' } };
  // @ts-expect-error a bare HookSpec's args are never until annotated
  const unannotated: HookSpec = { key: 'unannotated', run: (_ctx, args) => args.points };
  void [forScore, unannotated];
  const arm: Effect<Tally, ScoreArgs> = (ctx, args) => {
    if (!ctx.hasHook('score', 'pre', 'ahead')) ctx.attach('score', 'pre', spec);
    const typeOnly = (): void =>
      ctx.attach('score', 'mask', {
        key: 'never',
        effect: addBonus,
        // @ts-expect-error addBonus's params are { bonus: number }
        params: { bonus: true },
      });
    void typeOnly;
    return args;
  };
  const engine = tallyEngine(tallyGraph().effect('arm', arm));
  engine.attach('score', 'post', { key: 'arm', effect: 'arm', lifetime: 'once' });
  engine.run();
  t.deepEqual(engine.state.points, { p1: 105 }, '2, then 3 + 100 once armed');
});

test("given the node's registered definition, a hook's args are typed with no annotation at all", (t) => {
  const engine = tallyEngine();
  engine.attach(score, 'pre', {
    key: 'plus',
    run: (_ctx, args, { bonus }) => {
      // @ts-expect-error the definition types the args as ScoreArgs, which has no field "amount"
      void args.amount;
      return { ...args, points: args.points + bonus };
    },
    params: { bonus: 10 },
    lifetime: 'once',
  });
  const typeOnly = (): void =>
    // @ts-expect-error a run typed for other args does not fit the node's (ScoreArgs)
    engine.attach(score, 'post', { key: 'other', run: (_ctx, _args: { amount: number }) => undefined });
  void typeOnly;
  t.deepEqual(
    engine.hooks().map((h) => [h.node, h.key]),
    [['score', 'plus']],
  );
  engine.run();
  t.deepEqual(engine.state.log, ['p1+12', 'p1+3']);
});

test('a definition that is not the one the rules register is refused, and nothing is attached', (t) => {
  const engine = tallyEngine();
  const copy = { ...score };
  const error = t.throws(() => engine.attach(copy, 'pre', { key: 'copied', run: () => undefined }), { instanceOf: HookError });
  t.is(error.code, 'hook-unknown-node');
  t.is(
    error.message,
    'Cannot attach hook "copied": the definition of score given is not the one the rules register under that name (a copy, or another game\'s); give the registered definition or the node\'s name',
  );
  const stranger = defineNode<ScoreArgs>({ name: 'scor', description: 'Not in these rules.', body: () => {} });
  t.throws(() => engine.attach(stranger, 'pre', { key: 'lost', run: () => undefined }), {
    instanceOf: HookError,
    message: 'Cannot attach hook "lost": unknown node "scor" (did you mean "score"?)',
  });
  t.deepEqual(engine.hooks(), []);
  // Inside a rule, ctx.attach takes the definition the same way.
  const arm: Effect<Tally, ScoreArgs> = (ctx, args) => {
    if (!ctx.hasHook('score', 'post', 'echo'))
      ctx.attach(score, 'post', { key: 'echo', run: (c, a) => void c.state.log.push(`echo ${a.player}`), lifetime: 'once' });
    return args;
  };
  const armed = tallyEngine(tallyGraph().effect('arm', arm));
  armed.attach('score', 'pre', { key: 'arm', effect: 'arm', lifetime: 'once' });
  armed.run();
  t.deepEqual(armed.state.log, ['p1+2', 'p1+3', 'echo p1']);
});

test("a pack's hooks take runs typed for their own nodes, and unannotated args there are not any", (t) => {
  const watch: PackHook = {
    node: 'move-card',
    phase: 'post',
    spec: {
      key: 'watch',
      run: (_ctx, args: MoveCardArgs, params: { tag: string }) => void [args.cards, params.tag],
      params: { tag: 'seen' },
    },
  };
  const untyped = (): PackHook => ({
    node: 'move-card',
    phase: 'post',
    // @ts-expect-error a pack hook's args are never until annotated: args.cards cannot be read
    spec: { key: 'untyped', run: (_ctx, args) => void args.cards },
  });
  void untyped;
  const { game } = skirmish([], { hooks: [watch] });
  const engine = game.createEngine({ seed: 1, options: {} });
  t.deepEqual(
    engine.hooks().map((h) => [h.node, h.phase, h.key]),
    [['move-card', 'post', 'watch']],
  );
});
