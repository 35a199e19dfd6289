import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'ava';
import { formatTraceSummary, summarizeTrace, TraceError } from '../../lib/index.js';
import { runTraceCommand } from '../../tools/trace-command.js';
import { DEMO_TRACE } from './_demo-game.js';

const DEMO_PATH = `flowchart TD
  n1["deal ×1"]
  n2["turn ×3"]
  n3["draw ×3"]
  n4["score ×1"]
  n1 -->|1| n2
  n2 -.->|3| n3
  n2 -->|2| n2
  n2 -->|1| n4
`;

const DEMO_SUMMARY = `8 node runs (3 nested by ctx.call, 0 failed)

Node runs:
  3  turn
  3  draw
  1  deal
  1  score

Hottest hooks (top 10):
  3  turn  post  tick  owner c2
  3  draw  pre   peek

Path taken (Mermaid):
${DEMO_PATH}`;

/** Runs the trace command on files made from `contents`, returning exit code and output. */
function traceCommand(contents: Record<string, string>, argv: (dir: string) => string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'cardweave-trace-cmd-'));
  try {
    for (const [name, text] of Object.entries(contents)) writeFileSync(join(dir, name), text);
    let out = '';
    let err = '';
    const code = runTraceCommand(argv(dir), { out: (s) => (out += s), err: (s) => (err += s) });
    return { code, out, err: err.replaceAll(dir, 'DIR') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a summary counts node runs and hook runs, most first, and draws queued steps solid and ctx.call dotted', (t) => {
  t.deepEqual(summarizeTrace(DEMO_TRACE), {
    runs: 8,
    nested: 3,
    failures: [],
    nodes: [
      { node: 'turn', runs: 3 },
      { node: 'draw', runs: 3 },
      { node: 'deal', runs: 1 },
      { node: 'score', runs: 1 },
    ],
    hooks: [
      { node: 'turn', phase: 'post', key: 'tick', owner: 'c2', runs: 3 },
      { node: 'draw', phase: 'pre', key: 'peek', owner: null, runs: 3 },
    ],
    path: DEMO_PATH,
  });
});

test('the text summary lists runs, the hottest hooks up to the limit, failures and the path', (t) => {
  t.is(formatTraceSummary(summarizeTrace(DEMO_TRACE.join('\n') + '\n')), DEMO_SUMMARY);
  const failed = '{"step":9,"node":"draw","depth":1,"args":{},"hooks":[],"queue":null,"error":"card 7 is cursed"}';
  t.is(
    formatTraceSummary(summarizeTrace([DEMO_TRACE[0], failed]), { topHooks: 0 }),
    `2 node runs (1 nested by ctx.call, 1 failed)

Node runs:
  1  deal
  1  draw

Hottest hooks (top 0):
  (none)

Failed runs:
  step 9 draw: card 7 is cursed

Path taken (Mermaid):
flowchart TD
  n1["deal ×1"]
  n2["draw ×1"]
  n1 -.->|1| n2
`,
  );
  t.is(
    t.throws(() => formatTraceSummary(summarizeTrace([]), { topHooks: -1 }), { instanceOf: RangeError }).message,
    'topHooks must be a non-negative integer, got -1',
  );
});

test('a hook on another node than its run (a redirected mask) is counted on its own node', (t) => {
  const line =
    '{"step":1,"node":"gain-life","depth":0,"args":{},"hooks":[{"key":"swap","phase":"mask","owner":null},{"key":"log","phase":"post","owner":"c1","node":"draw"}],"queue":0}';
  t.deepEqual(summarizeTrace([line]).hooks, [
    { node: 'gain-life', phase: 'mask', key: 'swap', owner: null, runs: 1 },
    { node: 'draw', phase: 'post', key: 'log', owner: 'c1', runs: 1 },
  ]);
});

