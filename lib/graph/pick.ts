// Pick-k-of-n decisions: the question keeps its candidates once (as its options) and how many may be
// picked, never every combination; the answer is a list of candidates. Both are checked here, at the
// door, and so is the one answer a question may have, which is then given without asking.
import { CardweaveError, DecisionError } from './errors.js';
import type { Json } from './json.js';
import { jsonEqual } from './json-compare.js';
import type { Decision, PickRule } from './types.js';

/**
 * The pick rule of a question, checked against its candidates: whole
 * numbers `0 <= min <= max <= candidates`, candidates all different (by
 * value), `ordered` a boolean. Returns the rule as the decision keeps it.
 *
 * @internal
 * @example checkPick({ min: 2, max: 2 }, [7, 12, 15], 'p1'); // { min: 2, max: 2, ordered: false }
 */
export function checkPick(pick: unknown, candidates: readonly Json[], player: string): PickRule {
  const where = `choose() for ${player}`;
  if (pick === null || typeof pick !== 'object' || Array.isArray(pick))
    throw new CardweaveError('choose-bad-pick', `${where}: pick must be { min, max, ordered? }`);
  const { min, max, ordered } = pick as Record<string, unknown>;
  for (const [name, value] of [
    ['min', min],
    ['max', max],
  ] as const) {
    if (!Number.isSafeInteger(value) || (value as number) < 0)
      throw new CardweaveError(
        'choose-bad-pick',
        `${where}: pick.${name} must be a whole number from 0, got ${JSON.stringify(value) ?? 'undefined'}`,
      );
  }
  if (ordered !== undefined && typeof ordered !== 'boolean')
    throw new CardweaveError('choose-bad-pick', `${where}: pick.ordered must be true or false`);
  const n = candidates.length;
  if ((min as number) > (max as number) || (max as number) > n)
    throw new CardweaveError(
      'choose-bad-pick',
      `${where}: pick needs min <= max <= ${n} candidates, got min ${String(min)} and max ${String(max)}`,
    );
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      if (jsonEqual(candidates[i], candidates[j]))
        throw new CardweaveError('choose-bad-pick', `${where}: candidate ${JSON.stringify(candidates[i])} is listed twice`);
  return { min: min as number, max: max as number, ordered: ordered === true };
}

/**
 * The only answer a pick question allows, or undefined when there are
 * several: none to pick (max 0), or every candidate with their order not
 * asked for (or one candidate). Such a question is not asked.
 *
 * @internal
 * @example onlyAnswer({ min: 2, max: 2, ordered: false }, [7, 12]); // [7, 12]
 */
export function onlyAnswer(pick: PickRule, candidates: readonly Json[]): Json[] | undefined {
  if (pick.max === 0) return [];
  if (pick.min === candidates.length && (!pick.ordered || candidates.length === 1)) return [...candidates];
  return undefined;
}

/**
 * The candidates an answer to a pick decision picks, once it is checked: a
 * list, each entry a candidate, none twice, as many as `[min, max]` allow.
 * Returns the offered candidates themselves, in the order offered unless
 * the question is ordered (then in the order given).
 *
 * @internal
 * @example checkedPick(decision, [12, 7]); // [7, 12] for a question offering [7, 12, 15]
 */
export function checkedPick(d: Decision & { pick: PickRule }, choice: Json): Json[] {
  const refuse = (why: string): never => {
    throw new DecisionError(
      'decision-bad-pick',
      `${JSON.stringify(choice)} is not an answer to decision ${d.id} ("${d.prompt}"): ${why}`,
    );
  };
  if (!Array.isArray(choice)) refuse(`pick ${range(d.pick)} of its options, as a list`);
  const list = choice as Json[];
  const at: number[] = [];
  for (const entry of list) {
    const index = d.options.findIndex((o) => o === entry || jsonEqual(o, entry));
    if (index < 0) refuse(`${JSON.stringify(entry)} is not one of its options`);
    if (at.includes(index)) refuse(`${JSON.stringify(entry)} is picked twice`);
    at.push(index);
  }
  if (list.length < d.pick.min || list.length > d.pick.max) refuse(`it takes ${range(d.pick)}, not ${list.length}`);
  // Where the order is not asked for, the answer is kept in the order offered: one record per set of cards.
  if (!d.pick.ordered) at.sort((a, b) => a - b);
  return at.map((index) => d.options[index]!);
}

/** "2", "1 to 3". */
function range(pick: PickRule): string {
  return pick.min === pick.max ? String(pick.min) : `${pick.min} to ${pick.max}`;
}

/**
 * What an agent that takes the first options answers to a pick: the first
 * `min` candidates (at least one when it may pick any).
 *
 * @internal
 * @example firstPick({ min: 2, max: 3, ordered: false }, [7, 12, 15]); // [7, 12]
 */
export function firstPick(pick: PickRule, candidates: readonly Json[]): Json[] {
  return candidates.slice(0, Math.max(pick.min, Math.min(1, pick.max)));
}

/**
 * A pick chosen by a seeded hash (`draw(i)` gives the i-th number): how many
 * within `[min, max]`, then which, listed in the candidates' order unless the
 * question is ordered.
 *
 * @internal
 * @example hashedPick({ min: 2, max: 2, ordered: false }, [7, 12, 15], (i) => i * 7); // two of them
 */
export function hashedPick(pick: PickRule, candidates: readonly Json[], draw: (i: number) => number): Json[] {
  const count = pick.min + (draw(0) % (pick.max - pick.min + 1));
  const indices = candidates.map((_, i) => i);
  for (let i = 0; i < count; i++) {
    const j = i + (draw(i + 1) % (indices.length - i));
    [indices[i], indices[j]] = [indices[j]!, indices[i]!];
  }
  const picked = indices.slice(0, count);
  if (!pick.ordered) picked.sort((a, b) => a - b);
  return picked.map((i) => candidates[i]!);
}
