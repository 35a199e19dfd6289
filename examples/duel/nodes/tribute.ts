import { defineNode } from 'cardweave';
import type { SummonPosition } from '../moves.js';
import type { DuelState } from '../state.js';

/** Args of duel.tribute: the summon under way and the tributes chosen. */
export interface TributeArgs {
  player: string;
  card: number;
  position: SummonPosition;
  /** The monsters picked (the answer to duel.tribute-summon's pick), in the order offered. */
  choice: number[];
}

/** The chosen tributes are destroyed to the graveyard, then the monster is normal summoned in their place. */
export const tributeNode = defineNode<TributeArgs, DuelState>({
  name: 'duel.tribute',
  description: 'Destroys each chosen tribute, then summons the monster.',
  calls: ['duel.destroy', 'duel.normal-summon'],
  args: {
    player: 'who summons',
    card: 'the monster summoned',
    position: 'its position',
    choice: 'the monsters picked to tribute (card handles)',
  },
  body(ctx, { player, card, position, choice }) {
    for (const tribute of choice) ctx.call('duel.destroy', { card: tribute, cause: 'tribute' });
    ctx.call('duel.normal-summon', { player, card, position, tributes: choice });
  },
});
