/**
 * The recorder never rewrites a golden file silently: into a copy of the
 * golden folder, it reports each game that changed with where it first
 * differs, leaves files outside its catalogue alone, and with --check
 * writes nothing and exits 1.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import test, { type ExecutionContext } from 'ava';
import { goldenFolder } from '../../tools/golden/golden-files.js';
import { recordGolden } from '../../tools/golden/record.js';

const GAME = 'greedy-random-s1';
const original = readFileSync(path.join(goldenFolder('duel'), `${GAME}.json`), 'utf8');

/** A root holding test/golden/duel/ with this game's file (as `text`) and a hand-made file; removed after the test. */
function copyRoot(t: ExecutionContext, text: string): { root: string; file: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'golden-record-'));
  t.teardown(() => rmSync(root, { recursive: true, force: true }));
  const folder = goldenFolder('duel', root);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `${GAME}.json`), text);
  copyFileSync(path.join(goldenFolder('duel'), 'tides-s10.json'), path.join(folder, 'hand-made.json'));
  return { root, file: path.join(folder, `${GAME}.json`) };
}

async function record(argv: string[], root: string): Promise<{ status: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const status = await recordGolden(
    argv,
    (line) => out.push(line),
    (line) => err.push(line),
    root,
  );
  return { status, out, err };
}

/** The recorded game with checkpoint 4's digest broken, as a rule change would have left it. */
const broken = original.replace('"d603e69d7d218c9a"', '"0000000000000000"');

test('a game that changed is rewritten and reported with the decision where it first differs', async (t) => {
  t.not(broken, original);
  const { root, file } = copyRoot(t, broken);
  t.deepEqual(await record([`duel/${GAME}`], root), {
    status: 0,
    out: [
      `changed test/golden/duel/${GAME}.json: first differs after 4 decisions: checkpoint 4 was 0000000000000000 at node run 76, now d603e69d7d218c9a at node run 76` +
        " (only digests differ: the same answers, node runs and outcome, as when the state's layout changes)",
      'duel: 1 games recorded, 1 changed, 0 new, 0 unchanged',
      'left alone test/golden/duel/hand-made.json: not in the catalogue (delete it by hand if it should go)',
      'Say in the commit which games changed and why (test/golden/README.md).',
    ],
    err: [],
  });
  t.is(readFileSync(file, 'utf8'), original);
});

test('--check reports the change, writes nothing and exits 1', async (t) => {
  const { root, file } = copyRoot(t, broken);
  const run = await record(['--check', `duel/${GAME}`], root);
  t.is(run.status, 1);
  t.is(
    run.out[0],
    `differs test/golden/duel/${GAME}.json: first differs after 4 decisions: checkpoint 4 was 0000000000000000 at node run 76, now d603e69d7d218c9a at node run 76` +
      " (only digests differ: the same answers, node runs and outcome, as when the state's layout changes)",
  );
  t.is(run.out[1], 'duel: 1 games recorded, 1 differ, 0 new, 0 unchanged');
  t.is(readFileSync(file, 'utf8'), broken);
});

test('--check on a game as recorded exits 0 and reports it unchanged', async (t) => {
  const { root } = copyRoot(t, original);
  const run = await record(['--check', `duel/${GAME}`], root);
  t.is(run.status, 0);
  t.is(run.out[0], 'duel: 1 games recorded, 0 differ, 0 new, 1 unchanged');
});

test('an answer chosen differently is reported as the first differing decision', async (t) => {
  const doc = JSON.parse(original);
  doc.decisions[1] = ['p1', { move: 'end-turn' }];
  const { root } = copyRoot(t, JSON.stringify(doc));
  const run = await record(['--check', `duel/${GAME}`], root);
  t.is(
    run.out[0],
    `differs test/golden/duel/${GAME}.json: first differs at decisions[1]: was p1 chose {"move":"end-turn"}, now p1 chose {"move":"end-main"}`,
  );
});

test('a checkpoint taken at another node run is reported without the only-digests note', async (t) => {
  const { root } = copyRoot(t, original.replace('[76, 4, "d603e69d7d218c9a"]', '[77, 4, "0000000000000000"]'));
  const run = await record(['--check', `duel/${GAME}`], root);
  t.is(
    run.out[0],
    `differs test/golden/duel/${GAME}.json: first differs after 4 decisions: checkpoint 4 was 0000000000000000 at node run 77, now d603e69d7d218c9a at node run 76`,
  );
});

test('an unknown option and a filter matching no game are refused with status 2', async (t) => {
  const root = mkdtempSync(path.join(tmpdir(), 'golden-record-'));
  t.teardown(() => rmSync(root, { recursive: true, force: true }));
  t.deepEqual(await record(['--force'], root), {
    status: 2,
    out: [],
    err: ['Unknown option --force: usage: npm run golden:record -- [--check] [game | game/name ...]'],
  });
  t.deepEqual(await record(['duel/nope'], root), {
    status: 2,
    out: [],
    err: ['No catalogued golden game matches "duel/nope" (games: war, duel)'],
  });
});
