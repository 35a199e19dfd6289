// A real, throwaway PostgreSQL server for tests and npm run load: initdb in a temporary folder, started on a free
// loopback port, stopped and deleted at the end. The server binaries come from Debian's
// postgresql package (.ci/run installs it when pg_ctl is missing). PostgreSQL refuses to run as
// root, so under root the server runs as the "postgres" user the package creates.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The folder holding initdb and pg_ctl: on PATH, or Debian's /usr/lib/postgresql/<version>/bin. */
function binaries(): string {
  const onPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
  const candidates = [
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort()
          .reverse()
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : []),
  ];
  const found = candidates.find((dir) => existsSync(join(dir, 'pg_ctl')) && existsSync(join(dir, 'initdb')));
  if (found !== undefined) return found;
  if (onPath !== '') return onPath.replace(/\/pg_ctl$/, '');
  throw new Error("PostgreSQL's server binaries (initdb, pg_ctl) are missing: apt-get install postgresql (.ci/run does this)");
}

/** Whether PostgreSQL's server binaries are installed: a bench section skips without them, where a test fails. */
export function havePostgres(): boolean {
  try {
    binaries();
    return true;
  } catch {
    return false;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * How pg_ctl stops a server: `immediate` drops every connection without a checkpoint (as a crash
 * would), `fast` ends every session with an error and shuts down cleanly.
 */
export type StopMode = 'immediate' | 'fast';

/** A running PostgreSQL: its URL (database "postgres", user "postgres", no password) and how to stop it. */
export interface PostgresServer {
  url: string;
  port: number;
  /** A URL of a new, empty database on this server. */
  database(name: string): Promise<string>;
  /**
   * Stops the server in `mode` and keeps its data, for an outage: `resume()` starts it again on
   * the same port and data. Synchronous, so nothing else in this process runs while it goes down.
   */
  halt(mode: StopMode): void;
  /** Starts a halted server again, on the same port and data (synchronous, like halt). */
  resume(): void;
  /** Stops the server and deletes its data. */
  stop(): void;
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = binaries();
  const dir = mkdtempSync(join(tmpdir(), 'cardweave-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const ids = asRoot
    ? {
        uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
        gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
      }
    : {};
  if (asRoot) chownSync(dir, ids.uid!, ids.gid!);
  const run = (file: string, args: string[]): void => {
    const result = spawnSync(join(bin, file), args, { ...ids, encoding: 'utf8', cwd: dir, env: { ...process.env, LC_ALL: 'C' } });
    if (result.status !== 0) throw new Error(`${file} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  };
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = (): void => run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    async database(name: string) {
      const pg = (await import('pg')).default;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`CREATE DATABASE "${name}"`);
      await client.end();
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    halt(mode) {
      run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
    },
    resume: start,
    stop() {
      spawnSync(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'], { ...ids, cwd: dir });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
