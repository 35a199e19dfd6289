/**
 * The one way a golden game is played, by the recorder and by the replay
 * alike, so both take their checkpoints at the very same moments: node by
 * node, a checkpoint whenever the game stops (a decision asked, or its end)
 * and whenever `every` node runs have passed without one. War without the
 * turns pack asks nothing at all, and the interval is what locates a change
 * inside such a game.
 */
import type { Decision, Engine } from 'cardweave';
import type { Checkpoint } from './format.js';
import { positionDigest } from './digest.js';

/** How the game stopped, once `checkpoints` is done. */
export interface Stopped {
  status: 'ended' | 'idle';
}

/**
 * The game's checkpoints, in order, as it runs. `answer` is told of each
 * decision asked, after its checkpoint, and must answer it with
 * `engine.decide` (a replay), or leave it to the engine's agents (a
 * recording). Ends with the game; a caller that stops early stops the game.
 *
 * @example for (const [steps, answered, digest] of checkpoints(engine, 100, answerFrom(log))) ...
 */
export function* checkpoints(
  engine: Engine,
  every: number,
  answer: (decision: Decision, answered: number) => void,
): Generator<Checkpoint, Stopped, void> {
  let answered = 0;
  let last = engine.steps;
  for (;;) {
    const status = engine.step();
    if (status.status !== 'running' || engine.steps - last >= every) {
      last = engine.steps;
      yield [engine.steps, answered, positionDigest(engine)];
    }
    if (status.status === 'ended' || status.status === 'idle') return { status: status.status };
    if (status.status === 'awaiting') answer(status.decision, answered++);
  }
}
