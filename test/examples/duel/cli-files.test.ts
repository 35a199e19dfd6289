// The duel CLI's files: --load reads a save within bounds and names what is wrong with it; a save
// for a player the terminal does not know is refused; saving at the terminal never destroys a file
// (an older save survives a failed write; a file that is not a save is not replaced); --trace never
// replaces the save being loaded.
import test from 'ava';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, linkSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { writeFileAtomic } from '../../../examples/shared/files/atomic-write.js';
import { greedyAgent } from '../../../examples/duel/agents/index.js';
import { runCli } from '../../../examples/duel/cli/run.js';
import { duelGame } from '../../../examples/duel/game.js';
import { writeSave } from '../../../examples/duel/save-file.js';
import { spawnAsOtherUser } from '../shared/fixtures/as-other-user.js';
import { captureCli } from '../shared/fixtures/capture-cli.js';
import { tempFolder, tempFolderForFile } from '../../temp-folder.js';

const dir = tempFolderForFile('duel-cli-files-');

/** Runs the duel CLI in this process with captured, non-terminal output; `input` is piped to stdin. */
const cli = (argv: string[], input: string[] = []) => captureCli(runCli, argv, input);

const refused = (stderr: string) => ({ code: 2, stdout: '', stderr: `${stderr}\n` });

/** A save of seed 4 with Player 1 (human) asked its first question; returns its path. */
function savedGame(name: string): string {
  const engine = duelGame.createEngine({ seed: 4, agents: { p2: greedyAgent() } });
  engine.run();
  const path = join(dir, name);
  writeSave(path, engine, 4, { p1: 'human', p2: 'greedy' });
  return path;
}

test('--trace never replaces the save being loaded, however the path is spelled, even with --force', async (t) => {
  const save = savedGame('resume-me.json');
  const before = readFileSync(save, 'utf8');
  const symlink = join(dir, 'save-link.json');
  symlinkSync(save, symlink);
  const hardLink = join(dir, 'save-hard-link.json');
  linkSync(save, hardLink);
  for (const trace of [save, relative(process.cwd(), save), symlink, hardLink]) {
    t.deepEqual(
      await cli(['--load', save, '--p1', 'greedy', '--trace', trace, '--force']),
      refused(`Trace file "${trace}" is the save file being loaded ("${save}"): choose another path for the trace`),
      trace,
    );
  }
  t.is(readFileSync(save, 'utf8'), before);
});

test('--load names what is wrong with the file: a directory, /dev/zero, a FIFO, UTF-16, a file over --max-input-mb, JSON with a mistake', async (t) => {
  const fifo = join(dir, 'save-pipe.json');
  execFileSync('mkfifo', [fifo]);
  const utf16 = join(dir, 'utf16.json');
  writeFileSync(utf16, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{}', 'utf16le')]));
  const big = join(dir, 'big.json');
  writeFileSync(big, `${readFileSync(savedGame('to-pad.json'), 'utf8')}${' '.repeat(1 << 20)}`);
  const size = readFileSync(big).length.toLocaleString('en-US');
  const typo = join(dir, 'typo.json');
  writeFileSync(typo, '{\n  "format": "cardweave/duel-save",\n  "version": 1\n  "seed": 4\n}\n');
  const cases: [string[], string][] = [
    [['--load', dir], `Save file "${dir}" is a directory, not a regular file`],
    [['--load', '/dev/zero'], 'Save file "/dev/zero" is a character device, not a regular file'],
    [['--load', fifo], `Save file "${fifo}" is a named pipe (FIFO), not a regular file`],
    [['--load', utf16], `Save file "${utf16}" is UTF-16 text (it starts with a UTF-16 byte order mark): save it as UTF-8`],
    [
      ['--load', big, '--max-input-mb', '1'],
      `Save file "${big}" is ${size} bytes, over the limit of 1 MiB (1,048,576 bytes) for input files: raise it with --max-input-mb`,
    ],
    [['--load', typo], `Save file "${typo}" is not valid JSON at line 4, column 3: unexpected """ (expected "," or "}")`],
  ];
  for (const [args, message] of cases) t.deepEqual(await cli(args), refused(message), args.join(' '));
  // Raised, the padded save loads and the duel goes on.
  const resumed = await cli(['--load', big, '--max-input-mb', '2', '--p1', 'greedy']);
  t.is(resumed.code, 0);
  t.true(resumed.stdout.startsWith(`Resumed ${big}: Player 1 is greedy, Player 2 is greedy\n`));
});

test('--load of a save that cannot be read says so, not "not valid JSON"', (t) => {
  const save = savedGame('private.json');
  chmodSync(save, 0o600);
  if (process.getuid?.() !== 0) chmodSync(save, 0o000);
  const child = spawnAsOtherUser('examples/duel/main.ts', ['--load', save], [dir]);
  t.deepEqual(
    { status: child.status, stdout: child.stdout, stderr: child.stderr },
    { status: 2, stdout: '', stderr: `Save file "${save}" cannot be read: permission denied (EACCES)\n` },
  );
});

test('a save with a UTF-8 byte order mark (as some editors write) loads like the same save without it', async (t) => {
  const plain = savedGame('plain.json');
  const bom = join(dir, 'bom.json');
  writeFileSync(bom, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), readFileSync(plain)]));
  const [a, b] = [await cli(['--load', plain, '--p1', 'greedy']), await cli(['--load', bom, '--p1', 'greedy'])];
  t.is(b.code, 0);
  t.is(b.stdout.replace(bom, plain), a.stdout);
});

