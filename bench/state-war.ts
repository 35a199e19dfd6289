/**
 * Classic War played by hand on the engine's own card state: the rival that
 * splits the War ratio in two. The engine sets each game up (its first step,
 * `war.begin`, shuffles and deals); then plain code plays the rules on
 * `engine.state`, moving cards the way the `move-card` node does (the same
 * checks, the same lookups by id into the JSON state) but with no nodes, no
 * queue and no hooks. Its gap to the typed-array baseline is what the JSON
 * state layout costs; the engine's gap to it is what nodes, queue and hooks add.
 */
import type { CardState } from '../lib/index.js';
import { warGame } from '../examples/war/game.js';
import { OPPONENT, PILE, ZONES, type WarState } from '../examples/war/state.js';
import type { WarOutcome, WarTotals } from './baseline-war.js';

/** Plays the game of `seed` by hand from the engine's dealt state; the same game the engine plays. */
export function playStateWar(seed: number): WarOutcome {
  const engine = warGame.createEngine({ seed, log: false });
  engine.step(); // war.begin: one shuffle, the deal; war.battle is next
  return play(engine.state);
}

/** Plays the games of seeds `first`, `first + 1`, ... and adds up their outcomes. */
export function playStateWars(first: number, games: number): WarTotals {
  const totals: WarTotals = { games, comparisons: 0, p1: 0, p2: 0, draws: 0 };
  for (let g = 0; g < games; g++) {
    const out = playStateWar(first + g);
    totals.comparisons += out.comparisons;
    if (out.winner === 'p1') totals.p1++;
    else if (out.winner === 'p2') totals.p2++;
    else totals.draws++;
  }
  return totals;
}

/** Battles and wars until someone cannot play or the cap is reached (examples/war/RULES.md, classic 4-8). */
function play(state: WarState): WarOutcome {
  const first = state.active;
  const second = OPPONENT[first]!;
  const pot = state.zones[ZONES.pot]!;
  for (;;) {
    // A player with no cards when a battle starts loses.
    if (state.zones[PILE[first]!]!.length === 0) return { winner: second, comparisons: state.comparisons };
    if (state.zones[PILE[second]!]!.length === 0) return { winner: first, comparisons: state.comparisons };
    reveal(state, first);
    reveal(state, second);
    for (;;) {
      const winner = winnerOf(state, first, second);
      const count = ++state.comparisons;
      state.up[first] = null;
      state.up[second] = null;
      if (winner !== null) {
        const to = PILE[winner]!;
        for (let left = pot.length; left > 0; left--) move(state, pot[0]!, to, false);
      }
      if (count >= state.cap) return { winner: 'draw', comparisons: count };
      if (winner !== null) break;
      // War: up to three face down each, keeping one card to turn up.
      stake(state, first, 3);
      stake(state, second, 3);
      if (!reveal(state, first)) return { winner: second, comparisons: count };
      if (!reveal(state, second)) return { winner: first, comparisons: count };
    }
  }
}

/** The top card of the player's pile face up onto the pot; false when the pile is empty. */
function reveal(state: WarState, player: string): boolean {
  const card = state.zones[PILE[player]!]![0];
  if (card === undefined) return false;
  move(state, card, ZONES.pot, true);
  state.up[player] = card;
  return true;
}

function stake(state: WarState, player: string, count: number): void {
  const pile = state.zones[PILE[player]!]!;
  const staked = pile.length > count ? count : Math.max(0, pile.length - 1);
  for (let i = 0; i < staked; i++) move(state, pile[0]!, ZONES.pot, false);
}

/** The higher rank of the two face-up cards, or null on a tie. */
function winnerOf(state: WarState, first: string, second: string): 'p1' | 'p2' | null {
  const a = rank(state, state.up[first]!);
  const b = rank(state, state.up[second]!);
  return (a > b ? first : b > a ? second : null) as 'p1' | 'p2' | null;
}

function rank(state: CardState, iid: string): number {
  const card = state.cards[iid];
  if (card === undefined) throw new Error(`no card "${iid}"`);
  const value = state.defs[card.defId]?.stats['rank'];
  if (typeof value !== 'number') throw new Error(`card "${iid}" has no number stat "rank"`);
  return value;
}

/** What the move-card node's body does to the state, checks included, as a plain function. */
function move(state: CardState, iid: string, to: string, faceUp: boolean): void {
  const card = state.cards[iid];
  if (card === undefined || card.iid !== iid) throw new Error(`no card "${iid}"`);
  const dest = state.zones[to];
  if (!Array.isArray(dest)) throw new Error(`unknown zone "${to}"`);
  const from = state.zones[card.zone];
  if (from === undefined) throw new Error(`card "${iid}" is in no zone`);
  if (from[0] === iid) from.shift();
  else {
    const index = from.lastIndexOf(iid);
    if (index < 0) throw new Error(`card "${iid}" is not in "${card.zone}"`);
    from.splice(index, 1);
  }
  dest.push(iid);
  card.zone = to;
  card.faceUp = faceUp;
}
