/**
 * Decisions at the door: a question a rule asks (`ctx.choose`) and an answer
 * given from outside (`engine.decide`) are each checked whole before anything
 * changes, so a refused one leaves the game as it was.
 */
import { deepFreeze, frozenCopy } from './clone.js';
import { CardweaveError, DecisionError, JsonError } from './errors.js';
import type { Json, JsonObject } from './json.js';
import { checkJson, describeValue, findJsonProblem, SAVED_DEPTH, type JsonLimits } from './json-check.js';
import { jsonEqual } from './json-compare.js';
import { checkedPick, checkPick } from './pick.js';
import type { Decision, DecisionRequest, PickRule } from './types.js';

/**
 * The question a rule asks, checked whole (a player, a non-empty list of JSON
 * options, a prompt, JSON args) and kept as a deep-frozen copy with its id:
 * the one object every reader (run statuses, `pending`, agents, events) is
 * handed. The `then` node is checked by the caller, which knows the nodes.
 *
 * @internal
 * @example const decision = frozenQuestion({ player: 'p1', prompt: 'Go?', options: ['go', 'stop'], then: 'act' }, 1, DEFAULT_LIMITS);
 */
export function frozenQuestion(request: DecisionRequest, id: number, limits: JsonLimits): Decision {
  if (request === null || typeof request !== 'object')
    throw new CardweaveError('choose-bad-request', 'choose() needs { player, prompt, options, then }');
  const { player, prompt, options, then } = request;
  if (typeof player !== 'string' || player === '')
    throw new CardweaveError('choose-bad-request', 'choose() needs a player (a non-empty string)');
  if (!Array.isArray(options) || options.length === 0) {
    throw new CardweaveError('choose-no-options', `choose() for ${player} needs a non-empty array of options`);
  }
  if (prompt !== undefined && typeof prompt !== 'string')
    throw new CardweaveError('choose-bad-request', `choose() for ${player}: prompt must be a string`);
  const args = request.args ?? {};
  if (typeof args !== 'object' || args === null || Array.isArray(args)) {
    throw new JsonError('choose-not-json', `choose() for ${player}: args must be a JSON object, got ${describeValue(args)}`);
  }
  // The chosen option goes into the continuation's args and the history; the args become the continuation's args.
  checkJson(options, 'options', `choose() for ${player}`, 'choose-not-json', limits, SAVED_DEPTH.options);
  checkJson(args, 'args', `choose() for ${player}`, 'choose-not-json', limits, SAVED_DEPTH.args);
  // Copied and frozen in one walk (frozenCopy): every ask pays it, thousands a second in a look-ahead search.
  const question: Decision = {
    id,
    player,
    prompt: prompt ?? '',
    options: frozenCopy(options),
    then,
    args: frozenCopy(args) as JsonObject,
  };
  if (request.pick !== undefined) question.pick = deepFreeze(checkPick(request.pick, options, player));
  return Object.freeze(question);
}

/**
 * The option an answer from outside picks, once everything is checked: the
 * id (when given), that a decision is pending, the player, that the choice
 * is JSON and one of the options (by value, whatever the order of an
 * object's keys). Returns the offered option itself, not the caller's value.
 *
 * @internal
 * @example const chosen = checkedAnswer(engine.pending, 'p1', 'go', undefined, DEFAULT_LIMITS);
 */
export function checkedAnswer(
  pending: Decision | null,
  player: string,
  choice: Json,
  decisionId: number | undefined,
  limits: JsonLimits,
): Json {
  if (decisionId !== undefined && !(Number.isSafeInteger(decisionId) && decisionId >= 1)) {
    throw new DecisionError(
      'decision-id-not-number',
      `A decision id must be a whole number from 1 (the "id" of the pending decision), got ${describeValue(decisionId)}`,
    );
  }
  const d = pending;
  if (d === null) {
    if (decisionId === undefined) throw new DecisionError('decision-none-pending', 'No decision is pending');
    throw new DecisionError('decision-answered-twice', `Decision ${decisionId} is stale: no decision is pending`);
  }
  if (decisionId !== undefined && decisionId !== d.id) {
    throw new DecisionError('decision-stale', `Decision ${decisionId} is stale: the pending decision is ${d.id} ("${d.prompt}")`);
  }
  if (player !== d.player) {
    throw new DecisionError(
      'decision-wrong-player',
      `Decision ${d.id} ("${d.prompt}") is for ${d.player}, not ${typeof player === 'string' ? player : describeValue(player)}`,
    );
  }
  const problem = findJsonProblem(choice, 'choice', limits);
  if (problem !== undefined)
    throw new JsonError('choice-not-json', `Decision ${d.id} ("${d.prompt}"): ${problem.path}: ${problem.reason}`);
  if (d.pick !== undefined) return checkedPick(d as Decision & { pick: PickRule }, choice);
  const index = optionIndex(d.options, choice);
  if (index < 0) {
    throw new DecisionError(
      'decision-not-offered',
      `${show(choice)} is not an option of decision ${d.id} ("${d.prompt}"); the options are: ${d.options.map(show).join(', ')}`,
    );
  }
  return d.options[index]!;
}

/** The option equal to `choice` by value: the same object first, else key order aside (`{ a, b }` is `{ b, a }`). */
function optionIndex(options: readonly Json[], choice: Json): number {
  const index = options.indexOf(choice);
  if (index >= 0) return index;
  return options.findIndex((o) => jsonEqual(o, choice));
}

/** A checked JSON value as text for a message. */
function show(value: Json | undefined): string {
  return value === undefined ? 'undefined' : JSON.stringify(value);
}