test('a save whose pending decision is for a player the duel does not have: one line, exit 2 (it used to crash drawing the board)', async (t) => {
  const save = savedGame('p3.json');
  const data = JSON.parse(readFileSync(save, 'utf8')) as { snapshot: { pending: { player: string } } };
  data.snapshot.pending.player = 'p3';
  writeFileSync(save, JSON.stringify(data));
  t.deepEqual(
    await cli(['--load', save], ['1\n']),
    refused(
      `Save file "${save}" cannot be restored: Snapshot does not match its replay: field "pending.player" is "p3" in the save, but "p1" when its decisions are played again`,
    ),
  );
});

const ask = (n: number): string => `Your move (1-${n}, s [file] to save, q to quit): `;

test('s at the terminal does not replace a file that is not a duel save, nor the session trace; it does replace an older save', async (t) => {
  const notes = join(dir, 'notes.txt');
  writeFileSync(notes, 'my notes\n');
  const older = savedGame('older.json');
  const trace = join(dir, 'session.jsonl');
  const run = await cli(
    ['--seed', '4', '--p1', 'human', '--p2', 'greedy', '--trace', trace],
    [`s ${notes}\n`, `s ${trace}\n`, `s ${older}\n`, 'q\n'],
  );
  t.is(run.code, 0);
  t.true(
    run.stdout.includes(
      [
        `${ask(12)}s ${notes}`,
        `Not saved: Save file "${notes}" already exists and is not a duel save: choose another name`,
        `${ask(12)}s ${trace}`,
        `Not saved: Save file "${trace}" is the trace file this session writes: choose another name`,
        `${ask(12)}s ${older}`,
        `Saved to ${older}; resume with: npm run duel -- --load ${older}`,
      ].join('\n'),
    ),
    run.stdout,
  );
  t.is(readFileSync(notes, 'utf8'), 'my notes\n');
  t.true(readFileSync(trace, 'utf8').startsWith('{"trace":"cardweave","version":1,"rules":"duel","picture":'));
  t.true(readFileSync(trace, 'utf8').split('\n')[1]!.startsWith('{"step":1,'));
});

/** Runs the real CLI in a child process under a file size limit (bash's ulimit -f, in KiB), `input` piped to stdin. */
function spawnLimited(kib: number, argv: string[], input: string): { code: number | null; out: string; err: string } {
  const command = `ulimit -f ${kib}; exec "${process.execPath}" --import=tsx examples/duel/main.ts "$@"`;
  const child = spawnSync('bash', ['-c', command, 'duel', ...argv], { input, encoding: 'utf8' });
  return { code: child.status, out: child.stdout, err: child.stderr };
}

