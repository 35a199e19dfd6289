// Selectors that read the board or compute a value: each builds the JSON selector of the same name.
import type { Value } from '../card-text/card-data.js';
import type { Phase } from '../graph/types.js';

/**
 * A zone's handle, by a template name (`{ $zone: '{you}.hand' }`).
 *
 * @example
 * draw(YOU, zone('{you}.deck'), zone('{you}.hand'));
 */
export function zone(template: string): Value {
  return { $zone: template };
}

/**
 * The cards of a zone, top first, optionally those for which `where` holds (`$it` is the card asked about).
 *
 * @example
 * count(cards('{you}.monsters')); // { $count: { $cards: '{you}.monsters' } }
 */
export function cards(zoneTemplate: string, where?: Value): Value {
  return where === undefined ? { $cards: zoneTemplate } : { $cards: zoneTemplate, where };
}

/**
 * How many items a list holds.
 *
 * @example
 * eq(count(cards('{you}.monsters')), 0);
 */
export function count(list: Value): Value {
  return { $count: list };
}

/**
 * A card's name.
 *
 * @example
 * concat('Negate the attack of ', nameOf(arg('attacker')), '?');
 */
export function nameOf(card: Value): Value {
  return { $name: card };
}

/**
 * A card's definition id, which its tokens and copies share: select them with `eq(idOf(IT), 'x.spark')`.
 *
 * @example
 * cards('{you}.field', eq(idOf(IT), 'x.spark'));
 */
export function idOf(card: Value): Value {
  return { $idOf: card };
}

/**
 * A stat of a card's definition (null when it has none).
 *
 * @example
 * gte(statOf('level', arg('card')), 7);
 */
export function statOf(stat: string, card: Value): Value {
  return { $stat: stat, of: card };
}

/**
 * A card's controller.
 *
 * @example
 * eq(controllerOf(arg('card')), YOU);
 */
export function controllerOf(card: Value): Value {
  return { $controllerOf: card };
}

/**
 * A card's owner.
 *
 * @example
 * eq(ownerOf(arg('card')), YOU);
 */
export function ownerOf(card: Value): Value {
  return { $ownerOf: card };
}

/**
 * The other player of a two-player game, from one player.
 *
 * @example
 * redirect({ player: opponentOf(arg('player')) });
 */
export function opponentOf(player: Value): Value {
  return { $opponentOf: player };
}

/**
 * A value of the game state by its path (null where there is none).
 *
 * @example
 * lt(stateAt('turnFlags', 'normalSummons'), 2);
 */
export function stateAt(...path: Value[]): Value {
  return { $state: path };
}

/**
 * True while a hook of that node, phase and key (a template) is attached.
 *
 * @example
 * remember('armed', hasHook('compare', 'mask', 'reversal'));
 */
export function hasHook(node: string, phase: Phase, key: string): Value {
  return { $hasHook: [node, phase, key] };
}

/**
 * The sum of two or more numbers.
 *
 * @example
 * setArgs({ atk: add(arg('atk'), 300) });
 */
export function add(...numbers: Value[]): Value {
  return { $add: numbers };
}

/**
 * The first number less the second.
 *
 * @example
 * sub(arg('amount'), 500);
 */
export function sub(a: Value, b: Value): Value {
  return { $sub: [a, b] };
}

/**
 * The product of two or more numbers.
 *
 * @example
 * setArgs({ points: mul(arg('points'), 2) });
 */
export function mul(...numbers: Value[]): Value {
  return { $mul: numbers };
}

/**
 * The least of two or more numbers.
 *
 * @example
 * min(arg('amount'), 1000);
 */
export function min(...numbers: Value[]): Value {
  return { $min: numbers };
}

/**
 * The greatest of two or more numbers.
 *
 * @example
 * max(sub(arg('amount'), 500), 0);
 */
export function max(...numbers: Value[]): Value {
  return { $max: numbers };
}

/**
 * Text made of parts (a part that is not text is written as JSON).
 *
 * @example
 * concat('Activate ', nameOf(SELF), '?');
 */
export function concat(...parts: Value[]): Value {
  return { $concat: parts };
}

/**
 * Lists end to end, in the order written: "every monster on the field".
 *
 * @example
 * join(cards('{you}.monsters'), cards('{opponent}.monsters'));
 */
export function join(...lists: Value[]): Value {
  return { $join: lists };
}

/**
 * A value taken as it is, never read as a selector: text that starts with `$`, an object with a `$` key.
 *
 * @example
 * log({ type: 'x.price', price: literal('$5') });
 */
export function literal(value: Value): Value {
  return { $literal: value };
}
