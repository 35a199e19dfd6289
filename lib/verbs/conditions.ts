// Conditions: selectors that come out true or false, for `if`, `when` and `where`.
import type { Value } from '../card-text/card-data.js';

/**
 * True when both values are equal (JSON equality).
 *
 * @example
 * before('score').when(eq(arg('player'), YOU));
 */
export function eq(a: Value, b: Value): Value {
  return { $eq: [a, b] };
}

/**
 * True when the values differ.
 *
 * @example
 * ne(arg('card'), SELF);
 */
export function ne(a: Value, b: Value): Value {
  return { $ne: [a, b] };
}

/**
 * True when the first number is less than the second.
 *
 * @example
 * lt(stateAt('turnFlags', 'normalSummons'), 2);
 */
export function lt(a: Value, b: Value): Value {
  return { $lt: [a, b] };
}

/**
 * True when the first number is at most the second.
 *
 * @example
 * lte(count(cards('{you}.monsters')), 3);
 */
export function lte(a: Value, b: Value): Value {
  return { $lte: [a, b] };
}

/**
 * True when the first number is more than the second.
 *
 * @example
 * gt(arg('amount'), 0);
 */
export function gt(a: Value, b: Value): Value {
  return { $gt: [a, b] };
}

/**
 * True when the first number is at least the second.
 *
 * @example
 * gte(statOf('atk', arg('attacker')), 1500);
 */
export function gte(a: Value, b: Value): Value {
  return { $gte: [a, b] };
}

/**
 * True when the list holds the item.
 *
 * @example
 * not(isIn(SELF, arg('asked')));
 */
export function isIn(item: Value, list: Value): Value {
  return { $in: [item, list] };
}

/**
 * True when every condition holds; later ones are not read once one fails.
 *
 * @example
 * and(eq(arg('kind'), 'battle'), eq(arg('player'), YOU));
 */
export function and(...conditions: Value[]): Value {
  return { $and: conditions };
}

/**
 * True when any condition holds; later ones are not read once one holds.
 *
 * @example
 * or(eq(arg('player'), YOU), eq(arg('player'), OPPONENT));
 */
export function or(...conditions: Value[]): Value {
  return { $or: conditions };
}

/**
 * True when the condition does not hold.
 *
 * @example
 * onlyIf(not(ref('armed')), attach(replace('compare').once().do(redirect({ lower: true }))));
 */
export function not(condition: Value): Value {
  return { $not: condition };
}
