import { createCard } from '../cards/create.js';
import { defineCard, type CardDefinition, type CardDefinitionInput } from '../card-text/definition.js';
import { CardPackError } from '../cards/errors.js';
import { JsonPlaceError, parseJsonWithPlaces, type PlacedJson, type TextPlace } from './json-places.js';
import { packDocumentProblems, type JsonPackSetup, type PackDocumentProblem } from './json-pack-format.js';
import { defineCardPack, type CardPack } from './pack.js';
import type { CardState } from '../cards/state.js';

/**
 * A card pack written as a JSON file: its name, its version, its cards as
 * data, and the copies of them a game with the pack starts with. No code: a
 * card's abilities name the nodes, effects and conditions the game (or
 * another pack) registers.
 *
 * @example
 * const pack: JsonCardPack = { name: 'gift', cards: [gift], setup: [{ card: 'gift.gift', owner: 'p1', zone: 'p1.side' }] };
 */
export interface JsonCardPack {
  /** Where an editor finds the pack schema (`cardweave cards schema`); ignored by cardweave. */
  $schema?: string;
  name: string;
  version?: string;
  cards: CardDefinitionInput[];
  setup?: JsonPackSetup[];
}

/**
 * Reads a JSON card pack from its text: the JSON is parsed, the document
 * checked field by field, its cards defined (frozen), and its `setup`
 * entries turned into the pack's setup. `file` names it in errors, which
 * give the line and column of the first problem (all of them:
 * `cardweave cards check`). Names of nodes and effects are checked when a
 * game loads the pack, as for every pack.
 *
 * @example
 * const gift = cardPackFromJson(readFileSync('examples/war/packs/gift.json', 'utf8'), 'gift.json');
 */
export function cardPackFromJson(text: string, file: string): CardPack {
  const placed = parsePackText(text, file);
  const problems = placedProblems(placed, packDocumentProblems(placed.value));
  if (problems.length > 0) {
    const { place, problem } = problems[0]!;
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more: cardweave cards check lists them)` : '';
    throw new CardPackError(
      'pack-json-invalid',
      `Card pack file "${file}" at line ${place.line}, column ${place.column}: ${subjectOf(problem)} ${problem.message}${more}`,
    );
  }
  const doc = placed.value as JsonCardPack;
  const cards = doc.cards.map((card) => defineCard(card));
  const byId = new Map(cards.map((card) => [card.id, card]));
  const setup = (doc.setup ?? []).map((entry) => ({ ...entry, def: byId.get(entry.card)! }));
  return defineCardPack({
    name: doc.name,
    ...(doc.version === undefined ? {} : { version: doc.version }),
    cards,
    ...(setup.length === 0 ? {} : { setup: (state: CardState) => setUp(state, setup) }),
  });
}

/** The copies each entry asks for, entry after entry: an unknown zone is refused by createCard, naming it. */
function setUp(state: CardState, entries: readonly (JsonPackSetup & { def: CardDefinition })[]): void {
  for (const entry of entries) {
    const { owner, controller, zone, faceUp, at } = entry;
    for (let i = 0; i < (entry.copies ?? 1); i++) createCard(state, entry.def, { owner, controller, zone, faceUp, at });
  }
}

/**
 * @internal Parses a pack file's text, refusing bad JSON with its place: a
 * CardPackError `pack-json-syntax`.
 */
export function parsePackText(text: string, file: string): PlacedJson {
  try {
    return parseJsonWithPlaces(text);
  } catch (error) {
    if (!(error instanceof JsonPlaceError)) throw error;
    throw new CardPackError(
      'pack-json-syntax',
      `Card pack file "${file}" is not valid JSON at line ${error.place.line}, column ${error.place.column}: ${error.reason}`,
      { cause: error },
    );
  }
}

/** @internal Problems with their places, first written first (ties keep the checker's order). */
export function placedProblems<P extends Pick<PackDocumentProblem, 'path' | 'atKey'>>(
  placed: PlacedJson,
  problems: readonly P[],
): { place: TextPlace; problem: P }[] {
  return problems
    .map((problem) => ({ place: placeOf(placed, problem), problem }))
    .sort((a, b) => a.place.line - b.place.line || a.place.column - b.place.column);
}

/**
 * @internal What a problem's message is about: the field, or for an unknown
 * field the object holding it ("the file" at the top).
 */
export function subjectOf(problem: Pick<PackDocumentProblem, 'path' | 'atKey'>): string {
  const path = problem.atKey ? parentPath(problem.path) : problem.path;
  return path === '' ? 'the file' : path;
}

function parentPath(path: string): string {
  const parent = path.replace(/(\.[^.[\]]*|\[\d+\])$/, '');
  return parent === path ? '' : parent;
}

/**
 * @internal Where a document problem is written: its key for an unknown
 * field, else its value; a path that is not in the file (a missing field)
 * falls back to its nearest written parent.
 */
export function placeOf(placed: PlacedJson, problem: Pick<PackDocumentProblem, 'path' | 'atKey'>): TextPlace {
  let path = problem.path;
  for (;;) {
    const found = placed.places.get(path);
    if (found !== undefined) return (problem.atKey ? found.key : undefined) ?? found.value;
    // A key holding "." or "[" may not cut cleanly: the whole file is then the place.
    if (path === '') return { line: 1, column: 1 };
    path = parentPath(path);
  }
}
