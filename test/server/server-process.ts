// `cardweave serve` as its own process (what kill -9 can kill): started with tsx from the checkout,
// ready once it prints its URL. It hosts the examples' War and duel, as `npm run serve`
// (examples/serve.ts) does, unless a test names its own games with --game.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The examples' games, given to the library's bin as examples/serve.ts gives them. */
const EXAMPLE_GAMES = ['--game', 'war=examples/war/table.ts#warTable', '--game', 'duel=examples/duel/table.ts#duelTable'];
const withGames = (args: string[]): string[] => (args.includes('--game') ? args : [...EXAMPLE_GAMES, ...args]);

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  stderr: () => string;
  /** kill -9: no shutdown, no flush, nothing. Resolves once the process is gone. */
  crash(): Promise<void>;
  /** SIGTERM and wait. */
  stop(): Promise<void>;
}

export async function spawnServer(args: string[], env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    ['--import=tsx', 'lib/server/bin.ts', 'serve', '--port', '0', '--bot-delay', '0', ...withGames(args)],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  let err = '';
  child.stderr.on('data', (d) => (err += String(d)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in 60 s: ${err}`)), 60_000);
    child.stdout.on('data', (d) => {
      out += String(d);
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match !== null) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before it started: ${err}`));
    });
  });
  return {
    url,
    child,
    stderr: () => err,
    async crash() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** How a `cardweave serve` that was expected to refuse ended: its exit status and output, or 'started'. */
export interface ServeOutcome {
  status: number | 'started';
  stdout: string;
  stderr: string;
}

/**
 * Runs `cardweave serve ARGS` (port 0) and waits for it to exit, as a refused start does. One that
 * prints its URL instead has started: it is killed and reported as 'started', so a test expecting
 * a refusal fails rather than hangs. `uid` runs it as that user (tests run as root, whom file modes
 * do not stop).
 */
export async function serveOutcome(args: string[], options: { uid?: number } = {}): Promise<ServeOutcome> {
  const child = spawn(process.execPath, ['--import=tsx', 'lib/server/bin.ts', 'serve', '--port', '0', ...withGames(args)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.uid === undefined ? {} : { uid: options.uid, gid: options.uid }),
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += String(d)));
  return new Promise<ServeOutcome>((resolve, reject) => {
    let started = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`cardweave serve neither exited nor started in 60 s: ${stderr}`));
    }, 60_000);
    child.stdout.on('data', (d) => {
      stdout += String(d);
      if (!started && /http:\/\/127\.0\.0\.1:\d+/.test(stdout)) {
        started = true;
        child.kill('SIGTERM');
      }
    });
    // 'close', not 'exit': a process's output may still be in its pipes when it exits.
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ status: started ? 'started' : (code ?? -1), stdout, stderr });
    });
  });
}
