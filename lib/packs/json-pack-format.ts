import { packLogProblem } from './pack-log.js';
import { didYouMean } from '../graph/suggest.js';
import { ABILITY_FIELDS, abilityProblem } from '../card-text/card-data-check.js';
import { describe } from '../card-text/definition.js';

/**
 * One entry of a JSON pack's `setup`: how many copies of one of its cards
 * are made, whose, and in which zone, when a game loads the pack (after the
 * game's own setup, in the order listed). What a code pack's `setup()` does
 * with `createCard`, as data.
 *
 * @example
 * const entry: JsonPackSetup = { card: 'gift.gift', owner: 'p1', zone: 'p1.side' };
 */
export interface JsonPackSetup {
  /** The id of one of the pack's own cards. */
  card: string;
  owner: string;
  /** Default: the owner. */
  controller?: string;
  /** A zone the game declares (`"p1.side"`). */
  zone: string;
  /** 1 to 1000; default 1. */
  copies?: number;
  /** Default false. */
  faceUp?: boolean;
  /** Default "bottom". */
  at?: 'top' | 'bottom';
}

/**
 * The fields a JSON pack file may have. `$schema` lets an editor find the schema; it is ignored.
 *
 * @example
 * PACK_FIELDS.includes('setup'); // true
 */
export const PACK_FIELDS = ['$schema', 'name', 'version', 'cards', 'setup', 'log'] as const;
/**
 * The fields of a card definition in a pack file.
 *
 * @example
 * CARD_FIELDS.includes('abilities'); // true
 */
export const CARD_FIELDS = ['id', 'name', 'text', 'kind', 'stats', 'abilities'] as const;
/**
 * The fields of a setup entry.
 *
 * @example
 * SETUP_FIELDS.includes('copies'); // true
 */
export const SETUP_FIELDS = ['card', 'owner', 'controller', 'zone', 'copies', 'faceUp', 'at'] as const;
/**
 * Most copies one setup entry may make, as `create-card`'s count.
 *
 * @example
 * const entry: JsonPackSetup = { card: 'x.token', owner: 'p1', zone: 'p1.deck', copies: MAX_SETUP_COPIES };
 */
export const MAX_SETUP_COPIES = 1000;

/**
 * One thing wrong in a pack document: where (a field path as card errors
 * write it, `cards[0].abilities[1].on`; `""` for the whole document), a
 * stable finding code (`unknown-field`), and what is wrong. `atKey` says the finding is about the key
 * itself (an unknown field), not its value.
 */
export interface PackDocumentProblem {
  path: string;
  atKey: boolean;
  finding: string;
  message: string;
}

/**
 * Everything wrong with a parsed JSON pack document on its own (no game
 * needed): its fields, every card's fields, each ability's first problem,
 * and its setup entries. In document order; empty when it is a valid pack.
 * Names of nodes, effects and conditions are checked against a game
 * elsewhere (`checkCardPackText`).
 *
 * @example
 * packDocumentProblems({ name: 'x', cards: [], stup: [] })[0].message; // 'has an unknown field "stup" (did you mean "setup"?)'
 */
export function packDocumentProblems(doc: unknown): PackDocumentProblem[] {
  const out: PackDocumentProblem[] = [];
  if (!isObject(doc)) {
    out.push({
      path: '',
      atKey: false,
      finding: 'bad-value',
      message: `a card pack file holds one object { name, cards, ... }, got ${kind(doc)}`,
    });
    return out;
  }
  unknownFields(doc, '', PACK_FIELDS, out);
  if (typeof doc.name !== 'string' || doc.name === '') add(out, missingOr(doc, '', 'name', 'must be a non-empty string', out));
  if (doc.version !== undefined && (typeof doc.version !== 'string' || doc.version === ''))
    out.push({
      path: 'version',
      atKey: false,
      finding: 'bad-value',
      message: `must be a non-empty string, got ${describe(doc.version)}`,
    });
  if ($schemaBad(doc)) out.push({ path: '$schema', atKey: false, finding: 'bad-value', message: 'must be a string' });
  const ids = new Set<string>();
  if (!Array.isArray(doc.cards)) add(out, missingOr(doc, '', 'cards', 'must be a list of card definitions', out));
  else doc.cards.forEach((card, i) => cardProblems(card, `cards[${i}]`, ids, out));
  if (doc.setup !== undefined) {
    if (!Array.isArray(doc.setup))
      out.push({
        path: 'setup',
        atKey: false,
        finding: 'bad-value',
        message: 'must be a list of { card, owner, zone, copies? }',
      });
    else doc.setup.forEach((entry, i) => setupProblems(entry, `setup[${i}]`, ids, out));
  }
  if (doc.log !== undefined) logProblems(doc.log, out);
  return out;
}

function add(out: PackDocumentProblem[], problem: PackDocumentProblem | undefined): void {
  if (problem !== undefined) out.push(problem);
}

