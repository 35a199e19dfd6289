import { Command } from 'commander';
import { parseCommand, wholeNumber, type ParsedArgs } from '../../shared/command-line.js';
import { addSharedFlags, readSharedFlags, type RawSharedFlags, type SharedOptions } from '../../shared/shared-flags.js';
import { UsageError } from '../../shared/usage-error.js';
import { AGENT_KINDS, type AgentKind } from '../agents/index.js';
import { MAX_LIFE_POINTS } from '../game.js';

/** What the command line asked for, checked and typed (the shared flags, then the duel's own). */
export interface CliOptions extends SharedOptions {
  /** Undefined when not given: defaults depend on the mode and on whether stdin is a terminal. */
  p1: AgentKind | undefined;
  p2: AgentKind | undefined;
  lifePoints: number | undefined;
  load: string | undefined;
  /** With --load: trust the saved position instead of verifying it by replaying its decisions. */
  trustSave: boolean;
  /** The look-ahead (mcts) player's iterations per decision and time cap; undefined when not given. */
  iterations: number | undefined;
  thinkMs: number | undefined;
  /** `--pack` files, in the order given: card packs loaded on top of the duel's own. */
  packs: string[];
}

/** The most iterations per decision the command line accepts. */
export const MAX_ITERATIONS = 100_000;
/** The longest think time per decision the command line accepts, in milliseconds. */
export const MAX_THINK_MS = 600_000;

// One error class for every example CLI, so the shared flag helpers refuse input the same way.
export { UsageError };

/**
 * Reads the CLI's arguments (without `node` and the script), refusing bad ones with a {@link UsageError}.
 *
 * @example parseArgs(['--p1', 'greedy', '--games', '100']); // { kind: 'run', options: { p1: 'greedy', games: 100, ... } }
 */
export function parseArgs(argv: readonly string[]): ParsedArgs<CliOptions> {
  const program = new Command('duel')
    .description('Play a duel at the terminal, watch bots duel, or simulate many duels (rules: examples/duel/README.md).')
    .option('--p1 <player>', `who plays Player 1: ${AGENT_KINDS.join(', ')} (default: human at a terminal, else greedy)`)
    .option('--p2 <player>', `who plays Player 2: ${AGENT_KINDS.join(', ')} (default: greedy at a terminal, else random)`)
    .option('--life-points <n>', 'life points each player starts with (default 8000)')
    .option(
      '--load <file>',
      'resume a saved game exactly where it was (save with "s" while playing); its decisions are replayed to verify it',
    )
    .option('--iterations <n>', `the mcts player's iterations per decision, 1 to ${MAX_ITERATIONS} (default 100)`)
    .option(
      '--think-ms <ms>',
      `the mcts player's time per decision at most, in milliseconds, 1 to ${MAX_THINK_MS} (default: no cap)`,
    )
    .option(
      '--pack <path>',
      'load a card pack from a file, a module or a JSON pack (repeatable)',
      (path: string, all: string[] | undefined) => [...(all ?? []), path],
    )
    .option(
      '--trust-save',
      'with --load: skip the replay and trust the saved position (faster; only for saves you made yourself)',
    );
  const help = parseCommand(addSharedFlags(program, { games: 'simulate N bot games and print win shares and mean turns' }), argv);
  if (help !== undefined) return { kind: 'help', text: help };
  const raw = program.opts<
    RawSharedFlags & {
      p1?: string;
      p2?: string;
      lifePoints?: string;
      load?: string;
      trustSave?: boolean;
      iterations?: string;
      thinkMs?: string;
      pack?: string[];
    }
  >();
  const options: CliOptions = {
    p1: raw.p1 === undefined ? undefined : agentKind('--p1', raw.p1),
    p2: raw.p2 === undefined ? undefined : agentKind('--p2', raw.p2),
    lifePoints: raw.lifePoints === undefined ? undefined : wholeNumber('--life-points', raw.lifePoints, 1, MAX_LIFE_POINTS),
    load: raw.load,
    trustSave: raw.trustSave === true,
    iterations: raw.iterations === undefined ? undefined : wholeNumber('--iterations', raw.iterations, 1, MAX_ITERATIONS),
    thinkMs: raw.thinkMs === undefined ? undefined : wholeNumber('--think-ms', raw.thinkMs, 1, MAX_THINK_MS),
    packs: raw.pack ?? [],
    // --load is fine with --trace (it traces the rest of the saved game) and --graph (the loaded game's hooks).
    ...readSharedFlags(raw),
  };
  if (options.load === '') throw new UsageError('--load needs a file path');
  if (options.packs.includes('')) throw new UsageError('--pack needs a file path');
  if (options.trustSave && options.load === undefined)
    throw new UsageError('--trust-save needs --load FILE: it says how to read that save');
  if (options.load !== undefined) {
    if (options.games !== undefined) throw new UsageError('--load resumes one saved game; it cannot be combined with --games');
    if (options.seed !== undefined || options.lifePoints !== undefined) {
      throw new UsageError('--load resumes a saved game with its own seed and life points; drop --seed and --life-points');
    }
  }
  if (options.games !== undefined && (options.p1 === 'human' || options.p2 === 'human')) {
    throw new UsageError('--games simulates bot games: a human player cannot take part (use greedy or random)');
  }
  if (options.games !== undefined && (options.p1 === 'mcts' || options.p2 === 'mcts')) {
    throw new UsageError(
      '--games does not run the mcts player (seconds per game): its win shares come from npx tsx bench/mcts.ts',
    );
  }
  const searching = options.p1 === 'mcts' || options.p2 === 'mcts' || options.load !== undefined;
  if (!searching && (options.iterations !== undefined || options.thinkMs !== undefined)) {
    throw new UsageError('--iterations and --think-ms set the mcts player: name it with --p1 mcts or --p2 mcts');
  }
  return { kind: 'run', options };
}

function agentKind(flag: string, text: string): AgentKind {
  if (!(AGENT_KINDS as readonly string[]).includes(text))
    throw new UsageError(`Unknown player "${text}" for ${flag}: expected ${AGENT_KINDS.join(', ')}`);
  return text as AgentKind;
}
