import { existsSync, statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { checkModuleFile, filePath } from '../modules/module-ref.js';
import { ModuleRefusal } from '../modules/module-refusal.js';
import { START_TIMEOUT } from './start-guard.js';

/** `cardweave serve --help`. */
export const SERVE_HELP = `Usage: cardweave serve [options]

Hosts cardweave tables: a web page (lobby and tables), a JSON API and a
WebSocket endpoint on one port. Tables live in an embedded PostgreSQL
(PGlite) in the data folder, or in a PostgreSQL server given by
--database-url; several servers can share one PostgreSQL.

Options:
  --port N              port to listen on, 0 for any free one (env PORT; default 8080)
  --host ADDR           address to listen on (env HOST; default 127.0.0.1;
                        0.0.0.0 lets other machines in)
  --data DIR            PGlite's folder (env CARDWEAVE_DATA; default ./data)
  --database-url URL    postgres://user:password@host:port/database (env DATABASE_URL);
                        when given, --data is not used
  --game ID=MODULE[#EXPORT]
                        host the table game a module exports (defineTableGame
                        from cardweave/server; EXPORT defaults to "table");
                        at least one, repeatable; a TypeScript module (.ts,
                        .mts, .cts) is loaded through tsx, no flag needed;
                        modules are code and run in the server: name only
                        modules you trust. In a cardweave checkout,
                        \`npm run serve\` hosts the examples' War and duel
  --bot-delay MS        how long a bot waits before it answers (default 300)
  --keyframe-every N    write a snapshot with every Nth decision (default 32)
  --start-timeout MS    how long a new table's start (setup and play to the
                        first question) may take, in a worker thread, before
                        the table is refused (100 to 600000; default 5000)
  --watch               reload a changed game module (or a module in its folder)
                        into the open sandboxes (/s/<id>), replaying their answers
  --help                print this help

Settings are checked before anything starts: a bad one is refused in one
line, with exit status 2.`;

/**
 * The settings `cardweave serve` runs with, after checking.
 *
 * @example
 * const settings: ServeSettings = { port: 8080, host: '127.0.0.1', dataDir: './data', games: [], botDelayMs: 300, keyframeEvery: 32, startTimeoutMs: 5000 };
 */
export interface ServeSettings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Game modules to load: id, module path (resolved), export name. */
  games: { id: string; module: string; export: string }[];
  botDelayMs: number;
  keyframeEvery: number;
  startTimeoutMs: number;
  /** `--watch`: reload changed game modules into open sandboxes. */
  watch?: boolean;
}

/** A refusal of a setting: printed as one line, exit status 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

const FLAGS = {
  port: { type: 'string' },
  host: { type: 'string' },
  data: { type: 'string' },
  'database-url': { type: 'string' },
  game: { type: 'string', multiple: true },
  'bot-delay': { type: 'string' },
  'keyframe-every': { type: 'string' },
  'start-timeout': { type: 'string' },
  watch: { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

/**
 * Reads `cardweave serve`'s arguments and environment; refuses anything
 * malformed with a UsageError naming the setting. Returns 'help' for --help.
 *
 * @example
 * readServeSettings(['--port', '9000'], {}); // { port: 9000, host: '127.0.0.1', dataDir: './data', ... }
 */
export function readServeSettings(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): ServeSettings | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: negativeValuesJoined(argv),
      strict: true,
      allowPositionals: false,
      options: FLAGS,
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message.split('\n')[0]!.replace(/\. To specify.*$/, '')} (see --help)`);
  }
  const v = parsed.values;
  if (v.help === true) return 'help';
  const port = wholeNumber(v.port ?? env.PORT, v.port !== undefined ? '--port' : 'PORT', 0, 65535, 8080);
  const host = v.host ?? env.HOST ?? '127.0.0.1';
  if (!/^[A-Za-z0-9.:-]{1,253}$/.test(host))
    throw new UsageError(
      `${v.host !== undefined ? '--host' : 'HOST'} must be a host name or IP address, got ${JSON.stringify(host.slice(0, 60))}`,
    );
  const databaseUrl = v['database-url'] ?? (env.DATABASE_URL === '' ? undefined : env.DATABASE_URL);
  if (databaseUrl !== undefined)
    checkDatabaseUrl(databaseUrl, v['database-url'] !== undefined ? '--database-url' : 'DATABASE_URL');
  const dataDir = v.data ?? env.CARDWEAVE_DATA ?? './data';
  const dataName = v.data !== undefined ? '--data' : 'CARDWEAVE_DATA';
  if (dataDir === '' || dataDir.includes('\0')) throw new UsageError(`${dataName} must be a folder path`);
  if (existsSync(dataDir) && !statSync(dataDir).isDirectory()) throw new UsageError(`${dataName} ${dataDir} is not a folder`);
  const games = (v.game ?? []).map(readGame);
  const ids = games.map((g) => g.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice !== undefined) throw new UsageError(`--game ${twice} is given twice`);
  return {
    port,
    host,
    dataDir,
    ...(databaseUrl === undefined ? {} : { databaseUrl }),
    games,
    botDelayMs: wholeNumber(v['bot-delay'], '--bot-delay', 0, 60_000, 300),
    keyframeEvery: wholeNumber(v['keyframe-every'], '--keyframe-every', 1, 100_000, 32),
    startTimeoutMs: wholeNumber(
      v['start-timeout'],
      '--start-timeout',
      START_TIMEOUT.min,
      START_TIMEOUT.max,
      START_TIMEOUT.default,
    ),
    ...(v.watch === true ? { watch: true } : {}),
  };
}

/**
 * `--port -1` as `--port=-1`: parseArgs takes a value starting with a dash for a forgotten value
 * ("argument is ambiguous"), so a negative number would never reach the range check that names it.
 */
function negativeValuesJoined(argv: readonly string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const next = argv[i + 1];
    const name = arg.slice(2);
    const flag = Object.hasOwn(FLAGS, name) ? (FLAGS[name as keyof typeof FLAGS] as { type: string }) : undefined;
    if (arg.startsWith('--') && flag?.type === 'string' && next !== undefined && /^-\d/.test(next)) {
      joined.push(`${arg}=${next}`);
      i++;
    } else joined.push(arg);
  }
  return joined;
}

function wholeNumber(text: string | undefined, name: string, min: number, max: number, fallback: number): number {
  if (text === undefined) return fallback;
  if (!/^\d{1,9}$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new UsageError(`${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(text.slice(0, 40))}`);
  }
  return Number(text);
}

function checkDatabaseUrl(url: string, name: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UsageError(`${name} must be a URL like postgres://user:password@host:5432/database`);
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    throw new UsageError(`${name} must start with postgres:// or postgresql://, got ${parsed.protocol}//`);
  }
}

function readGame(spec: string): { id: string; module: string; export: string } {
  const match = /^([A-Za-z0-9_.-]{1,32})=([^#]+)(?:#([A-Za-z_$][\w$]*))?$/.exec(spec);
  if (match === null)
    throw new UsageError(
      `--game must be ID=MODULE or ID=MODULE#EXPORT (e.g. duel=./duel-table.js#table), got ${JSON.stringify(spec.slice(0, 80))}`,
    );
  const module = filePath(match[2]!);
  // Checked with the settings, before anything starts, as the loader would refuse it (lib/modules).
  try {
    checkModuleFile(module);
  } catch (error) {
    throw error instanceof ModuleRefusal ? new UsageError(`--game ${match[1]}: ${error.message}`) : error;
  }
  return { id: match[1]!, module, export: match[3] ?? 'table' };
}
