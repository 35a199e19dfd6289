// Before, these saves crashed restore with a stack trace or took
// minutes: an all-zero RNG state (RangeError), a null log entry or a known
// entry without its fields (TypeError when printed), JSON nested 5,500 deep
// (stack overflow in the copy), 100,000 hooks on one node (34 s, quadratic,
// and over the 20,000-hook cap), a 100M-element array (161 s, 4.7 GB). Each is
// now one SnapshotError naming the field, found before the work it would cost.
import test from 'ava';
import { defineNode, Engine, restore, RuleGraph, type Snapshot, snapshot } from '../../../lib/index.js';
import { SnapshotError } from '../../../lib/graph/index.js';
import { warGame } from '../../../examples/war/game.js';
import { twist } from '../../../examples/war/twist/pack.js';

function twistSave(): Snapshot & { state: any } {
  const engine = warGame.createEngine({ seed: 2, packs: [twist] });
  for (let i = 0; i < 30; i++) engine.step();
  return JSON.parse(JSON.stringify(snapshot(engine)));
}

const graph = () => warGame.graph([twist]);

function refused(input: unknown, code: string, verify: 'replay' | 'structure' = 'structure'): string {
  try {
    restore(graph(), input as string, { verify });
  } catch (error) {
    if (!(error instanceof SnapshotError)) throw error;
    if (error.code !== code) throw new Error(`expected ${code}, got ${error.code}: ${error.message}`, { cause: error });
    return error.message;
  }
  throw new Error('the save was not refused');
}

test('an all-zero RNG state is a SnapshotError, not a RangeError', (t) => {
  const save = twistSave();
  save.rng = [0, 0, 0, 0];
  t.is(refused(JSON.stringify(save), 'snapshot-rng'), 'Snapshot field "rng" is all zeros, a state the generator never reaches');
});

test('a null log entry, or a known entry without its fields, is refused at restore instead of crashing when printed', (t) => {
  const save = twistSave();
  save.log![3] = null as never;
  t.is(refused(JSON.stringify(save), 'snapshot-log-entry'), 'Snapshot field "log[3]" must be an object with a string "type"');
  save.log![3] = { type: 'replaced' };
  t.is(refused(JSON.stringify(save), 'snapshot-log-entry'), 'Snapshot field "log[3].node" is missing: a "replaced" entry has it');
});

test('JSON nested 5,500 deep is refused by the depth limit, as text and as an object', (t) => {
  const save = twistSave();
  // Built as text: JSON.stringify itself cannot write a value this deep.
  const text = JSON.stringify(save).replace('"state":{', `"state":{"deep":${'['.repeat(5_500)}0${']'.repeat(5_500)},`);
  const message = refused(text, 'snapshot-too-deep');
  t.is(
    message,
    'Snapshot field "state.deep[0][0][0][0][0]…(51 more)…[0][0][0][0][0][0]": nested deeper than 64 levels (the limit maxDepth)',
  );
  let deep: unknown = 0;
  for (let i = 0; i < 5_500; i++) deep = [deep];
  save.state.deep = deep;
  t.is(refused(save, 'snapshot-too-deep'), message);
});

test('a state that holds itself, given as an object, is refused as a cycle', (t) => {
  const save = twistSave();
  save.state.self = save.state;
  t.is(
    refused(save, 'snapshot-not-json'),
    'Snapshot field "state.self": the value contains itself (a cycle), which JSON cannot hold',
  );
});

test('100,000 hooks on one node are refused by the hook cap before any is built', (t) => {
  const save = twistSave();
  const hook = save.hooks[0]!;
  save.hooks = Array.from({ length: 100_000 }, (_, i) => ({
    ...hook,
    node: 'compare',
    phase: 'post' as const,
    key: `h${i}`,
    seq: i,
    priority: 0,
  }));
  save.hookSeq = 100_000;
  // Limits raised so that size is not what refuses it: the cap of a game applies on restore too.
  const limits = { maxTextLength: 64 * 2 ** 20, maxElements: 4_000_000 };
  const error = t.throws(() => restore(graph(), JSON.stringify(save), { verify: 'structure', limits }), {
    instanceOf: SnapshotError,
  });
  t.is(error.code, 'snapshot-too-many-hooks');
  t.is(error.message, 'Snapshot field "hooks" holds 100000 hooks, more than a game may hold (20000)');
});

