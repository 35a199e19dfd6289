// A sampled world (engine.sample) takes its first consistent point when its hidden cards are dealt, a copy
// made just before it runs; its first answer takes no second copy (issue 24: that was one copy of the game
// in three per look-ahead playout). A game that is not a sample still copies at its first answer, so a
// state that cannot be copied is refused there; in a sample, the next copy finds it: the 16th answer, or a
// failure's rollback. A failure between is still put back by replaying the answers since the dealt copy.
//
// A look-ahead player may deal one imagined world and play several iterations in forks of it
// (examples/duel/agents/mcts.ts, `worldReuse`). Such a fork shares the world's dealt copy as its first
// consistent point, as the world itself does, so its first answer takes no copy either: that copy was one in
// three of such a playout. A fork of a game that is not a sample still copies at its first answer, so a state
// that cannot be copied is refused there; and a failure in a fork of a sample is put back by replay.
import test from 'ava';
import { defineNode, Engine, RuleGraph } from '../../lib/index.js';
import { JsonError, openVisibility, type Body } from '../../lib/graph/index.js';

interface Counter {
  asked: number;
  self?: unknown;
}

/** A game whose `go` node runs `body` each time, then asks p1 to go on (to `go` again). */
function looping(body: Body<Record<string, unknown>, Counter>): Engine<Counter> {
  const graph = new RuleGraph({ id: 'loop' }).visibility({ ...openVisibility(['p1']), determinize: () => {} }).define(
    defineNode<Record<string, unknown>, Counter>({
      name: 'go',
      description: 'Runs the test body, then asks p1 to go on.',
      continuesTo: [{ node: 'go', choice: true }],
      body(ctx, args) {
        body(ctx, args);
        ctx.state.asked++;
        ctx.choose({ player: 'p1', prompt: 'Go on?', options: ['yes'], then: 'go' });
      },
    }),
  );
  graph.recipe({ state: () => ({ asked: 0 }), setup: (engine) => engine.enqueue('go', {}) });
  return Engine.start<Counter>(graph, { seed: 1 });
}

/** Makes the state hold itself at the first run: a state that cannot be copied. */
const cycle: Body<Record<string, unknown>, Counter> = (ctx) => {
  if (ctx.state.asked === 0) ctx.state.self = ctx.state;
};

test('a sampled world answers its first decision without a copy; a game that is not a sample refuses it there', (t) => {
  const truth = looping(cycle);
  truth.run();
  t.is(t.throws(() => truth.decide('p1', 'yes'), { instanceOf: JsonError }).code, 'json-too-deep');

  const world = looping(cycle).sample('p1', { seed: 3 });
  t.is(world.run().status, 'awaiting');
  world.decide('p1', 'yes');
  t.is(world.decisions.length, 1);
});

test('a failure in a sampled world after answers is put back to its last answer by replay', (t) => {
  const world = looping((ctx) => {
    if (ctx.state.asked === 3) throw new Error('the third time');
  }).sample('p1', { seed: 3 });
  world.run();
  world.decide('p1', 'yes');
  world.run();
  world.decide('p1', 'yes');
  world.run();
  world.decide('p1', 'yes');
  t.throws(() => world.run(), { message: 'the body of node "go" failed: the third time' });
  // Back right after the third answer: its `go` queued again, nothing pending.
  t.is(world.state.asked, 3);
  t.is(world.decisions.length, 3);
  t.is(world.pending, null);
  t.deepEqual(world.queued(), [{ node: 'go', args: { choice: 'yes' } }]);
});

test('a fork of a sampled world answers its first decision without a copy', (t) => {
  const fork = looping(cycle).sample('p1', { seed: 3 }).fork();
  t.is(fork.run().status, 'awaiting');
  fork.decide('p1', 'yes');
  t.is(fork.decisions.length, 1);
});

test('a fork of a game that is not a sample still refuses an uncopyable state at its first answer', (t) => {
  const fork = looping(cycle).fork();
  t.is(fork.run().status, 'awaiting');
  t.is(t.throws(() => fork.decide('p1', 'yes'), { instanceOf: JsonError }).code, 'json-too-deep');
  t.is(fork.decisions.length, 0);
});

test('a failure in a fork of a sampled world after answers is put back to its last answer by replay', (t) => {
  const world = looping((ctx) => {
    if (ctx.state.asked === 3) throw new Error('the third time');
  }).sample('p1', { seed: 3 });
  const fork = world.fork();
  for (let i = 0; i < 3; i++) {
    fork.run();
    fork.decide('p1', 'yes');
  }
  t.throws(() => fork.run(), { message: 'the body of node "go" failed: the third time' });
  // Back right after the third answer: its `go` queued again, nothing pending; the world it came from untouched.
  t.is(fork.state.asked, 3);
  t.is(fork.decisions.length, 3);
  t.is(fork.pending, null);
  t.deepEqual(fork.queued(), [{ node: 'go', args: { choice: 'yes' } }]);
  t.is(world.state.asked, 0);
  t.is(world.decisions.length, 0);
});
