// `cardweave describe`: the Markdown digest of a game on stdout, exit 0; --help; each refusal one
// line on stderr with exit status 2. Run in this process through describeCommand, and as the real
// `cardweave` process.
import test from 'ava';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeCommand } from '../../lib/server/index.js';
import { DESCRIBE_HELP } from '../../lib/server/card-report-command.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const TINY = 'test/cards/fixtures/tiny-card-game.ts';
const EXTRA = 'test/cards/fixtures/tiny-extra-pack.json';
const DIGEST = readFileSync(resolve(root, 'test/cards/fixtures/tiny-card-game.md'), 'utf8');

async function describe(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await describeCommand(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

test('describe --help prints its help, exit 0', async (t) => {
  t.deepEqual(await describe('--help'), { code: 0, out: [DESCRIBE_HELP], err: [] });
  t.true(DESCRIBE_HELP.startsWith('Usage: cardweave describe [options] <game module>[#EXPORT]\n'));
  t.true(DESCRIBE_HELP.includes('--pack FILE           a pack loaded with the game; repeatable'));
});

test('the digest of the fixture game with its JSON pack, exactly', async (t) => {
  t.deepEqual(await describe(TINY, '--pack', EXTRA), { code: 0, out: [DIGEST.trimEnd()], err: [] });
});

test('refusals: one line on stderr naming what was wrong, exit 2, nothing on stdout', async (t) => {
  const cases: [string[], string][] = [
    [[], 'cardweave describe: describe needs a game module (cardweave describe --help)'],
    [
      [TINY, EXTRA],
      'cardweave describe: describe takes one game module, got 2: give packs with --pack (cardweave describe --help)',
    ],
    [['no/such/game.ts'], `cardweave describe: no file ${resolve(root, 'no/such/game.ts')}`],
    [[`${TINY}#nope`], `cardweave describe: ${resolve(root, TINY)} exports no card game "nope" (make one with defineCardGame)`],
    [
      [TINY, '--pack', 'test/cards/fixtures/broken-pack.ts'],
      `cardweave describe: --pack: Card pack file "${resolve(root, 'test/cards/fixtures/broken-pack.ts')}" could not be loaded: broken on purpose`,
    ],
    [[TINY, '--json'], 'cardweave describe: unknown option "--json" (cardweave describe --help)'],
  ];
  for (const [args, line] of cases) t.deepEqual(await describe(...args), { code: 2, out: [], err: [line] }, args.join(' '));
});

test('the real cardweave process: the digest on stdout, exit 0; a missing module, exit 2 with one line', (t) => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import=tsx', 'lib/server/bin.ts', 'describe', ...args], { cwd: root, encoding: 'utf8' });
  const ok = run(TINY, '--pack', EXTRA);
  t.is(ok.status, 0);
  t.is(ok.stderr, '');
  t.is(ok.stdout, DIGEST);
  const bad = run('no/such/game.ts');
  t.is(bad.status, 2);
  t.is(bad.stdout, '');
  t.is(bad.stderr, `cardweave describe: no file ${resolve(root, 'no/such/game.ts')}\n`);
});
