// The declared order of packs, obeyed in play. Where masks of two packs ordered by `after` or
// `before` both apply to one event in one tier, only the earlier pack's is a candidate: it applies
// first, and the later pack's applies to what it turns the event into (if it redirects), never
// before it. Everything else (tiers, a player's choice among card masks) is the game's own policy.
import type { Args } from '../graph/json.js';
import type { MaskCandidate, ReplacementEvent, ReplacementPick, ReplacementPolicy } from '../graph/replacement.js';
import type { CardPack } from './pack.js';
import type { PackOrder } from './pack-order.js';

/** Where a candidate mask comes from: its pack, and whether it is one of the pack's own hooks (a rule mask). */
interface Source {
  pack: string;
  rank: number;
  rule: boolean;
}

/**
 * The game's policy with the packs' declared order in front of it, or the
 * policy itself when no pack declares an order.
 *
 * @internal
 * @example new RuleGraph({ id, policy: packOrderPolicy(tieredPolicy(), orderPacks(packs)) });
 */
export function packOrderPolicy(inner: ReplacementPolicy, order: PackOrder): ReplacementPolicy {
  if (!order.packs.some((p) => (p.after?.length ?? 0) + (p.before?.length ?? 0) > 0)) return inner;
  const rules = new Map<string, Source>(); // `node\0key` of a pack's mask hook -> its pack
  const cards = new Map<string, Source>(); // card id -> its pack
  order.packs.forEach((pack: CardPack, rank) => {
    for (const hook of pack.hooks)
      if (hook.phase === 'mask') rules.set(`${hook.node}\u0000${hook.spec.key}`, { pack: pack.name, rank, rule: true });
    for (const card of pack.cards) cards.set(card.id, { pack: pack.name, rank, rule: false });
  });
  const sourceOf = (c: MaskCandidate, state: unknown): Source | undefined =>
    rules.get(`${c.node}\u0000${c.key}`) ?? cardSource(c.owner, state, cards);
  return {
    tiers: inner.tiers,
    defaultTier: inner.defaultTier,
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

/** The pack of the card a card's hook is owned by (`hookOwner`: "Ward[12]"), if the owner names a card of a pack. */
function cardSource(owner: string | undefined, state: unknown, cards: ReadonlyMap<string, Source>): Source | undefined {
  const handle = owner === undefined ? null : /\[(\d+)\]$/.exec(owner);
  if (handle === null) return undefined;
  const game = state as { cards?: ({ def: number } | null)[]; defs?: { id: string }[] } | undefined;
  const instance = game?.cards?.[Number(handle[1])];
  const id = instance == null ? undefined : game?.defs?.[instance.def]?.id;
  return id === undefined ? undefined : cards.get(id);
}
