/**
 * An agent's turn: the engine asks a player's agent for its answer, and answers with it. The
 * engine and the agent are named by what this needs of them, not by their types, which name the
 * Engine: this file then stays out of the engine's import circle (see docs/architecture.md).
 */
import { AgentError } from './errors.js';
import type { Json } from './json.js';
import { FREE, IN_AGENT, type RunLoop } from './run/run-loop.js';
import { optionFromView, seatDecision, type Lens, type PlayerView, type SeatDecision, type ViewOptions } from './view.js';

/** What an agent's turn needs of the engine; `W` is what a sample gives (an Engine). */
interface AnsweringEngine<W> {
  view(seat: string, options?: ViewOptions): PlayerView;
  sample(seat: string, options: { seed: number }): W;
  decide(player: string, choice: Json, decisionId?: number): void;
}

/** An agent as its turn sees it (the public `Agent` is one). */
interface AnsweringAgent<W> {
  readonly name: string;
  decide(
    decision: SeatDecision,
    view: (options?: ViewOptions) => PlayerView,
    look: { sample(seed: number): W },
  ): Json | undefined;
}

/**
 * Asks `agent` to answer the engine's pending decision, and answers it: true when it did. An agent
 * sees its player's view, never the state: the decision in the view's terms, and the view itself
 * only when it asks (building it costs; random agents never do). It may fork the game (look-ahead),
 * but not run or answer it. What it throws, or answers that is refused, is an AgentError.
 *
 * @internal
 * @example if (answerByAgent(engine, agent, loop, lens)) continue;
 */
export function answerByAgent<W>(
  engine: AnsweringEngine<W>,
  agent: AnsweringAgent<W>,
  loop: RunLoop,
  lens: (seat: string) => Lens | undefined,
): boolean {
  const d = loop.pending!;
  let choice: Json | undefined;
  let asked: SeatDecision;
  loop.busy = IN_AGENT;
  try {
    asked = seatDecision(d, lens(d.player));
    choice = agent.decide(asked, (options?: ViewOptions) => engine.view(d.player, options), {
      sample: (seed: number) => engine.sample(d.player, { seed }),
    });
  } catch (error) {
    throw new AgentError(agent.name, d.player, d.id, error);
  } finally {
    loop.busy = FREE;
  }
  if (choice === undefined) return false;
  try {
    engine.decide(d.player, optionFromView(d, asked, choice), d.id);
  } catch (error) {
    throw new AgentError(agent.name, d.player, d.id, error);
  }
  return true;
}
