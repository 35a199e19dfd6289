// The catalogue scenarios of the files the command lines and loadCardPackFile read and write
// (issue 13): kept apart from scenarios.ts, which spreads them in. Files a scenario needs are made
// in SCRATCH, a folder of this process that docs/errors.md writes as `<tmp>`.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Engine, loadCardPackFile, simulate } from '../../../lib/index.js';
import { maxWorkers } from '../../../lib/sim/index.js';
import { greedyAgent } from '../../../examples/duel/agents/index.js';
import { runCli as duelCli } from '../../../examples/duel/cli/run.js';
import { duelGame } from '../../../examples/duel/game.js';
import { writeSave } from '../../../examples/duel/save-file.js';
import { runCli as warCli } from '../../../examples/war/cli/run.js';
import { runTraceCommand } from '../../../tools/trace-command.js';
import { spawnAsOtherUser } from '../../examples/shared/fixtures/as-other-user.js';
import type { Outcome } from './scenarios.js';

/** The scratch folder of this process; `<tmp>` in docs/errors.md. */
export const SCRATCH = mkdtempSync(join(tmpdir(), 'catalogue-'));

/** A file in SCRATCH, made once with `make` (given its path) the first time a scenario asks for it. */
function scratch(name: string, make: (path: string) => void): string {
  const path = join(SCRATCH, name);
  if (!existsSync(path)) make(path);
  return path;
}

const FIXTURES = 'test/reliability/fixtures';
const sink = () => {
  const stream = { text: '', isTTY: false, write: (chunk: string) => ((stream.text += chunk), true) };
  return stream as unknown as NodeJS.WriteStream & { text: string };
};

async function war(...argv: string[]): Promise<Outcome> {
  const stderr = sink();
  const status = await warCli(argv, { stdout: sink(), stderr });
  return { kind: 'cli', status, stderr: stderr.text };
}

async function duel(...argv: string[]): Promise<Outcome> {
  const stderr = sink();
  const stdin = Readable.from([]) as unknown as NodeJS.ReadableStream & { isTTY?: boolean };
  const status = await duelCli(argv, { stdin, stdout: sink(), stderr });
  return { kind: 'cli', status, stderr: stderr.text };
}

function trace(...argv: string[]): Outcome {
  let stderr = '';
  const status = runTraceCommand(argv, { out: () => {}, err: (text) => (stderr += text) });
  return { kind: 'cli', status, stderr };
}

function fails(fn: () => unknown): Outcome {
  try {
    fn();
  } catch (error) {
    return {
      kind: 'error',
      name: (error as Error).name,
      message: (error as Error).message,
      code: (error as { code?: unknown }).code,
    };
  }
  throw new Error('the scenario did not fail');
}

async function failsAsync(fn: () => Promise<unknown>): Promise<Outcome> {
  try {
    await fn();
  } catch (error) {
    return {
      kind: 'error',
      name: (error as Error).name,
      message: (error as Error).message,
      code: (error as { code?: unknown }).code,
    };
  }
  throw new Error('the scenario did not fail');
}

/** A duel save of seed 4, Player 1 asked its first question, with `edit` made to its parsed JSON. */
function duelSave(name: string, edit: (save: any) => void = () => {}): string {
  return scratch(name, (path) => {
    const engine = duelGame.createEngine({ seed: 4, agents: { p2: greedyAgent() } });
    engine.run();
    writeSave(path, engine, 4, { p1: 'human', p2: 'greedy' });
    const save = JSON.parse(readFileSync(path, 'utf8'));
    edit(save);
    writeFileSync(path, JSON.stringify(save));
  });
}

const fifo = (name: string): string => scratch(name, (path) => execFileSync('mkfifo', [path]));
/** A valid pack file outside the repository, importing the library by absolute path, plus `tail`. */
const tinyPack = (name: string, tail = ''): string =>
  scratch(name, (path) =>
    writeFileSync(
      path,
      `import { defineCardPack } from '${join(process.cwd(), 'lib/index.js')}';\nexport default defineCardPack({ name: 'tiny', cards: [] });\n${tail}`,
    ),
  );
