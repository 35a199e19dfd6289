/**
 * Forking a game in memory (`engine.fork()`: a snapshot and a restore with no
 * JSON text), as a look-ahead agent does at every decision: microseconds per
 * fork of a mid-game position, with, for comparison, the copy of its state
 * alone (`cloneJson(engine.state)`, which a fork makes once, or twice while
 * the game's live state may be held outside: then once more as the copy's
 * first consistent point).
 */
import { cloneJson } from '../lib/graph/clone.js';
import type { Engine } from '../lib/index.js';
import { interleaved, isMain, time } from './measure.js';
import { snapshot } from '../lib/index.js';

export interface ForkFigures {
  /** What was forked. */
  game: string;
  /** Microseconds per `engine.fork()` of a game whose live state nobody outside holds (an agent's view of it, a fork). */
  forkUs: number;
  /** Microseconds per `engine.fork()` of the same position once `engine.state` was read from outside: two copies, not one. */
  heldForkUs?: number;
  /** Microseconds per copy of the state alone. */
  stateCopyUs: number;
}

/**
 * Median microseconds of `fork()` and of a state copy, each repeated `repeat` times per round, interleaved.
 * Since issue 24 a fork copies the position once when nothing outside the rules may hold the parent's live
 * state, else twice (docs/architecture.md, "Checkpoints and rollback"). The positions here were reached by
 * reading `engine.state` (midGameWar), so `forkUs` is measured on a fork of the given engine (the same position,
 * its state held by nobody: a look-ahead agent's case) and `heldForkUs` on the given engine itself.
 */
export function benchFork(game: string, engine: Engine, rounds = 5, repeat = 2000): ForkFigures {
  const subject = engine.fork();
  // A fork that did not copy the game would be quick and wrong: check one first (on forks of their own, since
  // reading a game's state from outside makes its forks copy twice).
  const probe = engine.fork();
  const probed = probe.fork();
  if (JSON.stringify(snapshot(probed)) !== JSON.stringify(snapshot(engine)))
    throw new Error(`${game}: a fork does not save as its parent does`);
  if (probed.state === probe.state) throw new Error(`${game}: a fork shares its parent's state`);
  const ms = interleaved(rounds, {
    fork: () =>
      time(() => {
        for (let i = 0; i < repeat; i++) subject.fork();
      }),
    heldFork: () =>
      time(() => {
        for (let i = 0; i < repeat; i++) engine.fork();
      }),
    stateCopy: () =>
      time(() => {
        for (let i = 0; i < repeat; i++) cloneJson(engine.state);
      }),
  });
  return {
    game,
    forkUs: (ms.fork * 1000) / repeat,
    heldForkUs: (ms.heldFork * 1000) / repeat,
    stateCopyUs: (ms.stateCopy * 1000) / repeat,
  };
}

if (isMain(import.meta.url)) {
  const { midGameDuel, midGameWar } = await import('./games.js');
  console.log(benchFork('war', midGameWar()));
  console.log(benchFork('duel', midGameDuel()));
}
