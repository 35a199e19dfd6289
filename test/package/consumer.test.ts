// cardweave as its users get it: `npm pack` makes the tarball (prepack builds dist/), a fresh
// project with no devDependencies installs it, and plain `node` runs docs/project.md's program. No
// TypeScript, tsx or decorator setting of this repository can leak in: the project lives in a
// temporary folder and every command runs with a scrubbed environment.
import test from 'ava';
import { execFile, spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);
// The programs of "Use cardweave in your project" (docs/project.md), and its table game (docs/tables.md).
const section = readFileSync(join(root, 'docs/project.md'), 'utf8');
const tablesPage = readFileSync(join(root, 'docs/tables.md'), 'utf8');
const work = mkdtempSync(join(tmpdir(), 'cardweave-consumer-'));
const project = join(work, 'project');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** The code block fenced as ```<info> in a page (by default docs/project.md). */
function block(info: string, from = section): string {
  const at = from.indexOf(`\n\`\`\`${info}\n`);
  if (at === -1) throw new Error(`the page has no \`\`\`${info} block`);
  const body = from.slice(at + info.length + 5);
  return body.slice(0, body.indexOf('```'));
}

/**
 * This process's environment without what `npm test` and ava put in it: npm's per-run settings
 * (npm_config_local_prefix would point a nested `npm install` at this repository), NODE_OPTIONS
 * and tsx's settings. The user's npm settings (registry, cache, CA file) come from their npmrc.
 */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^npm_(package_|lifecycle_|command$|execpath$|node_execpath$)/i.test(key)) continue;
    if (/^npm_config_(local_prefix|prefix|global_prefix|loglevel|allow_scripts|user_agent)$/i.test(key)) continue;
    if (key === 'NODE_OPTIONS' || key.startsWith('TSX_')) continue;
    env[key] = value;
  }
  return env;
}

function run(file: string, args: string[], cwd: string): Promise<Run> {
  return new Promise((done) => {
    execFile(file, args, { cwd, env: cleanEnv(), encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      done({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stdout, stderr });
    });
  });
}

/** The address a `cardweave serve` child prints once it listens; its stderr if it exits first. */
function servedUrl(child: ChildProcessWithoutNullStreams): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr.on('data', (d) => (err += String(d)));
    child.stdout.on('data', (d) => {
      out += String(d);
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(out);
      if (match !== null) resolve(match[0]);
    });
    child.once('exit', (code) => reject(new Error(`cardweave serve exited (${code}): ${err}`)));
  });
}

const node = (cwd: string, ...args: string[]) => run(process.execPath, args, cwd);
const npm = (cwd: string, ...args: string[]) => run('npm', [...args, '--no-audit', '--no-fund'], cwd);

/** npm's output minus the warning this machine's npmrc causes on every call. */
const npmNoise = (text: string) =>
  text
    .split('\n')
    .filter((line) => line !== '' && !line.includes('Unknown user config "nodedir"'))
    .join('\n');

/** The one line every command and simulate() give for a TypeScript module nothing can load (lib/modules). */
const typeScriptLine = (file: string) =>
  `${file} is TypeScript, which Node ${process.version} cannot load by itself: install tsx in the project (npm i -D tsx), run Node 22.18 or later, or give the compiled JavaScript`;

let tarball: string;
let packed: string[];

test.before(async () => {
  mkdirSync(project, { recursive: true });
  const pack = await npm(root, 'pack', '--json', '--pack-destination', work);
  if (pack.code !== 0) throw new Error(`npm pack failed:\n${pack.stderr}`);
  const [report] = JSON.parse(pack.stdout.slice(pack.stdout.indexOf('['))) as { filename: string; files: { path: string }[] }[];
  tarball = join(work, report!.filename);
  packed = report!.files.map((f) => f.path);
  writeFileSync(
    join(project, 'package.json'),
    `${JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2)}\n`,
  );
  const install = await npm(project, 'install', '--omit=dev', '--prefer-offline', tarball);
  if (install.code !== 0) throw new Error(`npm install of the tarball failed:\n${install.stderr}`);
  for (const file of ['game.js', 'main.js', 'container.js']) writeFileSync(join(project, file), block(`js ${file}`));
});

test.after.always(() => {
  rmSync(work, { recursive: true, force: true });
});