/** `text`, then `lead` and spaces up to exactly 1 MiB + 1 byte: one byte over a 1 MiB limit, whatever `text` is. */
const padded = (name: string, text: string, lead: string): string =>
  scratch(name, (path) =>
    writeFileSync(path, `${text}${lead}${' '.repeat((1 << 20) + 1 - Buffer.byteLength(text) - lead.length)}`),
  );

export const fileScenarios: Record<string, () => Outcome | Promise<Outcome>> = {
  // ---- loadCardPackFile
  'pack-file-directory': () => failsAsync(() => loadCardPackFile(FIXTURES)),
  'pack-file-special': () => failsAsync(() => loadCardPackFile('/dev/zero')),
  'pack-file-too-large': () => failsAsync(() => loadCardPackFile(`${FIXTURES}/typo-pack.ts`, { maxBytes: 100 })),
  'pack-file-bad-limit': () => failsAsync(() => loadCardPackFile(`${FIXTURES}/typo-pack.ts`, { maxBytes: 0 })),
  'pack-file-syntax': () =>
    failsAsync(() =>
      loadCardPackFile(scratch('syntax-pack.ts', (path) => writeFileSync(path, "export default { name: 'typo', cards: [, };\n"))),
    ),
  'pack-json-syntax': () =>
    failsAsync(() =>
      loadCardPackFile(
        scratch('trailing-comma.json', (path) => writeFileSync(path, '{\n  "name": "typo",\n  "cards": [],\n}\n')),
      ),
    ),
  'pack-json-invalid': () =>
    failsAsync(() =>
      loadCardPackFile(
        scratch('misspelt-pack.json', (path) =>
          writeFileSync(
            path,
            '{\n  "name": "typo",\n  "cards": [\n    { "id": "typo.a", "nmae": "A", "kind": "ability" }\n  ]\n}\n',
          ),
        ),
      ),
    ),

  // ---- simulate()
  'sim-workers-too-many': () =>
    failsAsync(() =>
      simulate({
        game: { module: join(process.cwd(), 'examples/duel/simulate-game.ts'), export: 'playDuel' },
        options: { p1: 'greedy', p2: 'random' },
        games: 10,
        seed: 1,
        workers: maxWorkers() + 1,
      }),
    ),
  'sim-max-pack-bytes': () =>
    failsAsync(() =>
      simulate({
        game: { module: join(process.cwd(), 'examples/duel/simulate-game.ts'), export: 'playDuel' },
        games: 1,
        seed: 1,
        maxPackBytes: -1,
      }),
    ),

  // ---- both command lines: the shared flags
  'cli-force-alone': () => war('--force'),
  'cli-max-input-mb': () => duel('--max-input-mb', '0'),

  // ---- the War command line: --pack and --trace files
  'war-pack-empty': () => war('--pack', ''),
  'war-pack-directory': () => war('--pack', FIXTURES),
  'war-pack-device': () => war('--pack', '/dev/zero'),
  'war-pack-fifo': () => war('--pack', fifo('pack-pipe.ts')),
  'war-pack-too-large': () =>
    war('--pack', padded('big-pack.ts', readFileSync(tinyPack('small-pack.ts'), 'utf8'), '//'), '--max-input-mb', '1'),
  'war-pack-syntax': () =>
    war(
      '--pack',
      scratch('typo-pack.ts', (path) =>
        writeFileSync(path, "// A missing bracket.\nexport default {\n  name: 'typo',\n  cards: [,\n};\n"),
      ),
    ),
  'war-trace-exists': () => war('--seed', '1', '--trace', `${FIXTURES}/chess-save.json`),
  'war-trace-pack': () =>
    war('--seed', '1', '--pack', 'examples/war/packs/reversal.ts', '--trace', 'examples/war/packs/reversal.ts', '--force'),
  'war-trace-directory': () => war('--seed', '1', '--trace', FIXTURES),
  'war-trace-full': () => war('--seed', '1', '--trace', '/dev/full'),

  // ---- the duel command line: --load and --trace files
  'duel-load-empty-path': () => duel('--load', ''),
  'duel-trust-save-without-load': () => duel('--trust-save'),
  'duel-load-directory': () => duel('--load', FIXTURES),
  'duel-load-device': () => duel('--load', '/dev/zero'),
  'duel-load-fifo': () => duel('--load', fifo('save-pipe.json')),
  'duel-load-unreadable': () => {
    const save = duelSave('private-save.json');
    chmodSync(save, process.getuid?.() === 0 ? 0o600 : 0o000);
    const child = spawnAsOtherUser('examples/duel/main.ts', ['--load', save], [SCRATCH]);
    return { kind: 'cli', status: child.status ?? -1, stderr: child.stderr };
  },
  'duel-load-too-large': () =>
    duel('--load', padded('big-save.json', readFileSync(duelSave('to-pad.json'), 'utf8'), ''), '--max-input-mb', '1'),
  'duel-load-utf16': () =>
    duel(
      '--load',
      scratch('utf16-save.json', (path) =>
        writeFileSync(path, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{}', 'utf16le')])),
      ),
    ),
  'duel-load-binary': () =>
    duel(
      '--load',
      scratch('image.png', (path) => writeFileSync(path, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))),
    ),
  'duel-load-empty': () =>
    duel(
      '--load',
      scratch('empty-save.json', (path) => writeFileSync(path, '')),
    ),
  'duel-load-not-object': () =>
    duel(
      '--load',
      scratch('list-save.json', (path) => writeFileSync(path, '[1, 2, 3]')),
    ),
  'duel-load-unknown-pending-player': () =>
    duel(
      '--load',
      duelSave('p3-save.json', (save) => (save.snapshot.pending.player = 'p3')),
    ),
  'duel-trace-exists': () => duel('--seed', '1', '--p1', 'greedy', '--trace', `${FIXTURES}/chess-save.json`),
  'duel-trace-save': () => {
    const save = duelSave('resume-save.json');
    return duel('--load', save, '--p1', 'greedy', '--trace', save, '--force');
  },
  'duel-trace-full': () => duel('--seed', '1', '--p1', 'greedy', '--trace', '/dev/full'),

  // ---- the duel's save at the terminal (s FILE): the game goes on, the line is printed after "Not saved: "
  'duel-save-not-a-save': () =>
    fails(() => writeSave(`${FIXTURES}/typo-pack.ts`, startedDuel(), 4, { p1: 'human', p2: 'greedy' })),
  'duel-save-trace': () =>
    fails(() =>
      writeSave('game.jsonl', startedDuel(), 4, { p1: 'human', p2: 'greedy' }, [
        { path: 'game.jsonl', role: 'the trace file this session writes' },
      ]),
    ),
  'duel-save-failed': () => fails(() => writeSave('/dev/full', startedDuel(), 4, { p1: 'human', p2: 'greedy' })),

  // ---- npm run trace
  'trace-file-device': () => trace('/dev/zero'),
  'trace-file-too-large': () =>
    trace(
      scratch('big.jsonl', (path) => writeFileSync(path, ' '.repeat((1 << 20) + 1))),
      '--max-input-mb',
      '1',
    ),
  'trace-page-exists': () =>
    trace(
      scratch('game.jsonl', (path) => writeFileSync(path, '{"trace":"cardweave","version":1,"rules":"war"}\n')),
      '--html',
      scratch('notes.html', (path) => writeFileSync(path, 'my notes')),
    ),

  // ---- npm run bench
  'bench-unknown-option': () => {
    const child = spawnSync(process.execPath, ['--import=tsx', 'bench/run.ts', '--jsno'], { encoding: 'utf8' });
    return { kind: 'cli', status: child.status ?? -1, stderr: child.stderr };
  },
};

/** A duel at its first question, to save. */
function startedDuel(): Engine<any> {
  const engine = duelGame.createEngine({ seed: 4, agents: { p2: greedyAgent() } });
  engine.run();
  return engine;
}

mkdirSync(SCRATCH, { recursive: true });