function $schemaBad(doc: Record<string, unknown>): boolean {
  return doc.$schema !== undefined && typeof doc.$schema !== 'string';
}

function cardProblems(card: unknown, at: string, ids: Set<string>, out: PackDocumentProblem[]): void {
  if (!isObject(card)) {
    out.push({
      path: at,
      atKey: false,
      finding: 'bad-value',
      message: `must be a card definition { id, name, kind, ... }, got ${kind(card)}`,
    });
    return;
  }
  unknownFields(card, at, CARD_FIELDS, out);
  if (typeof card.id !== 'string' || card.id === '') add(out, missingOr(card, at, 'id', 'must be a non-empty string', out));
  else if (ids.has(card.id))
    out.push({
      path: `${at}.id`,
      atKey: false,
      finding: 'duplicate-card',
      message: `card "${card.id}" is defined twice in this pack`,
    });
  else ids.add(card.id);
  for (const field of ['name', 'kind'] as const)
    if (typeof card[field] !== 'string' || card[field] === '')
      add(out, missingOr(card, at, field, 'must be a non-empty string', out));
  if (card.text !== undefined && typeof card.text !== 'string')
    out.push({ path: `${at}.text`, atKey: false, finding: 'bad-value', message: 'must be a string' });
  if (card.stats !== undefined) {
    if (!isObject(card.stats))
      out.push({ path: `${at}.stats`, atKey: false, finding: 'bad-value', message: 'must be an object' });
    else
      for (const [stat, value] of Object.entries(card.stats))
        if (!(typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))))
          out.push({
            path: `${at}.stats.${stat}`,
            atKey: false,
            finding: 'bad-value',
            message: `must be a number or a string, got ${describe(value)}`,
          });
  }
  if (card.abilities === undefined) return;
  if (!Array.isArray(card.abilities)) {
    out.push({ path: `${at}.abilities`, atKey: false, finding: 'bad-value', message: 'must be a list of abilities' });
    return;
  }
  card.abilities.forEach((ability, a) => {
    // A misspelt key of the ability itself first: "hwile" would otherwise read as a missing "on".
    if (isObject(ability) && Object.keys(ability).some((key) => !ABILITY_FIELDS.includes(key))) {
      unknownFields(ability, `${at}.abilities[${a}]`, ABILITY_FIELDS, out);
      return;
    }
    const found = abilityProblem(ability, a);
    if (found !== undefined) out.push(dataProblem(card, at, found.field, found.problem));
  });
}

/**
 * A problem the card-data checker found, as a document problem: an unknown
 * field points at its key; a required field that is missing points at a
 * key beside it that looks like a misspelling of it, when there is one.
 */
function dataProblem(card: Record<string, unknown>, at: string, field: string, problem: string): PackDocumentProblem {
  const unknown = /^has an unknown field "((?:[^"\\]|\\.)*)"/.exec(problem);
  if (unknown !== null) return { path: `${at}.${field}.${unknown[1]!}`, atKey: true, finding: 'unknown-field', message: problem };
  const here = valueAt(card, field);
  if (isObject(here)) {
    // A message that quotes a key of the object is about that key ('is an unknown selector "$qe"', '$stat takes ... not "fo"').
    const quoted = [...problem.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!).filter((q) => Object.hasOwn(here, q));
    if (quoted.length > 0)
      return { path: `${at}.${field}.${quoted.at(-1)!}`, atKey: true, finding: findingOf(problem), message: problem };
  }
  const parentPath = field.replace(/(\.[^.[\]]+|\[\d+\])$/, '');
  const name = field.slice(parentPath.length + 1);
  const parent = valueAt(card, parentPath);
  if (isObject(parent) && name !== '' && !/^\d/.test(name) && !Object.hasOwn(parent, name)) {
    const near = Object.keys(parent).find((key) => looksLike(key, name));
    if (near !== undefined)
      return {
        path: `${at}.${parentPath}.${near}`,
        atKey: true,
        finding: 'unknown-field',
        message: `has an unknown field "${near}" (did you mean "${name}"?)`,
      };
    return {
      path: `${at}.${parentPath}`,
      atKey: false,
      finding: 'missing-field',
      message: problem.startsWith('is missing') ? `"${name}" ${problem}` : `"${name}" is missing: it ${problem}`,
    };
  }
  return { path: `${at}.${field}`, atKey: false, finding: findingOf(problem), message: problem };
}

/**
 * True when `key` may be a misspelling of `name`: a likely typo, or the same
 * letters in another order (didYouMean is strict with short names: "od" for "do").
 */
function looksLike(key: string, name: string): boolean {
  if (didYouMean(key, [name]) !== '') return true;
  return key.length === name.length && [...key].sort().join('') === [...name].sort().join('');
}

