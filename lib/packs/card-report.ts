// What each card does, read from its data: the nodes it runs, the hooks it attaches and the code it
// names. `cardweave cards report` prints it and `cardweave describe` builds on it. It walks the same
// ability, hook and step shapes the engine runs (card-data.ts), never the card's source text.
import type { Lifetime, Phase } from '../graph/types.js';
import { CARD_VERBS, isStatic, type Ability, type CardHook, type Step } from '../card-text/card-data.js';
import { ARGS_MATCH, CANCEL_EFFECT } from '../card-text/cancel-effect.js';
import { CREATE_CARD } from '../nodes/create-card.js';
import type { CardDefinition } from '../card-text/definition.js';

/**
 * A hook a card attaches: the node and phase it hooks, and how long it lives.
 *
 * @example
 * const hook: CardReportHook = { node: 'duel.measure-atk', phase: 'pre', lifetime: 'while in {controller}.spells' };
 */
export interface CardReportHook {
  node: string;
  phase: Phase;
  /** `permanent` (the default), `once`, `2 runs`, `until end-turn`; `while in Z` for a static ability or `attach` with `whileIn`. */
  lifetime: string;
}

/**
 * What one card does, from its data.
 *
 * @example
 * const record: CardRecord = { card: 'war.gift', name: 'Gift', pack: 'gift', dataOnly: true, enqueues: ['score'], hooks: [], effects: [], conditions: [] };
 */
export interface CardRecord {
  card: string;
  name: string;
  /** The pack that defines the card. */
  pack: string;
  /** True when the card names no code but the library's own: no effect, no registered condition (see {@link cardRecord}). */
  dataOnly: boolean;
  /** The nodes it runs: node steps (whatever their `via`), each `each` step's node, each `choose` step's `then`, each `redirect`'s node; sorted. */
  enqueues: string[];
  /** The hooks it attaches (static abilities and `attach` steps, also those inside hooks), in the order written. */
  hooks: CardReportHook[];
  /** The effects it names (effect abilities, `effect` steps, hooks given by `effect`); sorted. */
  effects: string[];
  /** The registered conditions it names (`applies` of a hook); sorted. */
  conditions: string[];
  /**
   * Only for a card that makes tokens (a `create-card` step with `token`): the
   * cards it makes as tokens, sorted (a computed id as its JSON). Each ceases to
   * exist when it leaves its zone, through create-card's post hook on
   * `move-card` (`cardweave.tokens`), which the game attaches, not the card.
   */
  tokens?: string[];
}

/** The effect and condition the library itself registers: naming one is not naming code written for the card. */
const LIBRARY_CODE: readonly string[] = [CANCEL_EFFECT, ARGS_MATCH];

/**
 * The record of one card of `pack`. The rule for `dataOnly`: a card is
 * data-only when every effect and registered condition it names (in an
 * effect ability, an `effect` step, a hook's `effect` or `applies`, at any
 * depth) is the library's own (`cardweave.cancel`, `cardweave.args-match`):
 * any other is a function written for the game, code. Nodes do not count:
 * they are the game's rules, shared by every card that names them.
 *
 * @example
 * cardRecord(luckySeven, 'lucky-seven').dataOnly; // false: it names the effect "lucky.arm"
 */
export function cardRecord(card: CardDefinition, pack: string): CardRecord {
  const found: Found = { enqueues: new Set(), hooks: [], effects: new Set(), conditions: new Set(), tokens: new Set() };
  for (const ability of card.abilities) abilityUses(ability, found);
  const conditions = [...found.conditions].sort();
  const effects = [...found.effects].sort();
  return {
    card: card.id,
    name: card.name,
    pack,
    dataOnly: [...effects, ...conditions].every((name) => LIBRARY_CODE.includes(name)),
    enqueues: [...found.enqueues].sort(),
    hooks: found.hooks,
    effects,
    conditions,
    ...(found.tokens.size === 0 ? {} : { tokens: [...found.tokens].sort() }),
  };
}

/**
 * One record per card of `packs`, in pack order then card order.
 *
 * @example
 * cardReport(warGame.packs([giftPack])).filter((r) => !r.dataOnly).map((r) => r.card);
 */
export function cardReport(packs: readonly { name: string; cards: readonly CardDefinition[] }[]): CardRecord[] {
  return packs.flatMap((pack) => pack.cards.map((card) => cardRecord(card, pack.name)));
}

interface Found {
  enqueues: Set<string>;
  hooks: CardReportHook[];
  effects: Set<string>;
  conditions: Set<string>;
  tokens: Set<string>;
}

function abilityUses(ability: Ability, found: Found): void {
  if (isStatic(ability)) {
    const zones = whileText(ability.while);
    for (const hook of ability.hooks) hookUses(hook, zones, found);
  } else if ('effect' in ability) found.effects.add(ability.effect);
  else stepsUse(ability.steps, found);
}

function hookUses(hook: CardHook, zones: string | undefined, found: Found): void {
  found.hooks.push({ node: hook.node, phase: hook.phase, lifetime: lifetimeText(hook.lifetime, zones) });
  if (hook.effect !== undefined) found.effects.add(hook.effect);
  if (hook.applies !== undefined) found.conditions.add(hook.applies);
  if (hook.steps !== undefined) stepsUse(hook.steps, found);
}

function stepsUse(steps: readonly Step[], found: Found): void {
  for (const step of steps) {
    switch (step.do) {
      case 'attach':
        hookUses(
          step.hook as unknown as CardHook,
          step.whileIn === undefined ? undefined : whileText(step.whileIn as string | string[]),
          found,
        );
        break;
      case 'effect':
        found.effects.add(step.effect as string);
        break;
      case 'choose':
        found.enqueues.add(step.then as string);
        break;
      case 'redirect':
        // A redirect without a node goes on with the hooked node itself: nothing new is run.
        if (typeof step.node === 'string') found.enqueues.add(step.node);
        break;
      default:
        if ((CARD_VERBS as readonly string[]).includes(step.do)) break;
        found.enqueues.add(step.do);
        // Tokens end through a hook create-card attaches: the record says which cards the card makes so.
        if (step.do === CREATE_CARD && step.token !== undefined && step.token !== false)
          found.tokens.add(typeof step.card === 'string' ? step.card : JSON.stringify(step.card));
        // `each` runs its node once per item: the node is what the card does, so it is named too.
        if (step.do === 'each' && typeof step.node === 'string') found.enqueues.add(step.node);
    }
  }
}

function whileText(zones: string | string[]): string {
  return `while in ${(Array.isArray(zones) ? zones : [zones]).join(' or ')}`;
}

function lifetimeText(lifetime: Lifetime | 'until-your-next-turn' | undefined, zones: string | undefined): string {
  const own =
    lifetime === undefined || lifetime === 'permanent'
      ? undefined
      : lifetime === 'once' || lifetime === 'until-your-next-turn'
        ? lifetime.replaceAll('-', ' ')
        : 'runs' in lifetime
          ? `${lifetime.runs} run${lifetime.runs === 1 ? '' : 's'}`
          : `until ${lifetime.until}`;
  if (zones === undefined) return own ?? 'permanent';
  return own === undefined ? zones : `${own}, ${zones}`;
}
