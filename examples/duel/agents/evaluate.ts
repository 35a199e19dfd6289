import { cardOf, type Engine } from 'cardweave';
import { currentAtk, OPPONENT, stat, ZONES, type DuelState } from '../state.js';

/** What a card in hand is worth to the evaluation, in life points: an option for later turns. */
const HAND_CARD = 300;
/** What a set spell or trap is worth, in life points. */
const SET_CARD = 300;
/** The life-point lead at which a position scores about 0.88 (tanh(1)): a clear but not decided lead. */
const SCALE = 4000;

/**
 * How good one of the look-ahead player's imagined worlds is for `me`, from
 * 0 (lost) to 1 (won): a finished duel scores 1, 0.5 (drawn) or 0; one cut
 * off mid-way scores by its life-point lead plus the board (each monster at
 * the ATK or DEF it stands in, set spells and traps, cards in hand), squashed
 * by tanh. The board counts because a cut-off after a few decisions must see
 * that summoning a strong monster now is damage later, which life points alone
 * do not yet show. It reads the imagined world, never the real game.
 *
 * @example const reward = evaluateDuel(world, 'p2');
 */
export function evaluateDuel(world: Engine<DuelState>, me: string): number {
  const result = world.result as { winner?: string | null } | undefined;
  if (world.ended) return result?.winner === me ? 1 : result?.winner === null ? 0.5 : 0;
  const state = world.state;
  const them = OPPONENT[me]!;
  const lead = state.lifePoints[me]! - state.lifePoints[them]! + material(state, me) - material(state, them);
  return 0.5 + 0.5 * Math.tanh(lead / SCALE);
}

/** A player's board and hand in life points: monsters at the stat they stand in, set cards, cards in hand. */
function material(state: DuelState, player: string): number {
  const zones = ZONES[player]!;
  let total = 0;
  for (const card of state.zones[zones.monsters]!) {
    const defending = state.positions[card] === 'defense';
    // A face-down monster is a wall of unknown size to its opponent but known to its owner; counted the same for both.
    total += defending ? stat(state, card, 'def') / 2 : currentAtk(state, card);
  }
  for (const card of state.zones[zones.spells]!) if (!cardOf(state, card).faceUp) total += SET_CARD;
  total += HAND_CARD * state.zones[zones.hand]!.length;
  return total;
}
