import { defineNode } from 'cardweave';
import { tributesNeeded } from '../cards.js';
import type { SummonPosition } from '../moves.js';
import { ZONES, nameOf, stat, type DuelState } from '../state.js';

/** Args of duel.tribute-summon. */
export interface TributeSummonArgs {
  player: string;
  card: number;
  position: SummonPosition;
}

/**
 * A tribute summon starts: a level 5-6 monster needs one tribute, a level 7-8
 * monster two. The player picks that many of their monsters (a pick decision:
 * each monster is listed once, the answer is the list of tributes, checked by
 * the engine); duel.tribute goes on. With exactly that many monsters there is
 * nothing to choose, and the engine does not ask.
 */
export const tributeSummonNode = defineNode<TributeSummonArgs, DuelState>({
  name: 'duel.tribute-summon',
  description: 'Asks the player which of their monsters to tribute for a level 5 or higher monster.',
  continuesTo: [{ node: 'duel.tribute', choice: true }],
  args: { player: 'who summons', card: 'the monster, in their hand', position: "'attack' or 'face-down' (defense)" },
  body(ctx, args) {
    const state = ctx.state;
    const needed = tributesNeeded(stat(state, args.card, 'level'));
    const prompt = `Choose ${needed === 1 ? 'one monster' : `${needed} monsters`} to tribute for ${nameOf(state, args.card)}`;
    ctx.choose({
      player: args.player,
      prompt,
      options: [...state.zones[ZONES[args.player]!.monsters]!],
      pick: { min: needed, max: needed },
      then: 'duel.tribute',
      args: { ...args },
    });
  },
});
