// A card as the page draws it: its face from the seat's view of the game, with the words a player
// needs to play against it (its text, its current stats beside its printed ones, its position).
import type { Json } from '../graph/json.js';
import type { CardDefinition } from '../card-text/definition.js';
import { cardText } from '../readings/card-text.js';
import type { TableGame } from './table-game.js';
import type { CardFace } from './wire.js';

/** A card's text by its definition's id, for one game with one list of packs. */
type TextsById = Map<string, string>;

/**
 * Card texts made once per game and pack list, never per frame: rendering a
 * card's data into words walks its abilities, and a table sends a frame to
 * every seat after every move. Keyed by the game object, so a server that
 * drops a game drops its texts.
 */
const textCache = new WeakMap<TableGame, Map<string, TextsById>>();

/**
 * The text of every card a table with `packs` (the pack names its record
 * keeps) can hold: each card's printed text when its data has one, else
 * what its data reads (`cardText`, with the table's packs, as `cardweave
 * cards report` prints as `renderedText`); a card with neither has none.
 *
 * @example
 * cardTexts(duelTable, []).get('duel.mirror-ward'); // 'If you would take battle damage, your opponent takes it instead.'
 */
export function cardTexts(game: TableGame, packs: readonly string[]): TextsById {
  let byPacks = textCache.get(game);
  if (byPacks === undefined) textCache.set(game, (byPacks = new Map<string, TextsById>()));
  const key = JSON.stringify(packs);
  let texts = byPacks.get(key);
  if (texts !== undefined) return texts;
  texts = new Map();
  const loaded = game.game.packs(packs.flatMap((name) => (Object.hasOwn(game.packs, name) ? [game.packs[name]!] : [])));
  for (const pack of loaded) for (const card of pack.cards) texts.set(card.id, textOf(card, loaded));
  byPacks.set(key, texts);
  return texts;
}

function textOf(card: CardDefinition, packs: Parameters<typeof cardText>[1]): string {
  return card.text.trim() !== '' ? card.text : cardText(card, packs);
}

/**
 * One card of a seat's view as the page draws it, or null for a card that
 * seat sees only the back of (no name in its view). Only what the view shows
 * is read, so a hidden card gains nothing here:
 * - `text`: the viewed card's own text when its view carries one, else the
 *   text of its definition (`def`) from `texts`;
 * - `stats`: its current values. A game keeps a changed stat as a field of
 *   the card beside its printed `stats` (the duel's `atk`, measured on the
 *   field; null elsewhere): a field named like a printed stat, holding a
 *   number or a string, is that stat now, and the printed value goes to
 *   `printed`, only for the stats that differ. The fields every viewed card
 *   has (`def` is its definition's id, not the duel's DEF) are never read so;
 * - `position`: the viewed card's `position` (or the duel's `positions`)
 *   when it is a word (`attack`, `defense`); null off the field, so absent.
 *
 * @example
 * cardFace({ name: 'Glass Moth', kind: 'monster', stats: { atk: 300 }, atk: 800, positions: 'attack', faceUp: true }, texts);
 * // { name: 'Glass Moth', kind: 'monster', stats: { atk: 800 }, printed: { atk: 300 }, position: 'attack', ... }
 */
export function cardFace(card: Record<string, Json>, texts: TextsById): CardFace | null {
  if (typeof card.name !== 'string') return null;
  const printed = isRecord(card.stats) ? (card.stats as Record<string, number | string>) : {};
  const face: CardFace = { name: card.name, kind: typeof card.kind === 'string' ? card.kind : '', stats: { ...printed } };
  const changed: Record<string, number | string> = {};
  for (const [stat, value] of Object.entries(printed)) {
    // A stat named like a field every viewed card has (the duel's `def` stat beside the card's `def` handle) is never read there.
    if (CARD_FIELDS.has(stat)) continue;
    const now = card[stat];
    if ((typeof now === 'number' || typeof now === 'string') && now !== value) {
      face.stats[stat] = now;
      changed[stat] = value;
    }
  }
  if (Object.keys(changed).length > 0) face.printed = changed;
  if (card.faceUp === false) face.faceDown = true;
  const position = typeof card.position === 'string' ? card.position : card.positions;
  if (typeof position === 'string' && position !== '') face.position = position;
  const text =
    typeof card.text === 'string' && card.text.trim() !== ''
      ? card.text
      : typeof card.def === 'string'
        ? texts.get(card.def)
        : undefined;
  if (text !== undefined && text !== '') face.text = text;
  return face;
}

/** The fields a viewed card has whatever its game (lib/cards' instance and face fields): never a current stat. */
const CARD_FIELDS = new Set([
  'id',
  'at',
  'def',
  'zone',
  'owner',
  'controller',
  'faceUp',
  'name',
  'kind',
  'text',
  'stats',
  'position',
  'positions',
]);

function isRecord(value: Json | undefined): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
