import { zoneList } from '../cards/state.js';
import type { CardState } from '../cards/state.js';
import { defineNode } from '../graph/node.js';

/**
 * Args of `shuffle`.
 *
 * @example
 * ctx.next('shuffle', { zone: deck } satisfies ShuffleArgs);
 */
export interface ShuffleArgs {
  /** Zone handle. */
  zone: number;
}

/**
 * Shuffles one zone in place with Fisher–Yates driven by the game's RNG.
 * Not a zone change, so it does not go through move-card.
 *
 * @example
 * ctx.next('shuffle', { zone: zoneHandle(ctx.state, 'p1.deck') });
 */
export const shuffleNode = defineNode<ShuffleArgs, CardState>({
  name: 'shuffle',
  description: "Shuffles a zone with Fisher–Yates driven by the game's seeded RNG.",
  args: { zone: 'the handle of the zone to shuffle' },
  body(ctx, { zone }) {
    ctx.rng.shuffle(zoneList(ctx.state, zone));
    // A shuffled zone's revealed cards are unknown again (lib/views/reveals.ts).
    const revealed = (ctx.state as { revealed?: { zone: number }[] }).revealed;
    if (Array.isArray(revealed) && revealed.length > 0)
      (ctx.state as { revealed?: unknown[] }).revealed = revealed.filter((r) => r.zone !== zone);
    if (ctx.logging) ctx.log({ type: 'shuffled', zone: ctx.state.zoneNames[zone]! });
  },
});
