// `cardweave serve`: every flag and environment value is checked before anything starts; a bad
// one is one line on stderr and exit status 2. --help prints the options.
import test from 'ava';
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../../lib/server/serve.js';
import { tempDir } from './fixtures.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

async function run(argv: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const result = await serve(argv, env, { out: (l) => out.push(l), err: (l) => err.push(l) });
  if (typeof result !== 'number') {
    await result.close();
    return { code: 'running' as const, out, err };
  }
  return { code: result, out, err };
}

const dir = tempDir();
test.after.always(() => dir.remove());
const DUEL = `${join(root, 'examples/duel/table.ts')}#duelTable`;

test('refusals: one line each, exit status 2, nothing started', async (t) => {
  const file = join(dir.path, 'not-a-folder');
  writeFileSync(file, 'x');
  writeFileSync(join(dir.path, 'empty.js'), 'export const table = 1;\n');
  const cases: [string[], Record<string, string>, string][] = [
    [['--port', '99999'], {}, '--port must be a whole number from 0 to 65535, got "99999"'],
    [['--port', 'eighty'], {}, '--port must be a whole number from 0 to 65535, got "eighty"'],
    [[], { PORT: '-1' }, 'PORT must be a whole number from 0 to 65535, got "-1"'],
    [['--port', '-1'], {}, '--port must be a whole number from 0 to 65535, got "-1"'],
    [['--bot-delay', '-300'], {}, '--bot-delay must be a whole number from 0 to 60000, got "-300"'],
    [['--data', file], {}, `--data ${file} is not a folder`],
    [[], { CARDWEAVE_DATA: file }, `CARDWEAVE_DATA ${file} is not a folder`],
    [[], { DATABASE_URL: 'mysql://x@localhost/db' }, 'DATABASE_URL must start with postgres:// or postgresql://, got mysql://'],
    [['--database-url', 'not a url'], {}, '--database-url must be a URL like postgres://user:password@host:5432/database'],
    [['--game', 'duel'], {}, '--game must be ID=MODULE or ID=MODULE#EXPORT (e.g. duel=./duel-table.js#table), got "duel"'],
    [['--game', 'x=/nonexistent/game.js'], {}, '--game x: no file /nonexistent/game.js'],
    [
      ['--game', `x=${join(dir.path, 'empty.js')}`],
      {},
      `--game x: ${join(dir.path, 'empty.js')} exports no table game "table" (make one with defineTableGame from cardweave/server)`,
    ],
    [
      [
        '--game',
        `duel=${join(root, 'examples/duel/table.ts')}#duelTable`,
        '--game',
        `duel=${join(root, 'examples/duel/table.ts')}#duelTable`,
      ],
      {},
      '--game duel is given twice',
    ],
    [
      ['--game', `war=${join(root, 'examples/duel/table.ts')}#duelTable`],
      {},
      `--game war: the table game in ${join(root, 'examples/duel/table.ts')} is named "duel", not "war"`,
    ],
    [['--bot-delay', '1e3'], {}, '--bot-delay must be a whole number from 0 to 60000, got "1e3"'],
    [['--keyframe-every', '0'], {}, '--keyframe-every must be a whole number from 1 to 100000, got "0"'],
    [['--colour'], {}, "Unknown option '--colour' (see --help)"],
    [['extra'], {}, "Unexpected argument 'extra'. This command does not take positional arguments (see --help)"],
    [['--host', 'a b'], {}, '--host must be a host name or IP address, got "a b"'],
    // The library hosts only the games it is given: no --game is refused, even in a checkout with examples.
    [['--data', dir.path], {}, 'no game to host: name one with --game ID=MODULE#EXPORT (see --help)'],
  ];
  for (const [argv, env, line] of cases) {
    t.deepEqual(await run(argv, env), { code: 2, out: [], err: [`cardweave serve: ${line}`] }, argv.join(' '));
  }
});

test('a port in use: one line, exit status 1', async (t) => {
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const port = (blocker.address() as { port: number }).port;
  const result = await run(['--port', String(port), '--data', dir.path, '--game', `duel=${DUEL}`]);
  blocker.close();
  t.deepEqual(result, {
    code: 1,
    out: [],
    err: [`cardweave serve: cannot start: port ${port} is in use: pick another with --port`],
  });
});

test('the bin: --help prints both commands and exits 0; an unknown or missing command is one line, exit 2', (t) => {
  const bin = (...args: string[]) =>
    spawnSync(process.execPath, ['--import=tsx', 'lib/server/bin.ts', ...args], { cwd: root, encoding: 'utf8' });
  const help = bin('serve', '--help');
  t.is(help.status, 0);
  t.true(help.stdout.startsWith('Usage: cardweave serve [options]\n'));
  for (const env of ['PORT', 'CARDWEAVE_DATA', 'DATABASE_URL']) t.true(help.stdout.includes(`env ${env}`), env);
  t.is(help.stderr, '');
  const wrong = bin('serv');
  t.is(wrong.status, 2);
  t.is(
    wrong.stderr,
    'cardweave: unknown command "serv": the commands are "serve", "cards", "describe", "sim" and "worker" (cardweave serve --help, cardweave cards --help, cardweave describe --help, cardweave sim --help, cardweave worker --help)\n',
  );
  const bare = bin();
  t.is(bare.status, 2);
  t.is(bare.stdout, '');
  t.is(
    bare.stderr,
    'cardweave: no command given: the commands are "serve", "cards", "describe", "sim" and "worker" (cardweave serve --help, cardweave cards --help, cardweave describe --help, cardweave sim --help, cardweave worker --help)\n',
  );
  const top = bin('--help');
  t.is(top.status, 0);
  t.is(
    top.stdout,
    'Usage: cardweave serve [options]   (cardweave serve --help for the options)\n' +
      '       cardweave cards check|report|schema [options] ...   (cardweave cards --help)\n' +
      '       cardweave describe [options] <game module>   (cardweave describe --help)\n' +
      '       cardweave sim [options] <game module> --games N --seed S   (cardweave sim --help)\n' +
      '       cardweave worker --queue URL   (cardweave worker --help)\n',
  );
});

test("npm run serve's entry, examples/serve.ts, hosts the examples' War and duel through the library, and stops on SIGTERM", async (t) => {
  const data = join(dir.path, 'examples-entry');
  const child = spawn(process.execPath, ['--import=tsx', 'examples/serve.ts', '--port', '0', '--data', data], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  t.teardown(() => child.kill('SIGKILL'));
  let err = '';
  child.stderr.on('data', (d) => (err += String(d)));
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += String(d);
      if (out.includes('\n')) resolve(out.split('\n')[0]!);
    });
    child.once('exit', (code) => reject(new Error(`examples/serve.ts exited (${code}): ${err}`)));
  });
  const url = /^cardweave serve: (http:\/\/127\.0\.0\.1:\d+) /.exec(line)?.[1];
  t.is(line, `cardweave serve: ${url} (tables in PGlite in ${join(data, 'pglite')}; games: war, duel)`);
  const games = (await (await fetch(`${url}/api/games`)).json()) as { id: string }[];
  t.deepEqual(
    games.map((g) => g.id),
    ['war', 'duel'],
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  t.is(await exited, 0);
  t.is(err, '');
});
