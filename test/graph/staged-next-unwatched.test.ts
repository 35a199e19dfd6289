import test from 'ava';
import fc from 'fast-check';
import { defineNode, Engine, RuleGraph, snapshot } from '../../lib/index.js';
import { newFlow } from './random-flows.js';

// While nobody listens to nodeStart/nodeEnd, the run loop takes a finished node's lone `ctx.next` call straight
// from where it was staged instead of writing it into the queue and reading it back (issue 24, War's speed). A
// listener brings back the commit before nodeEnd. Both must play the same game, and between steps (where the
// queue can be read) the queue must be the same.
test('with and without a nodeStart/nodeEnd listener, the random flows queue, log, save and end the same, step by step', (t) => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 3, max: 14 }), fc.boolean(), (seed, fuel, byStep) => {
      const quiet = newFlow(seed, fuel);
      const heard = newFlow(seed, fuel);
      const ends: number[] = [];
      heard.on('nodeEnd', (_node, _args, step) => ends.push(step));
      if (byStep) {
        for (let i = 0; i < 400; i++) {
          const status = quiet.step();
          t.deepEqual(heard.step(), status);
          t.deepEqual(heard.queued(), quiet.queued(), `after step ${i + 1}`);
          t.is(heard.queueLength, quiet.queueLength);
          if (status.status !== 'running') break;
        }
      } else t.deepEqual(heard.run(), quiet.run());
      t.deepEqual(heard.state, quiet.state);
      t.deepEqual(heard.log, quiet.log);
      t.is(heard.steps, quiet.steps);
      t.is(JSON.stringify(snapshot(heard)), JSON.stringify(snapshot(quiet)));
      t.is(ends.length, quiet.steps, 'the listener heard every run end');
    }),
    { numRuns: 200 },
  );
});

function continuesThenStops(stop: 'choose' | 'end'): Engine {
  const graph = new RuleGraph({ id: 'continues-then-stops' });
  graph.define(
    defineNode({
      name: 'a',
      description: 'Continues to b, then asks or ends.',
      continuesTo: ['b'],
      body(ctx) {
        ctx.next('b', { from: 'a' });
        if (stop === 'choose') ctx.choose({ player: 'p1', prompt: 'Go on?', options: ['yes', 'no'], then: 'b' });
        else ctx.end('over');
      },
    }),
    defineNode({ name: 'b', description: 'Does nothing.', body() {} }),
  );
  return new Engine(graph, { state: {}, start: { node: 'a', args: {} } });
}

for (const stop of ['choose', 'end'] as const) {
  test(`a node that continues and then ${stop === 'choose' ? 'asks' : 'ends the game'} leaves its next call at the front of the queue, listened to or not`, (t) => {
    const quiet = continuesThenStops(stop);
    const heard = continuesThenStops(stop);
    heard.on('nodeStart', () => undefined);
    const status = quiet.run();
    t.is(status.status, stop === 'choose' ? 'awaiting' : 'ended');
    t.deepEqual(heard.run(), status);
    t.deepEqual(quiet.queued(), [{ node: 'b', args: { from: 'a' } }]);
    t.deepEqual(heard.queued(), quiet.queued());
    t.is(quiet.queueLength, 1);
  });
}
