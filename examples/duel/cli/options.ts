import { Command, CommanderError } from 'commander';
import { AGENT_KINDS, type AgentKind } from '../agents/index.js';
import { MAX_LIFE_POINTS } from '../game.js';

/** What the command line asked for, checked and typed. */
export interface CliOptions {
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
}

/** The outcome of reading argv: options to run, or text to print (help) and stop. */
export type ParsedArgs = { kind: 'run'; options: CliOptions } | { kind: 'help'; text: string };

/** A bad command line; its message is the one line the CLI prints before exiting with status 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

const MAX_SEED = 0xffffffff;

/**
 * Reads the CLI's arguments (without `node` and the script), refusing bad ones with a {@link UsageError}.
 *
 * @example parseArgs(['--p1', 'greedy', '--games', '100']); // { kind: 'run', options: { p1: 'greedy', games: 100, ... } }
 */
export function parseArgs(argv: readonly string[]): ParsedArgs {
  let help = '';
  const program = new Command('duel')
    .description('Play a duel at the terminal, watch bots duel, or simulate many duels (rules: examples/duel/README.md).')
    .option('--p1 <player>', `who plays Player 1: ${AGENT_KINDS.join(', ')} (default: human at a terminal, else greedy)`)
    .option('--p2 <player>', `who plays Player 2: ${AGENT_KINDS.join(', ')} (default: greedy at a terminal, else random)`)
    .option('--seed <n>', 'seed of the game (or of the first game with --games); default: a fresh one')
    .option('--life-points <n>', 'life points each player starts with (default 8000)')
    .option('--load <file>', 'resume a saved game exactly where it was (save with "s" while playing)')
    .option('--games <n>', 'simulate N bot games and print win shares and mean turns')
    .option('--json', 'with --games: print the summary as one JSON object')
    .helpOption('-h, --help', 'show this help')
    .allowExcessArguments(false)
    .exitOverride()
    .configureOutput({
      writeOut: (text) => (help += text),
      writeErr: () => {},
      outputError: () => {},
    });
  try {
    program.parse(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.help') return { kind: 'help', text: help };
      // Commander says "error: unknown option '--x'"; keep its wording, drop its prefix and any advice lines.
      throw new UsageError(error.message.replace(/^error: /, '').split('\n')[0]!);
    }
    throw error;
  }
  const raw = program.opts<{
    p1?: string;
    p2?: string;
    seed?: string;
    lifePoints?: string;
    load?: string;
    games?: string;
    json?: boolean;
  }>();
  const options: CliOptions = {
    p1: raw.p1 === undefined ? undefined : agentKind('--p1', raw.p1),
    p2: raw.p2 === undefined ? undefined : agentKind('--p2', raw.p2),
    seed: raw.seed === undefined ? undefined : wholeNumber('--seed', raw.seed, 0, MAX_SEED),
    lifePoints: raw.lifePoints === undefined ? undefined : wholeNumber('--life-points', raw.lifePoints, 1, MAX_LIFE_POINTS),
    load: raw.load,
    games: raw.games === undefined ? undefined : wholeNumber('--games', raw.games, 1, 10_000_000),
    json: raw.json === true,
  };
  if (options.json && options.games === undefined)
    throw new UsageError('--json needs --games N: it prints the summary of a simulation');
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

function wholeNumber(flag: string, text: string, min: number, max: number): number {
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new UsageError(`Invalid ${flag} "${text}": expected a whole number from ${min} to ${max}`);
  }
  return value;
}
