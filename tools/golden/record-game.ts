/**
 * Recording one golden game: the catalogue's game played by its agents,
 * checkpointed as a replay will check it, then replayed at once, so a game
 * that does not play the same twice is never written.
 */
import type { CardPack, Engine, Json } from 'cardweave';
import { canonicalJson } from './digest.js';
import { GOLDEN_FORMAT, GOLDEN_VERSION, type Checkpoint, type GoldenGame } from './format.js';
import type { GameSpec, GoldenExample } from './golden-example.js';
import { checkpoints } from './play.js';
import { replayGolden } from './replay.js';

/**
 * Plays `spec` with its agents and returns it as a golden game; throws when
 * it names an unknown pack or agent, or when its replay differs.
 *
 * @example const golden = recordGame(warGolden, warGolden.catalogue[0]!);
 */
export function recordGame(example: GoldenExample, spec: GameSpec): GoldenGame {
  const packs = spec.packs.map((name): CardPack => {
    if (!Object.hasOwn(example.packs, name))
      throw new Error(`${example.game}/${spec.name}: the catalogue names pack "${name}", which ${example.game} does not list`);
    return example.packs[name]!;
  });
  const agents = Object.fromEntries(
    Object.entries(spec.agents).map(([seat, name]) => [seat, example.agent(name, spec.seed, seat)]),
  );
  const engine = example.cards.createEngine({
    seed: spec.seed,
    packs,
    options: spec.options ?? undefined,
    log: true,
    agents,
  }) as Engine;
  const taken: Checkpoint[] = [];
  // The agents answer inside engine.step(): nothing to do when a decision is asked.
  const run = checkpoints(engine, example.every, () => {});
  let next = run.next();
  for (; !next.done; next = run.next()) taken.push(next.value);
  const golden: GoldenGame = {
    format: GOLDEN_FORMAT,
    version: GOLDEN_VERSION,
    game: example.game,
    name: spec.name,
    rules: engine.graph.id,
    seed: spec.seed,
    packs: engine.graph.packs.map((pack) => ({ name: pack.name, version: pack.version })),
    options: spec.options,
    agents: spec.agents,
    every: example.every,
    decisions: engine.decisions.map((d): [string, Json] => [d.player, d.choice]),
    checkpoints: taken,
    outcome: { status: next.value.status, result: engine.result ?? null, steps: engine.steps },
  };
  // Through JSON and back, as the file will be read.
  const failure = replayGolden(JSON.parse(JSON.stringify(golden)) as GoldenGame, `${example.game}/${spec.name} (just recorded)`);
  if (failure !== undefined) throw new Error(`A game that does not replay as it was played cannot be recorded:\n${failure}`);
  return golden;
}

/**
 * Where a new recording first parts from the old one, in one line: the
 * first decision answered differently or the first checkpoint that
 * differs, whichever comes first in the game; or the set-up that changed.
 *
 * @example firstDifference(old, now); // 'first differs after 14 decisions: checkpoint 20 was 0f3a... at node run 1234, now ...'
 */
export function firstDifference(old: GoldenGame, now: GoldenGame): string {
  for (const key of ['rules', 'seed', 'packs', 'options', 'every'] as const)
    if (canonicalJson(old[key]) !== canonicalJson(now[key]))
      return `its ${key} changed: was ${show(old[key])}, now ${show(now[key])}`;
  const k = firstIndex(old.checkpoints, now.checkpoints);
  const j = firstIndex(old.decisions, now.decisions);
  const atCheckpoint = k === undefined ? undefined : (old.checkpoints[k] ?? now.checkpoints[k])![1];
  if (j !== undefined && (atCheckpoint === undefined || j < atCheckpoint)) {
    const was = old.decisions[j];
    const is = now.decisions[j];
    return `first differs at decisions[${j}]: was ${was === undefined ? 'not asked' : `${was[0]} chose ${show(was[1])}`}, now ${is === undefined ? 'not asked' : `${is[0]} chose ${show(is[1])}`}`;
  }
  if (k !== undefined) {
    const [was, is] = [old.checkpoints[k], now.checkpoints[k]];
    const where = (c: Checkpoint | undefined): string => (c === undefined ? 'none' : `${c[2]} at node run ${c[0]}`);
    const first = `first differs after ${atCheckpoint} decision${atCheckpoint === 1 ? '' : 's'}: checkpoint ${k} was ${where(was)}, now ${where(is)}`;
    return sameCourse(old, now)
      ? `${first} (only digests differ: the same answers, node runs and outcome, as when the state's layout changes)`
      : first;
  }
  return `its outcome changed: was ${show(old.outcome)}, now ${show(now.outcome)}`;
}

/** True when two recordings differ only in their digests: the same answers, checkpoints at the same node runs, the same outcome. */
function sameCourse(old: GoldenGame, now: GoldenGame): boolean {
  const course = (g: GoldenGame): string =>
    canonicalJson([g.decisions, g.checkpoints.map(([steps, answered]) => [steps, answered]), g.outcome]);
  return course(old) === course(now);
}

/** The first index where two lists differ (by canonical JSON), or undefined when they are equal. */
function firstIndex(a: readonly unknown[], b: readonly unknown[]): number | undefined {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) if (i >= a.length || i >= b.length || canonicalJson(a[i]) !== canonicalJson(b[i])) return i;
  return undefined;
}

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
