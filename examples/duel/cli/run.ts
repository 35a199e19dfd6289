import { randomInt } from 'node:crypto';
import { attachTraceFile, CardweaveError, renderMermaid, type Engine } from 'cardweave';
import { withTrace } from '../../shared/cli-flags.js';
import { makeAgent, type AgentKind } from '../agents/index.js';
import { duelLines } from '../formatters.js';
import { duelGame } from '../game.js';
import { readSave, SaveFileError } from '../save-file.js';
import { simulateDuels } from '../simulate.js';
import { PLAYERS, type DuelState, type Player } from '../state.js';
import { lineReader } from './line-reader.js';
import { parseArgs, UsageError, type CliOptions } from './options.js';
import { progressBar } from '../../shared/progress.js';
import { summaryLines } from './summary-text.js';
import { playAtTerminal } from './terminal.js';

/** Where the CLI reads and writes; main.ts gives the real streams, tests may give their own. */
export interface CliIo {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
}

/** Exit status for a bad command line or an unusable save file. */
export const USAGE_EXIT = 2;

/**
 * Runs the duel command line and returns its exit status: 0 on success, 2 on
 * a bad option or save file (one line on stderr saying what was wrong).
 *
 * @example process.exitCode = await runCli(process.argv.slice(2), process);
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    const parsed = parseArgs(argv);
    if (parsed.kind === 'help') {
      io.stdout.write(parsed.text);
      return 0;
    }
    const options = parsed.options;
    if (options.games !== undefined) return await simulate(options, options.games, io);
    if (options.load !== undefined) {
      const { save, engine } = readSave(options.load);
      if (options.graph) return drawGraph(engine, io);
      const agents = { p1: options.p1 ?? save.agents.p1, p2: options.p2 ?? save.agents.p2 };
      return await play(engine, save.seed, agents, options.trace, io, `Resumed ${options.load}`);
    }
    // Seed 0 for --graph when none is given: the picture must not change from run to run.
    const seed = options.seed ?? (options.graph ? 0 : randomInt(0, 0x1_0000_0000));
    const terminal = io.stdin.isTTY === true;
    const agents = {
      p1: options.p1 ?? (terminal ? 'human' : 'greedy'),
      p2: options.p2 ?? (terminal ? 'greedy' : 'random'),
    } as const;
    const engine = duelGame.createEngine({ seed, options: { lifePoints: options.lifePoints } });
    if (options.graph) return drawGraph(engine, io);
    return await play(engine, seed, agents, options.trace, io, `Seed ${seed}`);
  } catch (error) {
    if (error instanceof UsageError || error instanceof SaveFileError || error instanceof CardweaveError) {
      io.stderr.write(`${error.message.split('\n')[0]}\n`);
      return USAGE_EXIT;
    }
    throw error;
  }
}

/** Prints the rule graph of the duel that would be played (its nodes, and the hooks attached so far) as Mermaid. */
function drawGraph(engine: Engine<DuelState>, io: CliIo): number {
  io.stdout.write(renderMermaid(engine));
  return 0;
}

/** Plays one duel to its end: bots alone print the whole log; with a human, the terminal asks. */
async function play(
  engine: Engine<DuelState>,
  seed: number,
  agents: Record<Player, AgentKind>,
  trace: string | undefined,
  io: CliIo,
  origin: string,
): Promise<number> {
  for (const player of PLAYERS) engine.setAgent(player, makeAgent(agents[player], seed, player));
  const heading = `${origin}: Player 1 is ${agents.p1}, Player 2 is ${agents.p2}`;
  if (agents.p1 !== 'human' && agents.p2 !== 'human') {
    // Nothing is printed before the game has run: a trace file that cannot be written leaves stdout empty.
    const status = withTrace(engine, trace, () => engine.run());
    const lines = [heading, ...duelLines(engine)];
    if (status.status !== 'ended') lines.push(`The duel stopped: ${status.status}`);
    io.stdout.write(`${lines.join('\n')}\n`);
    return status.status === 'ended' ? 0 : 1;
  }
  // withTrace closes its file when its function returns, and a terminal session returns a promise at its
  // first question: trace the whole session here instead, until the player finishes, quits or input ends.
  const closeTrace = trace === undefined ? undefined : attachTraceFile(engine, trace);
  io.stdout.write(`${heading}\n`);
  const input = lineReader(io.stdin);
  try {
    return await playAtTerminal({ engine, seed, agents, shown: 0 }, input, (text) => io.stdout.write(text));
  } finally {
    input.close();
    closeTrace?.();
  }
}

async function simulate(options: CliOptions, games: number, io: CliIo): Promise<number> {
  const seed = options.seed ?? randomInt(0, 0x1_0000_0000);
  const p1 = options.p1 ?? 'greedy';
  const p2 = options.p2 ?? 'random';
  const progress = progressBar(games, io.stderr, 'duels');
  let summary;
  try {
    summary = await simulateDuels({
      games,
      seed,
      p1,
      p2,
      lifePoints: options.lifePoints,
      workers: options.workers,
      onProgress: (done) => progress.tick(done),
    });
  } finally {
    progress.stop();
  }
  io.stdout.write(options.json ? `${JSON.stringify(summary)}\n` : `${summaryLines(summary, seed, p1, p2).join('\n')}\n`);
  return 0;
}