test('20,000 hooks on one node restore in run order (priority, then saved order), and save back the same', (t) => {
  const engine = warGame.createEngine({ seed: 2, packs: [twist] });
  engine.step();
  const save = JSON.parse(JSON.stringify(snapshot(engine))) as Snapshot;
  const hook = save.hooks[0]!;
  const count = 20_000 - save.hooks.length;
  // Priorities in run order (highest first), with ties, as a game that attached them would save them.
  const many = Array.from({ length: count }, (_, i) => ({
    ...hook,
    node: 'war.resolve',
    phase: 'post' as const,
    key: `h${i}`,
    seq: save.hookSeq + i,
    priority: 9 - Math.floor(i / 2500),
  }));
  save.hooks.push(...many);
  save.hookSeq += count;
  const restored = restore(graph(), JSON.stringify(save), { verify: 'structure' });
  const listed = restored.hooks().filter((h) => h.node === 'war.resolve');
  t.deepEqual(
    listed.map((h) => h.key),
    many.map((h) => h.key),
  );
  t.is(restored.hooks().length, 20_000);
  const again = JSON.stringify(snapshot(restored));
  t.is(JSON.stringify(snapshot(restore(graph(), again, { verify: 'structure' }))), again);
});

test('a 100-million-element array is refused before any of it is looked at, as text and as an object', (t) => {
  const save = twistSave();
  // As text, the length limit refuses it before parsing: here a text just over the default 16 MiB.
  const text = JSON.stringify(save).replace('"state":{', `"state":{"filler":"${'x'.repeat(16 * 2 ** 20)}",`);
  t.regex(
    refused(text, 'snapshot-too-long'),
    /^Snapshot text is \d+ characters long, more than 16777216 \(the limit maxTextLength\)$/,
  );
  // As an object, the array's length is counted before its items are.
  save.state.filler = new Array(100_000_000);
  t.is(
    refused(save, 'snapshot-too-many-elements'),
    'Snapshot field "state.filler": holds more than 1000000 elements in all (the limit maxElements)',
  );
});

test('a save claiming more steps than the budget is refused before it is replayed', (t) => {
  const save = twistSave();
  save.steps = 20_000_000;
  t.is(
    refused(JSON.stringify(save), 'replay-over-budget', 'replay'),
    'Snapshot field "steps" is 20000000, more than the step budget of 10000000: raise budget to replay a game that long',
  );
});

test('a save that claims many steps but an empty log stops its replay as soon as the replay logs more than the save', (t) => {
  let runs = 0;
  const graph = new RuleGraph({ id: 'forever' }).define(
    defineNode({
      name: 'tick',
      description: 'Logs a tick and goes on forever.',
      body(ctx) {
        runs++;
        ctx.log({ type: 'tick' });
        ctx.next('tick', {});
      },
    }),
  );
  graph.recipe({ state: () => ({}), setup: (engine) => engine.enqueue('tick', {}) });
  const engine = Engine.start(graph);
  for (let i = 0; i < 10; i++) engine.step();
  const save = JSON.parse(JSON.stringify(snapshot(engine))) as Snapshot;
  save.steps = 5_000_000;
  save.log = [];
  runs = 0;
  const error = t.throws(() => restore(graph, JSON.stringify(save)), { instanceOf: SnapshotError });
  t.is(error.code, 'replay-differs');
  t.is(runs, 1, 'the replay stopped at its first log entry, not after five million node runs');
});

test('a version nested 6,000 deep is refused by name, before the depth walk, without overflowing the stack (found by the soak)', (t) => {
  const text = JSON.stringify(twistSave()).replace('"version":2', `"version":${'['.repeat(6_000)}2${']'.repeat(6_000)}`);
  t.is(
    refused(text, 'snapshot-version'),
    'Snapshot field "version" (an array) is not supported (this cardweave reads version 2)',
  );
  t.is(
    refused(JSON.parse(text), 'snapshot-version'),
    'Snapshot field "version" (an array) is not supported (this cardweave reads version 2)',
  );
});