test('a malformed line is refused with its line number and what is wrong', (t) => {
  const refuse = (lines: string[]) => t.throws(() => summarizeTrace(lines.join('\n')), { instanceOf: TraceError });
  const first = DEMO_TRACE[0];
  t.is(refuse([first, '', '{"step":3,']).message, 'Trace line 3: not valid JSON (is the file truncated, or not a trace?)');
  t.is(refuse(['[1,2]']).message, 'Trace line 1: not a node run: expected a JSON object, got [1,2]');
  t.is(refuse([first.replace('"step":1', '"step":"1"')]).message, 'Trace line 1: "step" must be a non-negative integer, got "1"');
  t.is(refuse([first.replace('"node":"deal",', '')]).message, 'Trace line 1: "node" must be a node name, got nothing');
  t.is(
    refuse([first.replace('"depth":0', '"depth":-1')]).message,
    'Trace line 1: "depth" must be a non-negative integer, got -1',
  );
  t.is(
    refuse([first.replace('"hooks":[]', '"hooks":[{"key":"k","phase":"around","owner":null}]')]).message,
    'Trace line 1: "hooks" must be a list of { key, phase, owner }, got [{"key":"k","phase":"around","owner":null}]',
  );
  t.is(
    refuse([first.replace('"queue":1', '"queue":1.5')]).message,
    'Trace line 1: "queue" must be a non-negative integer or null, got 1.5',
  );
  t.is(refuse([first.replace(/}$/, ',"error":42}')]).message, 'Trace line 1: "error" must be a string when present, got 42');
});

test('the trace command prints the summary and exits 0', (t) => {
  t.deepEqual(
    traceCommand({ 'game.jsonl': DEMO_TRACE.join('\n') + '\n' }, (dir) => [join(dir, 'game.jsonl')]),
    { code: 0, out: DEMO_SUMMARY, err: '' },
  );
});

test('the trace command refuses a missing file, a malformed line and bad arguments on one line, with exit code 2', (t) => {
  const demo = { 'game.jsonl': DEMO_TRACE.slice(0, 2).join('\n') + '\nnot json\n' };
  const run = (argv: (dir: string) => string[]) => traceCommand(demo, argv);
  t.deepEqual(
    run((d) => [join(d, 'missing.jsonl')]),
    { code: 2, out: '', err: 'trace: Trace file "DIR/missing.jsonl" does not exist\n' },
  );
  t.deepEqual(
    run((d) => [join(d, 'game.jsonl')]),
    { code: 2, out: '', err: 'trace: DIR/game.jsonl line 3: not valid JSON (is the file truncated, or not a trace?)\n' },
  );
  t.deepEqual(
    run((d) => [d]),
    { code: 2, out: '', err: 'trace: Trace file "DIR" is a directory, not a regular file\n' },
  );
  t.deepEqual(
    run(() => []),
    { code: 2, out: '', err: 'trace: no trace file given (usage: npm run trace -- FILE [--top N] [--max-input-mb N])\n' },
  );
  t.deepEqual(
    run(() => ['a', 'b']),
    { code: 2, out: '', err: 'trace: one trace file at a time, got a and b\n' },
  );
  t.deepEqual(
    run(() => ['--top', 'x']),
    { code: 2, out: '', err: 'trace: --top needs a non-negative whole number, got x\n' },
  );
  t.deepEqual(
    run(() => ['--verbose']),
    { code: 2, out: '', err: 'trace: unknown option --verbose (usage: npm run trace -- FILE [--top N] [--max-input-mb N])\n' },
  );
});

test('tools/trace.ts sets the exit code of the process', (t) => {
  const result = spawnSync(process.execPath, ['--import=tsx', 'tools/trace.ts', 'no-such-trace.jsonl'], { encoding: 'utf8' });
  t.is(result.status, 2);
  t.is(result.stderr, 'trace: Trace file "no-such-trace.jsonl" does not exist\n');
  t.is(result.stdout, '');
});
