// Plays one twist game with a random pack, one node at a time, and checks the
// engine's guarantees after every node. A broken guarantee throws an
// InvariantError; anything a pack may legitimately do (end, stall, fail) is an
// Ending. Used by the fuzz property, the regression tests and the soak.
import {
  type Agent,
  type CardState,
  type Decision,
  Engine,
  type Json,
  randomAgent,
  restore,
  RuleError,
  type RuleGraph,
  snapshot,
} from '../../lib/index.js';
import { AgentError, DecisionError, StepBudgetError } from '../../lib/graph/index.js';
import { checkConservation, countCards } from '../../lib/cards/index.js';
import { warGame } from '../../examples/war/game.js';
import { twist } from '../../examples/war/twist/pack.js';
import { FuzzBoom, fuzzPack, type FuzzBook } from './pack.js';
import type { PackSpec } from './spec.js';

/** A guarantee did not hold: this is what the fuzz looks for. */
export class InvariantError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvariantError';
  }
}

/** How a game stopped. Errors are endings too: a pack may fail, as long as the engine reports it properly. */
export interface Ending {
  status: 'ended' | 'idle' | 'error';
  /** Error class and message, for `error`. */
  error?: string;
  /** For a StepBudgetError: the last nodes it listed. */
  recent?: readonly string[];
  /** The whole game as JSON text at the end (after the rollback, for `error`). */
  snapshot: string;
  steps: number;
}

export interface PlayOptions {
  seed: number;
  /** Node runs before a game counts as runaway. Default 5,000 (a twist game takes about 600). */
  budget?: number;
  /** Top-level steps after which the game is saved, restored from the JSON text and continued to its end. */
  cuts?: readonly number[];
  /** Every this many steps, restore from JSON and check the copy saves to the same text. 0: never. */
  roundTripEvery?: number;
  /** Before answering from outside, try a wrong player, an option not offered and a stale id. Default true. */
  probeDecisions?: boolean;
}

export interface PlayReport {
  ending: Ending;
  decisions: number;
  /** How many of the cuts were continued and compared. */
  resumed: number;
  /** Why the game failed, when it did: 'boom', 'budget' or the failing cause's class. */
  failure?: string;
}

const DEFAULT_BUDGET = 5_000;

/** p1 is answered by an agent inside the engine, p2 from outside: both ways of deciding get exercised. */
function agents(seed: number) {
  return { p1: randomAgent(seed) };
}

/** Plays a twist game with the pack of `spec`, checking every guarantee; throws InvariantError when one breaks. */
export function playChecked(spec: PackSpec, options: PlayOptions): PlayReport {
  const budget = options.budget ?? DEFAULT_BUDGET;
  const engine = warGame.createEngine({
    seed: options.seed,
    packs: [twist, fuzzPack(spec)],
    agents: agents(options.seed),
    budget,
  });
  const base = countCards(engine.state);
  // The pack's own bookkeeping says how many cards it created and removed.
  return checkGame(
    engine,
    agents(options.seed),
    options,
    (state) => base + (state as { fz: FuzzBook }).fz.created - (state as { fz: FuzzBook }).fz.removed,
  );
}

/**
 * Plays any game to its end with every check of {@link playChecked}: `agents`
 * answer inside the engine (and again in every restored copy); decisions of
 * players without an agent are answered from outside. `cards` says how many
 * cards the state must hold.
 */
export function checkGame(
  engine: Engine<CardState>,
  agents: Record<string, Agent>,
  options: PlayOptions,
  cards: (state: unknown) => number,
): PlayReport {
  const budget = options.budget ?? DEFAULT_BUDGET;
  const saves: string[] = [];
  const cuts = new Set(options.cuts ?? []);
  const run = drive(engine, agents, cards, options, (step) => {
    if (cuts.has(step)) saves.push(JSON.stringify(snapshot(engine)));
  });
  for (const text of saves) {
    const resumed = restore<CardState>(engine.graph, text, { agents, budget });
    const other = drive(resumed, agents, cards, { ...options, roundTripEvery: 0 });
    sameEnding(run.ending, other.ending);
  }
  return { ...run, resumed: saves.length };
}

