import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'ava';
import { formatTraceSummary, summarizeTrace, TraceError } from '../../lib/pictures/index.js';
import { runTraceCommand } from '../../tools/trace-command.js';
import { DEMO_HEADER, DEMO_RUNS, DEMO_TRACE } from './_demo-game.js';

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

test('a summary counts node runs and hook runs, most first, and draws each run from the run that queued it (solid) or called it (dotted)', (t) => {
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
    pathIds: { deal: 'n1', turn: 'n2', draw: 'n3', score: 'n4' },
  });
});

test('the text summary lists runs, the hottest hooks up to the limit, failures and the path', (t) => {
  t.is(formatTraceSummary(summarizeTrace(DEMO_TRACE.join('\n') + '\n')), DEMO_SUMMARY);
  const failed = '{"step":9,"node":"draw","depth":1,"args":{},"hooks":[],"queue":null,"error":"card 7 is cursed"}';
  t.is(
    formatTraceSummary(summarizeTrace([DEMO_RUNS[0], failed]), { topHooks: 0 }),
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
    '{"step":1,"node":"gain-life","depth":0,"args":{},"hooks":[{"key":"swap","phase":"mask","owner":null,"effect":"swap"},{"key":"log","phase":"post","owner":"c1","effect":null,"node":"draw"}],"queue":0}';
  t.deepEqual(summarizeTrace([line]).hooks, [
    { node: 'gain-life', phase: 'mask', key: 'swap', owner: null, runs: 1 },
    { node: 'draw', phase: 'post', key: 'log', owner: 'c1', runs: 1 },
  ]);
});

test('a malformed line is refused with its line number and what is wrong', (t) => {
  const refuse = (lines: string[]) => t.throws(() => summarizeTrace(lines.join('\n')), { instanceOf: TraceError }).message;
  const first = DEMO_RUNS[0];
  const second = DEMO_RUNS[1];
  t.is(refuse([first, '', '{"step":3,']), 'Trace line 3: not valid JSON (is the file truncated, or not a trace?)');
  t.is(refuse(['[1,2]']), 'Trace line 1: not a node run: expected a JSON object, got [1,2]');
  t.is(refuse([first.replace('"step":1', '"step":"1"')]), 'Trace line 1: "step" must be a non-negative integer, got "1"');
  t.is(refuse([first.replace('"node":"deal",', '')]), 'Trace line 1: "node" must be a node name, got nothing');
  t.is(refuse([first.replace('"depth":0', '"depth":-1')]), 'Trace line 1: "depth" must be a non-negative integer, got -1');
  t.is(
    refuse([first.replace('"hooks":[]', '"hooks":[{"key":"k","phase":"around","owner":null,"effect":null}]')]),
    'Trace line 1: "hooks" must be a list of { key, phase, owner, effect }, got [{"key":"k","phase":"around","owner":null,"effect":null}]',
  );
  t.is(
    refuse([first.replace('"queue":1', '"queue":1.5')]),
    'Trace line 1: "queue" must be a non-negative integer or null, got 1.5',
  );
  t.is(refuse([first.replace(/}$/, ',"error":42}')]), 'Trace line 1: "error" must be a string when present, got 42');
  t.is(
    refuse([second.replace('"how":"next"', '"how":"jump"')]),
    'Trace line 1: "via" must be { step, how, node, phase, key?, effect? }, got {"step":1,"how":"jump","node":"deal","phase":"body"}',
  );
  t.is(refuse([first.replace(/}$/, ',"effect":""}')]), 'Trace line 1: "effect" must be an effect name when present, got ""');
  t.is(
    refuse([first.replace(/}$/, ',"attached":[{"node":"x","phase":"pre","key":"k","effect":null,"owner":null}]}')]),
    'Trace line 1: "attached" must be a list of { node, phase, key, effect, owner, by }, got [{"node":"x","phase":"pre","key":"k","effect":null,"owner":null}]',
  );
  t.is(
    refuse([first.replace(/}$/, ',"asked":{"player":"p1"}}')]),
    'Trace line 1: "asked" must be { player, prompt }, got {"player":"p1"}',
  );
  t.is(
    refuse([first.replace(/}$/, ',"ended":{"node":"x","phase":"during"}}')]),
    'Trace line 1: "ended" must be { node, phase, key?, effect? }, got {"node":"x","phase":"during"}',
  );
  t.is(refuse([first.replace(/}$/, ',"log":["a",1]}')]), 'Trace line 1: "log" must be a list of lines, got ["a",1]');
  // A refused value is shown up to 80 characters: a line may hold megabytes.
  t.is(
    refuse([first.replace(/}$/, `,"log":[${'1,'.repeat(100)}1]}`)]),
    `Trace line 1: "log" must be a list of lines, got [${'1,'.repeat(38)}...`,
  );
});

