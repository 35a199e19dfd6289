// A hook that lasts until a node runs ends when that node finishes a run that started after the hook was
// attached. One attached during a run of that node (by its hooks, its body, or a node it calls) lives until
// the node's next run: "until end of turn", attached at the end of a turn, covers the next turn.
import test from 'ava';
import { defineNode, Engine, restore, RuleGraph, snapshot } from '../../lib/index.js';

interface UntilState {
  trace: string[];
}

/** Nodes a (records itself), mark (attaches a hook on a until end-turn) and end-turn (records itself). */
function untilGraph(): RuleGraph {
  const graph = new RuleGraph({ id: 'until' });
  graph.define(
    defineNode<{ calls?: boolean }, UntilState>({
      name: 'end-turn',
      description: 'Records "end-turn"; with calls, calls mark from its body.',
      calls: ['mark'],
      body(ctx, args) {
        ctx.state.trace.push('end-turn');
        if (args.calls === true) ctx.call('mark', {});
      },
    }),
    defineNode<Record<string, never>, UntilState>({
      name: 'a',
      description: 'Records "a".',
      body(ctx) {
        ctx.state.trace.push('a');
      },
    }),
    defineNode<Record<string, never>, UntilState>({
      name: 'mark',
      description: 'Attaches the hook "late" on a, until end-turn.',
      attaches: [{ node: 'a', phase: 'pre', key: 'late', effect: 'record' }],
      body(ctx) {
        ctx.attach('a', 'pre', { key: 'late', effect: 'record', params: { label: 'late' }, lifetime: { until: 'end-turn' } });
      },
    }),
  );
  graph.effect('record', (ctx, _args, params: { label: string }) => {
    (ctx.state as UntilState).trace.push(params.label);
  });
  graph.effect('mark-now', (ctx) => {
    ctx.attach('a', 'pre', { key: 'late', effect: 'record', params: { label: 'late' }, lifetime: { until: 'end-turn' } });
  });
  return graph;
}

function engineOf(start: { node: string; args: object }[]): Engine<UntilState> {
  return new Engine<UntilState>(untilGraph(), { state: { trace: [] }, start });
}

const turns = (first: object) => [
  { node: 'end-turn', args: first },
  { node: 'a', args: {} },
  { node: 'end-turn', args: {} },
  { node: 'a', args: {} },
];

test("a hook attached by a post hook of end-turn's run lasts through the next turn, and goes with the next end-turn", (t) => {
  const engine = engineOf(turns({}));
  // An earlier hook until end-turn, so the first end-turn run is a hooked run with an expiry list.
  engine.attach('a', 'post', { key: 'early', effect: 'record', params: { label: 'early' }, lifetime: { until: 'end-turn' } });
  engine.attach('end-turn', 'post', { key: 'marker', effect: 'mark-now', lifetime: 'once' });
  engine.run();
  t.deepEqual(engine.state.trace, ['end-turn', 'late', 'a', 'end-turn', 'a']);
  t.false(engine.hasHook('a', 'post', 'early'), 'the hook attached before the run ended with it');
  t.false(engine.hasHook('a', 'pre', 'late'));
});

test('a hook attached by a node that end-turn calls from its body lives until the next end-turn', (t) => {
  const engine = engineOf(turns({ calls: true }));
  engine.attach('a', 'post', { key: 'early', effect: 'record', params: { label: 'early' }, lifetime: { until: 'end-turn' } });
  engine.step();
  engine.step();
  t.deepEqual(engine.state.trace, ['end-turn', 'late', 'a']);
  t.true(engine.hasHook('a', 'pre', 'late'));
  t.false(engine.hasHook('a', 'post', 'early'));
  engine.run();
  t.deepEqual(engine.state.trace, ['end-turn', 'late', 'a', 'end-turn', 'a']);
  t.false(engine.hasHook('a', 'pre', 'late'));
});

test('a hook attached before end-turn runs still ends with that run', (t) => {
  const engine = engineOf(turns({}));
  engine.attach('a', 'pre', { key: 'late', effect: 'record', params: { label: 'late' }, lifetime: { until: 'end-turn' } });
  engine.run();
  t.deepEqual(engine.state.trace, ['end-turn', 'a', 'end-turn', 'a']);
});

test('a save taken between the two end-turns keeps the hook, which still ends with the next end-turn', (t) => {
  const engine = engineOf(turns({ calls: true }));
  engine.attach('a', 'post', { key: 'early', effect: 'record', params: { label: 'early' }, lifetime: { until: 'end-turn' } });
  engine.step();
  const restored = restore<UntilState>(untilGraph(), snapshot(engine), { verify: 'structure' });
  t.deepEqual(
    restored.hooks().map((h) => [h.node, h.key, h.until]),
    [['a', 'late', 'end-turn']],
  );
  restored.run();
  t.deepEqual(restored.state.trace, ['end-turn', 'late', 'a', 'end-turn', 'a']);
});
