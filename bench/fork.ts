/**
 * Forking a game in memory (`engine.fork()`: a snapshot and a restore with no
 * JSON text), as a look-ahead agent does at every decision: microseconds per
 * fork of a mid-game position, with, for comparison, the copy of its state
 * alone (`cloneJson(engine.state)`, which a fork makes twice: once as the
 * copy's first consistent point, once as its live state).
 */
import { cloneJson } from '../lib/graph/clone.js';
import type { Engine } from '../lib/index.js';
import { interleaved, isMain, time } from './measure.js';

export interface ForkFigures {
  /** What was forked. */
  game: string;
  /** Microseconds per `engine.fork()`. */
  forkUs: number;
  /** Microseconds per copy of the state alone. */
  stateCopyUs: number;
}

/** Median microseconds of `fork()` and of a state copy, each repeated `repeat` times per round, interleaved. */
export function benchFork(game: string, engine: Engine, rounds = 5, repeat = 2000): ForkFigures {
  // A fork that did not copy the game would be quick and wrong: check one first.
  const probe = engine.fork();
  if (JSON.stringify(probe.snapshot()) !== JSON.stringify(engine.snapshot()))
    throw new Error(`${game}: a fork does not save as its parent does`);
  if (probe.state === engine.state) throw new Error(`${game}: a fork shares its parent's state`);
  const ms = interleaved(rounds, {
    fork: () =>
      time(() => {
        for (let i = 0; i < repeat; i++) engine.fork();
      }),
    stateCopy: () =>
      time(() => {
        for (let i = 0; i < repeat; i++) cloneJson(engine.state);
      }),
  });
  return { game, forkUs: (ms.fork * 1000) / repeat, stateCopyUs: (ms.stateCopy * 1000) / repeat };
}

if (isMain(import.meta.url)) {
  const { midGameDuel, midGameWar } = await import('./games.js');
  console.log(benchFork('war', midGameWar()));
  console.log(benchFork('duel', midGameDuel()));
}
