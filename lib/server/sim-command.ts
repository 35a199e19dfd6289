// `cardweave sim`: simulates a card game through lib/sim's simulate() and prints its report, as a
// table or as JSON. The module named is code and runs, as with `cardweave describe`.
import { parseArgs } from 'node:util';
import { maxWorkers } from '../sim/default-workers.js';
import { reportPage } from '../sim/report-page.js';
import { simulate } from '../sim/simulate.js';
import { loadGameWithPacks } from './card-game-module.js';
import { UsageError } from './serve-options.js';
import type { ServeIo } from './serve.js';
import { progressBar } from './sim-progress.js';
import { queueUrl } from './sim-queue/open-boss.js';
import { queuedSim } from './sim-queue/queued-sim.js';
import { MAX_SHARD_GAMES } from './sim-queue/shard-job.js';
import { checkReportTarget, writeReportFile } from './sim-report-file.js';
import { reportText } from './sim-report-text.js';
import { labMode, runLab } from './sim-lab.js';
import { SWEEP_FLAGS } from './sim-sweep-args.js';
import { usageLine } from './usage-line.js';

/**
 * The most games one `cardweave sim` plays: ten million. The library takes
 * up to 2^32, but a command line's number is anyone's typing, and ten
 * million classic War games are already hours of both cores (about 600
 * games/s a core); call simulate() for more.
 */
export const MAX_SIM_COMMAND_GAMES = 10_000_000;

/** `cardweave sim --help`. */
export const SIM_HELP = `Usage: cardweave sim [options] <game module>[#EXPORT] --games N --seed S

Plays N seeded games of a card game, every seat a seeded random player, and
prints the report: each seat's win share with its 95% interval, draws and
games cut by a cap, game length (turns and decisions, p50/p90/p99), the
first seat's advantage, a balance figure, and per card how often it was
drawn and played and the win share when played, dead cards marked
(docs/simulation.md says how each figure is made). Game i plays seed S + i:
the same command prints the same report, whatever the number of workers.

The module is the game (defineCardGame; default export, or the module's
only card game, or the export #EXPORT); TypeScript loads as is. It is code
and runs, in every worker: name only modules you trust.

Options:
  --games N             games to play, 1 to ${MAX_SIM_COMMAND_GAMES}
  --seed S              the first game's seed, 0 to 4294967295
  --pack FILE           a pack loaded with the game; repeatable
  --workers N           worker threads, 1 to twice the cores (default: 1 below
                        1,000 games, else one per core)
  --json                print the report as JSON (no timings: the same run
                        prints the same bytes)
  --progress WHEN       a progress bar on stderr: auto (default: only when
                        stderr is a terminal), always, never
  --queue URL           play through the PostgreSQL job queue at URL: the
                        seeds go out in shards, \`cardweave worker --queue URL\`
                        processes on any machines play them, and the report
                        is the one a local run prints (docs/simulation.md,
                        "Across machines")
  --shard-games N       games per shard with --queue (default: about 3 s of
                        games, timed on this machine)
  --shard-timeout S     seconds after which a shard still in play is taken for
                        lost and played again, 1 to 86400 (default 300)
  --report FILE.html    also write the report as one page to read in a
                        browser: charts of the seats with their intervals
                        and of game lengths, the card table sortable, dead
                        cards marked; nothing loaded from the network. A file
                        already there is refused (checked before any game is
                        played) unless --force
                        With --sweep or --arm-pack, the arms are drawn as a
                        forest plot beside the base's report (the base is
                        played once more for it, on the same seeds)
  --force               with --report: replace the file if it exists
  --help                print this help

Same-seed comparisons (docs/simulation.md, "Sweeps"): with any of these, every
arm plays the same N seeds as the base (the game with its --pack files), and
each arm's change in a seat's win share is printed with a paired 95% interval,
"not distinguishable" when it contains 0:
  --sweep CARD.FIELD=V1,V2,...
                        one arm per value of a card's field (one of its
                        stats); repeatable
  --arm-pack FILE       an arm with this pack loaded on top; repeatable
  --seat SEAT           compare this seat's win share (default: every seat)
  --round-robin ENTRANT every entrant against every other, rated (Bradley-Terry,
                        Elo scale, bootstrap interval); ENTRANT is random,
                        FILE#EXPORT, an agent factory ({ seed }) => Agent, or
                        deck:FILE.json, a deck { "name", "cards": [card ids,
                        one per copy] } played by a random player, for a game
                        that reads options.seatDecks (the duel does);
                        give it once per entrant
  --skill-trace FILE#EXPORT
                        the player at each --levels (default 1,2,4) of its
                        iterations against the level below
  --levels L1,L2,...    the skill trace's levels, increasing

Examples:
  cardweave sim examples/duel/game.ts --games 1000 --seed 1
  cardweave sim examples/war/game.ts --pack examples/war/twist/pack.ts --games 2000 --seed 1 --json
  cardweave sim my-game.ts#hardMode --games 500 --seed 7 --workers 2
  cardweave sim examples/duel/game.ts --games 1000 --seed 1 --report duel.html
  cardweave sim examples/war/game.ts --sweep war.14-of-spades.rank=2,9 --seat p1 --games 1000 --seed 1
  cardweave sim examples/war/game.ts --arm-pack examples/war/twist/pack.ts --games 1000 --seed 1 --json
  cardweave sim examples/duel/game.ts --round-robin random --round-robin examples/duel/agents/greedy.ts#greedyAgent --games 200 --seed 1
  cardweave sim examples/duel/game.ts --round-robin deck:examples/duel/deck-files/lancers.json --round-robin deck:examples/duel/deck-files/moths.json --games 200 --seed 1
  cardweave sim examples/duel/game.ts --skill-trace examples/duel/agents/mcts.ts#mctsAgent --levels 1,2,4,8,16 --games 100 --seed 1

Exit status 0, or 2 with one line on stderr naming what was refused (a game
that fails names its seed).`;

