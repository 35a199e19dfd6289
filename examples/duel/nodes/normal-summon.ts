import { defineNode, moveCard, triggerAbilities } from 'cardweave';
import type { SummonPosition } from '../moves.js';
import { ZONES, nameOf, stat, type DuelState } from '../state.js';

/** Args of duel.normal-summon. */
export interface NormalSummonArgs {
  player: string;
  card: number;
  position: SummonPosition;
  /** Monsters tributed for it (logged), if any. */
  tributes?: number[];
}

/**
 * A monster from the hand enters a free monster zone, face up in attack
 * position or face down in defense position. It uses the player's normal
 * summon of the turn and may not change position this turn.
 */
export const normalSummonNode = defineNode<NormalSummonArgs, DuelState>({
  name: 'duel.normal-summon',
  description: 'Puts a monster from the hand on the field in attack position or face-down defense; once per turn.',
  calls: ['move-card', 'resolve-ability'],
  args: {
    player: 'who summons',
    card: 'the monster, in their hand',
    position: "'attack' or 'face-down' (defense)",
    tributes: 'optional: the monsters tributed for it',
  },
  body(ctx, { player, card, position, tributes }) {
    const state = ctx.state;
    const faceUp = position === 'attack';
    moveCard(ctx, { card, to: ZONES[player]!.monsters, faceUp });
    state.positions[card] = faceUp ? 'attack' : 'defense';
    state.atk[card] = stat(state, card, 'atk');
    state.turnFlags.normalSummons++;
    state.turnFlags.summoned.push(card);
    if (ctx.logging) {
      ctx.log({
        type: 'duel.summoned',
        player,
        card,
        name: nameOf(state, card),
        position,
        atk: stat(state, card, 'atk'),
        tributes: tributes?.length ?? 0,
      });
    }
    triggerAbilities(ctx, 'summoned', card, { player });
  },
});