test('a header is only the first line, of this trace format, naming the rules; its picture holds plain box ids', (t) => {
  const refuse = (lines: string[]) => t.throws(() => summarizeTrace(lines.join('\n')), { instanceOf: TraceError }).message;
  t.is(refuse([DEMO_RUNS[0], DEMO_HEADER]), 'Trace line 2: a trace header may only be the first line');
  t.is(refuse([DEMO_HEADER.replace('"cardweave"', '"other"')]), 'Trace line 1: not a cardweave trace: "trace" is "other"');
  t.is(
    refuse([DEMO_HEADER.replace('"version":1', '"version":2')]),
    'Trace line 1: trace format version 2; this cardweave reads version 1',
  );
  t.is(refuse([DEMO_HEADER.replace('"rules":"demo"', '"rules":7')]), 'Trace line 1: "rules" must be the rule graph\'s id, got 7');
  const picture = (p: unknown) => DEMO_HEADER.replace(/}$/, `,"picture":${JSON.stringify(p)}}`);
  t.is(
    refuse([picture({ mermaid: 'flowchart TD', nodes: { deal: 'n1"><script>' }, folded: {}, cards: {}, hooks: [] })]),
    'Trace line 1: "picture" .nodes["deal"] must be a box id such as "n3", got "n1\\"><script>"',
  );
  t.is(
    refuse([
      picture({
        mermaid: 'flowchart TD',
        nodes: {},
        folded: {},
        cards: {},
        hooks: [{ node: 'x', phase: 'pre', key: 'k', id: 'h 1' }],
      }),
    ]),
    'Trace line 1: "picture" .hooks[0] must be { node, phase, key, id } with a box id such as "h2", got {"node":"x","phase":"pre","key":"k","id":"h 1"}',
  );
  t.is(refuse([picture('flowchart TD')]), 'Trace line 1: "picture" must be { mermaid, nodes, folded, cards, hooks }');
  t.is(
    refuse([picture({ mermaid: 'flowchart TD', nodes: {}, folded: { 'move-card': ['n1', 7] }, cards: {}, hooks: [] })]),
    'Trace line 1: "picture" .folded["move-card"] must be a list of box ids such as "n3", got ["n1",7]',
  );
  t.is(
    summarizeTrace([picture({ mermaid: 'flowchart TD', nodes: { deal: 'n1' }, folded: {}, cards: {}, hooks: [] }), ...DEMO_RUNS])
      .runs,
    8,
  );
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
    {
      code: 2,
      out: '',
      err: 'trace: no trace file given (usage: npm run trace -- FILE [--top N] [--html OUT [--force]] [--max-input-mb N])\n',
    },
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
    {
      code: 2,
      out: '',
      err: 'trace: unknown option --verbose (usage: npm run trace -- FILE [--top N] [--html OUT [--force]] [--max-input-mb N])\n',
    },
  );
});

test('tools/trace.ts sets the exit code of the process', (t) => {
  const result = spawnSync(process.execPath, ['--import=tsx', 'tools/trace.ts', 'no-such-trace.jsonl'], { encoding: 'utf8' });
  t.is(result.status, 2);
  t.is(result.stderr, 'trace: Trace file "no-such-trace.jsonl" does not exist\n');
  t.is(result.stdout, '');
});
