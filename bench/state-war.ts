/**
 * Classic War written by hand on the engine's own card state, as tight as we
 * can make it: the rival that splits the War ratio in two. The engine sets
 * each game up (its first step, `war.begin`, shuffles and deals); then plain
 * code plays the rules on `engine.state` and keeps that state true the way
 * the game's nodes do: every card's zone and face, the zone lists, the
 * face-up cards and the comparison count. It holds the zone lists in locals
 * and reads ranks through the definitions, by handle as the nodes do, and
 * has no nodes, queue, hooks or checks. Its gap to the typed-array baseline
 * is what any engine that keeps this JSON state pays; the engine's gap to it
 * is what nodes, queue and hooks add.
 */
import type { CardInstance, CardDefinition } from '../lib/index.js';
import { warGame } from '../examples/war/game.js';
import { PILES, ZONES, type WarState } from '../examples/war/state.js';
import { addUpWars, type WarOutcome, type WarTotals } from './baseline-war.js';

/** Plays the game of `seed` by hand from the engine's dealt state (the same game the engine plays); returns the outcome and the state. */
export function playStateWar(seed: number): WarOutcome & { state: WarState } {
  const state = dealtWar(seed); // war.begin: one shuffle, the deal; the first war.reveal is next
  return { ...play(state), state };
}

/** Plays the games of seeds `first`, `first + 1`, ... and adds up their outcomes. */
export function playStateWars(first: number, games: number): WarTotals {
  return addUpWars(first, games, playStateWar);
}

/** The engine's state of a War game, dealt and ready for its first battle (what the engine's first step leaves). */
export function dealtWar(seed: number): WarState {
  const engine = warGame.createEngine({ seed, log: false });
  engine.step();
  return engine.state;
}

/**
 * Battles and wars until someone cannot play or the cap is reached
 * (examples/war/RULES.md, classic 4-8), on a dealt state, which it plays on
 * in place; Player 1 always plays first.
 *
 * @example const outcome = play(dealtWar(7));
 */
export function play(state: WarState): WarOutcome {
  const { cards, defs, zones, up, incarnations } = state;
  const pileA = PILES[0]!;
  const pileB = PILES[1]!;
  const POT = ZONES.pot;
  const p1 = zones[pileA]!;
  const p2 = zones[pileB]!;
  const pot = zones[POT]!;
  for (;;) {
    // A player with no cards when a battle starts loses; otherwise each turns their top card face up.
    if (p1.length === 0) return { winner: 'p2', comparisons: state.comparisons };
    if (p2.length === 0) return { winner: 'p1', comparisons: state.comparisons };
    let a = move(cards, incarnations, p1, pot, POT, true);
    let b = move(cards, incarnations, p2, pot, POT, true);
    up[0] = a;
    up[1] = b;
    for (;;) {
      const byA = rank(cards, defs, a);
      const byB = rank(cards, defs, b);
      const count = ++state.comparisons;
      up[0] = null;
      up[1] = null;
      if (byA > byB) while (pot.length > 0) move(cards, incarnations, pot, p1, pileA, false);
      else if (byB > byA) while (pot.length > 0) move(cards, incarnations, pot, p2, pileB, false);
      if (count >= state.cap) return { winner: 'draw', comparisons: count };
      if (byA !== byB) break;
      // War: up to three face down each, keeping one card to turn up; then one face up each.
      stake(cards, incarnations, p1, pot, POT);
      stake(cards, incarnations, p2, pot, POT);
      if (p1.length === 0) return { winner: 'p2', comparisons: count };
      a = up[0] = move(cards, incarnations, p1, pot, POT, true);
      if (p2.length === 0) return { winner: 'p1', comparisons: count };
      b = up[1] = move(cards, incarnations, p2, pot, POT, true);
    }
  }
}

function stake(cards: (CardInstance | null)[], incarnations: number[], pile: number[], pot: number[], zone: number): void {
  const staked = pile.length > 3 ? 3 : Math.max(0, pile.length - 1);
  for (let i = 0; i < staked; i++) move(cards, incarnations, pile, pot, zone, false);
}

function rank(cards: (CardInstance | null)[], defs: CardDefinition[], card: number): number {
  return defs[cards[card]!.def]!.stats['rank'] as number;
}

/** Moves the top card of `from` to the bottom of `to` (the zone with handle `zone`) and turns it; returns its handle. A new zone is a new incarnation, as move-card counts it. */
function move(
  cards: (CardInstance | null)[],
  incarnations: number[],
  from: number[],
  to: number[],
  zone: number,
  faceUp: boolean,
): number {
  const card = from.shift()!;
  to.push(card);
  const instance = cards[card]!;
  instance.zone = zone;
  incarnations[card]!++;
  instance.faceUp = faceUp;
  return card;
}
