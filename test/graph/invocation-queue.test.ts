import test from 'ava';
import fc from 'fast-check';
import type { Slot } from '../../lib/graph/run/hook-table.js';
import { InvocationQueue } from '../../lib/graph/run/invocation-queue.js';
import type { Invocation } from '../../lib/index.js';

// The queue only reads a slot's name; a stand-in slot per node name is enough.
const slots = new Map<string, Slot>();
function slotOf(name: string): Slot {
  let slot = slots.get(name);
  if (slot === undefined) {
    slot = { name } as Slot;
    slots.set(name, slot);
  }
  return slot;
}

type Op = { op: 'push' | 'unshift' | 'stage'; node: string } | { op: 'shift' | 'take' | 'commit' | 'drop' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constantFrom('push' as const, 'unshift' as const, 'stage' as const),
    node: fc.constantFrom('a', 'b', 'c', 'd'),
  }),
  fc.record({ op: fc.constantFrom('shift' as const, 'take' as const, 'commit' as const, 'drop' as const) }),
);

test('the invocation queue behaves like an array of { node, args } used at both ends, with staged invocations moved to the front in order, and takeNext as commit then shift (model-based)', (t) => {
  fc.assert(
    fc.property(fc.array(opArb, { maxLength: 400 }), (ops) => {
      const queue = new InvocationQueue(2);
      const model: Invocation[] = [];
      let staged: Invocation[] = [];
      ops.forEach((step, i) => {
        const args = { i };
        switch (step.op) {
          case 'push':
            queue.push(slotOf(step.node), args);
            model.push({ node: step.node, args });
            break;
          case 'unshift':
            queue.unshift(slotOf(step.node), args);
            model.unshift({ node: step.node, args });
            break;
          case 'stage':
            queue.stage(slotOf(step.node), args);
            staged.push({ node: step.node, args });
            break;
          case 'commit':
            queue.commitStaged();
            model.unshift(...staged);
            staged = [];
            break;
          case 'drop':
            queue.dropStaged();
            staged = [];
            break;
          case 'take': {
            // takeNext is commit then shift, whether it takes a lone staged invocation directly or not.
            model.unshift(...staged);
            staged = [];
            const expected = model.shift();
            const slot = queue.takeNext();
            t.is(slot?.name, expected?.node);
            if (expected !== undefined) t.is(queue.taken, expected.args);
            break;
          }
          case 'shift': {
            const expected = model.shift();
            const slot = queue.shift();
            t.is(slot?.name, expected?.node);
            if (expected !== undefined) t.is(queue.taken, expected.args);
            break;
          }
        }
        t.is(queue.size, model.length);
        t.is(queue.staged, staged.length);
      });
      t.deepEqual(queue.toArray(), model);
      queue.clear();
      t.deepEqual([queue.size, queue.staged, queue.toArray()], [0, 0, []]);
    }),
  );
});

test('an empty invocation queue shifts undefined and leaves the last taken args alone', (t) => {
  const queue = new InvocationQueue();
  const args = { n: 1 };
  queue.push(slotOf('a'), args);
  t.is(queue.shift()?.name, 'a');
  t.is(queue.shift(), undefined);
  t.is(queue.taken, args);
});

test('takeNext hands a lone staged invocation over without putting it in the queue, and the queue behind it stays as it was', (t) => {
  const queue = new InvocationQueue();
  const front = { n: 1 };
  const staged = { n: 2 };
  queue.push(slotOf('a'), front);
  queue.stage(slotOf('b'), staged);
  t.is(queue.takeNext()?.name, 'b');
  t.is(queue.taken, staged);
  t.deepEqual([queue.size, queue.staged, queue.toArray()], [1, 0, [{ node: 'a', args: front }]]);
  t.is(queue.takeNext()?.name, 'a');
  t.is(queue.taken, front);
  t.is(queue.takeNext(), undefined);
});
