// A seat answers a table's decision by option number, or for a pick decision by a list of them. The
// numbers are checked here against what the seat was offered, so a refusal names numbers the seat sent.
import type { Json } from '../graph/json.js';
import type { Decision } from '../graph/types.js';
import { TableError } from './errors.js';
/**
 * The answer a seat's option number (or list of them, for a pick) stands
 * for, in the view's terms: checked here, in one line each, so a refused
 * answer never reaches the engine. A pick's rule (how many, none twice) is
 * checked as the engine would, naming option numbers rather than values.
 *
 * @internal
 * @example answerInView(engine.pending!, 7, offered, [0, 2]); // [offered[0], offered[2]] for a pick of two
 */
export function answerInView(pending: Decision, seq: number, offered: readonly Json[], option: number | readonly number[]): Json {
  const last = offered.length - 1;
  const one = (index: number): Json => {
    if (!Number.isSafeInteger(index) || index < 0 || index > last)
      throw new TableError('option-not-offered', `Option ${index} is not offered: decision ${seq} has options 0 to ${last}`);
    return offered[index]!;
  };
  const pick = pending.pick;
  if (pick === undefined) {
    if (typeof option !== 'number')
      throw new TableError('option-not-offered', `Decision ${seq} is not a pick: answer with one option number, 0 to ${last}`);
    return one(option);
  }
  const many = pick.min === pick.max ? String(pick.min) : `${pick.min} to ${pick.max}`;
  if (typeof option === 'number')
    throw new TableError(
      'option-not-offered',
      `Decision ${seq} is a pick: answer with a list of ${many} option numbers, 0 to ${last}`,
    );
  const chosen = option.map(one);
  const twice = option.find((index, at) => option.indexOf(index) !== at);
  if (twice !== undefined) throw new TableError('option-not-offered', `Option ${twice} is picked twice for decision ${seq}`);
  if (option.length < pick.min || option.length > pick.max)
    throw new TableError('option-not-offered', `Decision ${seq} takes ${many} options, not ${option.length}`);
  return chosen;
}
