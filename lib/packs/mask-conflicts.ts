// Two packs that replace the same rule must say which goes first, at load. A mask that always
// applies (a pack's hook) and another pack's mask of the same node and tier would otherwise meet in
// play: the affected player would be asked to choose between two rule changes (a random agent
// picks one, and the other silently never applies), or the game would stop there when no player is
// affected or the event runs inside ctx.call. Card masks against card masks are not conflicts:
// the affected player choosing which applies first is rule 616, the game's declared order.
import type { Ability, CardHook, Step } from '../card-text/card-data.js';
import { isStatic } from '../card-text/card-data.js';
import { CardPackError } from '../cards/errors.js';
import type { CardPack } from './pack.js';
import type { PackOrder } from './pack-order.js';

/** A mask a pack declares: one of its hooks (a rule mask), or a card's hook in its data. */
interface DeclaredMask {
  pack: string;
  node: string;
  tier: string;
  /** How the message names it: `mask "halve.harm"` or `card "ward.ward"`. */
  label: string;
  rule: boolean;
}

/**
 * Refuses two packs whose masks of one node and tier may meet in play
 * (at least one a rule mask, always attached) when no declaration orders
 * the packs.
 *
 * @internal
 * @example checkMaskConflicts(orderPacks(packs), 'other');
 */
export function checkMaskConflicts(order: PackOrder, defaultTier: string): void {
  const byPlace = new Map<string, DeclaredMask[]>();
  for (const pack of order.packs) {
    for (const mask of declaredMasks(pack, defaultTier)) {
      const place = `${mask.node}\u0000${mask.tier}`;
      const here = byPlace.get(place) ?? [];
      for (const other of here) {
        if (other.pack === mask.pack || !(other.rule || mask.rule) || order.declared(other.pack, mask.pack)) continue;
        throw conflict(order, other, mask);
      }
      here.push(mask);
      byPlace.set(place, here);
    }
  }
}

function conflict(order: PackOrder, first: DeclaredMask, second: DeclaredMask): CardPackError {
  const absent = [first.pack, second.pack]
    .filter((p) => order.absent(p).length > 0)
    .map(
      (p) =>
        ` (pack "${p}" orders itself against ${order
          .absent(p)
          .map((n) => `"${n}"`)
          .join(', ')}, not loaded)`,
    )
    .join('');
  return new CardPackError(
    'pack-mask-conflict',
    `Card packs "${first.pack}" (${first.label}) and "${second.pack}" (${second.label}) both mask node "${first.node}" in tier "${first.tier}", ` +
      `and neither declares its order: give pack "${second.pack}" after: ["${first.pack}"] (or pack "${first.pack}" before: ["${second.pack}"]), ` +
      `or give one of the masks another tier${absent}`,
  );
}

/** The masks a pack declares: its mask hooks, then its cards' masks (static abilities and attach steps, at any depth). */
function declaredMasks(pack: CardPack, defaultTier: string): DeclaredMask[] {
  const out: DeclaredMask[] = [];
  for (const hook of pack.hooks) {
    if (hook.phase !== 'mask') continue;
    out.push({
      pack: pack.name,
      node: hook.node,
      tier: hook.spec.tier ?? defaultTier,
      label: `mask "${hook.spec.key}"`,
      rule: true,
    });
  }
  for (const card of pack.cards) {
    const add = (hook: CardHook) => {
      if (hook.phase === 'mask')
        out.push({ pack: pack.name, node: hook.node, tier: hook.tier ?? defaultTier, label: `card "${card.id}"`, rule: false });
      stepHooks(hook.steps ?? [], add);
    };
    abilityHooks(card.abilities, add);
  }
  return out;
}

function abilityHooks(abilities: readonly Ability[], add: (hook: CardHook) => void): void {
  for (const ability of abilities) {
    if (isStatic(ability)) ability.hooks.forEach(add);
    else if ('steps' in ability) stepHooks(ability.steps, add);
  }
}

function stepHooks(steps: readonly Step[], add: (hook: CardHook) => void): void {
  for (const step of steps) if (step.do === 'attach') add(step.hook as unknown as CardHook);
}
