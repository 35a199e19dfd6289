// The three forms of an ability: triggered steps, a triggered effect, and a static "while in" ability.
import type { JsonObject } from '../graph/json.js';
import type { CardHook, EffectAbility, Step, StepsAbility, WhileAbility } from '../card-text/card-data.js';

/**
 * A triggered ability: when `trigger` fires for the card, its steps run in order.
 *
 * @example
 * on('activated', step('duel.gain-life-points', { player: YOU, amount: 1000 }));
 */
export function on(trigger: string, ...steps: Step[]): StepsAbility {
  return { on: trigger, steps };
}

/**
 * "Upon drawing this card": a triggered ability on `drawn`, which the standard `draw` node fires.
 *
 * @example
 * onDraw(score(YOU, 1));
 */
export function onDraw(...steps: Step[]): StepsAbility {
  return on('drawn', ...steps);
}

/**
 * A triggered ability that runs a registered effect: for what data cannot say.
 *
 * @example
 * onEffect('drawn', 'gift.give', { points: 1 });
 */
export function onEffect(trigger: string, effect: string, params?: JsonObject): EffectAbility {
  return params === undefined ? { on: trigger, effect } : { on: trigger, effect, params };
}

/**
 * A static ability: its hooks are attached while the card is in one of the zones (templates), detached when it leaves.
 *
 * @example
 * whileIn('{controller}.spells', before('duel.measure-atk').if(eq(controllerOf(arg('card')), YOU)).do(setArgs({ atk: add(arg('atk'), 300) })));
 */
export function whileIn(zones: string | string[], ...hooks: CardHook[]): WhileAbility {
  return { while: zones, hooks };
}

/**
 * "Any player's (zone)": the zone pattern `'*.<kind>'`, which a static ability's or an attach step's zones
 * match in every seat (`p1.hand`, `p2.hand`, ...), so a card says "while in any player's hand" once.
 *
 * @example
 * whileIn(anyPlayers('hand'), before('score').do(setArgs({ points: 0 })));
 */
export function anyPlayers(kind: string): string {
  return `*.${kind}`;
}

/**
 * "Once per turn": the ability (or hook given by steps) runs at most once each turn for its card;
 * the count is the card's own, and resets when `state.turn` changes.
 *
 * @example
 * oncePerTurn(on('activated', score(YOU, 1)));
 */
export function oncePerTurn<T extends StepsAbility | EffectAbility | CardHook>(ability: T): T {
  return { ...ability, once: 'turn' };
}

/**
 * "Once per game": the ability (or hook given by steps) runs at most once in the game for its card.
 *
 * @example
 * oncePerGame(onDraw(score(YOU, 3)));
 */
export function oncePerGame<T extends StepsAbility | EffectAbility | CardHook>(ability: T): T {
  return { ...ability, once: 'game' };
}
