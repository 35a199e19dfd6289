import test from 'ava';
import { defineNode, Engine, RuleError, RuleGraph, type Context } from '../../lib/index.js';

// An unhooked node run sets neither the phase nor the hook the engine reports (they stay 'body' and
// none outside a hooked run's hooks), so what errors, ctx.hook and ctx.cancel see must still be right
// after hooked runs, inside ctx.call from a hook, and after a mask choice is put to a player.

interface SiteState {
  seen: string[];
  fail: string | null;
}

function siteGraph(): RuleGraph {
  const graph = new RuleGraph({ id: 'sites' });
  const record = (ctx: Context<SiteState>, where: string) => {
    ctx.state.seen.push(`${where}:${ctx.node}:${ctx.hook?.key ?? '-'}`);
    if (ctx.state.fail === where) throw new Error(`${where} fails`);
  };
  for (const name of ['a', 'b', 'c'])
    graph.define(defineNode({ name, description: `Records ${name}.`, body: (ctx) => record(ctx, name) }));
  graph.effect('note', (ctx) => record(ctx, 'hook'));
  graph.effect('call-b-then-cancel', (ctx) => {
    ctx.call('b');
    ctx.state.seen.push(`back:${ctx.node}:${ctx.hook?.key ?? '-'}`);
    ctx.cancel('after calling b');
  });
  graph.effect('redirect-to-c', () => ({ node: 'c', args: {} }));
  graph.effect('mask-note', (ctx) => record(ctx, 'mask'));
  return graph;
}

function engineWith(fail: string | null, ...starts: string[]): Engine<SiteState> {
  return new Engine<SiteState>(siteGraph(), {
    state: { seen: [], fail },
    start: starts.map((node) => ({ node, args: { player: 'p1' } })),
  });
}

test('a body that fails after a hooked run is reported as a body, with no hook', (t) => {
  const engine = engineWith('b', 'a', 'b');
  engine.attach('a', 'pre', { key: 'p', effect: 'note' });
  engine.attach('a', 'post', { key: 'q', effect: 'note' });
  const error = t.throws(() => engine.run(), { instanceOf: RuleError });
  t.is(error?.message, 'the body of node "b" failed: b fails');
  t.deepEqual([error?.node, error?.phase, error?.key, error?.owner], ['b', 'body', undefined, undefined]);
});

test('a body reads no hook in ctx.hook after a hooked run, and a hook reads its own', (t) => {
  const engine = engineWith(null, 'a', 'b');
  engine.attach('a', 'pre', { key: 'p', effect: 'note' });
  engine.attach('a', 'post', { key: 'q', effect: 'note' });
  engine.run();
  t.deepEqual(engine.state.seen, ['hook:a:p', 'a:a:-', 'hook:a:q', 'b:b:-']);
});

test('ctx.call from a pre hook runs the callee as a body, then the hook is itself again and may cancel', (t) => {
  const engine = engineWith(null, 'a', 'c');
  engine.attach('a', 'pre', { key: 'p', effect: 'call-b-then-cancel' });
  engine.run();
  t.deepEqual(engine.state.seen, ['b:b:-', 'back:a:p', 'c:c:-']);
  t.deepEqual(
    engine.log.filter((e) => e.type === 'cancelled'),
    [{ type: 'cancelled', node: 'a', key: 'p', reason: 'after calling b' }],
  );
});

test('a body called from a pre hook that fails is reported as that body, not as the hook', (t) => {
  const engine = engineWith('b', 'a');
  engine.attach('a', 'pre', { key: 'p', effect: 'call-b-then-cancel' });
  const error = t.throws(() => engine.run(), { instanceOf: RuleError });
  t.is(error?.message, 'the body of node "b" failed: b fails');
});

test('a mask that turns the event into another node runs that node as the running node, and the next body is a body again', (t) => {
  const engine = engineWith('b', 'a', 'b');
  engine.attach('a', 'mask', { key: 'm', effect: 'redirect-to-c' });
  const error = t.throws(() => engine.run(), { instanceOf: RuleError });
  t.is(error?.message, 'the body of node "b" failed: b fails');
  engine.state.fail = null;
  engine.run();
  t.deepEqual(engine.state.seen, ['c:c:-', 'b:b:-']);
});

test('after masks are put to a player, the next node runs as a body, and the chosen mask as a mask', (t) => {
  const engine = engineWith(null, 'a', 'b');
  engine.attach('a', 'mask', { key: 'm1', effect: 'mask-note' });
  engine.attach('a', 'mask', { key: 'm2', effect: 'mask-note' });
  const status = engine.run();
  t.is(status.status, 'awaiting');
  engine.decide('p1', 'm2');
  engine.run();
  t.deepEqual(engine.state.seen, ['mask:a:m2', 'b:b:-']);
});
