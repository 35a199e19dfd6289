/**
 * Classic War written by hand on the engine's own card state, as tight as we
 * can make it: the rival that splits the War ratio in two. The engine sets
 * each game up (its first step, `war.begin`, shuffles and deals); then plain
 * code plays the rules on `engine.state` and keeps that state true the way
 * the game's nodes do: every card's zone and face, the zone lists, the
 * face-up cards and the comparison count. It holds the zone lists in locals
 * and reads ranks through the definitions, and has no nodes, queue, hooks or
 * checks. Its gap to the typed-array baseline is what any engine that keeps
 * this JSON state pays; the engine's gap to it is what nodes, queue and hooks add.
 */
import type { CardState } from '../lib/index.js';
import { warGame } from '../examples/war/game.js';
import { PILE, ZONES, type WarState } from '../examples/war/state.js';
import { addUpWars, type WarOutcome, type WarTotals } from './baseline-war.js';

/** Plays the game of `seed` by hand from the engine's dealt state (the same game the engine plays); returns the outcome and the state. */
export function playStateWar(seed: number): WarOutcome & { state: WarState } {
  const engine = warGame.createEngine({ seed, log: false });
  engine.step(); // war.begin: one shuffle, the deal; war.battle is next
  const state = engine.state;
  return { ...play(state), state };
}

/** Plays the games of seeds `first`, `first + 1`, ... and adds up their outcomes. */
export function playStateWars(first: number, games: number): WarTotals {
  return addUpWars(first, games, playStateWar);
}

/** Battles and wars until someone cannot play or the cap is reached (examples/war/RULES.md, classic 4-8); Player 1 always plays first. */
function play(state: WarState): WarOutcome {
  const zones = state.zones;
  const p1 = zones[PILE.p1!]!;
  const p2 = zones[PILE.p2!]!;
  const pot = zones[ZONES.pot]!;
  const up = state.up;
  for (;;) {
    // A player with no cards when a battle starts loses.
    if (p1.length === 0) return { winner: 'p2', comparisons: state.comparisons };
    if (p2.length === 0) return { winner: 'p1', comparisons: state.comparisons };
    let a = (up.p1 = move(state, p1, pot, ZONES.pot, true));
    let b = (up.p2 = move(state, p2, pot, ZONES.pot, true));
    for (;;) {
      const byA = rank(state, a);
      const byB = rank(state, b);
      const count = ++state.comparisons;
      up.p1 = null;
      up.p2 = null;
      if (byA !== byB) {
        const [pile, zone] = byA > byB ? [p1, PILE.p1!] : [p2, PILE.p2!];
        while (pot.length > 0) move(state, pot, pile, zone, false);
      }
      if (count >= state.cap) return { winner: 'draw', comparisons: count };
      if (byA !== byB) break;
      // War: up to three face down each, keeping one card to turn up; then one face up each.
      stake(state, p1, pot);
      stake(state, p2, pot);
      if (p1.length === 0) return { winner: 'p2', comparisons: count };
      a = up.p1 = move(state, p1, pot, ZONES.pot, true);
      if (p2.length === 0) return { winner: 'p1', comparisons: count };
      b = up.p2 = move(state, p2, pot, ZONES.pot, true);
    }
  }
}

function stake(state: CardState, pile: string[], pot: string[]): void {
  const staked = pile.length > 3 ? 3 : Math.max(0, pile.length - 1);
  for (let i = 0; i < staked; i++) move(state, pile, pot, ZONES.pot, false);
}

function rank(state: CardState, iid: string): number {
  return state.defs[state.cards[iid]!.defId]!.stats['rank'] as number;
}

/** Moves the top card of `from` to the bottom of `to` (the zone named `zone`) and turns it; returns its id. */
function move(state: CardState, from: string[], to: string[], zone: string, faceUp: boolean): string {
  const iid = from.shift()!;
  to.push(iid);
  const card = state.cards[iid]!;
  card.zone = zone;
  card.faceUp = faceUp;
  return iid;
}
