// Scenarios for the table server's entries of docs/errors.md ("The table server"): each stages the
// storage refusal for real (a PGlite folder, a server command line) and returns what was said.
import { chmodSync, mkdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPglite, startServer, TableStore } from '../../../lib/server/index.js';
import { serve } from '../../../lib/server/serve.js';
import { simCommand } from '../../../lib/server/sim-command.js';
import { serveOutcome } from '../../server/server-process.js';
import { table as loopingWar } from '../../server/games/looping-war.js';
import { table as clashingWar } from '../../server/games/clashing-war.js';
import { SCRATCH } from './file-scenarios.js';
import { SandboxList } from '../../../lib/server/sandbox/sandbox-list.js';
import { duelTable } from '../../../examples/duel/table.js';
import type { Outcome } from './scenarios.js';
import { outageScenarios } from './outage-scenarios.js';
import { replayScenarios } from './replay-scenarios.js';
import { socialScenarios } from './social-scenarios.js';

/** `cardweave serve` run in this process: its exit status and stderr (a server that starts is closed). */
async function serveCli(argv: string[], env: Record<string, string> = {}): Promise<Outcome> {
  let stderr = '';
  const io = { out: () => {}, err: (line: string) => (stderr += `${line}\n`) };
  const result = await serve(argv, env, io);
  if (typeof result !== 'number') {
    await result.close();
    throw new Error('the server started');
  }
  return { kind: 'cli', status: result, stderr };
}

/** `cardweave sim` run in this process: its exit status and stderr. */
async function simCli(argv: string[]): Promise<Outcome> {
  let stderr = '';
  const status = await simCommand(
    argv,
    { out: () => {}, err: (line) => (stderr += `${line}\n`) },
    { write: () => {}, isTerminal: false },
  );
  return { kind: 'cli', status, stderr };
}

async function opening(dataDir: string): Promise<Outcome> {
  try {
    await (await openPglite(dataDir)).close();
  } catch (error) {
    return refusal(error);
  }
  throw new Error('the scenario did not fail');
}

/**
 * Runs `stage` on a data folder `name` in SCRATCH that a real PGlite made with cardweave's schema,
 * and removes the folder after (a database is 40 MB).
 */
async function withDatabase(name: string, stage: (dir: string) => Promise<Outcome>): Promise<Outcome> {
  const dir = join(SCRATCH, name);
  try {
    const db = await openPglite(dir);
    await TableStore.open(db);
    await db.close();
    return await stage(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What a sandbox list refuses `stage` with. */
function sandboxRefusal(stage: (list: SandboxList) => unknown): Outcome {
  try {
    stage(new SandboxList([duelTable]));
  } catch (error) {
    return refusal(error);
  }
  throw new Error('the scenario did not fail');
}

function refusal(error: unknown): Outcome {
  return {
    kind: 'error',
    name: (error as Error).name,
    message: (error as Error).message,
    code: (error as { code?: unknown }).code,
  };
}

export const serverScenarios: Record<string, () => Outcome | Promise<Outcome>> = {
  // The designer's sandbox (lib/server/sandbox): in memory, so staged on a list of its own.
  'sandbox-setup-bad': () =>
    sandboxRefusal((list) => list.open({ game: 'duel', setup: [{ card: 'Glas Moth', zone: 'p1.hand' }] })),
  'sandbox-move-refused': () => sandboxRefusal((list) => list.open({ game: 'duel', seed: 7 }).undo()),
  'sandbox-unknown': () => sandboxRefusal((list) => list.get('AAAAAAAAAAAA')),
  'serve-port-negative': () => serveCli(['--port', '-1']),
  'data-dir-in-use': () =>
    withDatabase('in-use', async (dir) => {
      const holder = await openPglite(dir);
      try {
        return await opening(dir);
      } finally {
        await holder.close();
      }
    }),
  'data-dir-incomplete': () =>
    withDatabase('incomplete', (dir) => {
      rmSync(join(dir, 'pglite', 'PG_VERSION'));
      return opening(dir);
    }),
  'data-dir-damaged': () =>
    withDatabase('damaged', (dir) => {
      truncateSync(join(dir, 'pglite', 'global', 'pg_control'), 0);
      return opening(dir);
    }),
  'data-dir-read-only': async () => {
    // Root writes through any mode: the server runs as "nobody" on a folder of root's; any other
    // user runs it on a folder without write permission.
    const dir = join(SCRATCH, 'read-only');
    mkdirSync(dir, { recursive: true });
    const root = process.getuid?.() === 0;
    chmodSync(SCRATCH, 0o755);
    chmodSync(dir, root ? 0o755 : 0o555);
    try {
      const outcome = await serveOutcome(['--data', dir], root ? { uid: 65534 } : {});
      if (outcome.status === 'started') throw new Error('the server started');
      return { kind: 'cli', status: outcome.status, stderr: outcome.stderr };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
  // A real server (PGlite in SCRATCH) hosting War with a pack whose setup loops for ever.
  'game-start-timeout': async () => {
    const server = await startServer({
      port: 0,
      dataDir: join(SCRATCH, 'start-timeout-data'),
      games: [loopingWar],
      startTimeoutMs: 100,
      report: () => {},
    });
    try {
      await server.host.create({ game: 'war', seats: { p1: 'person', p2: 'person' }, packs: ['looping'] });
    } catch (error) {
      return refusal(error);
    } finally {
      await server.close();
      rmSync(join(SCRATCH, 'start-timeout-data'), { recursive: true, force: true });
    }
    throw new Error('the scenario did not fail');
  },
  'packs-conflict': async () => {
    const dataDir = join(SCRATCH, 'packs-conflict-data');
    const server = await startServer({ port: 0, dataDir, games: [clashingWar], report: () => {} });
    try {
      await server.host.create({ game: 'war', seats: { p1: 'person', p2: 'person' }, packs: ['twist', 'clash'] });
    } catch (error) {
      return refusal(error);
    } finally {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    throw new Error('the scenario did not fail');
  },
  'serve-start-timeout-bad': () => serveCli(['--start-timeout', '50']),
  'sim-queue-not-postgres': () => simCli(['examples/war/game.ts', '--games', '10', '--seed', '1', '--queue', 'mysql://db/lab']),
  'sim-queue-with-workers': () =>
    simCli(['examples/war/game.ts', '--games', '10', '--seed', '1', '--queue', 'postgres://db/lab', '--workers', '2']),
  'sim-deck-file': () => {
    const file = join(SCRATCH, 'empty.json');
    writeFileSync(file, '{ "name": "empty", "cards": [] }');
    const deck = 'deck:examples/duel/deck-files/moths.json';
    return simCli([
      'examples/duel/game.ts',
      '--round-robin',
      deck,
      '--round-robin',
      `deck:${file}`,
      '--games',
      '2',
      '--seed',
      '1',
    ]);
  },
  ...outageScenarios,
  ...replayScenarios,
  ...socialScenarios,
};
