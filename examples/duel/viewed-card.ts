import type { Json } from 'cardweave';
import type { ViewedState } from 'cardweave/server';

/**
 * A card as one seat's view of a duel shows it. Its face (name, kind, text,
 * stats, ATK) is there only when that seat sees it; a card it sees only the
 * back of has its place for an id ("p2.monsters#0") and no face.
 */
export interface ViewedCard {
  id: number | string;
  /** The zone the card lies in ("p2.monsters"). */
  zone: string;
  faceUp: boolean;
  controller: string;
  /** Attack or defense on the field, null elsewhere: a position is on the table for all to see. */
  positions: string | null;
  face?: { name: string; kind: string; text: string; level: number; atk: number; def: number };
}

interface ZoneInView {
  cards: Record<string, Json>[];
}

function num(value: Json | undefined): number {
  return typeof value === 'number' ? value : 0;
}

function text(value: Json | undefined): string {
  return typeof value === 'string' ? value : '';
}

/**
 * The card with view id `id` (a handle for a card the seat sees, a place for
 * one it does not) in the zones of a duel's view, or undefined when the view
 * shows no such card.
 *
 * @example
 * viewedCard(engine.view('p1').state, 'p2.monsters#0')?.face; // undefined: p1 sees that set monster's back
 */
export function viewedCard(seen: ViewedState, id: Json): ViewedCard | undefined {
  const zones = (seen.zones ?? {}) as unknown as Record<string, ZoneInView>;
  for (const zone of Object.keys(zones)) {
    const card = zones[zone]!.cards.find((c) => c.id === id);
    if (card === undefined) continue;
    const found: ViewedCard = {
      id: card.id as number | string,
      zone,
      faceUp: card.faceUp === true,
      controller: text(card.controller),
      positions: typeof card.positions === 'string' ? card.positions : null,
    };
    if (typeof card.name === 'string') {
      const stats = (card.stats ?? {}) as Record<string, Json>;
      found.face = {
        name: card.name,
        kind: text(card.kind),
        text: text(card.text),
        level: num(stats.level),
        // The ATK last measured on the field (the view shows it with the face), else the printed ATK.
        atk: typeof card.atk === 'number' ? card.atk : num(stats.atk),
        def: num(stats.def),
      };
    }
    return found;
  }
  return undefined;
}
