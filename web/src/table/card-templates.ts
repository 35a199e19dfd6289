// How a card is drawn on the board: a template per game id, with a default that draws any CardFace
// (name, kind, current stats with the changed ones marked, position). The detail panel shows the rest.
import type { CardFace } from '../../../lib/server/wire.js';
import { el } from '../dom.js';

/** Draws the inside of one card face (the page wraps it in a focusable button). */
export type CardTemplate = (face: CardFace) => HTMLElement[];

const templates = new Map<string, CardTemplate>();

/**
 * Makes `game`'s cards drawn by `template` on this page (for a game whose
 * cards read better another way, e.g. as playing cards).
 *
 * @example
 * registerCardTemplate('war', (face) => [el('span', { class: 'card-name' }, face.name)]);
 */
export function registerCardTemplate(game: string, template: CardTemplate): void {
  templates.set(game, template);
}

/** The template the page draws `game`'s cards with. */
export function cardTemplate(game: string): CardTemplate {
  return templates.get(game) ?? defaultTemplate;
}

/** A stat as a player reads it: numbers with their short name ("ATK 2100"), words as they are ("continuous"). */
export function statWords(name: string, value: number | string): string {
  return typeof value === 'number' ? `${name.toUpperCase()} ${value}` : value;
}

/**
 * The default card: its name, its kind, each stat (a changed one marked up or down, with its printed
 * value in its title) and its position on the field.
 */
export const defaultTemplate: CardTemplate = (face) => {
  const stats = Object.entries(face.stats).map(([name, value]) => {
    const printed = face.printed?.[name];
    if (printed === undefined) return el('span', { class: 'stat' }, statWords(name, value));
    const up = typeof value === 'number' && typeof printed === 'number' && value > printed;
    return el(
      'span',
      { class: `stat changed ${up ? 'up' : 'down'}`, title: `printed ${statWords(name, printed)}` },
      `${statWords(name, value)} ${up ? '▲' : '▼'}`,
    );
  });
  return [
    el('span', { class: 'card-name' }, face.name),
    face.kind === '' ? null : el('span', { class: 'card-kind' }, face.kind),
    el('span', { class: 'card-stats' }, ...stats),
    face.position === undefined ? null : el('span', { class: `card-position ${face.position}` }, face.position),
  ].filter((node): node is HTMLElement => node !== null);
};

// War's cards are playing cards: rank and suit read better as "10 ♥" than as "RANK 10 · hearts".
registerCardTemplate('war', (face) => {
  const rank = face.stats.rank;
  return [
    el('span', { class: 'card-name' }, face.name),
    rank === undefined ? null : el('span', { class: 'card-stats' }, String(rank)),
  ].filter((node): node is HTMLElement => node !== null);
});
