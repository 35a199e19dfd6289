import test from 'ava';
import { CardweaveError } from '../../lib/index.js';
import { engineOf, traceGraph } from './fixtures.js';

test('an observer is called after the post hooks, with the args the body ran with', (t) => {
  const engine = engineOf(traceGraph(), [{ node: 'a', args: { tag: 'x' } }]);
  engine.attach('a', 'pre', { key: 'retag', run: (_ctx, args: { tag?: string }) => ({ ...args, tag: 'y' }) });
  engine.attach('a', 'post', { key: 'after', effect: 'record', params: { label: 'post:after' } });
  engine.observe<{ tag?: string }>('a', (args, state) => {
    engine.state.trace.push(`observed:${args.tag}:${state.trace.length}`);
  });
  engine.run();
  t.deepEqual(engine.state.trace, ['a:y', 'post:after', 'observed:y:2']);
});

test('an observer runs on an unhooked node, in the order observers were added, and not for other nodes', (t) => {
  const engine = engineOf(traceGraph(), [
    { node: 'a', args: {} },
    { node: 'b', args: {} },
  ]);
  const seen: string[] = [];
  engine.observe('b', () => void seen.push('first'));
  engine.observe('b', () => void seen.push('second'));
  engine.run();
  t.deepEqual(seen, ['first', 'second']);
  t.deepEqual(engine.hooks(), []);
});

test('an observer is not called when a pre hook cancelled the run', (t) => {
  const engine = engineOf(traceGraph(), [{ node: 'a', args: {} }]);
  engine.attach('a', 'pre', { key: 'stop', run: (ctx) => void ctx.cancel() });
  let calls = 0;
  engine.observe('a', () => void calls++);
  engine.run();
  t.is(calls, 0);
});

test('an observer that attaches a hook is refused with observer-writes', (t) => {
  const engine = engineOf(traceGraph(), [{ node: 'a', args: {} }]);
  engine.observe('a', () => engine.attach('b', 'post', { key: 'sneaky', effect: 'record', params: { label: 'x' } }));
  const error = t.throws(() => engine.run());
  t.is((error as CardweaveError).code, 'observer-writes');
  t.is(
    error?.message,
    'the body of node "a" failed: attach() was called from an observer (engine.observe); an observer only reads: attach a post hook to act after a node',
  );
  t.false(engine.hasHook('b', 'post', 'sneaky'));
});

test('observing a node that does not exist is refused, naming it', (t) => {
  const engine = engineOf(traceGraph());
  const error = t.throws(() => engine.observe('aa', () => undefined));
  t.is((error as CardweaveError).code, 'hook-unknown-node');
  t.is(error?.message, 'Cannot observe: unknown node "aa"');
});
