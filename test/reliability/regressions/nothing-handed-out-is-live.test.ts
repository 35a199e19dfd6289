// Before, run().decision and engine.pending were the engine's own object
// (adding an option to it got a forged answer past decide()), snapshot()
// shared `origin` and `result` with the engine (editing a snapshot changed a
// later undo()), and a fork shared its parent's. Now what the engine hands
// out is a copy or deep-frozen.
import test from 'ava';
import { defineNode, Engine, historyOf, type Json, RuleGraph, snapshot } from '../../../lib/index.js';
import { DecisionError } from '../../../lib/graph/index.js';

/** p1 is asked twice which way to go; the second answer ends the game with a result object. */
function graph(): RuleGraph {
  const g = new RuleGraph({ id: 'fork-in-the-road' }).define(
    defineNode({
      name: 'ask',
      description: 'Asks p1 which way.',
      body: (ctx, { round }: { round: number }) =>
        ctx.choose({
          player: 'p1',
          prompt: `Round ${round}: which way?`,
          options: ['left', { go: 'right', far: true }],
          then: 'went',
          args: { round },
        }),
    }),
    defineNode({
      name: 'went',
      description: 'Records the way and asks again, or ends.',
      body(ctx, { round, choice }: { round: number; choice: Json }) {
        ctx.state.path.push(choice);
        if (round < 2) ctx.next('ask', { round: round + 1 });
        else ctx.end({ path: ctx.state.path });
      },
    }),
  );
  return g.recipe({ state: () => ({ path: [] }), setup: (engine) => engine.enqueue('ask', { round: 1 }) });
}

test('a pending decision handed out is frozen: adding an option to it cannot get an answer past decide()', (t) => {
  const engine = Engine.start(graph());
  const status = engine.run();
  if (status.status !== 'awaiting') return t.fail();
  t.is(engine.pending, status.decision);
  t.true(
    Object.isFrozen(status.decision) && Object.isFrozen(status.decision.options) && Object.isFrozen(status.decision.options[1]),
  );
  t.throws(() => status.decision.options.push('teleport'), { instanceOf: TypeError });
  const decision: { player: string } = status.decision;
  t.throws(() => (decision.player = 'p2'), { instanceOf: TypeError });
  t.throws(() => engine.decide('p1', 'teleport'), { instanceOf: DecisionError });
});

test('options are matched by value, whatever the order of their keys', (t) => {
  const engine = Engine.start(graph());
  engine.run();
  engine.decide('p1', { far: true, go: 'right' });
  t.deepEqual(
    engine.decisions.map((d) => d.choice),
    [{ go: 'right', far: true }],
  );
});

test('the args a node receives with the choice are its own: changing them changes no record', (t) => {
  const g = new RuleGraph({ id: 'spoiler' }).define(
    defineNode({
      name: 'ask',
      description: 'Asks p1.',
      body: (ctx) => ctx.choose({ player: 'p1', prompt: 'Which?', options: [{ go: 'right', far: true }], then: 'spoil' }),
    }),
    defineNode({
      name: 'spoil',
      description: 'Edits its choice.',
      body: (_ctx, args: { choice: { far: boolean } }) => void (args.choice.far = false),
    }),
  );
  const engine = new Engine(g, { state: {}, start: { node: 'ask', args: {} } });
  engine.run();
  engine.decide('p1', { go: 'right', far: true });
  t.deepEqual(engine.run(), { status: 'idle' });
  t.deepEqual(engine.decisions[0]!.choice, { go: 'right', far: true });
  t.true(Object.isFrozen(engine.decisions[0]));
});

test('editing a snapshot (its origin, result, decisions) changes nothing in the game, nor a later undo()', (t) => {
  const engine = Engine.start(graph());
  engine.run();
  engine.decide('p1', 'left');
  engine.run();
  engine.decide('p1', 'left');
  const ended = engine.run();
  const snap = snapshot(engine) as any;
  snap.origin.state.path.push('forged');
  snap.origin.queue.length = 0;
  snap.result.path.push('forged');
  snap.decisions[0].choice = 'teleport';
  t.deepEqual(engine.result, { path: ['left', 'left'] });
  t.deepEqual(ended, { status: 'ended', result: { path: ['left', 'left'] } });
  t.true(Object.isFrozen(engine.result));
  historyOf(engine).undo();
  t.deepEqual(engine.state, { path: ['left'] });
  t.deepEqual(
    engine.decisions.map((d) => d.choice),
    ['left'],
  );
});

test('a fork and its parent share nothing they could change: undoing one leaves the other', (t) => {
  const engine = Engine.start(graph());
  engine.run();
  engine.decide('p1', 'left');
  engine.run();
  const fork = engine.fork();
  fork.decide('p1', { go: 'right', far: true });
  fork.run();
  historyOf(fork).undo();
  historyOf(fork).undo();
  t.deepEqual(engine.state, { path: ['left'] });
  t.is(engine.decisions.length, 1);
  engine.decide('p1', 'left');
  t.deepEqual(engine.run(), { status: 'ended', result: { path: ['left', 'left'] } });
  t.deepEqual(fork.state, { path: [] });
});

test('the log, the decisions and the queue handed out are copies: editing them changes no game', (t) => {
  const engine = Engine.start(graph());
  engine.run();
  const queued = engine.queued();
  (engine.decisions as unknown[]).push({ id: 9, player: 'p2', choice: 'x' });
  (engine.log as unknown[]).push({ type: 'forged' });
  queued.push({ node: 'ask', args: { round: 9 } });
  t.is(engine.decisions.length, 0);
  t.is(engine.log.length, 0);
  t.is(engine.queued().length, 0);
});
