/**
 * Hooks attached one at a time against the same hooks restored from a save:
 * 20,000 on one node (the most a game may hold), in the shapes a game makes
 * them (one priority, mixed priorities, lifetimes until a node, from a
 * body with ctx.attach), then all detached, or all expiring at once.
 * Milliseconds of CPU time (user and system, which waiting for a shared
 * core does not add to), median of three. Not part of `npm run bench`.
 *
 *   npx tsx bench/hook-attach.ts [hooks=20000]
 */
import { type Context, defineNode, Engine, restore, Rng, RuleGraph, snapshot } from '../lib/index.js';

const n = Number(process.argv[2] ?? 20_000);
if (!Number.isSafeInteger(n) || n < 1 || n > 20_000) {
  process.stderr.write(`hooks must be a whole number from 1 to 20000, got ${process.argv[2]}\n`);
  process.exit(2);
}

const graph = new RuleGraph({ id: 'bench.hook-attach' })
  .define(defineNode({ name: 'go', description: 'Hooked many times.', body: () => {} }))
  .define(defineNode({ name: 'end', description: 'Ends the hooks that last until it.', body: () => {} }))
  .define(
    defineNode({
      name: 'setup',
      description: 'Attaches every hook from a body.',
      body: (ctx: Context) => {
        for (let i = 0; i < n; i++) ctx.attach('go', 'pre', { key: `k${i}`, effect: 'noop' });
      },
    }),
  );
graph.effect('noop', () => {});
const rng = new Rng(7);
const priorities = Array.from({ length: n }, () => rng.int(100));

function attached(spec: (i: number) => object, start?: string): Engine {
  const engine = new Engine(graph, { state: {}, start: start === undefined ? undefined : { node: start, args: {} } });
  for (let i = 0; i < n; i++) engine.attach('go', 'pre', { key: `k${i}`, effect: 'noop', ...spec(i) });
  return engine;
}

const save = JSON.stringify(snapshot(attached(() => ({}))));
const scenarios: Record<string, () => void> = {
  'one priority': () => void attached(() => ({})),
  'mixed priorities': () => void attached((i) => ({ priority: priorities[i] })),
  'until a node': () => void attached(() => ({ lifetime: { until: 'end' } })),
  'by ctx.attach': () => void new Engine(graph, { state: {}, start: { node: 'setup', args: {} } }).run(),
  'restored from a save': () => void restore(graph, save, { verify: 'structure' }),
};
const detaching = (): { engine: Engine; run: () => void } => {
  const engine = attached(() => ({}));
  return {
    engine,
    run: () => {
      for (let i = 0; i < n; i++) engine.detach('go', 'pre', `k${i}`);
    },
  };
};
const expiring = (): { engine: Engine; run: () => void } => {
  const engine = attached(() => ({ lifetime: { until: 'end' } }), 'end');
  return { engine, run: () => void engine.run() };
};

function cpuMs(fn: () => void): number {
  const before = process.cpuUsage();
  fn();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[1]!;

const figures: Record<string, number> = {};
for (const [name, fn] of Object.entries(scenarios)) figures[name] = Math.round(median([0, 1, 2].map(() => cpuMs(fn))));
for (const [name, make] of [
  ['all detached', detaching],
  ['all expiring', expiring],
] as const) {
  figures[name] = Math.round(
    median(
      [0, 1, 2].map(() => {
        const { run } = make();
        return cpuMs(run);
      }),
    ),
  );
}
console.log(JSON.stringify({ hooks: n, cpuMs: figures }));
