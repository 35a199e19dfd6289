import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'ava';
import { defineNode, Engine, recordTrace, RuleError, RuleGraph } from '../../lib/index.js';
import { attachTraceFile, TraceError } from '../../lib/pictures/index.js';
import { DEMO_HEADER, DEMO_TRACE, demoEngine, demoGraph } from './_demo-game.js';

function hookedDemo() {
  const engine = demoEngine();
  engine.attach('draw', 'pre', { key: 'peek', effect: 'noop' });
  engine.attach('turn', 'post', { key: 'tick', effect: 'noop', owner: 'c2' });
  return engine;
}

test('a trace is a header, then one line per node run in step order, nested ctx.call runs included, each saying how it came to be, its hooks and the queue length after', (t) => {
  const engine = hookedDemo();
  const lines: string[] = [];
  const stop = recordTrace(engine, (line) => lines.push(line));
  t.deepEqual(engine.run(), { status: 'ended', result: 21 });
  stop();
  t.deepEqual(lines, DEMO_TRACE);
});

test('queueLength counts the queue plus next calls not yet moved to its front', (t) => {
  const graph = new RuleGraph({ id: 'q' }).define(
    defineNode({
      name: 'a',
      description: 'Puts b next, then calls b.',
      body(ctx) {
        ctx.next('b');
        ctx.call('b');
      },
    }),
    defineNode({ name: 'b', description: 'Does nothing.', body: () => {} }),
  );
  const engine = new Engine(graph, {
    state: {},
    start: [
      { node: 'a', args: {} },
      { node: 'b', args: {} },
    ],
  });
  t.is(engine.queueLength, 2);
  const seen: string[] = [];
  engine.on('nodeEnd', (node) => seen.push(`${node}:${engine.queueLength}`));
  engine.run();
  t.deepEqual(seen, ['b:2', 'a:2', 'b:1', 'b:0']);
});

test('after stop, nothing more is written', (t) => {
  const engine = hookedDemo();
  const lines: string[] = [];
  const stop = recordTrace(engine, (line) => lines.push(line));
  engine.step();
  stop();
  engine.run();
  t.deepEqual(lines, DEMO_TRACE.slice(0, 2));
  t.deepEqual(engine.eventNames(), []);
});

test('runs that fail are written with the error, outer and inner, in step order', (t) => {
  const engine = demoEngine(demoGraph(7));
  const lines: string[] = [];
  recordTrace(engine, (line) => lines.push(line));
  t.throws(() => engine.run(), { instanceOf: RuleError });
  const error = '"the body of node \\"draw\\" failed: card 7 is cursed"';
  t.deepEqual(lines, [
    DEMO_HEADER,
    '{"step":1,"node":"deal","depth":0,"args":{},"hooks":[],"queue":1}',
    '{"step":2,"node":"turn","depth":0,"via":{"step":1,"how":"next","node":"deal","phase":"body"},"args":{"turn":1},"hooks":[],"queue":1}',
    '{"step":3,"node":"draw","depth":1,"via":{"step":2,"how":"call","node":"turn","phase":"body"},"args":{"player":"p1"},"hooks":[],"queue":0}',
    `{"step":4,"node":"turn","depth":0,"via":{"step":2,"how":"enqueue","node":"turn","phase":"body"},"args":{"turn":2},"hooks":[],"queue":null,"error":${error}}`,
    `{"step":5,"node":"draw","depth":1,"via":{"step":4,"how":"call","node":"turn","phase":"body"},"args":{"player":"p1"},"hooks":[],"queue":null,"error":${error}}`,
  ]);
});

test('a trace file holds the same lines and is complete once closed; closing twice is harmless', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'cardweave-trace-'));
  try {
    const path = join(dir, 'game.jsonl');
    const engine = hookedDemo();
    const close = attachTraceFile(engine, path);
    engine.run();
    close();
    close();
    t.is(readFileSync(path, 'utf8'), DEMO_TRACE.join('\n') + '\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a long trace file matches the in-memory trace line for line, across buffer flushes', (t) => {
  const graph = new RuleGraph({ id: 'long' }).define(
    defineNode({
      name: 'tick',
      description: 'Counts down, one run per number.',
      body(ctx, { n }: { n: number }) {
        if (n > 0) ctx.enqueue('tick', { n: n - 1 });
      },
    }),
  );
  const game = () => new Engine(graph, { state: {}, start: { node: 'tick', args: { n: 4999 } } });
  const lines: string[] = [];
  const memory = game();
  recordTrace(memory, (line) => lines.push(line));
  memory.run();
  const dir = mkdtempSync(join(tmpdir(), 'cardweave-trace-'));
  try {
    const path = join(dir, 'long.jsonl');
    const engine = game();
    const close = attachTraceFile(engine, path);
    engine.run();
    close();
    const text = readFileSync(path, 'utf8');
    t.true(text.length > 4 * 65536);
    t.is(lines.length, 5001);
    t.is(text, lines.join('\n') + '\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a trace file that cannot be created is refused, naming the path, and nothing listens', (t) => {
  const engine = demoEngine();
  const path = join(tmpdir(), 'cardweave-no-such-dir', 'x', 'game.jsonl');
  const error = t.throws(() => attachTraceFile(engine, path), { instanceOf: TraceError });
  t.is(error.message, `Cannot write trace file "${path}": ENOENT`);
  t.is(engine.eventNames().length, 0);
});

test('bad arguments are refused with what was expected', (t) => {
  const engine = demoEngine();
  t.is(
    t.throws(() => recordTrace(engine, 'out.jsonl' as never), { instanceOf: TypeError }).message,
    'recordTrace needs a function to write each trace line to',
  );
  t.is(
    t.throws(() => attachTraceFile(engine, ''), { instanceOf: TypeError }).message,
    'attachTraceFile needs a file path (a non-empty string)',
  );
});
