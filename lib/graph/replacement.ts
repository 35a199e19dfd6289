import { CardweaveError } from './errors.js';
import type { Args } from './json.js';

/**
 * A mask that applies to the event being resolved.
 *
 * @example
 * const candidate: MaskCandidate = { node: 'draw', key: 'exile-instead', owner: 'c4', tier: 'other' };
 */
/**
 * What a policy knows of the event it orders masks for, beyond its node and args.
 *
 * @example
 * const event: ReplacementEvent = { state: engine.state, affected: 'p2' };
 */
export interface ReplacementEvent {
  /** The game's state (read it; change nothing). */
  state: unknown;
  /** The player the event's node declares affected (`NodeDefinition.affectedPlayer`), when it declares one. */
  affected: string | undefined;
}

/**
 * One mask that applies to an event, as a replacement policy sees it.
 *
 * @example
 * const candidate: MaskCandidate = { node: 'gain-life', key: 'double', owner: 'Boon[4]', tier: 'other' };
 */
export interface MaskCandidate {
  node: string;
  key: string;
  owner: string | undefined;
  tier: string;
  /** The registered effect the mask runs (a closure has none). */
  effect?: string | undefined;
}

/**
 * What a replacement policy decides: apply one mask now, or let a player choose among several.
 *
 * @example
 * const pick: ReplacementPick = candidates.length === 2 ? { player: 'p1', among: candidates.map((c) => c.key) } : { apply: candidates[0]!.key };
 */
export type ReplacementPick = { apply: string } | { player: string; among: string[] };

/**
 * Orders masks when more than one applies to one event. A game may pass its
 * own policy to its RuleGraph.
 *
 * @example
 * const newestFirst: ReplacementPolicy = { tiers: ['other'], defaultTier: 'other', pick: (_node, _args, c) => ({ apply: c.at(-1)!.key }) };
 */
export interface ReplacementPolicy {
  /** Tier names a mask may carry; attach refuses others. */
  readonly tiers: readonly string[];
  /** The tier a mask gets when it names none. */
  readonly defaultTier: string;
  /**
   * Called with at least two candidates; `event` gives the game's state and
   * the player the node declares affected (`affectedPlayer`), if it does.
   */
  pick(node: string, args: Args, candidates: readonly MaskCandidate[], event?: ReplacementEvent): ReplacementPick;
  /**
   * Optional: called when a rule attaches a mask during play (`ctx.attach`)
   * to a node that holds other masks (`others`, in run order), with the
   * game's state. Throwing refuses the attach where it is written: the mask
   * is taken off again and the error is the rule's. A card game's policy
   * refuses masks of packs that declare no order between them.
   */
  attached?(mask: MaskCandidate, others: readonly MaskCandidate[], state: unknown): void;
}

/**
 * The tiers of Magic's comprehensive rule 616.1, in the order they are tried:
 * self-replacement effects, then control-on-entry, copy-on-entry,
 * back-face-up-on-entry, then any other replacement effect.
 *
 * @example
 * engine.attach('draw', 'mask', { key: 'clone', effect: 'copy-card', tier: RULE_616_TIERS[2] }); // 'copy'
 */
export const RULE_616_TIERS = ['self', 'control', 'copy', 'face-up', 'other'] as const;

/**
 * Options of {@link tieredPolicy}.
 *
 * @example
 * tieredPolicy({ tiers: ['self', 'other'], affectedPlayer: (_node, args) => (args as { owner?: string }).owner });
 */
export interface TieredPolicyOptions {
  /** Tier names, tried first to last. Default: {@link RULE_616_TIERS}. */
  tiers?: readonly string[];
  /**
   * Who chooses between masks of one tier. Default: the player the node
   * declares affected (`affectedPlayer`), else the event's `args.player`.
   */
  affectedPlayer?: (node: string, args: Args, state: unknown) => string | undefined;
}

/**
 * The built-in replacement policy: the first non-empty tier wins; one mask
 * there applies at once, several are put to the affected player as a decision.
 *
 * @example
 * new RuleGraph({ id: 'my-game', policy: tieredPolicy({ tiers: ['first', 'other'] }) });
 */
export function tieredPolicy(options: TieredPolicyOptions = {}): ReplacementPolicy {
  const tiers = options.tiers ?? RULE_616_TIERS;
  if (tiers.length === 0) throw new RangeError('A tiered replacement policy needs at least one tier');
  const affected = options.affectedPlayer ?? defaultAffectedPlayer;
  return {
    tiers,
    defaultTier: tiers[tiers.length - 1]!,
    pick(node, args, candidates, event) {
      for (const tier of tiers) {
        const inTier = candidates.filter((c) => c.tier === tier);
        if (inTier.length === 0) continue;
        if (inTier.length === 1) return { apply: inTier[0]!.key };
        const player =
          options.affectedPlayer !== undefined
            ? affected(node, args, event?.state)
            : (event?.affected ?? affected(node, args, event?.state));
        if (player === undefined) {
          throw new CardweaveError(
            'masks-no-player',
            `masks ${inTier.map((c) => `"${c.key}"`).join(', ')} all apply to "${node}" in tier "${tier}", ` +
              'and no affected player is known to choose their order (the node declares no affectedPlayer for these args, and the args have no "player")',
          );
        }
        return { player, among: inTier.map((c) => c.key) };
      }
      // Unreachable while attach refuses unknown tiers; keep a clear message anyway.
      throw new CardweaveError('policy-bad-pick', `no tier of the replacement policy matches the masks on "${node}"`);
    },
  };
}

function defaultAffectedPlayer(_node: string, args: Args): string | undefined {
  const player = (args as { player?: unknown }).player;
  return typeof player === 'string' ? player : undefined;
}
