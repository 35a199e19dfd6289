// What any step may say besides its verb: a name for what it did, a condition, how its node runs.
import type { Step, StepsAbility, Value, Via } from '../card-text/card-data.js';

/**
 * Names what a step did, for later steps (`as`): `ref(name)` reads it.
 *
 * @example
 * called('saplings', createCards('duel.sapling', YOU, { count: 2 })); // { do: 'create-card', ..., as: 'saplings' }
 */
export function called(name: string, step: Step): Step {
  return { ...step, as: name };
}

/**
 * Runs a step, or fires a triggered ability, only if the condition holds (`if`).
 *
 * @example
 * onlyIf(eq(count(cards('{you}.monsters')), 0), on('activated', gainLife(YOU, 2000)));
 */
export function onlyIf<T extends Step | StepsAbility>(condition: Value, stepOrAbility: T): T {
  // Where card text puts it: an ability's condition right after its trigger ({ on, if, steps }), a step's after its args.
  if ('on' in stepOrAbility) {
    const { on, if: _replaced, ...rest } = stepOrAbility as StepsAbility;
    return { on, if: condition, ...rest } as T;
  }
  return { ...stepOrAbility, if: condition };
}

/**
 * How a node step runs: `'next'` before anything queued, `'enqueue'` at the back of the queue (the default, `'call'`, runs it now).
 *
 * @example
 * via('next', draw(YOU, zone('{you}.pile'), zone('{you}.hand'))); // the draw runs before anything already queued
 */
export function via(how: Via, step: Step): Step {
  return { ...step, via: how };
}
