// The declared order of packs, obeyed in play. Where masks of two packs ordered by `after` or
// `before` both apply to one event in one tier, only the earlier pack's is a candidate: it applies
// first, and the later pack's applies to what it turns the event into (if it redirects), never
// before it. Everything else (tiers, a player's choice among card masks) is the game's own policy.
// A mask attached in play by code is checked as it is attached (masks-in-play.ts).
import type { Args } from '../graph/json.js';
import type { MaskCandidate, ReplacementEvent, ReplacementPick, ReplacementPolicy } from '../graph/replacement.js';
import type { PackOrder } from './pack-order.js';
import { maskAttachCheck, maskSources } from './masks-in-play.js';

/**
 * The game's policy with the packs' declared order in front of it (the
 * policy's own pick when no pack declares an order), and with masks attached
 * in play checked when two packs or more are loaded.
 *
 * @internal
 * @example new RuleGraph({ id, policy: packOrderPolicy(tieredPolicy(), orderPacks(packs)) });
 */
export function packOrderPolicy(inner: ReplacementPolicy, order: PackOrder): ReplacementPolicy {
  // Masks attached in play by code are checked where they are attached, by the rule the load check holds (masks-in-play.ts).
  const ours = maskAttachCheck(order);
  const attached: ReplacementPolicy['attached'] =
    inner.attached === undefined
      ? ours
      : (mask, others, state) => {
          inner.attached!(mask, others, state);
          ours?.(mask, others, state);
        };
  const checks = attached === undefined ? {} : { attached };
  if (!order.packs.some((p) => (p.after?.length ?? 0) + (p.before?.length ?? 0) > 0)) {
    if (ours === undefined) return inner;
    return {
      tiers: inner.tiers,
      defaultTier: inner.defaultTier,
      pick: (node, args, candidates, event) => inner.pick(node, args, candidates, event),
      ...checks,
    };
  }
  // A mask is a pack's as the attach check tells it: a pack's hook, a card's, or one a pack's code attached.
  const sourceOf = maskSources(order);
  return {
    tiers: inner.tiers,
    defaultTier: inner.defaultTier,
    ...checks,
    pick(node: string, args: Args, candidates: readonly MaskCandidate[], event?: ReplacementEvent): ReplacementPick {
      const sources = candidates.map((c) => sourceOf(c, event?.state));
      const waits = (c: MaskCandidate, i: number): boolean => {
        const mine = sources[i];
        if (mine === undefined) return false;
        return candidates.some((d, j) => {
          const theirs = sources[j];
          return (
            theirs !== undefined &&
            d.tier === c.tier &&
            theirs.rank < mine.rank &&
            (theirs.rule || mine.rule) &&
            order.declared(theirs.pack, mine.pack)
          );
        });
      };
      const first = candidates.filter((c, i) => !waits(c, i));
      if (first.length === candidates.length) return inner.pick(node, args, candidates, event);
      if (first.length === 1) return { apply: first[0]!.key };
      return inner.pick(node, args, first, event);
    },
  };
}