/** Runs a game to its end, step by step, checking conservation, decisions and failures on the way. */
function drive(
  engine: Engine<CardState>,
  agents: Record<string, Agent>,
  cards: (state: unknown) => number,
  options: PlayOptions,
  afterStep?: (step: number) => void,
): Omit<PlayReport, 'resumed'> {
  const graph = engine.graph;
  const every = options.roundTripEvery ?? 0;
  // The last consistent point: where a failure must put the game back.
  let reference = positionText(engine);
  const onAnswer = (): void => {
    reference = positionText(engine);
  };
  engine.on('decisionAnswered', onAnswer);
  let decisions = 0;
  try {
    for (let step = 1; ; step++) {
      let status;
      try {
        status = engine.step();
      } catch (error) {
        const failure = checkFailure(error, engine, reference);
        return {
          ending: {
            status: 'error',
            error: `${(error as Error).name}: ${(error as Error).message}`,
            recent: (error as StepBudgetError).recent,
            snapshot: JSON.stringify(snapshot(engine)),
            steps: engine.steps,
          },
          decisions,
          failure,
        };
      }
      checkCards(engine, cards(engine.state));
      if (every > 0 && step % every === 0) roundTrip(graph, engine);
      afterStep?.(step);
      if (status.status === 'ended' || status.status === 'idle') {
        return { ending: { status: status.status, snapshot: JSON.stringify(snapshot(engine)), steps: engine.steps }, decisions };
      }
      if (status.status === 'awaiting') {
        decisions++;
        if (agents[status.decision.player] === undefined) answerFromOutside(engine, status.decision, options);
      }
      if (step > engine.steps + 1_000_000) throw new InvariantError('the game neither advances nor stops');
    }
  } finally {
    engine.off('decisionAnswered', onAnswer);
  }
}

/** The position as JSON text, without `origin` (which the first step fixes, so a pre-start reference lacks it). */
function positionText(engine: Engine): string {
  const { origin: _origin, ...rest } = snapshot(engine);
  return JSON.stringify(rest);
}

function checkCards(engine: Engine<CardState>, expected: number): void {
  const counted = checkConservation(engine.state);
  if (counted !== expected) throw new InvariantError(`conservation: ${counted} cards, expected ${expected}`);
}

function roundTrip(graph: RuleGraph, engine: Engine): void {
  const text = JSON.stringify(snapshot(engine));
  const copy = restore(graph, text);
  const again = JSON.stringify(snapshot(copy));
  if (again !== text)
    throw new InvariantError(`snapshot -> JSON -> restore -> snapshot changed the game at step ${engine.steps}`);
}

