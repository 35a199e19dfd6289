import { Command } from 'commander';
import { MAX_SEED, MAX_WORKERS, parseCommand, wholeNumber } from '../../shared/command-line.js';
import { addDevFlags, readDevFlags, type DevFlags } from '../../shared/cli-flags.js';
import { UsageError } from '../../shared/usage-error.js';
import { AGENT_KINDS, type AgentKind } from '../agents/index.js';
import { MAX_LIFE_POINTS } from '../game.js';

/** What the command line asked for, checked and typed (`graph` and `trace` are the shared developer flags). */
export interface CliOptions extends DevFlags {
  /** Undefined when not given: defaults depend on the mode and on whether stdin is a terminal. */
  p1: AgentKind | undefined;
  p2: AgentKind | undefined;
  /** Undefined when the user gave none: the CLI then picks a fresh one and prints it. */
  seed: number | undefined;
  lifePoints: number | undefined;
  load: string | undefined;
  /** Undefined for "play one game". */
  games: number | undefined;
  json: boolean;
  /** With --games: worker threads; undefined lets lib's simulate() choose. */
  workers: number | undefined;
}

/** The outcome of reading argv: options to run, or text to print (help) and stop. */
export type ParsedArgs = { kind: 'run'; options: CliOptions } | { kind: 'help'; text: string };

// One error class for every example CLI, so the shared flag helpers refuse input the same way.
export { UsageError };


/**
 * Reads the CLI's arguments (without `node` and the script), refusing bad ones with a {@link UsageError}.
 *
 * @example parseArgs(['--p1', 'greedy', '--games', '100']); // { kind: 'run', options: { p1: 'greedy', games: 100, ... } }
 */
export function parseArgs(argv: readonly string[]): ParsedArgs {
  const program = new Command('duel')
    .description('Play a duel at the terminal, watch bots duel, or simulate many duels (rules: examples/duel/README.md).')
    .option('--p1 <player>', `who plays Player 1: ${AGENT_KINDS.join(', ')} (default: human at a terminal, else greedy)`)
    .option('--p2 <player>', `who plays Player 2: ${AGENT_KINDS.join(', ')} (default: greedy at a terminal, else random)`)
    .option('--seed <n>', 'seed of the game (or of the first game with --games); default: a fresh one')
    .option('--life-points <n>', 'life points each player starts with (default 8000)')
    .option('--load <file>', 'resume a saved game exactly where it was (save with "s" while playing)')
    .option('--games <n>', 'simulate N bot games and print win shares and mean turns')
    .option('--json', 'with --games: print the summary as one JSON object')
    .option('--workers <n>', 'with --games: worker threads to play on; default: one per core, 1 below 1000 games');
  const help = parseCommand(addDevFlags(program), argv);
  if (help !== undefined) return { kind: 'help', text: help };
  const raw = program.opts<{
    p1?: string;
    p2?: string;
    seed?: string;
    lifePoints?: string;
    load?: string;
    games?: string;
    json?: boolean;
    workers?: string;
    graph?: boolean;
    trace?: string;
  }>();
  const games = raw.games === undefined ? undefined : wholeNumber('--games', raw.games, 1, 10_000_000);
  const options: CliOptions = {
    p1: raw.p1 === undefined ? undefined : agentKind('--p1', raw.p1),
    p2: raw.p2 === undefined ? undefined : agentKind('--p2', raw.p2),
    seed: raw.seed === undefined ? undefined : wholeNumber('--seed', raw.seed, 0, MAX_SEED),
    lifePoints: raw.lifePoints === undefined ? undefined : wholeNumber('--life-points', raw.lifePoints, 1, MAX_LIFE_POINTS),
    load: raw.load,
    games,
    json: raw.json === true,
    workers: raw.workers === undefined ? undefined : wholeNumber('--workers', raw.workers, 1, MAX_WORKERS),
    // --load is fine with --trace (it traces the rest of the saved game) and --graph (the loaded game's hooks).
    ...readDevFlags(raw, games === undefined ? undefined : '--games'),
  };
  if (options.json && options.games === undefined)
    throw new UsageError('--json needs --games N: it prints the summary of a simulation');
  if (options.workers !== undefined && options.games === undefined)
    throw new UsageError('--workers needs --games N: it sets how many threads play the simulation');
  if (options.load !== undefined) {
    if (options.games !== undefined) throw new UsageError('--load resumes one saved game; it cannot be combined with --games');
    if (options.seed !== undefined || options.lifePoints !== undefined) {
      throw new UsageError('--load resumes a saved game with its own seed and life points; drop --seed and --life-points');
    }
  }
  if (options.games !== undefined && (options.p1 === 'human' || options.p2 === 'human')) {
    throw new UsageError('--games simulates bot games: a human player cannot take part (use greedy or random)');
  }
  return { kind: 'run', options };
}

function agentKind(flag: string, text: string): AgentKind {
  if (!(AGENT_KINDS as readonly string[]).includes(text))
    throw new UsageError(`Unknown player "${text}" for ${flag}: expected ${AGENT_KINDS.join(', ')}`);
  return text as AgentKind;
}
