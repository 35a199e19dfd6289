import test from 'ava';
import { defineNode, Engine, RuleError, RuleGraph, type Json } from '../../lib/index.js';

interface Counter {
  count: number;
  picks: Json[];
}

function graph(): RuleGraph {
  const g = new RuleGraph({ id: 'rollback' }).define(
    defineNode({
      name: 'bump',
      description: 'Adds one, then goes on.',
      body(ctx, { left }: { left: number }) {
        ctx.state.count += 1;
        if (left > 0) ctx.next('bump', { left: left - 1 });
      },
    }),
    defineNode({
      name: 'ask',
      description: 'Asks p1 to go on.',
      body: (ctx) => ctx.choose({ player: 'p1', prompt: 'Go on?', options: ['yes'], then: 'answered' }),
    }),
    defineNode({
      name: 'answered',
      description: 'Records the answer, then bumps three times.',
      body(ctx, { choice }: { choice: Json }) {
        ctx.state.picks.push(choice);
        ctx.next('bump', { left: 2 });
      },
    }),
  );
  g.effect('explode', (_ctx, args: { left: number }, params: { at: number }) => {
    if (args.left === params.at) throw new Error('card text could not be resolved');
  });
  return g;
}

test('a throwing hook surfaces as a RuleError naming node, phase, key and owner', (t) => {
  const engine = new Engine<Counter>(graph(), { state: { count: 0, picks: [] }, start: { node: 'bump', args: { left: 5 } } });
  engine.attach('bump', 'post', { key: 'bomb', effect: 'explode', params: { at: 2 }, owner: 'c42' });
  const error = t.throws(() => engine.run(), { instanceOf: RuleError });
  t.is(error.message, 'post hook "bomb" (owner c42) on node "bump" failed: card text could not be resolved');
  t.like(error, { node: 'bump', phase: 'post', key: 'bomb', owner: 'c42', code: 'hook-throws' });
  t.is((error.cause as Error).message, 'card text could not be resolved');
});

test('after a failure the game is as it was at its start, never half-applied', (t) => {
  const engine = new Engine<Counter>(graph(), { state: { count: 0, picks: [] }, start: { node: 'bump', args: { left: 5 } } });
  engine.attach('bump', 'pre', { key: 'bomb', effect: 'explode', params: { at: 1 }, lifetime: { runs: 10 } });
  t.throws(() => engine.run());
  t.deepEqual(engine.state, { count: 0, picks: [] });
  t.is(engine.steps, 0);
  t.deepEqual(engine.queued(), [{ node: 'bump', args: { left: 5 } }]);
  t.deepEqual(engine.hooks()[0]!.remaining, 10, 'hook run counts are rolled back too');
});

test('after a failure the game is as it was at its last decision', (t) => {
  const engine = new Engine<Counter>(graph(), { state: { count: 10, picks: [] }, start: { node: 'ask', args: {} } });
  engine.attach('bump', 'pre', { key: 'bomb', effect: 'explode', params: { at: 0 } });
  engine.run();
  engine.decide('p1', 'yes');
  const error = t.throws(() => engine.run(), { instanceOf: RuleError });
  t.is(error.message, 'pre hook "bomb" on node "bump" failed: card text could not be resolved');
  t.deepEqual(engine.state, { count: 10, picks: [] });
  t.deepEqual(engine.queued(), [{ node: 'answered', args: { choice: 'yes' } }]);
  t.deepEqual(engine.decisions, [{ id: 1, player: 'p1', choice: 'yes' }]);
  // Without the broken card the game goes on from there.
  engine.detach('bump', 'pre', 'bomb');
  engine.run();
  t.deepEqual(engine.state, { count: 13, picks: ['yes'] });
});

test('a throwing body is reported as the body of its node, and the log is rolled back', (t) => {
  const g = new RuleGraph({ id: 'body-fails' }).define(
    defineNode({
      name: 'fragile',
      description: 'Logs, then fails.',
      body(ctx) {
        ctx.log({ type: 'note', text: 'about to fail' });
        throw new TypeError('x is undefined');
      },
    }),
  );
  const engine = new Engine(g, { state: {}, start: { node: 'fragile', args: {} } });
  const error = t.throws(() => engine.run(), { instanceOf: RuleError });
  t.is(error.message, 'the body of node "fragile" failed: x is undefined');
  t.like(error, { node: 'fragile', phase: 'body', key: undefined, owner: undefined });
  t.deepEqual(engine.log, []);
});
