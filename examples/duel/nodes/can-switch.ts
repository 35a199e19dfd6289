import { defineQuery } from 'cardweave';
import { nameOf, type DuelState } from '../state.js';
import type { PlayerCardArgs } from './shared-args.js';

/**
 * `duel.can-switch`: may this monster change position (or flip face up)
 * now? The rules allow it once a turn, never on the turn the monster was
 * summoned; cards permit or forbid. That the monster is the player's, on the
 * field, is checked before it is asked.
 */
export const canSwitchQuery = defineQuery<PlayerCardArgs, DuelState>({
  name: 'duel.can-switch',
  description: 'May this monster change position: once a turn, not the turn it was summoned; cards may permit or forbid.',
  args: { player: 'whose monster', card: 'the monster, on their field' },
  base(state, { card }) {
    if (state.turnFlags.summoned.includes(card)) return `${nameOf(state, card)} was summoned this turn`;
    if (state.turnFlags.switched.includes(card)) return `${nameOf(state, card)} has already changed position this turn`;
    return true;
  },
});
