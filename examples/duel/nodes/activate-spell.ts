import { cardDef, cardOf, defineNode, moveCard, triggerAbilities } from 'cardweave';
import { ZONES, nameOf, type DuelState } from '../state.js';

/** Args of duel.activate-spell. */
export interface ActivateSpellArgs {
  player: string;
  card: number;
  /** The card it targets, for spells that target. */
  target?: number;
}

/**
 * A spell from the hand is activated face up in a spell & trap zone and its
 * "activated" abilities resolve. A normal spell then goes to the graveyard; a
 * continuous spell stays on the field, and its hooks with it.
 */
export const activateSpellNode = defineNode<ActivateSpellArgs, DuelState>({
  name: 'duel.activate-spell',
  description: 'Activates a spell from the hand; a normal spell goes to the graveyard once it resolved, a continuous one stays.',
  calls: ['move-card', 'resolve-ability', 'duel.send-to-graveyard'],
  args: { player: 'who activates it', card: 'the spell, in their hand', target: 'optional: the card it targets' },
  body(ctx, args) {
    const state = ctx.state;
    const { player, card } = args;
    moveCard(ctx, { card, to: ZONES[player]!.spells, faceUp: true });
    if (ctx.logging) ctx.log({ type: 'duel.activated', player, card, name: nameOf(state, card) });
    triggerAbilities(ctx, 'activated', card, args.target === undefined ? { player } : { player, target: args.target });
    const continuous = cardDef(state, card).stats.type === 'continuous';
    if (!continuous && cardOf(state, card).zone === ZONES[player]!.spells) ctx.call('duel.send-to-graveyard', { card });
  },
});
