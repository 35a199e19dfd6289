// Before, attach() took hooks that snapshot() then refused, so a game could
// reach a point it could not save: a 100,000-character key or owner (over
// maxStringLength), params nested 60 to 63 levels (under maxDepth by
// themselves, over it where a save holds them, four levels down), and a
// lifetime of 2^60 runs (saved, then refused by every restore as not a safe
// integer). Now attach (engine.attach, ctx.attach, a pack's hooks, card data)
// refuses each where it is attached, in one line, and whatever it takes
// survives a save and a restore, both ways.
import test from 'ava';
import fc from 'fast-check';
import {
  defineCardPack,
  defineNode,
  Engine,
  type HookSpec,
  type JsonObject,
  type Phase,
  restore,
  RuleError,
  RuleGraph,
  snapshot,
} from '../../../lib/index.js';
import { CardPackError } from '../../../lib/cards/index.js';
import { HookError, JsonError, type JsonLimits } from '../../../lib/graph/index.js';
import { warGame } from '../../../examples/war/game.js';

/** Hooks the recipe's setup attaches: set by a test before Engine.start, read again by a verified restore's replay. */
let setupHooks: [Phase, HookSpec<object>][] = [];

function rules(): RuleGraph {
  const graph = new RuleGraph({ id: 'hooked' })
    .define(defineNode({ name: 'go', description: 'Runs the test body.', body: () => {} }))
    .define(
      defineNode({
        name: 'attacher',
        description: 'Attaches a hook with a long key.',
        body: (ctx) => ctx.attach('go', 'pre', { key: 'k'.repeat(100_000), effect: 'tally' }),
      }),
    );
  graph.effect('tally', () => {});
  graph.recipe({
    state: () => ({}),
    setup(engine) {
      for (const [phase, spec] of setupHooks) engine.attach('go', phase, spec);
      engine.enqueue('go', {});
    },
  });
  return graph;
}
const graph = rules();

