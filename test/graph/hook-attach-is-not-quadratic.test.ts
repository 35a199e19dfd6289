// Attaching hooks one at a time was quadratic: each attach copied its node's
// list (so a run in progress keeps the list it started with) and scanned it
// for a duplicate key, so 20,000 hooks on one node took 7.5 s while restoring
// the same 20,000 from a save took 125 ms. The cost is asserted here as work
// counted, never as time: lists copied, keys and priorities read, for n and
// 2n hooks. And the reason for the copies still holds: a run in progress
// keeps its list while hooks are attached and detached.
import test from 'ava';
import { defineNode, RuleGraph } from '../../lib/index.js';
import { HookTable, type HookRecord } from '../../lib/graph/run/hook-table.js';
import { engineOf, traceGraph } from './fixtures.js';

function rules(): RuleGraph {
  const graph = new RuleGraph({ id: 'many' }).define(
    defineNode({ name: 'go', description: 'Hooked many times.', body: () => {} }),
  );
  graph.effect('noop', () => {});
  return graph;
}

/** How many different lists the node's pre hooks were held in while `n` hooks were attached one at a time. */
function listsMade(n: number): number {
  const table = new HookTable(rules());
  const lists = new Set<readonly HookRecord[]>();
  for (let i = 0; i < n; i++) {
    table.attach('go', 'pre', { key: `k${i}`, effect: 'noop' });
    lists.add(table.slot('go').pre);
  }
  return lists.size;
}

test('attaching n hooks one at a time copies their list a fixed number of times, not once per hook', (t) => {
  const few = listsMade(1_000);
  t.is(listsMade(2_000), few);
  t.true(few < 50, `${few} lists for 1,000 hooks`);
});

/**
 * Reads of the keys and priorities of `n` hooks already attached (counted by
 * getters on their records), while `n` more of higher priority are attached
 * one at a time: each goes in front of them, after the ones before it.
 */
function readsWhileAttaching(n: number): number {
  const table = new HookTable(rules());
  const template = table.build('go', 'pre', { key: 'template', effect: 'noop' });
  let reads = 0;
  const old = Array.from({ length: n }, (_, i): HookRecord => {
    const rec = { ...template, seq: i };
    Object.defineProperty(rec, 'key', { get: () => (reads++, `old${i}`), enumerable: true });
    Object.defineProperty(rec, 'priority', { get: () => (reads++, 0), enumerable: true });
    return rec;
  });
  table.load(old, n);
  reads = 0;
  for (let i = 0; i < n; i++) table.attach('go', 'pre', { key: `new${i}`, effect: 'noop', priority: 1 });
  const list = table.slot('go').pre;
  if (list.length !== 2 * n || list[n - 1]!.key !== `new${n - 1}` || list[n]!.key !== 'old0')
    throw new Error('hooks out of order');
  return reads;
}

test('attaching n hooks reads the others O(n log n) times: for 2n hooks, little more than twice the reads for n', (t) => {
  const n = readsWhileAttaching(1_000);
  const twice = readsWhileAttaching(2_000);
  // Quadratic work (a scan per attach) reads about 4 times as much for twice the hooks.
  t.true(twice < 2.5 * n, `reads: ${n} for 1,000 hooks, ${twice} for 2,000`);
  t.true(n < 30 * 1_000, `reads: ${n} for 1,000 hooks`);
});

test('a run keeps the long list it started with while its hooks attach and detach; the next run sees the changes, in order', (t) => {
  const graph = traceGraph();
  graph.effect('reshape', (ctx) => {
    ctx.state.trace.push('reshape');
    if (ctx.hasHook('a', 'pre', 'late-0')) return;
    for (let i = 0; i < 20; i++)
      ctx.attach('a', 'pre', { key: `late-${i}`, effect: 'record', params: { label: `late-${i}` }, priority: i % 2 });
    ctx.detach('a', 'pre', 'h-30');
  });
  const engine = engineOf(graph, [
    { node: 'a', args: {} },
    { node: 'a', args: {} },
  ]);
  for (let i = 0; i < 40; i++) {
    if (i === 5) engine.attach('a', 'pre', { key: 'reshaper', effect: 'reshape' });
    else engine.attach('a', 'pre', { key: `h-${i}`, effect: 'record', params: { label: `h-${i}` } });
  }
  engine.run();
  const original = Array.from({ length: 40 }, (_, i) => (i === 5 ? 'reshape' : `h-${i}`));
  const late = Array.from({ length: 20 }, (_, i) => `late-${i}`);
  const second = [
    ...late.filter((_, i) => i % 2 === 1),
    ...original.filter((label) => label !== 'h-30'),
    ...late.filter((_, i) => i % 2 === 0),
  ];
  t.deepEqual(engine.state.trace, [...original, 'a', ...second, 'a']);
});

test('hooks a listener attaches as a node starts run in that run; hooks its own hooks attach then wait for the next', (t) => {
  const graph = traceGraph();
  graph.effect('grow', (ctx) => {
    ctx.state.trace.push('grow');
    if (!ctx.hasHook('a', 'pre', 'late-0'))
      for (let i = 0; i < 10; i++) ctx.attach('a', 'pre', { key: `late-${i}`, effect: 'record', params: { label: `late-${i}` } });
  });
  const engine = engineOf(graph, [
    { node: 'a', args: {} },
    { node: 'a', args: {} },
  ]);
  engine.attach('a', 'pre', { key: 'grower', effect: 'grow' });
  for (let i = 0; i < 20; i++) engine.attach('a', 'pre', { key: `h-${i}`, effect: 'record', params: { label: `h-${i}` } });
  engine.once('nodeStart', () => {
    for (let i = 0; i < 5; i++) engine.attach('a', 'pre', { key: `l-${i}`, effect: 'record', params: { label: `l-${i}` } });
  });
  engine.run();
  const first = ['grow', ...Array.from({ length: 20 }, (_, i) => `h-${i}`), ...Array.from({ length: 5 }, (_, i) => `l-${i}`)];
  const late = Array.from({ length: 10 }, (_, i) => `late-${i}`);
  t.deepEqual(engine.state.trace, [...first, 'a', ...first, ...late, 'a']);
});
