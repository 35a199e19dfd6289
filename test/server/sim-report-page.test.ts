// `cardweave sim --report FILE.html`: the page is written after the report is printed; a target the
// page cannot go to is refused in one line, exit 2, before any game is played; a file already there
// is replaced only with --force. Runs simCommand in this process, its games in real worker threads.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'ava';
import { SIM_HELP } from '../../lib/server/sim-command.js';
import { sim } from './sim-in-process.js';
import { writeReportFile } from '../../lib/server/sim-report-file.js';

const WAR = 'examples/war/game.ts';

function scratch(t: { teardown: (f: () => void) => void }): string {
  const folder = mkdtempSync(join(tmpdir(), 'cardweave-sim-report-'));
  t.teardown(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

test('--report writes the page after printing the JSON report, which is the same as without --report', async (t) => {
  const file = join(scratch(t), 'war.html');
  const args = [WAR, '--games', '60', '--seed', '1', '--json'];
  const plain = await sim(...args);
  const paged = await sim(...args, '--report', file);
  t.deepEqual(paged, plain);
  t.is(paged.code, 0);
  const page = readFileSync(file, 'utf8');
  t.true(page.startsWith('<!DOCTYPE html>\n'));
  t.regex(
    page,
    /<title>examples\/war\/game\.ts \(warGame\): simulation report \(60 games from seed 1, \d{4}-\d\d-\d\d \d\d:\d\d UTC\)<\/title>/,
  );
  t.true(page.includes('<h2>Seats</h2>') && page.includes('<h2>Game length</h2>') && page.includes('<table id="cards">'));
});

test('the table output says where the page went', async (t) => {
  const file = join(scratch(t), 'war.html');
  const run = await sim(WAR, '--games', '20', '--seed', '3', '--report', file);
  t.is(run.code, 0);
  t.is(run.out.at(-1), `Report page written to ${file}`);
  t.true(readFileSync(file, 'utf8').includes('20 games from seed 3, '));
});

test('a file already there is refused before any game, one line, exit 2, and left as it was; --force replaces it', async (t) => {
  const folder = scratch(t);
  const file = join(folder, 'notes.html');
  writeFileSync(file, 'my notes');
  // The game module does not exist: the refusal names the file, so it came before the game was loaded.
  t.deepEqual(await sim('no/such/game.ts', '--games', '20', '--seed', '1', '--report', file), {
    code: 2,
    out: [],
    err: [`cardweave sim: --report ${file} already exists: give --force to replace it`],
  });
  t.is(readFileSync(file, 'utf8'), 'my notes');
  const forced = await sim(WAR, '--games', '20', '--seed', '1', '--report', file, '--force', '--json');
  t.is(forced.code, 0);
  t.true(readFileSync(file, 'utf8').startsWith('<!DOCTYPE html>'));
});

test('the page is written whole through a temporary file: none is left behind, and a file that appeared meanwhile is kept', (t) => {
  const folder = scratch(t);
  const file = join(folder, 'r.html');
  writeReportFile(file, '<p>one</p>', false);
  t.deepEqual(readdirSync(folder), ['r.html']);
  // Between the check and the write a file appears: it is refused, not replaced.
  const error = t.throws(() => writeReportFile(file, '<p>two</p>', false));
  t.is(error.message, `--report ${file} already exists: give --force to replace it`);
  t.is(readFileSync(file, 'utf8'), '<p>one</p>');
  t.deepEqual(readdirSync(folder), ['r.html']);
  writeReportFile(file, '<p>three</p>', true);
  t.is(readFileSync(file, 'utf8'), '<p>three</p>');
  t.deepEqual(readdirSync(folder), ['r.html']);
  const missing = join(folder, 'gone', 'r.html');
  t.is(t.throws(() => writeReportFile(missing, 'x', false)).message, `--report: could not write ${missing} (ENOENT)`);
});

test('other targets refused in one line, exit 2, nothing on stdout', async (t) => {
  const folder = scratch(t);
  mkdirSync(join(folder, 'a.html'));
  const cases: [string[], string][] = [
    [
      ['--report', join(folder, 'r.txt')],
      `cardweave sim: --report must name an .html file, got ${JSON.stringify(join(folder, 'r.txt'))}`,
    ],
    [['--report', join(folder, 'no', 'r.html')], `cardweave sim: --report: no folder ${join(folder, 'no')}`],
    [['--report', join(folder, 'a.html'), '--force'], `cardweave sim: --report ${join(folder, 'a.html')} is not a file`],
    [['--force'], 'cardweave sim: --force only applies with --report (cardweave sim --help)'],
    [['--report'], 'cardweave sim: option "--report" needs a value (cardweave sim --help)'],
  ];
  for (const [extra, line] of cases)
    t.deepEqual(await sim(WAR, '--games', '20', '--seed', '1', ...extra), { code: 2, out: [], err: [line] }, extra.join(' '));
});

test('the help names --report and --force', (t) => {
  t.true(SIM_HELP.includes('\n  --report FILE.html    also write the report as one page to read in a\n'));
  t.true(SIM_HELP.includes('\n  --force               with --report: replace the file if it exists\n'));
  t.true(SIM_HELP.includes('  cardweave sim examples/duel/game.ts --games 1000 --seed 1 --report duel.html\n'));
});
