// Before, values were checked against maxDepth where they entered a game as
// if they sat at the top of a save, where a save holds them 1 to 5 levels
// down: node args nested 60 to 63 levels were queued, then every save of the
// game was refused (snapshot-not-savable), and so were deep options, answers,
// results, log entries and setup options. Now each is checked counting the
// levels a save puts above it. The test is the rule itself: for each way a
// value enters, the deepest value the game accepts is saved and restored,
// both ways, from where a save holds it deepest.
import test from 'ava';
import { defineNode, Engine, historyOf, type JsonObject, restore, RuleError, RuleGraph, snapshot } from '../../../lib/index.js';
import { type Body, JsonError } from '../../../lib/graph/index.js';

function deep(levels: number): JsonObject {
  let value: JsonObject = {};
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

/** What a scenario's setup and first node do with the value; set before a game starts, read again by a replay. */
let setupWith: (engine: Engine) => void = () => {};
let startWith: Body = () => {};

const graph = new RuleGraph({ id: 'deep' })
  .define(defineNode({ name: 'first', description: 'Does what the scenario asks.', body: (ctx, args) => startWith(ctx, args) }))
  .define(defineNode({ name: 'go', description: 'Does nothing.', body: () => {} }));
graph.formatter('deep', () => 'a deep entry');
graph.recipe({
  state: () => ({}),
  setup(engine) {
    setupWith(engine);
    engine.enqueue('first', {});
  },
});

interface Scenario {
  /** Plays a game holding `value` where a save holds it deepest; throws where the value is refused. */
  play(value: JsonObject): Engine;
}

const SCENARIOS: Record<string, Scenario> = {
  'args enqueued by setup (in the origin)': {
    play(value) {
      setupWith = (engine) => engine.enqueue('go', value);
      const engine = Engine.start(graph);
      engine.step();
      return engine;
    },
  },
  'args of ctx.next': {
    play(value) {
      startWith = (ctx) => ctx.next('go', value);
      const engine = Engine.start(graph);
      engine.step();
      return engine;
    },
  },
  'an option chosen, then undone (in the history)': {
    play(value) {
      startWith = (ctx) => ctx.choose({ player: 'p1', prompt: '?', options: [value, 'other'], then: 'go' });
      const engine = Engine.start(graph);
      engine.run();
      engine.decide('p1', value);
      historyOf(engine).undo();
      return engine;
    },
  },
  'a pick answered, then undone': {
    play(value) {
      startWith = (ctx) =>
        ctx.choose({ player: 'p1', prompt: '?', options: [value, 'other'], then: 'go', pick: { min: 1, max: 1 } });
      const engine = Engine.start(graph);
      engine.run();
      engine.decide('p1', [value]);
      historyOf(engine).undo();
      return engine;
    },
  },
  "a question's args, answered": {
    play(value) {
      startWith = (ctx) => ctx.choose({ player: 'p1', prompt: '?', options: ['yes'], then: 'go', args: value });
      const engine = Engine.start(graph);
      engine.run();
      engine.decide('p1', 'yes');
      return engine;
    },
  },
  'a result': {
    play(value) {
      startWith = (ctx) => ctx.end(value);
      const engine = Engine.start(graph);
      engine.run();
      return engine;
    },
  },
  'a log entry': {
    play(value) {
      startWith = (ctx) => ctx.log({ type: 'deep', value });
      const engine = Engine.start(graph);
      engine.run();
      return engine;
    },
  },
  'setup options': {
    play(value) {
      return Engine.start(graph, { options: value });
    },
  },
};

/** The deepest nesting `play` accepts: refused values are a JsonError where they enter (a RuleError around one in a rule). */
function deepestAccepted(scenario: Scenario): { levels: number; engine: Engine } {
  let last: { levels: number; engine: Engine } | undefined;
  for (let levels = 0; levels <= 70; levels++) {
    try {
      last = { levels, engine: scenario.play(deep(levels)) };
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      if (!(error instanceof JsonError || error instanceof RuleError) || !code.endsWith('-not-json')) throw error;
      break;
    }
  }
  if (last === undefined) throw new Error('nothing accepted');
  // Played again at that depth: a verified restore replays the scenario's setup and first node.
  return { levels: last.levels, engine: scenario.play(deep(last.levels)) };
}

for (const [name, scenario] of Object.entries(SCENARIOS)) {
  test(`${name}: the deepest value the game takes is saved and restored, both ways`, (t) => {
    try {
      const { levels, engine } = deepestAccepted(scenario);
      t.true(levels >= 55 && levels < 64, `accepted ${levels} levels`);
      const text = JSON.stringify(snapshot(engine));
      t.notThrows(() => restore(graph, text, { verify: 'structure' }));
      t.notThrows(() => restore(graph, text));
    } finally {
      setupWith = () => {};
      startWith = () => {};
    }
  });
}

test('a value one level too deep is refused where it enters, counting the levels a save puts above it', (t) => {
  const error = t.throws(() => SCENARIOS['args enqueued by setup (in the origin)']!.play(deep(60)), { instanceOf: JsonError });
  t.is(error.code, 'args-not-json');
  t.true(
    error.message.endsWith('nested deeper than 64 levels (the limit maxDepth), counting the 4 levels a save puts above args'),
    error.message,
  );
  setupWith = () => {};
});
