import type { PackSource } from 'cardweave';
import { freshSeed } from '../../shared/command-line.js';
import { inputLimit } from '../../shared/files/input-file.js';
import { runCommandLine, type CliIo } from '../../shared/run-command-line.js';
import { printSimulation } from '../../shared/run-simulation.js';
import { withTrace, type TraceRequest } from '../../shared/trace-output.js';
import { warLines } from '../formatters.js';
import { warGame } from '../game.js';
import { warPicture } from '../picture.js';
import { simulateWarGames } from '../simulate.js';
import { variantPacks } from '../variants.js';
import { loadPacks, type PackFile } from '../../shared/load-packs.js';
import { parseArgs, type CliOptions } from './options.js';
import { summaryLines } from './summary-text.js';

export { USAGE_EXIT } from '../../shared/run-command-line.js';
export type { CliIo };

/**
 * Runs the War command line and returns its exit status: 0 on success, 2 on
 * a bad option, file or pack (one line on stderr saying what was wrong).
 *
 * @example process.exitCode = await runCli(process.argv.slice(2), process);
 */
export function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  return runCommandLine(argv, io, parseArgs, run);
}

async function run(options: CliOptions, io: CliIo): Promise<number> {
  const limit = inputLimit(options.maxInputMb, 'raise it with --max-input-mb');
  // Loaded once for the run: the game here, its validation and simulate()'s calling thread share them.
  const files = await loadPacks(options.packs, limit);
  const packs: PackSource[] = [...variantPacks(options.variant), ...files.map((file) => file.pack)];
  // Validates every pack together before any game starts, so a bad pack fails here, not mid-simulation.
  warGame.graph(packs);
  if (options.graph) {
    io.stdout.write(warPicture(packs).mermaid);
    return 0;
  }
  const seed = options.seed ?? freshSeed();
  if (options.games === undefined) playOne(packs, seed, traceRequest(options, files, packs), io);
  else await simulate(options, options.games, seed, files, limit.maxBytes, io);
  return 0;
}

function traceRequest(options: CliOptions, files: readonly PackFile[], packs: readonly PackSource[]): TraceRequest | undefined {
  if (options.trace === undefined) return undefined;
  return {
    path: options.trace,
    force: options.force,
    inUse: files.map(({ path }) => ({ path, role: 'a card pack file in use' })),
    // The trace keeps the game's picture, so `npm run trace -- FILE --html OUT` can draw it.
    picture: warPicture(packs),
  };
}

function playOne(packs: PackSource[], seed: number, trace: TraceRequest | undefined, io: CliIo): void {
  const engine = warGame.createEngine({ seed, packs });
  const status = withTrace(engine, trace, () => engine.run());
  const lines = [`Seed: ${seed}`, ...warLines(engine)];
  // The result is the last line; declare-winner logs it, but a pack might log after it.
  const result =
    status.status === 'ended'
      ? String((status.result as { reason?: string }).reason ?? '')
      : `The game stopped: ${status.status}`;
  if (lines.at(-1) !== result) lines.push(result);
  io.stdout.write(`${lines.join('\n')}\n`);
}

async function simulate(
  options: CliOptions,
  games: number,
  seed: number,
  files: readonly PackFile[],
  maxPackBytes: number,
  io: CliIo,
): Promise<void> {
  await printSimulation(
    io,
    { games, noun: 'games', json: options.json },
    // Pack files by path: worker threads load them again (this thread reuses the packs loaded above).
    (onProgress) =>
      simulateWarGames({
        variant: options.variant,
        packFiles: files.map((f) => f.path),
        maxPackBytes,
        games,
        seed,
        workers: options.workers,
        onProgress,
      }),
    (summary) => [`Seed: ${seed}`, ...summaryLines(summary, seed)],
  );
}
