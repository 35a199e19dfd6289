import { defineQuery } from 'cardweave';
import type { DuelState } from '../state.js';
import type { PlayerCardArgs } from './shared-args.js';

/**
 * `duel.can-summon`: may the player normal summon (or set, or tribute
 * summon) this monster now? The rules allow one normal summon a turn; cards
 * widen that with permit hooks (Double Summon) and forbid it with forbid
 * hooks (Heavy Skies). The board's facts (the card is in the hand, a zone or
 * enough tributes) are checked before it is asked: a card changes the rule,
 * not the board. The main phase offers only the summons it allows, and a
 * summon made is asked again, so one forced past it is refused.
 */
export const canSummonQuery = defineQuery<PlayerCardArgs, DuelState>({
  name: 'duel.can-summon',
  description: 'May the player normal summon this monster: once a turn; cards may allow more or forbid it.',
  args: { player: 'who summons', card: 'the monster, in their hand' },
  base(state) {
    return state.turnFlags.normalSummons === 0 || 'the normal summon of this turn is used';
  },
});
