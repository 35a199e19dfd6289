// `cardweave sim --round-robin deck:FILE.json`: a deck entrant read from a small JSON file
// `{ "name": "lancers", "cards": ["duel.gale-lancer", ...] }`. The file is from outside: its size is bounded
// before it is read, and its shape is checked here, so a bad one is one line naming the file and what is wrong.
import { readFileSync, statSync } from 'node:fs';
import { MAX_DECK_CARDS, type Entrant } from '../sim/sweep/matches.js';
import { UsageError } from './serve-options.js';

/** The largest deck file read: a thousand card ids fit in well under this. */
export const MAX_DECK_FILE_BYTES = 64 * 1024;

/** The prefix that makes a --round-robin entrant a deck file. */
export const DECK_PREFIX = 'deck:';

/**
 * A deck entrant from `deck:FILE.json`: the file's `name` and `cards` (card ids, one per copy), played by a seeded random player.
 *
 * @example deckEntrant('deck:lancers.json'); // { name: 'lancers', deck: ['duel.gale-lancer', ...] }
 */
export function deckEntrant(text: string): Entrant {
  const file = text.slice(DECK_PREFIX.length);
  const label = `--round-robin ${text.slice(0, 80)}`;
  if (file === '') throw new UsageError(`--round-robin deck: needs a JSON file, e.g. deck:lancers.json`);
  const size = statSync(file, { throwIfNoEntry: false });
  if (size?.isFile() !== true) throw new UsageError(`${label}: no file ${file}`);
  if (size.size > MAX_DECK_FILE_BYTES)
    throw new UsageError(`${label}: the file is ${size.size} bytes, more than ${MAX_DECK_FILE_BYTES}`);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`${label}: not JSON (${(error as Error).message.split('\n')[0]})`);
  }
  const shape = `must be { "name": "...", "cards": ["card id", ...] }`;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new UsageError(`${label}: ${shape}`);
  const extra = Object.keys(data).find((key) => key !== 'name' && key !== 'cards');
  if (extra !== undefined) throw new UsageError(`${label}: unknown field "${extra.slice(0, 40)}"; ${shape}`);
  const { name, cards } = data as { name?: unknown; cards?: unknown };
  if (typeof name !== 'string' || !/^[\w.-]{1,40}$/.test(name))
    throw new UsageError(`${label}: "name" must be 1 to 40 letters, digits, "_", "." or "-"`);
  if (!Array.isArray(cards) || cards.some((id) => typeof id !== 'string' || id === ''))
    throw new UsageError(`${label}: "cards" must be a list of card ids, one per copy`);
  if (cards.length === 0) throw new UsageError(`${label}: "cards" is empty: a deck needs at least one card`);
  if (cards.length > MAX_DECK_CARDS)
    throw new UsageError(`${label}: "cards" lists ${cards.length} cards, more than ${MAX_DECK_CARDS}`);
  return { name, deck: cards as string[] };
}
