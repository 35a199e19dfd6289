import { cardOf, defineNode, moveCard } from 'cardweave';
import { MONSTER_ZONES, ZONES, fitCardSlots, nameOf, stat, type DuelState } from '../state.js';

/** Args of duel.special-summon. */
export interface SpecialSummonArgs {
  player: string;
  /** The monsters, wherever they are (tokens just created are in limbo). */
  cards: number[];
  position: 'attack' | 'defense';
}

/**
 * Monsters enter the field by a card's effect rather than the turn's normal
 * summon: face up, in the given position, while there is a free monster zone
 * (those that do not fit stay where they are). They do not use the normal
 * summon, and may not change position this turn.
 */
export const specialSummonNode = defineNode<SpecialSummonArgs, DuelState>({
  name: 'duel.special-summon',
  description: "Puts monsters on the field by a card's effect, face up in the given position, as far as there are free zones.",
  calls: ['move-card'],
  args: { player: 'whose field', cards: 'the monsters', position: "'attack' or 'defense'" },
  body(ctx, { player, cards, position }) {
    const state = ctx.state;
    fitCardSlots(state);
    const to = ZONES[player]!.monsters;
    const room = MONSTER_ZONES - state.zones[to]!.length;
    const entering = cards.slice(0, Math.max(0, room));
    if (entering.length === 0) return;
    moveCard(ctx, { cards: entering, to, faceUp: true });
    for (const card of entering) {
      if (cardOf(state, card).zone !== to) continue;
      state.positions[card] = position;
      state.atk[card] = stat(state, card, 'atk');
      state.turnFlags.summoned.push(card);
      if (ctx.logging) ctx.log({ type: 'duel.special-summoned', player, card, name: nameOf(state, card), position });
    }
  },
});
