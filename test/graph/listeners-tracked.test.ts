import test from 'ava';
import { defineNode, Engine, RuleGraph } from '../../lib/index.js';

// The run loop reads one field per node run to know whether anyone listens; the engine keeps those
// fields through every way a listener comes or goes. Each way is checked here by what a rule sees
// (ctx.logging) and by what is emitted.

function probeGraph(): RuleGraph {
  return new RuleGraph({ id: 'probe' }).define(
    defineNode({ name: 'probe', description: 'Records ctx.logging.', body: (ctx) => void ctx.state.seen.push(ctx.logging) }),
  );
}

/** A quiet engine (no recorded log) that probes ctx.logging once per call. */
function quiet() {
  const engine = new Engine(probeGraph(), { state: { seen: [] as boolean[] }, log: false });
  const probe = () => {
    engine.enqueue('probe');
    engine.run();
  };
  return { engine, probe };
}

test('ctx.logging follows on, off, addListener, removeListener and removeAllListeners', (t) => {
  const { engine, probe } = quiet();
  const listener = () => {};
  probe();
  engine.on('log', listener);
  probe();
  engine.off('log', listener);
  probe();
  engine.addListener('log', listener);
  probe();
  engine.removeListener('log', listener);
  probe();
  engine.on('log', listener).on('nodeStart', listener);
  probe();
  engine.removeAllListeners('log');
  probe();
  engine.on('log', listener);
  engine.removeAllListeners();
  probe();
  t.deepEqual(engine.state.seen, [false, true, false, true, false, true, false, false]);
});

test('a once listener counts until it has fired, and no longer after', (t) => {
  const graph = new RuleGraph({ id: 'once' }).define(
    defineNode({
      name: 'note',
      description: 'Logs an entry and records ctx.logging.',
      body(ctx) {
        ctx.state.seen.push(ctx.logging);
        ctx.log({ type: 'noted' });
      },
    }),
  );
  const engine = new Engine(graph, { state: { seen: [] as boolean[] }, log: false });
  const heard: string[] = [];
  engine.once('log', (entry) => heard.push(entry.type));
  engine.enqueue('note');
  engine.enqueue('note');
  engine.run();
  t.deepEqual(heard, ['noted']);
  t.deepEqual(engine.state.seen, [true, false]);
});

test('node events stop as soon as their last listener goes, and no payload is built after', (t) => {
  const graph = new RuleGraph({ id: 'chain' }).define(
    defineNode({
      name: 'step',
      description: 'Counts down, enqueuing itself.',
      body(ctx) {
        if (--ctx.state.left > 0) ctx.enqueue('step');
      },
    }),
  );
  const engine = new Engine(graph, { state: { left: 6 }, start: { node: 'step', args: {} }, log: false });
  let emits = 0;
  const emit = engine.emit.bind(engine) as (...args: unknown[]) => boolean;
  engine.emit = (...args: unknown[]) => {
    emits++;
    return emit(...args);
  };
  const starts: number[] = [];
  engine.once('nodeStart', (_node, _args, step) => starts.push(step));
  engine.step();
  engine.step();
  t.deepEqual(starts, [1]);
  t.is(emits, 1, 'one nodeStart; no nodeEnd, and nothing for the second run');
  const ends: number[] = [];
  const onEnd = (_node: string, _args: unknown, step: number) => ends.push(step);
  engine.on('nodeEnd', onEnd);
  engine.step();
  engine.off('nodeEnd', onEnd);
  engine.run();
  t.deepEqual(ends, [3]);
  t.is(emits, 3, 'the third run emitted nodeStart (nobody listening) and nodeEnd; none after');
});
