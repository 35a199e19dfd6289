import { defineNode } from 'cardweave';
import { tributesNeeded } from '../cards.js';
import { combinations, type SummonPosition } from '../moves.js';
import { ZONES, nameOf, stat, type DuelState } from '../state.js';

/** Args of duel.tribute-summon. */
export interface TributeSummonArgs {
  player: string;
  card: number;
  position: SummonPosition;
}

/**
 * A tribute summon starts: a level 5-6 monster needs one tribute, a level 7-8
 * monster two. The player chooses which of their monsters to tribute; duel.tribute goes on.
 */
export const tributeSummonNode = defineNode<TributeSummonArgs, DuelState>({
  name: 'duel.tribute-summon',
  description: 'Asks the player which of their monsters to tribute for a level 5 or higher monster.',
  continuesTo: [{ node: 'duel.tribute', choice: true }],
  args: { player: 'who summons', card: 'the monster, in their hand', position: "'attack' or 'face-down' (defense)" },
  body(ctx, args) {
    const state = ctx.state;
    const needed = tributesNeeded(stat(state, args.card, 'level'));
    const options = combinations(state.zones[ZONES[args.player]!.monsters]!, needed).map((tributes) => ({ tributes }));
    const prompt = `Choose ${needed === 1 ? 'one monster' : `${needed} monsters`} to tribute for ${nameOf(state, args.card)}`;
    ctx.choose({ player: args.player, prompt, options, then: 'duel.tribute', args: { ...args } });
  },
});
