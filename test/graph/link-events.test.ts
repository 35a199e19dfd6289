import test from 'ava';
import { defineNode, Engine, RuleGraph } from '../../lib/index.js';

/** a queues b (next) and c (enqueue) and calls d; a pre hook on d queues c too. */
function game() {
  const graph = new RuleGraph({ id: 'links' })
    .define(
      defineNode({
        name: 'a',
        description: 'Queues b and c, calls d.',
        continuesTo: ['b', 'c'],
        calls: ['d'],
        body(ctx) {
          ctx.next('b');
          ctx.enqueue('c');
          ctx.call('d');
        },
      }),
      defineNode({ name: 'b', description: 'b.', body: () => {} }),
      defineNode({ name: 'c', description: 'c.', body: () => {} }),
      defineNode({ name: 'd', description: 'd.', body: () => {} }),
    )
    .effect('also-c', (ctx) => ctx.enqueue('c'));
  const engine = new Engine(graph, { state: {}, start: { node: 'a', args: {} } });
  engine.attach('d', 'pre', { key: 'also', effect: 'also-c', owner: 'card-1' });
  return engine;
}

test('link says what the run in progress queued or is about to call; engine.running says which body or hook did it', (t) => {
  const engine = game();
  const seen: string[] = [];
  engine.on('link', (node, how) => {
    const at = engine.running!;
    seen.push(
      `${at.node}/${at.phase}${at.hook === undefined ? '' : `/${at.hook.key}/${at.hook.effect}/${at.hook.owner}`} ${how} ${node}`,
    );
  });
  t.is(engine.running, undefined);
  engine.run();
  t.is(engine.running, undefined);
  t.deepEqual(seen, ['a/body next b', 'a/body enqueue c', 'a/body call d', 'd/pre/also/also-c/card-1 enqueue c']);
});

test('a call is linked before its nested run starts, while its caller is still the run in progress', (t) => {
  const engine = game();
  const seen: string[] = [];
  engine.on('link', (node, how) => seen.push(`link ${how} ${node} by ${engine.running!.node}`));
  engine.on('nodeStart', (node) => seen.push(`start ${node} (${engine.running?.node ?? 'between runs'})`));
  engine.step();
  t.deepEqual(seen, [
    'start a (a)',
    'link next b by a',
    'link enqueue c by a',
    'link call d by a',
    'start d (d)',
    'link enqueue c by d',
  ]);
});