function findingOf(problem: string): string {
  if (problem.includes('unknown selector')) return 'unknown-selector';
  if (problem.includes('fills in unknown name')) return 'unknown-template';
  if (problem.startsWith('is missing')) return 'missing-field';
  return 'bad-value';
}

function setupProblems(entry: unknown, at: string, ids: ReadonlySet<string>, out: PackDocumentProblem[]): void {
  if (!isObject(entry)) {
    out.push({
      path: at,
      atKey: false,
      finding: 'bad-value',
      message: `must be { card, owner, zone, copies? }, got ${kind(entry)}`,
    });
    return;
  }
  unknownFields(entry, at, SETUP_FIELDS, out);
  for (const field of ['card', 'owner', 'zone'] as const)
    if (typeof entry[field] !== 'string' || entry[field] === '')
      add(out, missingOr(entry, at, field, 'must be a non-empty string', out));
  if (typeof entry.card === 'string' && entry.card !== '' && !ids.has(entry.card))
    out.push({
      path: `${at}.card`,
      atKey: false,
      finding: 'unknown-card',
      message: `names card "${entry.card}", which this pack does not define${didYouMean(entry.card, ids)}`,
    });
  if (entry.controller !== undefined && (typeof entry.controller !== 'string' || entry.controller === ''))
    out.push({ path: `${at}.controller`, atKey: false, finding: 'bad-value', message: 'must be a non-empty string' });
  if (
    entry.copies !== undefined &&
    !(Number.isInteger(entry.copies) && (entry.copies as number) >= 1 && (entry.copies as number) <= MAX_SETUP_COPIES)
  )
    out.push({
      path: `${at}.copies`,
      atKey: false,
      finding: 'bad-value',
      message: `must be a whole number from 1 to ${MAX_SETUP_COPIES}, got ${describe(entry.copies)}`,
    });
  if (entry.faceUp !== undefined && typeof entry.faceUp !== 'boolean')
    out.push({
      path: `${at}.faceUp`,
      atKey: false,
      finding: 'bad-value',
      message: `must be true or false, got ${describe(entry.faceUp)}`,
    });
  if (entry.at !== undefined && entry.at !== 'top' && entry.at !== 'bottom')
    out.push({
      path: `${at}.at`,
      atKey: false,
      finding: 'bad-value',
      message: `must be "top" or "bottom", got ${describe(entry.at)}`,
    });
}

/** Who sees the pack's log entries: an object by entry type (pack-log.ts says what each may be). */
function logProblems(log: unknown, out: PackDocumentProblem[]): void {
  if (!isObject(log)) {
    out.push({
      path: 'log',
      atKey: false,
      finding: 'bad-value',
      message: `must be an object by log entry type, got ${kind(log)}`,
    });
    return;
  }
  for (const [type, how] of Object.entries(log)) {
    const problem = packLogProblem(how);
    if (problem !== undefined) out.push({ path: join('log', type), atKey: false, finding: 'bad-value', message: problem });
  }
}

/** An unknown-field problem for each key not in `known`, with a suggestion. */
function unknownFields(value: Record<string, unknown>, at: string, known: readonly string[], out: PackDocumentProblem[]): void {
  for (const key of Object.keys(value))
    if (!known.includes(key))
      out.push({
        path: join(at, key),
        atKey: true,
        finding: 'unknown-field',
        message: `has an unknown field "${key}"${didYouMean(key, known)}`,
      });
}

/**
 * The problem of a required field: when it is missing and a key beside it
 * looks like its misspelling, that key was reported already (undefined);
 * missing otherwise; else the field's value is wrong.
 */
function missingOr(
  value: Record<string, unknown>,
  at: string,
  field: string,
  problem: string,
  out: readonly PackDocumentProblem[],
): PackDocumentProblem | undefined {
  if (Object.hasOwn(value, field))
    return { path: join(at, field), atKey: false, finding: 'bad-value', message: `${problem}, got ${describe(value[field])}` };
  const misspelt = out.some(
    (p) =>
      p.finding === 'unknown-field' &&
      p.message.endsWith(`(did you mean "${field}"?)`) &&
      Object.hasOwn(value, p.path.slice(join(at, '').length)),
  );
  if (misspelt) return undefined;
  return { path: at, atKey: false, finding: 'missing-field', message: `"${field}" is missing: it ${problem}` };
}

function join(at: string, key: string): string {
  return at === '' ? key : key === '' ? `${at}.` : `${at}.${key}`;
}

/** The value at a field path inside `root` (`abilities[0].steps[1]`), or undefined. */
function valueAt(root: unknown, path: string): unknown {
  let here = root;
  for (const part of path.match(/[^.[\]]+|\[\d+\]/g) ?? []) {
    if (here === null || typeof here !== 'object') return undefined;
    const key = part.startsWith('[') ? Number(part.slice(1, -1)) : part;
    here = Object.hasOwn(here, key) ? (here as Record<string | number, unknown>)[key] : undefined;
  }
  return here;
}

function kind(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
