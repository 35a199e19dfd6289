// What a seat may see, written out by hand for War and the duel from their rules (not from their
// visibility declarations), so the views are checked against an independent account.
import type { CardState, Engine, PlayerView } from '../../lib/index.js';

/** True when `seat` (null: a spectator) may see the face of `card` in a duel. */
export function duelSees(state: CardState, seat: string | null, card: number): boolean {
  const inst = state.cards[card]!;
  const [owner, kind] = state.zoneNames[inst.zone]!.split('.');
  if (kind === 'deck') return false;
  if (kind === 'hand') return owner === seat;
  return inst.faceUp || inst.controller === seat;
}

/** True when `seat` may see the face of `card` in War: face-up cards on the table, and a twist hand to its owner. */
export function warSees(state: CardState, seat: string | null, card: number): boolean {
  const inst = state.cards[card]!;
  const zone = state.zoneNames[inst.zone]!;
  if (zone === 'deck' || zone.endsWith('.pile') || zone.endsWith('.side')) return false;
  if (zone.endsWith('.hand')) return zone.startsWith(`${seat}.`);
  return inst.faceUp;
}

/** The live cards whose face `seat` may not see. */
export function hiddenFrom(state: CardState, seat: string | null, sees: typeof duelSees): number[] {
  const hidden: number[] = [];
  state.cards.forEach((inst, card) => {
    if (inst !== null && !sees(state, seat, card)) hidden.push(card);
  });
  return hidden;
}

/** The card handles (numbers) a view shows, sorted. */
export function handlesIn(view: PlayerView): number[] {
  const zones = view.state.zones as Record<string, { cards: { id: number | string }[] }>;
  const ids: number[] = [];
  for (const zone of Object.values(zones)) for (const card of zone.cards) if (typeof card.id === 'number') ids.push(card.id);
  return ids.sort((a, b) => a - b);
}

/**
 * A fork of `engine` whose cards hidden from `seat` swap definitions, owner
 * by owner (a player's cards stay that player's), in an order `pick` chooses
 * (a deck's order, a hand's contents, a set card's identity): a game that
 * differs from `engine` only in what `seat` cannot see.
 */
export function permuteHidden(engine: Engine, seat: string | null, sees: typeof duelSees, pick: (n: number) => number): Engine {
  const other = engine.fork({ agents: {} });
  const state = other.state as CardState;
  const hidden = hiddenFrom(state, seat, sees);
  for (const owner of new Set(hidden.map((card) => state.cards[card]!.owner))) {
    const cards = hidden.filter((card) => state.cards[card]!.owner === owner);
    const defs = cards.map((card) => state.cards[card]!.def);
    for (let i = defs.length - 1; i > 0; i--) {
      const j = pick(i + 1);
      [defs[i], defs[j]] = [defs[j]!, defs[i]!];
    }
    cards.forEach((card, i) => (state.cards[card]!.def = defs[i]!));
  }
  return other;
}

/** The fields no view may ever hold: the machinery of the engine. */
export const MACHINERY = [
  '"rng"',
  '"seed"',
  '"queue"',
  '"hooks"',
  '"decisions"',
  '"origin"',
  '"revealed"',
  '"defs"',
  '"zoneNames"',
];
