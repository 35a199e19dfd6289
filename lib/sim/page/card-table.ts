// The per-card table: one row per card, strongest first as the report lists them, each figure with
// its interval, dead cards marked with the reason in words. Each cell carries its sort value in
// data-v, for the page's small sorting script; without the script the table still reads.
import { DEAD_CARD_RULE } from '../build-report.js';
import type { CardReport, Share } from '../report-types.js';
import { count, html, name, percent, px } from './text.js';

/**
 * The most cards the page lists (the strongest first); the JSON report has
 * them all. About 1 KB a row with short names, 2 KB at worst.
 *
 * @example report.cards.length > MAX_PAGE_CARDS; // the page says it lists the strongest 500
 */
export const MAX_PAGE_CARDS = 500;

/** The dead-card rule in words, with its figures, said once above the table. */
export const DEAD_RULE_WORDS =
  `A card drawn in at least ${DEAD_CARD_RULE.minDrawn} seat-games is dead when it was rarely played ` +
  `(in under ${DEAD_CARD_RULE.rarelyPlayed * 100}% of them), or has no effect (played at least ${DEAD_CARD_RULE.minDrawn} times, and the whole ` +
  `interval of its win share when played lies within ${DEAD_CARD_RULE.noEffect * 100} points of the average seat's win share).`;

/** Why a dead card is dead, in a few words (the rule is said above the table). */
export function deadWhy(card: CardReport): string {
  if (!card.dead) return '';
  return card.deadBecause === null ? 'dead' : `dead: ${card.deadBecause}`;
}

/** A share and its interval as text and as a small bar on a 0-100% scale, or a dash when there were no games. */
function shareCell(share: number | null, low: number, high: number): string {
  if (share === null) return `<td class="num" data-v="-1">—</td>`;
  const bar =
    `<svg class="mini" viewBox="0 0 100 12" aria-hidden="true"><rect class="track" x="0" y="5" width="100" height="2"/>` +
    `<line class="interval" x1="${px(low * 100)}" x2="${px(high * 100)}" y1="6" y2="6"/><circle class="change" cx="${px(share * 100)}" cy="6" r="3"/></svg>`;
  return `<td class="num" data-v="${share}"><span class="val"><span class="fig">${percent(share)}</span> <span class="range">${percent(low)}–${percent(high)}</span>${bar}</span></td>`;
}

const shareOf = (s: Share) => shareCell(s.share, s.low, s.high);

/** The columns: their heading and whether they sort as text. */
export const CARD_COLUMNS: readonly (readonly [heading: string, text: boolean])[] = [
  ['Card', true],
  ['Drawn', false],
  ['Played', false],
  ['Played of drawn', false],
  ['Win share when played', false],
  ['Win share when drawn, not played', false],
  ['Dead', true],
];

/** The table of `cards`, at most MAX_PAGE_CARDS of them, in the order given. */
export function cardTable(cards: readonly CardReport[]): string {
  const head = CARD_COLUMNS.map(
    ([heading, text], i) =>
      `<th scope="col" data-col="${i}"${text ? ' data-text=""' : ''}><button type="button">${heading}</button></th>`,
  ).join('');
  const rows = cards.slice(0, MAX_PAGE_CARDS).map((card) => {
    const why = deadWhy(card);
    return (
      `<tr${card.dead ? ' class="dead"' : ''}>` +
      `<th scope="row" data-v="${name(card.card)}">${name(card.card)}</th>` +
      `<td class="num" data-v="${card.drawn}">${count(card.drawn)}</td>` +
      `<td class="num" data-v="${card.played}">${count(card.played)}</td>` +
      shareOf(card.playedOfDrawn) +
      shareCell(card.winShareWhenPlayed, card.low, card.high) +
      shareOf(card.whenDrawnNotPlayed) +
      `<td data-v="${why === '' ? '' : html(card.deadBecause ?? 'dead')}">${html(why)}</td>` +
      `</tr>`
    );
  });
  return `<div class="scroll"><table id="cards"><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
}