test.serial('the tarball holds dist/, README.md, LICENSE and package.json, and nothing else', (t) => {
  t.deepEqual(
    packed.filter((path) => !path.startsWith('dist/') && !['README.md', 'LICENSE', 'package.json'].includes(path)),
    [],
  );
  for (const path of [
    'README.md',
    'LICENSE',
    'package.json',
    'dist/index.js',
    'dist/index.d.ts',
    'dist/sim/worker.js',
    'dist/web/app.js',
    'dist/web/mermaid.min.js',
    'dist/web/mermaid.LICENSE',
  ]) {
    t.true(packed.includes(path), path);
  }
  // The maps point at sources the package ships.
  t.true(packed.includes('dist/src/graph/engine.ts'));
  const map = JSON.parse(readFileSync(join(project, 'node_modules/cardweave/dist/graph/engine.d.ts.map'), 'utf8')) as {
    sources: string[];
  };
  t.deepEqual(map.sources, ['../src/graph/engine.ts']);
  t.true(existsSync(join(project, 'node_modules/cardweave/dist/graph', map.sources[0]!)));
});

test.serial('the install brings the runtime dependencies only: no TypeScript, tsx or example CLI packages', (t) => {
  const installed = JSON.parse(readFileSync(join(project, 'node_modules/cardweave/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  // The engine needs three; the rest are the table server's and the sim queue's ('cardweave/server', the cardweave bin).
  t.deepEqual(Object.keys(installed.dependencies).sort(), [
    '@electric-sql/pglite',
    '@hono/node-server',
    'eventemitter3',
    'hono',
    'inversify',
    'pg',
    'pg-boss',
    'reflect-metadata',
    'ws',
  ]);
  for (const absent of ['typescript', 'tsx', 'esbuild', 'commander', 'cli-progress', 'ava']) {
    t.false(existsSync(join(project, 'node_modules', absent)), absent);
  }
});

test.serial(
  "docs/project.md's program runs under plain node: a game with a card pack to its end, then 1,000 games in 2 workers",
  async (t) => {
    const shown = section.split('`node main.js` prints:\n\n```\n')[1]!.split('```')[0]!;
    t.true(shown.includes('Compared rank: '), 'the page shows a game');
    t.deepEqual(await node(project, 'main.js'), { code: 0, stdout: shown, stderr: '' });
  },
);

test.serial("the README's game runs under plain node from the package and prints what the README shows", async (t) => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  writeFileSync(join(project, 'dice.js'), block('js dice.js', readme));
  const shown = readme.split('`node dice.js` prints:\n\n```\n')[1]!.split('```')[0]!;
  t.deepEqual(await node(project, 'dice.js'), { code: 0, stdout: shown, stderr: '' });
});

test.serial("'cardweave' never loads the table server's dependencies: the guide's program runs with them removed", async (t) => {
  const server = ['@electric-sql', '@hono', 'hono', 'pg', 'pg-boss', 'ws'].map((name) => join(project, 'node_modules', name));
  for (const dir of server) renameSync(dir, `${dir}.away`);
  try {
    const script =
      "import * as c from 'cardweave'; for (const p of ['graph', 'cards', 'nodes', 'sim']) await import(`cardweave/${p}`); console.log(typeof c.Engine);";
    t.deepEqual(await node(project, '--input-type=module', '--eval', script), { code: 0, stdout: 'function\n', stderr: '' });
    const refused = await node(project, '--input-type=module', '--eval', "await import('cardweave/server');");
    t.not(refused.code, 0, 'cardweave/server does need them');
  } finally {
    for (const dir of server) renameSync(`${dir}.away`, dir);
  }
});

test.serial(
  'the entries added by issues 24 and 25 load from the package: saves, verbs, testing and the pack schema',
  async (t) => {
    const script = [
      "import { snapshot, restore, historyOf } from 'cardweave/saves';",
      "import { onDraw, score, OPPONENT } from 'cardweave/verbs';",
      "import { cardTest } from 'cardweave/testing';",
      "import { createRequire } from 'node:module';",
      "import { readFileSync } from 'node:fs';",
      "const file = createRequire(process.cwd() + '/').resolve('cardweave/schema/card-pack.schema.json');",
      "const schema = JSON.parse(readFileSync(file, 'utf8'));",
      'console.log([snapshot, restore, historyOf, cardTest].map((f) => typeof f).join(" "));',
      'console.log(JSON.stringify(onDraw(score(OPPONENT, 1))));',
      'console.log(Object.keys(schema.properties).sort().join(" "));',
    ].join('\n');
    const ran = await node(project, '--input-type=module', '--eval', script);
    t.is(ran.stderr, '');
    t.is(ran.code, 0);
    const [functions, ability, fields] = ran.stdout.trim().split('\n');
    t.is(functions, 'function function function function');
    t.is(ability, JSON.stringify({ on: 'drawn', steps: [{ do: 'score', player: '$opponent', points: 1 }] }));
    t.true(fields!.split(' ').includes('cards'), fields);
  },
);

test.serial(
  "the cardweave bin serves docs/tables.md's table game from the package: the page, the API, a table played to its end",
  async (t) => {
    writeFileSync(join(project, 'table.js'), block('js table.js', tablesPage));
    const bin = join(project, 'node_modules/.bin/cardweave');
    const none = await run(bin, ['serve', '--port', '0'], project);
    t.deepEqual(none, {
      code: 2,
      stdout: '',
      stderr: 'cardweave serve: no game to host: name one with --game ID=MODULE#EXPORT (see --help)\n',
    });
    const child = spawn(bin, ['serve', '--port', '0', '--data', join(work, 'data'), '--game', 'high-low=./table.js#table'], {
      cwd: project,
      env: cleanEnv(),
    });
    t.teardown(() => child.kill('SIGKILL'));
    const url = await servedUrl(child);
    const script = await fetch(`${url}/assets/app.js`);
    t.is(script.status, 200);
    t.true((await script.text()).includes('WebSocket'), 'the bundled page');
    // The rule graph's picture: Mermaid's browser bundle ships in dist/web, so the installed server
    // draws it with no Mermaid package installed (it is one of cardweave's development dependencies).
    t.false(existsSync(join(project, 'node_modules/mermaid')));
    const mermaid = await fetch(`${url}/assets/mermaid.js`);
    t.is(mermaid.status, 200);
    t.true((await mermaid.text()).length > 1_000_000, "Mermaid's browser bundle");
    const graph = (await (await fetch(`${url}/api/games/high-low/graph`)).json()) as { mermaid: string };
    t.regex(graph.mermaid, /\nflowchart TD\n/);
    const created = await fetch(`${url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'high-low', seats: { p1: 'person', p2: 'person' } }),
    });
    t.is(created.status, 201);
    const { id } = (await created.json()) as { id: string };
    const summary = (await (await fetch(`${url}/api/tables/${id}`)).json()) as { status: string };
    t.is(summary.status, 'ended', 'High-Low asks nothing: the table played itself to the end');
  },
);

test.serial("docs/project.md's container program gets the game's packs and agents from the container", async (t) => {
  const shown = section.split('`node container.js` prints:\n\n```\n')[1]!.split('```')[0]!;
  t.is(shown, 'high-low+jokers: p1 wins\n');
  t.deepEqual(await node(project, 'container.js'), { code: 0, stdout: shown, stderr: '' });
});

test.serial('require() loads the package too, and every subpath is the same module as the main entry point', async (t) => {
  const script = [
    "const main = require('cardweave');",
    "const parts = ['graph', 'cards', 'nodes', 'sim', 'pictures', 'views'].map((p) => require(`cardweave/${p}`));",
    'console.log(parts[0].Engine === main.Engine, parts[1].defineCardGame === main.defineCardGame,',
    '  parts[2].standardNodes === main.standardNodes, parts[3].simulate === main.simulate,',
    '  parts[4].renderMermaid === main.renderMermaid, parts[5].cardVisibility === main.cardVisibility);',
  ].join('\n');
  t.deepEqual(await node(project, '--input-type=commonjs', '--eval', script), {
    code: 0,
    stdout: 'true true true true true true\n',
    stderr: '',
  });
});

test.serial(
  'a TypeScript file type-checks against the public types with a default NodeNext strict tsconfig, no decorator settings',
  async (t) => {
    copyFileSync(join(root, 'test/package/fixtures/consumer-types.ts'), join(project, 'consumer-types.ts'));
    const tsconfig = { compilerOptions: { module: 'NodeNext', strict: true, noEmit: true }, files: ['consumer-types.ts'] };
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify(tsconfig));
    t.deepEqual(await node(project, require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.json'), {
      code: 0,
      stdout: '',
      stderr: '',
    });
  },
);

test.serial(
  'a TypeScript game run by a tsx the project has not installed: a Node that strips types loads it in the workers itself; an older one is refused in one line naming the module and the fix',
  async (t) => {
    writeFileSync(join(project, 'game.ts'), block('js game.js'));
    writeFileSync(join(project, 'simulate.ts'), SIMULATE_TS);
    // The repository's tsx, by path: as `npx tsx` from a cache would, without installing it here.
    const tsx = pathToFileURL(require.resolve('tsx')).href;
    const ran = await node(project, `--import=${tsx}`, 'simulate.ts');
    // Node 22.18 and later strip types natively (process.features.typescript), so the workers need no
    // tsx; Node 20 cannot, and simulate() says so before any worker starts.
    if ((process.features as { typescript?: unknown }).typescript) {
      const shown = section.split('`node main.js` prints:\n\n```\n')[1]!.split('```')[0]!;
      const totals = shown.trimEnd().split('\n').at(-1)!;
      t.deepEqual({ code: ran.code, stdout: ran.stdout }, { code: 0, stdout: `${totals}\n` }, ran.stderr);
      return;
    }
    t.is(ran.code, 1);
    t.is(ran.stdout, '');
    t.true(
      ran.stderr.includes(
        `SimulationError: simulate(): in worker threads, the game module ${typeScriptLine(join(project, 'game.ts'))}\n`,
      ),
      ran.stderr,
    );
  },
);

test.serial(
  'with tsx installed in the project, the TypeScript game simulates in 2 workers to the same totals as the JavaScript one',
  async (t) => {
    const version = (require('tsx/package.json') as { version: string }).version;
    const install = await npm(project, 'install', '--omit=dev', '--prefer-offline', `tsx@${version}`);
    t.is(install.code, 0, npmNoise(install.stderr));
    const shown = section.split('`node main.js` prints:\n\n```\n')[1]!.split('```')[0]!;
    const totals = shown.trimEnd().split('\n').at(-1)!;
    t.deepEqual(await node(project, '--import=tsx', 'simulate.ts'), { code: 0, stdout: `${totals}\n`, stderr: '' });
  },
);

// docs/project.md's simulation, with the game and the pack in a TypeScript module.
const SIMULATE_TS = `import { simulate } from 'cardweave';

const game = { module: import.meta.resolve('./game.ts'), export: 'highLow' };
const packs = [{ module: import.meta.resolve('./game.ts'), export: 'jokers' }];
const { wins, draws, workers } = await simulate({ game, packs, games: 1000, seed: 1, workers: 2 });
if (workers !== 2) throw new Error(\`played by \${workers} workers\`);
console.log(\`1,000 games: p1 won \${wins.p1}, p2 won \${wins.p2}, \${draws} drawn\`);
`;

test.serial(
  'the cardweave bin serves a TypeScript table game (table.ts) with no loader flag, through tsx, as plain `node` runs it',
  async (t) => {
    // docs/tables.md's table game as TypeScript, with a type only TypeScript reads.
    const tableJs = block('js table.js', tablesPage);
    writeFileSync(join(project, 'table.ts'), tableJs.replace("seats: ['p1', 'p2'],", "seats: ['p1', 'p2'] as string[],"));
    t.not(readFileSync(join(project, 'table.ts'), 'utf8'), tableJs, 'the module is TypeScript');
    const bin = join(project, 'node_modules/.bin/cardweave');
    const args = ['serve', '--port', '0', '--data', join(work, 'data-ts'), '--game', 'high-low=./table.ts'];
    // Without tsx in the project (an earlier test installed it: it is set aside for this), a Node
    // that strips types imports the module itself; an older one (Node 20) is refused in one line
    // saying what to install.
    const tsx = join(project, 'node_modules/tsx');
    const installed = existsSync(tsx);
    const stripping = typeof (process.features as { typescript?: unknown }).typescript === 'string';
    if (!stripping) {
      if (installed) renameSync(tsx, `${tsx}.aside`);
      const bare = spawnSync(bin, args, { cwd: project, env: cleanEnv(), encoding: 'utf8', timeout: 60_000 });
      // Every command that takes a module says the same line after its own prefix (one loader, lib/modules).
      const others = (
        [
          ['sim', ['sim', 'table.ts', '--games', '1', '--seed', '1']],
          ['describe', ['describe', 'table.ts']],
          ['cards report', ['cards', 'report', 'table.ts']],
        ] as const
      ).map(([name, argv]) => ({
        name,
        ran: spawnSync(bin, argv, { cwd: project, env: cleanEnv(), encoding: 'utf8', timeout: 60_000 }),
      }));
      if (installed) renameSync(`${tsx}.aside`, tsx);
      t.deepEqual(
        [bare.status, bare.stdout, bare.stderr],
        [2, '', `cardweave serve: --game high-low: ${typeScriptLine(join(project, 'table.ts'))}\n`],
      );
      for (const { name, ran } of others)
        t.deepEqual(
          [ran.status, ran.stdout, ran.stderr],
          [2, '', `cardweave ${name}: ${typeScriptLine(join(project, 'table.ts'))}\n`],
          name,
        );
    }
    // With tsx installed in the project (as a TypeScript project has it), no loader flag is needed
    // either; when no earlier test installed it, the checkout's tsx is linked in as npm would, and
    // unlinked after.
    if (!installed) {
      symlinkSync(dirname(require.resolve('tsx/package.json')), tsx);
      t.teardown(() => rmSync(tsx, { force: true }));
    }
    const child = spawn(bin, args, {
      cwd: project,
      env: cleanEnv(),
    });
    t.teardown(() => child.kill('SIGKILL'));
    const url = await servedUrl(child);
    const created = await fetch(`${url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'high-low', seats: { p1: 'person', p2: 'person' } }),
    });
    t.is(created.status, 201);
    const { id } = (await created.json()) as { id: string };
    const summary = (await (await fetch(`${url}/api/tables/${id}`)).json()) as { status: string; title: string };
    t.deepEqual([summary.title, summary.status], ['High-Low', 'ended']);
  },
);

// A pack written in TypeScript, given by path where a command or a table game takes a pack file.
const JOKERS_TS = `import { jokers } from './game.js';

export default jokers as typeof jokers;
`;

// A JavaScript table game whose pack is that TypeScript file, loaded with loadCardPackFile.
const PACK_TABLE_JS = `import { fileURLToPath } from 'node:url';
import { loadCardPackFile } from 'cardweave';
import { defineTableGame } from 'cardweave/server';
import { highLow } from './game.js';

const jokers = await loadCardPackFile(fileURLToPath(new URL('./jokers.ts', import.meta.url)));

export const table = defineTableGame({ id: 'high-low', title: 'High-Low', game: highLow, seats: ['p1', 'p2'], packs: { jokers } });
`;

test.serial(
  'a TypeScript pack loads with no flag where a path is taken: cardweave sim --pack, in 2 workers alike, and a JavaScript table game served by the bin',
  async (t) => {
    writeFileSync(join(project, 'jokers.ts'), JOKERS_TS);
    writeFileSync(join(project, 'pack-table.js'), PACK_TABLE_JS);
    // tsx as a TypeScript project has it (installed by an earlier test, else the checkout's linked in), or a Node that strips types.
    const tsx = join(project, 'node_modules/tsx');
    if (!existsSync(tsx)) {
      symlinkSync(dirname(require.resolve('tsx/package.json')), tsx);
      t.teardown(() => rmSync(tsx, { force: true }));
    }
    const bin = join(project, 'node_modules/.bin/cardweave');
    const sim = (workers: string) =>
      run(
        bin,
        ['sim', 'game.js#highLow', '--pack', 'jokers.ts', '--games', '200', '--seed', '1', '--workers', workers, '--json'],
        project,
      );
    const [one, two] = [await sim('1'), await sim('2')];
    t.is(one.code, 0, one.stderr);
    t.is(two.code, 0, two.stderr);
    t.is(two.stdout, one.stdout, 'the workers load the TypeScript pack as the main thread does');
    // The Joker scores as it is drawn: with the pack, the same seeds end otherwise than without it.
    const bare = await run(bin, ['sim', 'game.js#highLow', '--games', '200', '--seed', '1', '--json'], project);
    t.is(bare.code, 0, bare.stderr);
    t.notDeepEqual((JSON.parse(bare.stdout) as { seats: unknown }).seats, (JSON.parse(one.stdout) as { seats: unknown }).seats);

    const child = spawn(bin, ['serve', '--port', '0', '--data', join(work, 'data-pack'), '--game', 'high-low=./pack-table.js'], {
      cwd: project,
      env: cleanEnv(),
    });
    t.teardown(() => child.kill('SIGKILL'));
    const url = await servedUrl(child);
    // The table starts in the server's start thread first, which loads the game module, and so the pack, itself.
    const created = await fetch(`${url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'high-low', seats: { p1: 'person', p2: 'person' }, packs: ['jokers'] }),
    });
    t.is(created.status, 201, await created.clone().text());
    const { id } = (await created.json()) as { id: string };
    const summary = (await (await fetch(`${url}/api/tables/${id}`)).json()) as { status: string };
    const graph = (await (await fetch(`${url}/api/tables/${id}/graph`)).json()) as { packs: string[] };
    t.deepEqual([summary.status, graph.packs], ['ended', ['jokers']]);
  },
);