function deep(levels: number): JsonObject {
  let value: JsonObject = {};
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

/** Saves and restores a game both ways, and checks its hooks came back as they were. */
function roundTrip(engine: Engine, limits?: Partial<JsonLimits>): void {
  const saved = snapshot(engine);
  const text = JSON.stringify(saved);
  const trusted = restore(graph, text, { verify: 'structure', limits });
  if (JSON.stringify(snapshot(trusted).hooks) !== JSON.stringify(saved.hooks)) throw new Error('hooks differ after a restore');
  if (saved.start !== null) restore(graph, text, { limits });
}

/**
 * A game whose setup attaches `spec`, played one step so its hooks are in its origin too (a save's deepest
 * place for them), then saved and restored both ways (the replay's setup attaches the hook again).
 */
function savedWith(phase: Phase, spec: HookSpec<object>, limits?: Partial<JsonLimits>): void {
  setupHooks = [[phase, spec]];
  try {
    const engine = Engine.start(graph, { limits });
    engine.step();
    roundTrip(engine, limits);
  } finally {
    setupHooks = [];
  }
}

const LONG_KEY =
  'Hook "kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk…" on go (pre): its key is 100000 characters long, more than 65536 (the limit maxStringLength): a save could not hold it';

test('a 100,000-character key is refused by engine.attach and ctx.attach, in one short line', (t) => {
  const outside = t.throws(
    () => new Engine(graph, { state: {} }).attach('go', 'pre', { key: 'k'.repeat(100_000), effect: 'tally' }),
    {
      instanceOf: HookError,
    },
  );
  t.is(outside.message, LONG_KEY);
  t.is(outside.code, 'hook-not-savable');
  const inside = t.throws(() => new Engine(graph, { state: {}, start: { node: 'attacher', args: {} } }).run(), {
    instanceOf: RuleError,
  });
  t.is(inside.message, `the body of node "attacher" failed: ${LONG_KEY}`);
  t.is(inside.code, 'hook-not-savable');
});

test("a pack's hook with a key too long to save is refused when the pack is loaded, naming the pack", (t) => {
  const pack = defineCardPack({
    name: 'long-keys',
    cards: [],
    effects: { 'long.noop': () => {} },
    hooks: [{ node: 'compare', phase: 'pre', spec: { key: 'k'.repeat(100_000), effect: 'long.noop' } }],
  });
  const error = t.throws(() => warGame.createEngine({ packs: [pack] }), { instanceOf: CardPackError });
  t.true(
    error.message.startsWith(
      'Card pack "long-keys": hooks[0] ("kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk…" on compare pre) is refused: ',
    ),
    error.message,
  );
  t.true(error.message.length < 400);
});

test('a key or owner exactly as long as maxStringLength is saved and restored; one more character is refused', (t) => {
  for (const limits of [undefined, { maxStringLength: 30 }]) {
    const most = limits?.maxStringLength ?? 65_536;
    t.notThrows(() => savedWith('pre', { key: 'k'.repeat(most), owner: 'o'.repeat(most), effect: 'tally' }, limits));
    const e = new Engine(graph, { state: {}, limits });
    t.is(
      t.throws(() => e.attach('go', 'pre', { key: 'k'.repeat(most + 1), effect: 'tally' }), { instanceOf: HookError }).code,
      'hook-not-savable',
    );
    const owner = t.throws(() => e.attach('go', 'pre', { key: 'k', owner: 'o'.repeat(most + 1), effect: 'tally' }), {
      instanceOf: HookError,
    });
    t.is(
      owner.message,
      `Hook "k" on go (pre): its owner is ${most + 1} characters long, more than ${most} (the limit maxStringLength): a save could not hold it`,
    );
  }
});

test('params as deep as a save can hold them (maxDepth less 4) are saved and restored; one level more is refused at attach', (t) => {
  for (const limits of [undefined, { maxDepth: 12 }]) {
    const most = (limits?.maxDepth ?? 64) - 5;
    t.notThrows(() => savedWith('pre', { key: 'k', effect: 'tally', params: deep(most) }, limits));
    const error = t.throws(
      () => new Engine(graph, { state: {}, limits }).attach('go', 'pre', { key: 'k', effect: 'tally', params: deep(most + 1) }),
      {
        instanceOf: JsonError,
      },
    );
    t.is(error.code, 'hook-params-not-json');
    t.true(
      error.message.endsWith(
        `nested deeper than ${most + 5} levels (the limit maxDepth), counting the 4 levels a save puts above params`,
      ),
      error.message,
    );
  }
});

test('a lifetime of more runs than a save can count is refused at attach, not by every restore', (t) => {
  const error = t.throws(
    () => new Engine(graph, { state: {} }).attach('go', 'pre', { key: 'k', effect: 'tally', lifetime: { runs: 2 ** 60 } }),
    {
      instanceOf: HookError,
    },
  );
  t.is(error.message, 'Hook "k" on go (pre): lifetime runs must be a whole number from 1 to 9007199254740991');
  t.notThrows(() => savedWith('pre', { key: 'k', effect: 'tally', lifetime: { runs: Number.MAX_SAFE_INTEGER } }));
});

test('a name of the rules longer than the game allows is refused at attach, not when the game is saved', (t) => {
  const error = t.throws(
    () => new Engine(graph, { state: {}, limits: { maxStringLength: 4 } }).attach('go', 'pre', { key: 'k', effect: 'tally' }),
    {
      instanceOf: HookError,
    },
  );
  t.is(
    error.message,
    'Hook "k" on go (pre): its effect name is 5 characters long, more than 4 (the limit maxStringLength): a save could not hold it',
  );
});

// ---- the property ----------------------------------------------------------

const LIMITS = { maxStringLength: 24, maxDepth: 10 };
const text = fc.string({ minLength: 1, maxLength: 30 });
const specs = fc.record(
  {
    key: fc.oneof(text, fc.constantFrom('k', 'x'.repeat(24), 'x'.repeat(25))),
    effect: fc.constant('tally'),
    params: fc.dictionary(fc.string({ maxLength: 26 }), fc.jsonValue({ maxDepth: 8 }), { maxKeys: 3 }),
    priority: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
    owner: text,
    lifetime: fc.oneof(
      fc.constantFrom('permanent', 'once', { until: 'go' }),
      fc.record({ runs: fc.oneof(fc.integer({ min: 1, max: 10 }), fc.constantFrom(Number.MAX_SAFE_INTEGER, 2 ** 53, 2 ** 60)) }),
    ),
  },
  { requiredKeys: ['key', 'effect'] },
);
const hooks = fc.array(fc.tuple(fc.constantFrom<Phase>('pre', 'mask', 'post'), specs), { minLength: 1, maxLength: 4 });
// hook-owner-handle: an owner that is a bare number is a card handle written as a string (see hook-owner-is-not-a-handle).
const REFUSALS = new Set([
  'hook-not-savable',
  'hook-params-not-json',
  'hook-bad-lifetime',
  'hook-duplicate-key',
  'hook-owner-handle',
]);

test('property: every hook attach accepts survives snapshot and restore, attached from outside or by setup', (t) => {
  let accepted = 0;
  let refused = 0;
  fc.assert(
    fc.property(hooks, (list) => {
      // From outside, after a step: only the position holds the hooks; restored as trusted.
      const outside = new Engine(graph, { state: {}, limits: LIMITS, start: { node: 'go', args: {} } });
      outside.step();
      for (const [phase, spec] of list) {
        try {
          outside.attach('go', phase, spec as HookSpec<object>);
          accepted++;
        } catch (error) {
          if (!REFUSALS.has((error as { code?: string }).code ?? '')) throw error;
          refused++;
        }
      }
      roundTrip(outside, LIMITS);
      // By setup, before the first step: the origin holds them too; restored both ways, the replay attaching them again.
      for (const [phase, spec] of list) {
        try {
          savedWith(phase, spec as HookSpec<object>, LIMITS);
        } catch (error) {
          // Refused at attach (in setup), never by the save or the restore.
          if (!REFUSALS.has((error as { code?: string }).code ?? '')) throw error;
        }
      }
    }),
    { seed: 2023, numRuns: 300 },
  );
  // Both outcomes are common, or the property would prove little.
  t.true(accepted > 100 && refused > 100, `accepted ${accepted}, refused ${refused}`);
});
