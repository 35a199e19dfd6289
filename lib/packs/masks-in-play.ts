// Masks a rule attaches in play, with code (an effect's ctx.attach), are not in any pack's
// declarations, so the load check of mask-conflicts.ts cannot see them. The same rule holds for them
// where they are attached: a mask of one pack on a node and tier where another pack's mask is attached,
// at least one of the two a rule mask (not owned by a card), is refused at the attach unless a
// declaration (`after`, `before`) orders the two packs; the declared order then applies them
// (pack-order-policy.ts). Two card masks are not a conflict: the affected player chooses (rule 616).
import type { MaskCandidate } from '../graph/replacement.js';
import { CardPackError } from '../cards/errors.js';
import type { PackOrder } from './pack-order.js';

/**
 * Whose a mask is: its pack (and the pack's place in the load order), how a
 * message names it, and whether it is a rule mask (not a card's).
 *
 * @internal
 */
export interface MaskSource {
  pack: string;
  rank: number;
  label: string;
  rule: boolean;
}

/**
 * How a mask is told to be a pack's, in play as at load: one of a pack's own
 * mask hooks (a rule mask); else owned by a card of a pack (`hookOwner`: a
 * card mask); else running an effect a pack registers (a rule mask its code
 * attached). Undefined for anything else (the game's own code, a closure).
 *
 * @internal
 * @example const sourceOf = maskSources(orderPacks(packs)); sourceOf(candidate, state)?.pack;
 */
export function maskSources(order: PackOrder): (c: MaskCandidate, state: unknown) => MaskSource | undefined {
  const rules = new Map<string, number>(); // `node\0key` of a pack's own mask hook -> its pack's rank
  const cards = new Map<string, number>(); // card id -> its pack's rank
  const effects = new Map<string, number>(); // effect name -> the rank of the pack that registers it
  order.packs.forEach((pack, rank) => {
    for (const hook of pack.hooks) if (hook.phase === 'mask') rules.set(`${hook.node}\u0000${hook.spec.key}`, rank);
    for (const card of pack.cards) cards.set(card.id, rank);
    for (const name of Object.keys(pack.effects)) effects.set(name, rank);
  });
  const source = (rank: number, label: string, rule: boolean): MaskSource => ({
    pack: order.packs[rank]!.name,
    rank,
    label,
    rule,
  });
  return (c, state) => {
    const rule = rules.get(`${c.node}\u0000${c.key}`);
    if (rule !== undefined) return source(rule, `mask "${c.key}"`, true);
    const card = cardOf(c.owner, state);
    const held = card === undefined ? undefined : cards.get(card);
    if (held !== undefined) return source(held, `card "${card}"`, false);
    const coded = c.effect === undefined ? undefined : effects.get(c.effect);
    return coded === undefined ? undefined : source(coded, `mask "${c.key}"`, true);
  };
}

/**
 * The check a card game's replacement policy runs when a mask is attached
 * in play (`ReplacementPolicy.attached`); undefined when fewer than two
 * packs are loaded, as no two packs can meet then. A mask whose pack cannot
 * be told (see {@link maskSources}) is not checked.
 *
 * @internal
 * @example const attached = maskAttachCheck(orderPacks(packs));
 */
export function maskAttachCheck(
  order: PackOrder,
): ((mask: MaskCandidate, others: readonly MaskCandidate[], state: unknown) => void) | undefined {
  if (order.packs.length < 2) return undefined;
  const sourceOf = maskSources(order);
  return (mask, others, state) => {
    let mine: MaskSource | undefined | null = null; // null: not looked up yet (most attaches meet no mask of their tier)
    for (const other of others) {
      if (other.tier !== mask.tier) continue;
      if (mine === null) mine = sourceOf(mask, state);
      if (mine === undefined) return;
      const theirs = sourceOf(other, state);
      if (theirs === undefined || theirs.pack === mine.pack || !(theirs.rule || mine.rule)) continue;
      if (order.declared(theirs.pack, mine.pack)) continue;
      throw new CardPackError(
        'pack-mask-unordered',
        `Card pack "${mine.pack}" attaches ${mine.label} to node "${mask.node}" in tier "${mask.tier}" in play, ` +
          `where card pack "${theirs.pack}" (${theirs.label}) masks it already, and neither declares its order: ` +
          `give pack "${mine.pack}" after: ["${theirs.pack}"] (or pack "${theirs.pack}" before: ["${mine.pack}"]), or give one of the masks another tier`,
      );
    }
  };
}

/** The id of the card a hook's owner names (`hookOwner`: "Ward[12]"), if it names one in `state`. */
function cardOf(owner: string | undefined, state: unknown): string | undefined {
  const handle = owner === undefined ? null : /\[(\d+)\]$/.exec(owner);
  if (handle === null) return undefined;
  const game = state as { cards?: ({ def: number } | null)[]; defs?: { id: string }[] } | undefined;
  const instance = game?.cards?.[Number(handle[1])];
  return instance == null ? undefined : game?.defs?.[instance.def]?.id;
}
