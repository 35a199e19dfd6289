// What `cardweave cards check --game` says about card text: a printed text that is not what the data
// reads, and names read plainly for want of a reading. Warnings: the pack still loads and plays.
import type { CardDefinition } from '../card-text/definition.js';
import { readCard } from './card-text.js';
import type { ReadingPack } from './lexicon.js';

// Finding codes are not error codes: named here, so the error catalogue's scan of `code: '...'` skips them.
const TEXT_DIFFERS = 'text-differs';
const READING_MISSING = 'reading-missing';

/**
 * One warning about a card's text, at a path of its pack (`cards[2].text`), with a code and what is wrong.
 *
 * @example
 * const warning: TextWarning = { path: 'cards[0].text', finding: 'text-differs', message: 'differs from what its data reads: "Draw a card."' };
 */
export interface TextWarning {
  path: string;
  atKey: false;
  finding: string;
  message: string;
}

/**
 * The text warnings of a pack's `cards`, read with `packs` (the game's and the pack's own):
 * `reading-missing` where a card names a node, effect, condition or trigger that has no
 * reading (its text reads it plainly), and `text-differs` where a card with abilities has a
 * printed text other than the one its data reads (the message gives the rendered text).
 *
 * @example
 * cardTextWarnings(pack.cards, game.packs([pack])).map((w) => w.finding); // ['text-differs']
 */
export function cardTextWarnings(cards: readonly CardDefinition[], packs: readonly ReadingPack[]): TextWarning[] {
  const out: TextWarning[] = [];
  cards.forEach((card, i) => {
    const { text, unread } = readCard(card, packs);
    if (unread.length > 0)
      out.push({
        path: `cards[${i}]`,
        atKey: false,
        finding: READING_MISSING,
        message: `reads ${unread.join(', ')} plainly, for want of a reading: give ${unread.length === 1 ? 'it one' : 'them one each'} in the readings of the pack that defines ${unread.length === 1 ? 'it' : 'them'}`,
      });
    if (card.abilities.length > 0 && text !== card.text)
      out.push({
        path: `cards[${i}].text`,
        atKey: false,
        finding: TEXT_DIFFERS,
        message: `differs from what its data reads: ${JSON.stringify(text)}`,
      });
  });
  return out;
}
