import test from 'ava';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Engine } from '../../../lib/index.js';
import { greedyAgent, makeAgent } from '../../../examples/duel/agents/index.js';
import { runCli } from '../../../examples/duel/cli/run.js';
import { captureCli } from '../shared/fixtures/capture-cli.js';
import { duelGame } from '../../../examples/duel/game.js';
import { duelPicture } from '../../../examples/duel/picture.js';
import { readSave, writeSave } from '../../../examples/duel/save-file.js';
import type { DuelState } from '../../../examples/duel/state.js';
import { lines } from './helpers.js';
import { tempFolderForFile } from '../../temp-folder.js';

const dir = tempFolderForFile('duel-dev-flags-');

/** Runs the duel CLI in this process with captured, non-terminal output; `input` is piped to stdin. */
const cli = (argv: string[], input: string[] = []) => captureCli(runCli, argv, input);

/** The trace file's lines, parsed. */
/** The node runs of a trace file (after its header line, which keeps the duel's picture). */
function records(file: string): { step: number; node: string }[] {
  const [header, ...runs] = readFileSync(file, 'utf8').trimEnd().split('\n');
  const { trace, picture } = JSON.parse(header!) as { trace: string; picture: { mermaid: string } };
  if (trace !== 'cardweave' || !picture.mermaid.includes('flowchart TD')) throw new Error(`not a trace header: ${header}`);
  return runs.map((line) => JSON.parse(line) as { step: number; node: string });
}

/** Records [step, node] of every node run of `engine` from now on. */
function watch(engine: Engine<DuelState>): [number, string][] {
  const runs: [number, string][] = [];
  engine.on('nodeStart', (node, _args, step) => runs.push([step, node]));
  return runs;
}

/** Seed 4, Player 2 greedy, Player 1 asked its first main-phase question (its 9th option sets Halt the Charge). */
function firstQuestion(): Engine<DuelState> {
  const engine = duelGame.createEngine({ seed: 4, agents: { p2: greedyAgent() } });
  engine.run();
  return engine;
}

const refusals: [string[], string][] = [
  [['--trace', 'game.jsonl', '--games', '2'], '--trace writes the trace of one game: it cannot be combined with --games'],
  [['--graph', '--games', '2'], '--graph prints the rule graph and plays no game: it cannot be combined with --games'],
  [['--graph', '--trace', 'game.jsonl'], '--graph prints the rule graph and plays no game: it cannot be combined with --trace'],
  [['--trace', ''], '--trace needs a file path'],
  [['--trace'], "option '--trace <file>' argument missing"],
  [
    ['--seed', '1', '--p1', 'greedy', '--trace', 'no/such/dir/game.jsonl'],
    'Cannot write trace file "no/such/dir/game.jsonl": its folder does not exist (ENOENT)',
  ],
  [
    ['--seed', '1', '--p1', 'human', '--trace', 'no/such/dir/game.jsonl'],
    'Cannot write trace file "no/such/dir/game.jsonl": its folder does not exist (ENOENT)',
  ],
];

for (const [args, message] of refusals) {
  test(`refuses ${args.map((a) => a || "''").join(' ')} with one line on stderr, nothing on stdout, exit 2`, async (t) => {
    t.deepEqual(await cli(args), { code: 2, stdout: '', stderr: `${message}\n` });
  });
}

test('--graph prints the picture of a fresh duel as Mermaid, the same for any seed and none: the turn loop, the choices, the hooks cards may attach; and plays nothing', async (t) => {
  const expected = duelPicture(duelGame.createEngine({ seed: 0 })).mermaid;
  t.deepEqual(await cli(['--graph']), { code: 0, stdout: expected, stderr: '' });
  t.deepEqual(await cli(['--graph', '--seed', '9', '--p1', 'human']), { code: 0, stdout: expected, stderr: '' });
  const shown = expected.split('\n');
  const { nodes, hooks } = duelPicture(duelGame.createEngine({ seed: 0 }));
  const halt = hooks.find((h) => h.node === 'duel.attack' && h.key === 'halt-the-charge:*')!.id;
  t.true(shown.includes('flowchart TD'));
  t.true(shown.includes(`  ${nodes['duel.end-phase']} ==> ${nodes['next-phase']}`), 'the end phase goes on to the next phase');
  t.true(shown.includes(`  ${nodes['end-turn']} ==> ${nodes['next-turn']}`), 'the turn ends and the next begins: the turn loop');
  t.true(
    shown.includes(`  ${nodes['duel.main-phase']} ==>|choice| ${nodes['duel.main-move']}`),
    'the main phase asks, and duel.main-move carries out the choice',
  );
  t.true(
    shown.includes(`  ${nodes['duel.main-move']} ==> ${nodes['duel.activate-spell']}`),
    'a main-phase move may activate a spell',
  );
  t.true(shown.includes(`  ${halt}{{"pre hook<br/>halt-the-<br/>charge:*<br/>by Halt the<br/>Charge"}}`));
  t.true(
    new RegExp(`^ {2}class [^ ]*\\b${halt}\\b[^ ]* possible$`, 'm').test(expected),
    'no card has attached it yet: drawn as possible',
  );
});