/** A failure must be a RuleError naming its site (or the step budget), and the game must stand at its last consistent point. */
function checkFailure(error: unknown, engine: Engine, reference: string): string {
  if (error instanceof AgentError || !(error instanceof RuleError || error instanceof StepBudgetError)) {
    throw new InvariantError(`escaped the engine: ${String((error as Error)?.stack ?? error)}`);
  }
  const now = positionText(engine);
  if (now !== reference) throw new InvariantError(`after "${error.message}" the game is not at its last consistent point`);
  if (error instanceof StepBudgetError) {
    if (error.recent.length === 0 || error.recent.some((n) => typeof n !== 'string' || n === '')) {
      throw new InvariantError(`the step budget error lists blank nodes: ${JSON.stringify(error.recent)}`);
    }
    return 'budget';
  }
  let cause: unknown = error.cause;
  while (cause instanceof Error && !(cause instanceof FuzzBoom) && cause.cause !== undefined) cause = cause.cause;
  if (cause instanceof FuzzBoom) {
    const site = { node: error.node, phase: error.phase, key: error.key, owner: error.owner };
    if (JSON.stringify(site) !== JSON.stringify(cause.site)) {
      throw new InvariantError(`a throw at ${JSON.stringify(cause.site)} was reported at ${JSON.stringify(site)}`);
    }
    return 'boom';
  }
  // A TypeError thrown inside lib/ is the engine's own bug, whatever the pack did.
  if (cause instanceof TypeError || cause instanceof ReferenceError) {
    const frame = (cause.stack ?? '').split('\n').find((line) => line.includes('/'));
    if (frame !== undefined && /\/lib\//.test(frame)) throw new InvariantError(`TypeError from inside lib: ${cause.stack}`);
  }
  return (cause as Error)?.name ?? 'unknown';
}

/** The refusal of the answer "not offered" to `d`: not an option, or for a pick not a list. */
function notOffered(d: Decision): string {
  if (d.pick === undefined)
    return `"not offered" is not an option of decision ${d.id} ("${d.prompt}"); the options are: ${d.options.map((o) => JSON.stringify(o)).join(', ')}`;
  const many = d.pick.min === d.pick.max ? String(d.pick.min) : `${d.pick.min} to ${d.pick.max}`;
  return `"not offered" is not an answer to decision ${d.id} ("${d.prompt}"): pick ${many} of its options, as a list`;
}

/** Answers p2's decision from outside, after checking that wrong answers are refused and change nothing. */
function answerFromOutside(engine: Engine, d: Decision, options: PlayOptions): void {
  const choice = randomAgent((options.seed ^ 0x5bd1e995) >>> 0).decide(d, () => engine.view(d.player)) as Json;
  if (options.probeDecisions !== false) {
    const before = positionText(engine);
    const other = d.player === 'p1' ? 'p2' : 'p1';
    refused(engine, () => engine.decide(other, choice), `Decision ${d.id} ("${d.prompt}") is for ${d.player}, not ${other}`);
    refused(engine, () => engine.decide(d.player, 'not offered'), notOffered(d));
    refused(
      engine,
      () => engine.decide(d.player, choice, d.id + 1),
      `Decision ${d.id + 1} is stale: the pending decision is ${d.id} ("${d.prompt}")`,
    );
    if (positionText(engine) !== before) throw new InvariantError(`a refused answer to decision ${d.id} changed the game`);
  }
  engine.decide(d.player, choice, d.id);
  if (options.probeDecisions !== false) {
    const after = positionText(engine);
    refused(engine, () => engine.decide(d.player, choice, d.id), `Decision ${d.id} is stale: no decision is pending`);
    if (positionText(engine) !== after) throw new InvariantError(`answering decision ${d.id} twice changed the game`);
  }
}

function refused(_engine: Engine, answer: () => void, message: string): void {
  try {
    answer();
  } catch (error) {
    if (error instanceof DecisionError && error.message === message) return;
    throw new InvariantError(`expected DecisionError "${message}", got ${String(error)}`);
  }
  throw new InvariantError(`expected DecisionError "${message}", but the answer was taken`);
}

/** A resumed game must end exactly as the uninterrupted one. */
function sameEnding(straight: Ending, resumed: Ending): void {
  if (straight.status !== resumed.status) {
    throw new InvariantError(
      `straight game ended "${straight.status}" (${straight.error ?? ''}), the resumed one "${resumed.status}" (${resumed.error ?? ''})`,
    );
  }
  if (straight.status !== 'error') {
    if (straight.snapshot !== resumed.snapshot)
      throw new InvariantError('the resumed game ended in another state, log or history than the straight one');
    return;
  }
  if (straight.recent !== undefined) {
    // A restored game knows only the nodes it ran itself: its list is a tail of the straight one's.
    const tail = straight.recent.slice(straight.recent.length - (resumed.recent?.length ?? 0));
    if (resumed.recent === undefined || JSON.stringify(tail) !== JSON.stringify(resumed.recent)) {
      throw new InvariantError(`the step budget stopped the games differently: ${straight.error} / ${resumed.error}`);
    }
    return;
  }
  if (straight.error !== resumed.error)
    throw new InvariantError(`the games failed differently: ${straight.error} / ${resumed.error}`);
}