test('a save that fails half-way (file size limit) leaves the older save intact and no temporary file; the duel goes on', (t) => {
  const folder = tempFolder(t, 'duel-save-limit-');
  const save = join(folder, 'duel-save.json');
  writeFileSync(save, readFileSync(savedGame('older-for-limit.json')));
  const before = readFileSync(save, 'utf8');
  t.true(before.length > 16 * 1024, 'the save is larger than the limit below');
  const run = spawnLimited(16, ['--seed', '4', '--p1', 'human', '--p2', 'greedy'], `1\ns ${save}\nq\n`);
  t.is(run.err, '');
  t.is(run.code, 0);
  t.true(
    run.out.includes(
      `${ask(4)}s ${save}\nNot saved: Cannot write save file "${save}": the file size limit was reached (EFBIG); the existing file is unchanged\n${ask(4)}q\n`,
    ),
    run.out,
  );
  t.is(readFileSync(save, 'utf8'), before);
  t.deepEqual(readdirSync(folder), ['duel-save.json']);
});

test('--trace /dev/full on a bot duel: one line, exit 2, nothing on stdout', async (t) => {
  t.deepEqual(
    await cli(['--seed', '11', '--p1', 'greedy', '--p2', 'random', '--trace', '/dev/full']),
    refused('Cannot write trace file "/dev/full": no space left on device (ENOSPC)'),
  );
  // The same in a real process: no stack trace.
  const child = spawnSync(
    process.execPath,
    ['--import=tsx', 'examples/duel/main.ts', '--seed', '11', '--p1', 'greedy', '--trace', '/dev/full'],
    {
      encoding: 'utf8',
    },
  );
  t.deepEqual(
    { status: child.status, stdout: child.stdout, stderr: child.stderr },
    {
      status: 2,
      stdout: '',
      stderr: 'Cannot write trace file "/dev/full": no space left on device (ENOSPC)\n',
    },
  );
});

test('a terminal session with --trace ended by SIGTERM or SIGINT ends by that signal, leaving only its temporary file, which the next write to the folder removes', async (t) => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    const folder = tempFolder(t, 'duel-signal-');
    const trace = join(folder, 'session.jsonl');
    const child = spawn(
      process.execPath,
      ['--import=tsx', 'examples/duel/main.ts', '--seed', '4', '--p1', 'human', '--trace', trace],
      {
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let out = '';
    const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.on('close', (code, by) => resolve({ code, signal: by })),
    );
    // Wait for the first question: the trace is being written to its temporary file by then.
    await new Promise<void>((resolve) =>
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes(ask(12))) resolve();
      }),
    );
    t.is(readdirSync(folder).length, 1, 'the temporary trace file exists while the session runs');
    child.kill(signal);
    t.deepEqual(await ended, { code: null, signal });
    // No handler ran (one could not while a pack loops): the temporary file stays, the trace never appeared.
    const left = readdirSync(folder);
    t.is(left.length, 1, signal);
    t.regex(left[0]!, /^\.session\.jsonl\.\d+-[0-9a-f]{8}\.tmp$/, signal);
    writeFileAtomic(join(folder, 'next.json'), '{}', { what: 'Save file', replace: false });
    t.deepEqual(readdirSync(folder), ['next.json'], signal);
  }
});

test('s into a folder the player may not look into: "Not saved" with the reason, and the duel goes on', (t) => {
  const folder = tempFolder(t, 'duel-closed-');
  const closed = join(folder, 'closed');
  mkdirSync(closed, { mode: 0o700 });
  if (process.getuid?.() !== 0) chmodSync(closed, 0o000);
  const save = join(closed, 'save.json');
  const child = spawnAsOtherUser(
    'examples/duel/main.ts',
    ['--seed', '4', '--p1', 'human', '--p2', 'greedy'],
    [folder],
    `s ${save}\nq\n`,
  );
  t.is(child.stderr, '');
  t.is(child.status, 0);
  t.true(
    child.stdout.includes(
      `${ask(12)}s ${save}\nNot saved: Cannot write save file "${save}": permission denied (EACCES)\n${ask(12)}q\n`,
    ),
    child.stdout,
  );
});
