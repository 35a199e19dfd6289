/**
 * The golden file: one recorded game, enough to play it again from nothing
 * and to tell where a replay first parts from the recording. Read loudly:
 * every field is checked, and a bad one is refused in one line naming it.
 */
import type { Json } from 'cardweave';

/** The `format` field of every golden file. */
export const GOLDEN_FORMAT = 'cardweave/golden';
/** The layout this recorder writes and the replay reads. */
export const GOLDEN_VERSION = 1;

/** A pack of the recorded rule set; `version` is null when the pack declares none. */
export interface GoldenPack {
  name: string;
  version: string | null;
}

/** A position taken while the game ran: [node runs so far, decisions answered so far, position digest]. */
export type Checkpoint = [steps: number, answered: number, digest: string];

/** One answer of the decision log: [the seat that answered, its choice]. */
export type Answer = [player: string, choice: Json];

/** How the recorded game stopped. */
export interface GoldenOutcome {
  status: 'ended' | 'idle';
  result: Json;
  steps: number;
}

/**
 * One recorded game. `agents` says who answered each seat when it was
 * recorded; a replay never runs them, it answers from `decisions`.
 */
export interface GoldenGame {
  format: typeof GOLDEN_FORMAT;
  version: typeof GOLDEN_VERSION;
  /** The example game: "war" or "duel". */
  game: string;
  /** The recorded game's name, the file's name without ".json". */
  name: string;
  /** The rule set's id, as saves name it ("war+twist+reversal"). */
  rules: string;
  seed: number;
  /** Every pack of the rule set in load order, the game's own included. */
  packs: GoldenPack[];
  /** The game's set-up options (the duel's life points and decks), or null. */
  options: Json;
  agents: Record<string, string>;
  /** A checkpoint is taken at every decision, at the end, and after at most this many node runs without one. */
  every: number;
  decisions: Answer[];
  checkpoints: Checkpoint[];
  outcome: GoldenOutcome;
}

/** A golden file that cannot be used as it is: its message names the file and what is wrong. */
export class GoldenFileError extends Error {
  override name = 'GoldenFileError';
}

const FIELDS = [
  'format',
  'version',
  'game',
  'name',
  'rules',
  'seed',
  'packs',
  'options',
  'agents',
  'every',
  'decisions',
  'checkpoints',
  'outcome',
];

/**
 * Reads a golden file's text, refusing anything but a well-formed golden
 * game of this version (`file` names it in the message).
 *
 * @example const golden = readGolden(readFileSync(path, 'utf8'), 'test/golden/war/classic-s1.json');
 */
export function readGolden(text: string, file: string): GoldenGame {
  const bad = (message: string): never => {
    throw new GoldenFileError(`${file}: ${message}`);
  };
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    return bad(`not JSON: ${(error as Error).message}`);
  }
  if (!isRecord(doc)) return bad('not a golden game: the file holds no JSON object');
  if (doc.format !== GOLDEN_FORMAT) return bad(`format is ${show(doc.format)}, not "${GOLDEN_FORMAT}"`);
  if (doc.version !== GOLDEN_VERSION)
    return bad(`golden format version ${show(doc.version)} is unknown: this recorder reads version ${GOLDEN_VERSION}`);
  for (const key of Object.keys(doc)) if (!FIELDS.includes(key)) bad(`unknown field "${key}"`);
  for (const key of FIELDS) if (!(key in doc)) bad(`field "${key}" is missing`);
  for (const key of ['game', 'name', 'rules'] as const)
    if (typeof doc[key] !== 'string' || doc[key] === '') bad(`${key} must be a non-empty string, got ${show(doc[key])}`);
  if (!isWhole(doc.seed, 0xffffffff)) bad(`seed must be a whole number from 0 to 4294967295, got ${show(doc.seed)}`);
  if (!isWhole(doc.every, Number.MAX_SAFE_INTEGER) || doc.every === 0)
    bad(`every must be a whole number above 0, got ${show(doc.every)}`);
  checkPacks(doc.packs, bad);
  if (!isRecord(doc.agents) || Object.values(doc.agents).some((a) => typeof a !== 'string'))
    bad('agents must map seats to agent names');
  checkList(
    doc.decisions,
    'decisions',
    bad,
    (d) => Array.isArray(d) && d.length === 2 && typeof d[0] === 'string',
    '[player, choice]',
  );
  checkList(
    doc.checkpoints,
    'checkpoints',
    bad,
    (c) =>
      Array.isArray(c) &&
      c.length === 3 &&
      isWhole(c[0], Number.MAX_SAFE_INTEGER) &&
      isWhole(c[1], Number.MAX_SAFE_INTEGER) &&
      isDigest(c[2]),
    '[node runs, decisions answered, 16 hex digits]',
  );
  const outcome = doc.outcome;
  if (
    !isRecord(outcome) ||
    (outcome.status !== 'ended' && outcome.status !== 'idle') ||
    !isWhole(outcome.steps, Number.MAX_SAFE_INTEGER) ||
    !('result' in outcome)
  )
    bad('outcome must be { status: "ended" or "idle", result, steps }');
  return doc as unknown as GoldenGame;
}

function checkPacks(packs: unknown, bad: (message: string) => never): void {
  if (!Array.isArray(packs)) bad('packs must be a list of { name, version }');
  (packs as unknown[]).forEach((pack, i) => {
    if (
      !isRecord(pack) ||
      typeof pack.name !== 'string' ||
      pack.name === '' ||
      !(typeof pack.version === 'string' || pack.version === null)
    )
      bad(`packs[${i}] must be { name, version } with version a string or null, got ${show(pack)}`);
  });
}

function checkList(
  list: unknown,
  field: string,
  bad: (message: string) => never,
  ok: (item: unknown) => boolean,
  shape: string,
): void {
  if (!Array.isArray(list)) bad(`${field} must be a list`);
  (list as unknown[]).forEach((item, i) => {
    if (!ok(item)) bad(`${field}[${i}] must be ${shape}, got ${show(item)}`);
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isWhole(value: unknown, max: number): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= max;
}

function isDigest(value: unknown): boolean {
  return typeof value === 'string' && /^[0-9a-f]{16}$/.test(value);
}

/** A value in a message: JSON, cut short so one bad field cannot flood the line. */
function show(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
