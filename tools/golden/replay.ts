/**
 * Replaying a golden game: from its seed and packs, answering from its
 * decision log, comparing every checkpoint with the recording. The first
 * difference stops the replay with a message that says where and how to
 * re-record on purpose.
 */
import { readFileSync } from 'node:fs';
import type { Engine } from 'cardweave';
import { canonicalJson } from './digest.js';
import { checkpoints } from './play.js';
import { GoldenFileError, readGolden, type Checkpoint, type GoldenGame } from './format.js';
import { exampleOf, startGolden } from './start-game.js';

/** The command that re-records one golden game, for messages. */
export const recordCommand = (golden: { game: string; name: string }): string =>
  `npm run golden:record -- ${golden.game}/${golden.name}`;

/**
 * Plays a golden game again: undefined when every checkpoint and the
 * outcome are as recorded, else the failure's message. A file that names
 * an unknown game or pack throws a `GoldenFileError` instead.
 *
 * @example const failure = replayGolden(readGolden(text, file), file); if (failure) console.error(failure);
 */
export function replayGolden(golden: GoldenGame, file: string): string | undefined {
  const example = exampleOf(golden.game, file);
  const engine = startGolden(example, golden, file);
  if (engine.graph.id !== golden.rules)
    throw new GoldenFileError(`${file}: the packs make the rules "${engine.graph.id}", not the recorded "${golden.rules}"`);
  let failure: string | undefined;
  const fail = (what: string): void => {
    failure ??= failureMessage(golden, file, engine, what);
  };
  const answer = (decision: { id: number; player: string }, at: number): void => {
    const recorded = golden.decisions[at];
    if (recorded === undefined)
      return fail(
        `the game asks ${decision.player} decision ${at} (id ${decision.id}), but the recording has only ${at} answers`,
      );
    try {
      engine.decide(recorded[0], recorded[1]);
    } catch (error) {
      fail(`decisions[${at}] (${recorded[0]} chose ${show(recorded[1])}) is refused: ${(error as Error).message}`);
    }
  };
  const run = checkpoints(engine, golden.every, answer);
  let at = 0;
  let next = run.next();
  while (!next.done && failure === undefined) {
    const expected = golden.checkpoints[at];
    const actual = next.value;
    if (expected === undefined) fail(`the game goes on past its last recorded checkpoint (${at - 1}): ${describe(actual)}`);
    else if (!sameCheckpoint(expected, actual))
      fail(`checkpoint ${at} differs:\n  expected ${describe(expected)}\n  actual   ${describe(actual)}`);
    at++;
    if (failure === undefined) next = run.next();
  }
  if (failure !== undefined || !next.done) return failure;
  if (at < golden.checkpoints.length)
    fail(`the game stopped (${next.value.status}) after ${at} checkpoints; ${golden.checkpoints.length} were recorded`);
  else if (golden.decisions.length !== countAnswered(golden))
    fail(`the recording holds ${golden.decisions.length} answers, but the game asked ${countAnswered(golden)}`);
  else {
    const outcome = { status: next.value.status, result: engine.result ?? null, steps: engine.steps };
    if (canonicalJson(outcome) !== canonicalJson(golden.outcome))
      fail(`the outcome differs:\n  expected ${JSON.stringify(golden.outcome)}\n  actual   ${JSON.stringify(outcome)}`);
  }
  return failure;
}

/** Decisions asked in the recording: those answered before its last checkpoint, which is the game's end. */
const countAnswered = (golden: GoldenGame): number => golden.checkpoints.at(-1)?.[1] ?? 0;

const sameCheckpoint = (a: Checkpoint, b: Checkpoint): boolean => a[0] === b[0] && a[1] === b[1] && a[2] === b[2];

/** A checkpoint in words: where it was taken and its digest. */
function describe([steps, answered, digest]: Checkpoint): string {
  return `digest ${digest} at node run ${steps}, after ${answered} decision${answered === 1 ? '' : 's'}`;
}

function show(value: unknown): string {
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** The whole failure: the file, what differs, the last decision answered, the last log lines, and how to re-record. */
function failureMessage(golden: GoldenGame, file: string, engine: Engine, what: string): string {
  const answered = engine.decisions.length;
  const last = golden.decisions[answered - 1];
  // Entries a game formats as empty (turn breaks) would only push the informative lines out.
  const lines = engine
    .lines()
    .filter((line) => line !== '')
    .slice(-6);
  return [
    `Golden replay ${file} (${golden.rules}, seed ${golden.seed}) no longer plays as recorded: ${what}`,
    last === undefined
      ? 'No decision had been answered yet.'
      : `The last decision answered: decisions[${answered - 1}], ${last[0]} chose ${show(last[1])}.`,
    `The last log lines (node run ${engine.steps}):`,
    ...(lines.length === 0 ? ['  (none)'] : lines.map((l) => `  ${l}`)),
    `If the game is meant to change, re-record it on purpose (${recordCommand(golden)}, or npm run golden:record for all) ` +
      'and say in the commit which games changed and why (test/golden/README.md).',
  ].join('\n');
}

/**
 * Reads and replays one golden file: undefined when it plays as recorded,
 * else the failure's message; a file that cannot be used throws a
 * `GoldenFileError` naming it (`shown` is its name in messages).
 *
 * @example replayGoldenFile('/repo/test/golden/war/classic-s1.json', 'test/golden/war/classic-s1.json');
 */
export function replayGoldenFile(file: string, shown: string): string | undefined {
  return replayGolden(readGolden(readFileSync(file, 'utf8'), shown), shown);
}
