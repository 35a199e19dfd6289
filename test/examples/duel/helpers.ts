// Shared steps of the duel tests: answer the pending decision, read zones and the readable log.
import { cardsIn, type Engine, type Json, type RunStatus } from '../../../lib/index.js';
import { duelLines } from '../../../examples/duel/formatters.js';
import type { DuelState } from '../../../examples/duel/state.js';

/** Runs until someone must answer, answers `choice` for them, then runs on. */
export function answer(engine: Engine<DuelState>, choice: Json): RunStatus {
  const status = engine.run();
  if (status.status !== 'awaiting') throw new Error(`expected a decision, the duel is ${status.status}`);
  engine.decide(status.decision.player, choice);
  return engine.run();
}

/** Answers several decisions in a row. */
export function answerAll(engine: Engine<DuelState>, choices: Json[]): RunStatus {
  let status = engine.run();
  for (const choice of choices) status = answer(engine, choice);
  return status;
}

/** The options of the decision the duel waits on. */
export function options(engine: Engine<DuelState>): Json[] {
  const status = engine.run();
  if (status.status !== 'awaiting') throw new Error(`expected a decision, the duel is ${status.status}`);
  return status.decision.options;
}

/** The card handles in a zone (given by name), top first. */
export function zone(engine: Engine<DuelState>, name: string): number[] {
  return cardsIn(engine.state, name);
}

/** The readable log. */
export function lines(engine: Engine<DuelState>): string[] {
  return duelLines(engine);
}
