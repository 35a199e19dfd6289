import type { Ability, CardHook, Step } from './card-data.js';
import { CARD_VERBS, isStatic } from './card-data.js';

/** A name card data uses, where it is written, and what kind of thing it must name. */
export interface UsedName {
  field: string;
  kind: 'node' | 'effect' | 'condition';
  name: string;
}

/**
 * Every node, effect and condition name the abilities of a card use, with the
 * field that names it: pack validation checks them against the game's.
 *
 * @example
 * namesUsed(card.abilities).filter((u) => u.kind === 'node' && !graph.hasNode(u.name));
 */
export function namesUsed(abilities: readonly Ability[]): UsedName[] {
  const used: UsedName[] = [];
  abilities.forEach((ability, a) => {
    const at = `abilities[${a}]`;
    if (isStatic(ability)) ability.hooks.forEach((hook, h) => hookNames(hook, `${at}.hooks[${h}]`, used));
    else if ('effect' in ability) used.push({ field: `${at}.effect`, kind: 'effect', name: ability.effect });
    else stepNames(ability.steps, `${at}.steps`, used);
  });
  return used;
}

function hookNames(hook: CardHook, at: string, used: UsedName[]): void {
  used.push({ field: `${at}.node`, kind: 'node', name: hook.node });
  if (hook.effect !== undefined) used.push({ field: `${at}.effect`, kind: 'effect', name: hook.effect });
  if (hook.applies !== undefined) used.push({ field: `${at}.applies`, kind: 'condition', name: hook.applies });
  if (hook.steps !== undefined) stepNames(hook.steps, `${at}.steps`, used);
}

function stepNames(steps: readonly Step[], at: string, used: UsedName[]): void {
  steps.forEach((step, i) => {
    const here = `${at}[${i}]`;
    switch (step.do) {
      case 'attach':
        hookNames(step.hook as unknown as CardHook, `${here}.hook`, used);
        break;
      case 'detach':
        used.push({ field: `${here}.node`, kind: 'node', name: step.node as string });
        break;
      case 'effect':
        used.push({ field: `${here}.effect`, kind: 'effect', name: step.effect as string });
        break;
      case 'choose':
        used.push({ field: `${here}.then`, kind: 'node', name: step.then as string });
        break;
      case 'redirect':
        if (step.node !== undefined) used.push({ field: `${here}.node`, kind: 'node', name: step.node as string });
        break;
      default:
        if (!(CARD_VERBS as readonly string[]).includes(step.do)) used.push({ field: `${here}.do`, kind: 'node', name: step.do });
    }
  });
}