const FLAGS = {
  games: { type: 'string' },
  seed: { type: 'string' },
  pack: { type: 'string', multiple: true },
  workers: { type: 'string' },
  json: { type: 'boolean' },
  progress: { type: 'string' },
  queue: { type: 'string' },
  'shard-games': { type: 'string' },
  'shard-timeout': { type: 'string' },
  report: { type: 'string' },
  force: { type: 'boolean' },
  help: { type: 'boolean' },
  ...SWEEP_FLAGS,
} as const;

/** A shard still in play this long after it started is taken for lost (its worker died) and played again. */
const DEFAULT_SHARD_TIMEOUT = 300;

const HELP_HINT = 'cardweave sim --help';

/**
 * Runs `cardweave sim` with `argv` (the words after `sim`). Returns the exit
 * status: 0, or 2 with one line on `io.err`. The progress bar, when shown,
 * is written to `progress` (stderr); `isTerminal` says whether it is a
 * terminal, for `--progress auto`.
 *
 * @example
 * const status = await simCommand(['examples/war/game.ts', '--games', '100', '--seed', '1'], io, { write: (s) => process.stderr.write(s), isTerminal: false });
 */
export async function simCommand(
  argv: readonly string[],
  io: ServeIo,
  progress: { write: (text: string) => void; isTerminal: boolean },
): Promise<number> {
  try {
    const { values, positionals } = parseArgs({ args: [...argv], options: FLAGS, allowPositionals: true, strict: true });
    if (values.help === true) {
      io.out(SIM_HELP);
      return 0;
    }
    const spec = oneModule(positionals);
    const games = wholeNumber('--games', values.games, 1, MAX_SIM_COMMAND_GAMES);
    const seed = wholeNumber('--seed', values.seed, 0, 0xffffffff);
    const workers = values.workers === undefined ? undefined : wholeNumber('--workers', values.workers, 1, maxWorkers());
    const when = values.progress ?? 'auto';
    if (when !== 'auto' && when !== 'always' && when !== 'never')
      throw new UsageError(`--progress must be auto, always or never, got ${JSON.stringify(when.slice(0, 40))}`);
    const force = values.force === true;
    if (force && values.report === undefined) throw new UsageError(`--force only applies with --report (${HELP_HINT})`);
    // Before any game: a run can take hours, and its page must not then find its file taken.
    if (values.report !== undefined) checkReportTarget(values.report, force);
    const packFiles = values.pack ?? [];
    // Loaded here first, through the one TypeScript-aware loader: a bad module or pack is one line before any worker starts.
    const { file, name } = await loadGameWithPacks(spec, packFiles);
    const bar = when === 'always' || (when === 'auto' && progress.isTerminal) ? progressBar(progress.write) : undefined;
    // Same-seed comparisons (--sweep, --arm-pack, --round-robin, --skill-trace): sim-lab.ts.
    const lab = labMode(values);
    const game = `${spec} (${name})`;
    if (lab !== undefined) {
      // Refused rather than ignored: a flag that silently did nothing would cost a long run.
      if (values.queue !== undefined)
        throw new UsageError(`--queue plays a plain simulation; ${lab.kind} runs on this machine's workers (${HELP_HINT})`);
      if (values.report !== undefined && lab.kind !== 'sweep')
        throw new UsageError(`--report draws a simulation or a sweep; ${lab.kind} prints its table (use --json for the data)`);
      const run = { game: { module: file, export: name }, packs: packFiles, games, seed, workers, onProgress: bar?.update };
      let swept;
      try {
        swept = await runLab(lab, run, values.json === true, game, (line) => io.out(line));
      } finally {
        bar?.end();
      }
      if (values.report !== undefined && swept !== undefined) {
        // The page draws the base's own report beside the arms: the base is played once more, on the same seeds.
        const base = await simulate({ game: run.game, packs: packFiles, games, seed, workers });
        const date = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
        writeReportFile(values.report, reportPage({ ...base.report, arms: swept.arms }, { game, date }), force);
        if (values.json !== true) io.out(`Report page written to ${values.report}`);
      }
      return 0;
    }
    let result;
    if (values.queue !== undefined) {
      if (workers !== undefined)
        throw new UsageError('--workers and --queue cannot go together: with --queue, the worker processes play');
      const url = queueUrl(values.queue);
      const shardGames =
        values['shard-games'] === undefined ? undefined : wholeNumber('--shard-games', values['shard-games'], 1, MAX_SHARD_GAMES);
      const shardSeconds =
        values['shard-timeout'] === undefined
          ? DEFAULT_SHARD_TIMEOUT
          : wholeNumber('--shard-timeout', values['shard-timeout'], 1, 86_400);
      let queued;
      try {
        queued = await queuedSim({
          url,
          file,
          exportName: name,
          packFiles,
          games,
          seed,
          shardGames,
          shardSeconds,
          onProgress: bar?.update,
        });
      } finally {
        bar?.end();
      }
      result = queued.result;
      if (values.json === true) io.out(JSON.stringify(result.report, null, 2));
      else {
        const { shards, retried } = queued;
        const via = `${shards} shard${shards === 1 ? '' : 's'} through the queue${retried > 0 ? ` (${retried} played again)` : ''}`;
        for (const line of reportText(result.report, {
          game,
          workers: 1,
          via,
          seconds: result.playSeconds,
          gamesPerSecond: result.gamesPerSecond,
        }))
          io.out(line);
      }
    } else {
      if (values['shard-games'] !== undefined || values['shard-timeout'] !== undefined)
        throw new UsageError(`--shard-games and --shard-timeout go with --queue (${HELP_HINT})`);
      try {
        result = await simulate({
          game: { module: file, export: name },
          packs: packFiles,
          games,
          seed,
          workers,
          onProgress: bar?.update,
        });
      } finally {
        bar?.end();
      }
      if (values.json === true) io.out(JSON.stringify(result.report, null, 2));
      else {
        const timing = {
          workers: result.workers,
          seconds: result.startupSeconds + result.playSeconds,
          gamesPerSecond: result.gamesPerSecond,
        };
        for (const line of reportText(result.report, { game, ...timing })) io.out(line);
      }
    }
    if (values.report !== undefined) {
      // After the report is printed: a page that cannot be written (a full disk, a file made meanwhile) costs no run.
      const date = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
      writeReportFile(values.report, reportPage(result.report, { game, date }), force);
      if (values.json !== true) io.out(`Report page written to ${values.report}`);
    }
    return 0;
  } catch (error) {
    io.err(`cardweave sim: ${lineOf(error)}`);
    return 2;
  }
}

function oneModule(positionals: readonly string[]): string {
  if (positionals.length === 0) throw new UsageError(`sim needs a game module (${HELP_HINT})`);
  if (positionals.length > 1)
    throw new UsageError(`sim takes one game module, got ${positionals.length}: give packs with --pack (${HELP_HINT})`);
  if (positionals[0] === '') throw new UsageError('sim needs a game module, got an empty name');
  return positionals[0]!;
}

/** A whole number from `min` to `max`, written in plain digits: "1e3", "0x10", "+5" and " 5" are refused, not guessed at. */
function wholeNumber(flag: string, text: string | undefined, min: number, max: number): number {
  if (text === undefined) throw new UsageError(`${flag} is required (${HELP_HINT})`);
  const value = /^\d{1,16}$/.test(text) ? Number(text) : NaN;
  if (!(value >= min && value <= max))
    throw new UsageError(`${flag} must be a whole number from ${min} to ${max}, got ${JSON.stringify(text.slice(0, 40))}`);
  return value;
}

/** A refusal or a failed simulation in one line. */
function lineOf(error: unknown): string {
  if (error instanceof Error && error.name === 'SimulationError') return error.message.split('\n')[0]!;
  return usageLine(error, HELP_HINT);
}
