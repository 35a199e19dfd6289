import type { Engine, PackSource } from 'cardweave';
import { freshSeed } from '../../shared/command-line.js';
import { inputLimit } from '../../shared/files/input-file.js';
import type { FileInUse } from '../../shared/files/same-file.js';
import { loadPacks, type PackFile } from '../../shared/load-packs.js';
import { runCommandLine, type CliIo } from '../../shared/run-command-line.js';
import { printSimulation } from '../../shared/run-simulation.js';
import { openTrace, withTrace, type TraceRequest } from '../../shared/trace-output.js';
import { DEFAULT_SEARCH, makeAgent, type AgentKind, type SearchBudget } from '../agents/index.js';
import { duelLines } from '../formatters.js';
import { duelGame } from '../game.js';
import { duelPicture } from '../picture.js';
import { readSave } from '../save-file.js';
import { simulateDuels } from '../simulate.js';
import { PLAYERS, type DuelState, type Player } from '../state.js';
import { lineReader } from './line-reader.js';
import { parseArgs, type CliOptions } from './options.js';
import { summaryLines } from './summary-text.js';
import { playAtTerminal } from './terminal.js';

export { USAGE_EXIT } from '../../shared/run-command-line.js';

/** Where the duel CLI reads and writes; main.ts gives the real streams, tests may give their own. */
export interface DuelIo extends CliIo {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
}

/**
 * Runs the duel command line and returns its exit status: 0 on success, 2 on
 * a bad option, an unusable file or save (one line on stderr saying what was
 * wrong).
 *
 * @example process.exitCode = await runCli(process.argv.slice(2), process);
 */
export function runCli(argv: readonly string[], io: DuelIo): Promise<number> {
  return runCommandLine(argv, io, parseArgs, run);
}

async function run(options: CliOptions, io: DuelIo): Promise<number> {
  const limit = inputLimit(options.maxInputMb, 'raise it with --max-input-mb');
  const files = await loadPacks(options.packs, limit);
  const packs: PackSource[] = files.map((file) => file.pack);
  // Validates every pack together with the duel's before anything runs, so a bad pack fails here, in one line.
  duelGame.graph(packs);
  const packsInUse = files.map(({ path }) => ({ path, role: 'a card pack file in use' }));
  if (options.games !== undefined) {
    await simulate(options, options.games, files, limit.maxBytes, io);
    return 0;
  }
  if (options.load !== undefined) {
    const { save, engine } = readSave(options.load, limit, options.trustSave ? 'structure' : 'replay', packs);
    if (options.graph) return drawGraph(engine, io);
    const agents = { p1: options.p1 ?? save.agents.p1, p2: options.p2 ?? save.agents.p2 };
    const loaded = { path: options.load, role: 'the save file being loaded' };
    const search = searchBudget(options, save.search);
    const trace = traceRequest(options, [loaded, ...packsInUse], engine);
    return await play(engine, save.seed, agents, search, trace, io, `Resumed ${options.load}`);
  }
  // Seed 0 for --graph when none is given: the picture must not change from run to run.
  const seed = options.seed ?? (options.graph ? 0 : freshSeed());
  const terminal = io.stdin.isTTY === true;
  const agents = {
    p1: options.p1 ?? (terminal ? 'human' : 'greedy'),
    p2: options.p2 ?? (terminal ? 'greedy' : 'random'),
  } as const;
  const engine = duelGame.createEngine({ seed, packs, options: { lifePoints: options.lifePoints } });
  if (options.graph) return drawGraph(engine, io);
  return await play(
    engine,
    seed,
    agents,
    searchBudget(options, undefined),
    traceRequest(options, packsInUse, engine),
    io,
    `Seed ${seed}`,
  );
}

/** The mcts budget: the command line's, else the save's, else the default. */
function searchBudget(options: CliOptions, saved: SearchBudget | undefined): SearchBudget {
  const iterations = options.iterations ?? saved?.iterations ?? DEFAULT_SEARCH.iterations;
  const thinkMs = options.thinkMs ?? saved?.thinkMs;
  return thinkMs === undefined ? { iterations } : { iterations, thinkMs };
}

function traceRequest(options: CliOptions, inUse: FileInUse[], engine: Engine<DuelState>): TraceRequest | undefined {
  if (options.trace === undefined) return undefined;
  // The trace keeps the game's picture, so `npm run trace -- FILE --html OUT` can draw it.
  return { path: options.trace, force: options.force, inUse, picture: duelPicture(engine) };
}

/** Prints the picture of the duel that would be played (its rules, and the hooks its cards attached so far) as Mermaid. */
function drawGraph(engine: Engine<DuelState>, io: CliIo): number {
  io.stdout.write(duelPicture(engine).mermaid);
  return 0;
}

/** Plays one duel to its end: bots alone print the whole log; with a human, the terminal asks. */
async function play(
  engine: Engine<DuelState>,
  seed: number,
  agents: Record<Player, AgentKind>,
  search: SearchBudget,
  trace: TraceRequest | undefined,
  io: DuelIo,
  origin: string,
): Promise<number> {
  for (const player of PLAYERS) engine.setAgent(player, makeAgent(agents[player], seed, player, search));
  const heading = `${origin}: Player 1 is ${agents.p1}, Player 2 is ${agents.p2}`;
  if (agents.p1 !== 'human' && agents.p2 !== 'human') {
    // Nothing is printed before the game has run and its trace is in place: a trace that cannot be written leaves stdout empty.
    const status = withTrace(engine, trace, () => engine.run());
    const lines = [heading, ...duelLines(engine)];
    if (status.status !== 'ended') lines.push(`The duel stopped: ${status.status}`);
    io.stdout.write(`${lines.join('\n')}\n`);
    return status.status === 'ended' ? 0 : 1;
  }
  // withTrace closes its file when its function returns, and a terminal session returns a promise at its
  // first question: trace the whole session here instead, until the player finishes, quits or input ends.
  const tracing = trace === undefined ? undefined : openTrace(engine, trace);
  io.stdout.write(`${heading}\n`);
  const input = lineReader(io.stdin);
  let status: number;
  try {
    const protect = trace === undefined ? [] : [{ path: trace.path, role: 'the trace file this session writes' }];
    status = await playAtTerminal({ engine, seed, agents, search, shown: 0, protect }, input, (text) => io.stdout.write(text));
  } catch (error) {
    try {
      tracing?.close();
    } catch {
      // The session's own error says more than the trace's.
    }
    throw error;
  } finally {
    input.close();
  }
  tracing?.close();
  return status;
}

async function simulate(
  options: CliOptions,
  games: number,
  files: readonly PackFile[],
  maxPackBytes: number,
  io: CliIo,
): Promise<void> {
  const seed = options.seed ?? freshSeed();
  const p1 = options.p1 ?? 'greedy';
  const p2 = options.p2 ?? 'random';
  await printSimulation(
    io,
    { games, noun: 'duels', json: options.json },
    // Pack files by path: worker threads load them again (this thread loaded and validated them above).
    (onProgress) =>
      simulateDuels({
        games,
        seed,
        p1,
        p2,
        lifePoints: options.lifePoints,
        packFiles: files.map((f) => f.path),
        maxPackBytes,
        workers: options.workers,
        onProgress,
      }),
    (summary) => summaryLines(summary, seed, p1, p2),
  );
}