test('--graph --load draws the saved game, with the hooks its cards attached: a set trap holds a pre hook on duel.attack', async (t) => {
  const engine = firstQuestion();
  engine.decide('p1', engine.pending!.options[8]!);
  engine.run();
  const save = join(dir, 'trap-set.json');
  writeSave(save, engine, 4, { p1: 'human', p2: 'greedy' });
  const run = await cli(['--load', save, '--graph']);
  t.deepEqual(run, { code: 0, stdout: duelPicture(readSave(save).engine).mermaid, stderr: '' });
  const { nodes, hooks } = duelPicture(readSave(save).engine);
  const halt = hooks.find((h) => h.node === 'duel.attack' && h.key === 'halt-the-charge:*')!.id;
  t.true(run.stdout.includes(`  ${halt} -.- ${nodes['duel.attack']}`));
  t.false(
    new RegExp(`^ {2}class [^ ]*\\b${halt}\\b[^ ]* possible$`, 'm').test(run.stdout),
    'the trap is set: its hook is attached now',
  );
});

test('--trace FILE on a bot duel writes one JSON line per node run, in step order, and the log is unchanged', async (t) => {
  const file = join(dir, 'bots.jsonl');
  const args = ['--seed', '11', '--p1', 'greedy', '--p2', 'random'];
  const plain = await cli(args);
  t.deepEqual(await cli([...args, '--trace', file]), { ...plain, code: 0 });
  const engine = duelGame.createEngine({ seed: 11, agents: { p1: greedyAgent(), p2: makeAgent('random', 11, 'p2') } });
  const runs = watch(engine);
  engine.run();
  t.is(plain.stdout, `${['Seed 11: Player 1 is greedy, Player 2 is random', ...lines(engine)].join('\n')}\n`);
  t.true(runs.length > 200, `${runs.length} runs`);
  t.deepEqual(
    records(file).map((r) => [r.step, r.node]),
    runs,
  );
  t.deepEqual(
    runs.map(([step]) => step),
    runs.map((_, i) => i + 1),
  );
});

test('--trace FILE on a human game covers the whole session: every node run before and after each answer, until q', async (t) => {
  const file = join(dir, 'human.jsonl');
  const run = await cli(['--seed', '4', '--p1', 'human', '--p2', 'greedy', '--trace', file], ['1\n', 'q\n']);
  t.is(run.code, 0);
  t.true(run.stdout.endsWith('q\nQuit: the duel is left unfinished (not saved).\n'));
  const engine = duelGame.createEngine({ seed: 4, agents: { p2: greedyAgent() } });
  const runs = watch(engine);
  engine.run();
  const beforeAnswer = runs.length;
  engine.decide('p1', engine.pending!.options[0]!);
  engine.run();
  t.true(beforeAnswer > 10 && runs.length > beforeAnswer, `${beforeAnswer} then ${runs.length} runs`);
  t.deepEqual(
    records(file).map((r) => [r.step, r.node]),
    runs,
  );
});

test('--trace FILE with --load traces the rest of the saved game, its steps numbered on from the save', async (t) => {
  const save = join(dir, 'first-question.json');
  writeSave(save, firstQuestion(), 4, { p1: 'human', p2: 'greedy' });
  const file = join(dir, 'resumed.jsonl');
  const run = await cli(['--load', save, '--p1', 'greedy', '--trace', file]);
  t.is(run.code, 0);
  const { engine } = readSave(save);
  const first = engine.steps + 1;
  for (const player of ['p1', 'p2']) engine.setAgent(player, greedyAgent());
  const runs = watch(engine);
  engine.run();
  t.is(run.stdout, `${[`Resumed ${save}: Player 1 is greedy, Player 2 is greedy`, ...lines(engine)].join('\n')}\n`);
  t.true(first > 10);
  t.is(records(file)[0]!.step, first);
  t.deepEqual(
    records(file).map((r) => [r.step, r.node]),
    runs,
  );
});
