import test from 'ava';
import { defineNode, Engine, fieldText, RuleGraph, type Json } from '../../lib/index.js';
import { engineOf, traceGraph } from './fixtures.js';

function eventfulGraph(): RuleGraph {
  const graph = traceGraph().define(
    defineNode({
      name: 'ask',
      description: 'Asks p1, logs, continues to a.',
      body(ctx) {
        ctx.log({ type: 'asked' });
        ctx.choose({ player: 'p1', prompt: 'Go?', options: ['go'], then: 'finish' });
      },
    }),
    defineNode({ name: 'finish', description: 'Ends the game.', body: (ctx) => ctx.end({ done: true }) }),
  );
  return graph;
}

test('the engine emits typed events for nodes, hooks, decisions, log entries and the end', (t) => {
  const engine = engineOf(eventfulGraph(), [
    { node: 'a', args: {} },
    { node: 'ask', args: {} },
  ]);
  const seen: string[] = [];
  engine.on('nodeStart', (node, _args, step) => seen.push(`start ${node} #${step}`));
  engine.on('nodeEnd', (node) => seen.push(`end ${node}`));
  engine.on('hookAttached', (h) => seen.push(`attached ${h.node}/${h.phase}/${h.key}`));
  engine.on('hookDetached', (h) => seen.push(`detached ${h.key}`));
  engine.on('hookRun', (h) => seen.push(`ran ${h.key}`));
  engine.on('decisionAsked', (d) => seen.push(`asked ${d.player}: ${d.prompt}`));
  engine.on('decisionAnswered', (d, choice: Json) => seen.push(`answered ${d.id} with ${fieldText(choice)}`));
  engine.on('log', (entry) => seen.push(`log ${entry.type}`));
  engine.on('end', (result) => seen.push(`game over ${JSON.stringify(result)}`));
  engine.attach('a', 'post', { key: 'once', effect: 'record', params: { label: 'x' }, lifetime: 'once' });
  engine.run();
  engine.decide('p1', 'go');
  engine.run();
  t.deepEqual(seen, [
    'attached a/post/once',
    'start a #1',
    'ran once',
    'detached once',
    'end a',
    'start ask #2',
    'log asked',
    'asked p1: Go?',
    'end ask',
    'answered 1 with go',
    'start finish #3',
    'game over {"done":true}',
    'end finish',
  ]);
});

test('an error event reports the failure before it is thrown', (t) => {
  const graph = traceGraph();
  graph.effect('boom', () => {
    throw new Error('boom');
  });
  const engine = engineOf(graph, [{ node: 'a', args: {} }]);
  engine.attach('a', 'pre', { key: 'b', effect: 'boom' });
  const errors: string[] = [];
  engine.on('error', (e) => errors.push(e.message));
  t.throws(() => engine.run());
  t.deepEqual(errors, ['pre hook "b" on node "a" failed: boom']);
});

test('no event is emitted, and no payload built, while nobody listens', (t) => {
  const engine = engineOf(eventfulGraph(), [
    { node: 'a', args: {} },
    { node: 'ask', args: {} },
  ]);
  let emits = 0;
  const emit = engine.emit.bind(engine) as (...args: unknown[]) => boolean;
  engine.emit = (...args: unknown[]) => {
    emits++;
    return emit(...args);
  };
  engine.attach('a', 'post', { key: 'k', effect: 'record', params: { label: 'x' } });
  engine.run();
  engine.decide('p1', 'go');
  engine.run();
  t.is(emits, 0);
  const listener = () => {};
  engine.on('log', listener);
  engine.off('log', listener);
  new Engine(eventfulGraph(), { state: { trace: [] } });
  t.is(emits, 0);
});

test('ctx.logging is false when the log is neither recorded nor listened to', (t) => {
  const graph = new RuleGraph({ id: 'quiet' }).define(
    defineNode({ name: 'probe', description: 'Records ctx.logging.', body: (ctx) => void ctx.state.seen.push(ctx.logging) }),
  );
  const quiet = new Engine(graph, { state: { seen: [] }, start: [{ node: 'probe', args: {} }], log: false });
  quiet.run();
  quiet.on('log', () => {});
  quiet.enqueue('probe');
  quiet.run();
  const recorded = new Engine(graph, { state: { seen: [] }, start: [{ node: 'probe', args: {} }] });
  recorded.run();
  t.deepEqual(quiet.state.seen, [false, true]);
  t.deepEqual(recorded.state.seen, [true]);
});
