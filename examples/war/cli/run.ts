import { randomInt } from 'node:crypto';
import { resolve } from 'node:path';
import { CardweaveError, renderMermaid, type PackSource } from 'cardweave';
import { withTrace } from '../../shared/cli-flags.js';
import { warLines } from '../formatters.js';
import { warGame } from '../game.js';
import { simulateWarGames } from '../simulate.js';
import { variantPacks } from '../variants.js';
import { loadPacks } from './load-packs.js';
import { parseArgs, UsageError, type CliOptions } from './options.js';
import { progressBar } from '../../shared/progress.js';
import { summaryLines } from './summary-text.js';

/** Where the CLI writes; tests and main.ts give the real streams. */
export interface CliIo {
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
}

/** Exit status for a bad command line or a pack that cannot be used. */
export const USAGE_EXIT = 2;

/**
 * Runs the War command line and returns its exit status: 0 on success, 2 on
 * a bad option or pack (one line on stderr saying what was wrong).
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
    const extra = await loadPacks(options.packs);
    // Validates every pack together before any game starts, so a bad pack fails here, not mid-simulation.
    warGame.graph([...variantPacks(options.variant), ...extra]);
    if (options.graph) {
      // Seed 0 when none is given: the picture must not change from run to run.
      io.stdout.write(renderMermaid(warGame.createEngine({ seed: options.seed ?? 0, packs: [...variantPacks(options.variant), ...extra] })));
      return 0;
    }
    const seed = options.seed ?? randomInt(0, 0x1_0000_0000);
    if (options.games === undefined) playOne([...variantPacks(options.variant), ...extra], seed, options.trace, io);
    else await simulate(options, options.games, seed, io);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof CardweaveError) {
      io.stderr.write(`${error.message.split('\n')[0]}\n`);
      return USAGE_EXIT;
    }
    throw error;
  }
}

function playOne(packs: PackSource[], seed: number, trace: string | undefined, io: CliIo): void {
  const engine = warGame.createEngine({ seed, packs });
  const status = withTrace(engine, trace, () => engine.run());
  const lines = [`Seed: ${seed}`, ...warLines(engine)];
  // The result is the last line; declare-winner logs it, but a pack might log after it.
  const result = status.status === 'ended' ? String((status.result as { reason?: string }).reason ?? '') : `The game stopped: ${status.status}`;
  if (lines.at(-1) !== result) lines.push(result);
  io.stdout.write(`${lines.join('\n')}\n`);
}

async function simulate(options: CliOptions, games: number, seed: number, io: CliIo): Promise<void> {
  const progress = progressBar(games, io.stderr, 'games');
  let summary;
  try {
    // Pack files, not the loaded packs: worker threads load them again by path.
    const packFiles = options.packs.map((path) => resolve(path));
    summary = await simulateWarGames({ variant: options.variant, packFiles, games, seed, workers: options.workers, onProgress: (done) => progress.tick(done) });
  } finally {
    progress.stop();
  }
  io.stdout.write(options.json ? `${JSON.stringify(summary)}\n` : `${[`Seed: ${seed}`, ...summaryLines(summary, seed)].join('\n')}\n`);
}
