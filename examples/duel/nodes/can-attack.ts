import { defineQuery } from 'cardweave';
import { nameOf, ZONES, type DuelState } from '../state.js';

/** Args of duel.can-attack: the attacking player and their monster. */
export interface CanAttackArgs {
  player: string;
  attacker: number;
}

/**
 * `duel.can-attack`: may this monster attack now? The rules say yes for a
 * monster of the player's in attack position that has not attacked this
 * turn; cards widen that with permit hooks and forbid it with forbid hooks
 * (Frozen Ground). The battle phase offers only the attacks it allows, and a
 * declared attack asks it again, so an attack forced past it is refused.
 */
export const canAttackQuery = defineQuery<CanAttackArgs, DuelState>({
  name: 'duel.can-attack',
  description:
    'May this monster attack: in attack position, on its side of the field, not attacked yet this turn; cards may forbid it.',
  args: { player: 'the attacking player', attacker: 'their monster' },
  base(state, { player, attacker }) {
    const zones = ZONES[player];
    if (zones === undefined || !state.zones[zones.monsters]!.includes(attacker)) return `${player} controls no such monster`;
    if (state.positions[attacker] !== 'attack') return `${nameOf(state, attacker)} is in defense position`;
    if (state.turnFlags.attacked.includes(attacker)) return `${nameOf(state, attacker)} has already attacked this turn`;
    return true;
  },
});
