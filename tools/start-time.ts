// How long `cardweave serve` takes, on a fresh data folder, to answer its first HTTP request: the
// built bin (dist/, `npm run build` first) with a JavaScript game, and the checkout's `npm run serve`
// through tsx with the examples' games. The server is spawned with a known free port and polled every
// 10 ms from the moment it is spawned, so the figure is spawn → first answered request, whatever the
// server prints. Rounds alternate the commands (and, with --base DIR, an unmodified copy of the code
// at DIR, each command run there too), so a machine shared with others loads them alike.
//
//   npx tsx tools/start-time.ts --rounds 5 [--base /tmp/base-serve]
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { rounds: { type: 'string' }, base: { type: 'string' }, only: { type: 'string' } } });
const rounds = Number(values.rounds ?? 5);
const here = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'cardweave-start-time-'));

/** A JavaScript table game beside a node_modules/cardweave that is the checkout at `root` (its dist/). */
function jsProject(root: string, name: string): string {
  const project = join(work, name);
  mkdirSync(join(project, 'node_modules'), { recursive: true });
  symlinkSync(root, join(project, 'node_modules/cardweave'));
  writeFileSync(join(project, 'package.json'), '{ "type": "module" }\n');
  // The guides' High-Low: its game (docs/project.md) and its table game (docs/tables.md).
  const pages: [file: string, page: string][] = [
    ['game.js', 'docs/project.md'],
    ['table.js', 'docs/tables.md'],
  ];
  for (const [file, page] of pages) {
    const text = readFileSync(join(here, page), 'utf8');
    const fence = `\n\`\`\`js ${file}\n`;
    const at = text.indexOf(fence);
    if (at === -1) throw new Error(`${page} has no \`\`\`js ${file} block`);
    const body = text.slice(at + fence.length);
    writeFileSync(join(project, file), body.slice(0, body.indexOf('```')));
  }
  return project;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

interface Command {
  name: string;
  cwd: string;
  args: (port: number, data: string) => string[];
}

/** Spawn → first answered HTTP request, and spawn → ready (its URL printed: tables can be played), in ms. */
async function firstAnswer(command: Command): Promise<[number, number]> {
  const port = await freePort();
  const data = mkdtempSync(join(work, 'data-'));
  const started = performance.now();
  const child = spawn(process.execPath, command.args(port, data), { cwd: command.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  child.stderr.on('data', (d) => (err += String(d)));
  const ready = new Promise<number>((resolve) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += String(d);
      if (out.includes('http://')) resolve(performance.now() - started);
    });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    let answered: number | undefined;
    while (answered === undefined) {
      if (child.exitCode !== null) throw new Error(`${command.name} exited (${child.exitCode}): ${err}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/games`);
        await response.arrayBuffer();
        if (response.status === 200) answered = performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 120_000) throw new Error(`${command.name} did not answer in 120 s: ${err}`);
      if (answered === undefined) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return [answered, await ready];
  } finally {
    child.kill('SIGKILL');
    await exited;
    rmSync(data, { recursive: true, force: true });
  }
}

function commandsAt(root: string, label: string): Command[] {
  const project = jsProject(root, `js-${label}`);
  return [
    {
      name: `${label} built bin, a JS game`,
      cwd: project,
      args: (port, data) => [
        join(root, 'dist/server/bin.js'),
        'serve',
        '--port',
        String(port),
        '--data',
        data,
        '--game',
        'high-low=./table.js#table',
      ],
    },
    {
      name: `${label} npm run serve (tsx, the examples)`,
      cwd: root,
      // What `npm run serve` runs, the examples' entry when the checkout has one.
      args: (port, data) => [...serveEntry(root), '--port', String(port), '--data', data],
    },
  ];
}

/** `npm run serve`'s command line at a checkout (read from its package.json). */
function serveEntry(root: string): string[] {
  const script = (
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: { serve: string };
    }
  ).scripts.serve;
  const [runner, ...rest] = script.split(' ');
  if (runner !== 'tsx') throw new Error(`npm run serve is not "tsx ...": ${script}`);
  return ['--import=tsx', ...rest];
}

const commands = [...commandsAt(here, 'new'), ...(values.base === undefined ? [] : commandsAt(values.base, 'old'))].filter(
  (c) => values.only === undefined || c.name.includes(values.only),
);
const times = new Map<string, number[]>(commands.map((c) => [c.name, []]));
const readies = new Map<string, number[]>(commands.map((c) => [c.name, []]));
const loads: number[] = [];
try {
  for (let round = 0; round < rounds; round++) {
    for (const command of round % 2 === 0 ? commands : [...commands].reverse()) {
      loads.push(loadavg()[0]!);
      const [answered, ready] = await firstAnswer(command);
      times.get(command.name)!.push(answered);
      readies.get(command.name)!.push(ready);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const shown = (xs: number[]) => `median ${Math.round(median(xs))} ms (${xs.map((x) => Math.round(x)).join(', ')})`;
for (const [name, xs] of times) console.log(`${name}: first answer ${shown(xs)}; ready ${shown(readies.get(name)!)}`);
console.log(`load average (1 min) during the runs: median ${median(loads).toFixed(2)}, max ${Math.max(...loads).toFixed(2)}`);
