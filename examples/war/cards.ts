import { defineCard, type Ability, type CardDefinition, type Step } from 'cardweave';
import { draw, moveCards, onDraw, score, SELF, step, via, YOU, zone } from 'cardweave/verbs';

/** Suits in the order the deck is built (RULES.md, classic 1). */
export const SUITS = ['Clubs', 'Diamonds', 'Hearts', 'Spades'] as const;
/** Ranks 2..14; 14 is the ace. */
export const RANKS: readonly number[] = Array.from({ length: 13 }, (_, i) => i + 2);

/** Id of a standard card, e.g. "war.12-of-spades"; the log tells standard cards by this shape. */
export function standardCardId(rank: number, suit: string): string {
  return `war.${rank}-of-${suit.toLowerCase()}`;
}

/** True for the id of one of the 52 standard cards. */
export function isStandardId(defId: string): boolean {
  return /^war\.\d+-of-[a-z]+$/.test(defId);
}

/** One standard card: a rank and a suit, no text. */
export function standardCard(rank: number, suit: (typeof SUITS)[number]): CardDefinition {
  return defineCard({ id: standardCardId(rank, suit), name: `${rank} of ${suit}`, kind: 'standard', stats: { rank, suit } });
}

/** The 52 standard cards in build order: clubs 2..14, then diamonds, hearts, spades. */
export const STANDARD_DECK: readonly CardDefinition[] = SUITS.flatMap((suit) => RANKS.map((rank) => standardCard(rank, suit)));

/** "Discard this card", the first step of every War ability card: face up onto the discard pile. */
export const DISCARD_SELF: Step = moveCards([SELF], zone('discard'), { faceUp: true });

/** One of War's ability cards: its printed text, and what it does when drawn. */
function abilityCard(id: string, name: string, text: string, ...abilities: Ability[]): CardDefinition {
  return defineCard({ id: `war.${id}`, name, kind: 'ability', text, abilities });
}

export const gainOnePoint = abilityCard(
  'gain-1-point',
  'Gain 1 Point',
  'Upon drawing this card, gain one point, then draw a card.',
  onDraw(
    DISCARD_SELF,
    score(YOU, 1),
    // Back to the draw step: this draw runs before anything already queued.
    via('next', draw(YOU, zone('{you}.pile'), zone('{you}.hand'), { onEmpty: 'war.out-of-cards' })),
  ),
);

export const fortune = abilityCard(
  'fortune',
  'Fortune',
  'Upon drawing this card, draw until you hold five standard cards. Keep the highest for the comparison; ' +
    'the rest form the Fortune pot, which goes to the winner of the comparison.',
  // Both queued: drawing runs through the queue a card at a time, and keeping waits for it.
  onDraw(
    DISCARD_SELF,
    via('next', step('twist.draw-until', { player: YOU, count: 5 })),
    via('next', step('twist.fortune-keep', { player: YOU, card: SELF })),
  ),
);

/** Each player's side deck in twist, by default (RULES.md, twist 1). */
export const DEFAULT_SIDE_DECK: readonly CardDefinition[] = [gainOnePoint, gainOnePoint, fortune];
