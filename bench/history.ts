/**
 * A duel's history tree at 1,000 decisions: how big its save is, how long a
 * verified restore takes, and how long jumping to a point takes (a branch at
 * that point: the nearest keyframe, then the decisions in between played
 * again through the rules). Played by seeded random answers, with long life
 * points so games run to deck out; when one ends, a new branch starts at a
 * random earlier point, until the tree holds 1,000 answered decisions.
 *
 *   npx tsx bench/history.ts [decisions]
 */
import { gzipSync } from 'node:zlib';
import { historyOf, restore, Rng, snapshot } from '../lib/index.js';
import { KEYFRAME_EVERY } from '../lib/graph/game-core.js';
import { duelGame } from '../examples/duel/game.js';
import { isMain, time } from './measure.js';

export interface HistoryFigures {
  /** Answered decisions in the tree (points less the start). */
  decisions: number;
  branches: number;
  /** The longest line from the start: decisions to the deepest point. */
  deepest: number;
  /** Bytes of the save (snapshot JSON text), and gzipped. */
  saveBytes: number;
  saveGzipBytes: number;
  /** Bytes of the save's history field alone. */
  historyBytes: number;
  /** Milliseconds of a verified restore (every branch played again). */
  restoreMs: number;
  /** Milliseconds to jump to a point, over `jumps` random points: mean and slowest. */
  jumpMeanMs: number;
  jumpMaxMs: number;
  jumps: number;
}

/** Builds a duel tree of `target` decisions from `seed` and measures it. */
export function benchHistory(target = 1000, seed = 7, jumps = 100): HistoryFigures {
  const rng = new Rng(seed);
  const engine = duelGame.createEngine({ seed, options: { lifePoints: 1_000_000 } });
  engine.run();
  historyOf(engine).branch('b0', 0); // the tree is kept from here on, with its keyframes
  let branches = 1;
  while (historyOf(engine).size - 1 < target) {
    const status = engine.run();
    if (status.status === 'awaiting') {
      const { options, pick } = status.decision;
      // A pick (the tributes) is answered with as few as it takes, from a random place on.
      const at = rng.int(options.length);
      const answer = pick === undefined ? options[at]! : [...options.slice(at), ...options.slice(0, at)].slice(0, pick.min);
      engine.decide(status.decision.player, answer);
      continue;
    }
    // The game ended: try another line from a random point of this one.
    historyOf(engine).branch(`b${branches++}`, rng.int(historyOf(engine).tip));
  }
  const deepest = Math.max(
    ...historyOf(engine)
      .branches()
      .map((b) => b.decisions),
  );
  const saved = snapshot(engine);
  const text = JSON.stringify(saved);
  const restoreMs = time(() => restore(duelGame.graph(), text));
  const restored = restore(duelGame.graph(), text);
  const size = historyOf(restored).size;
  let total = 0;
  let slowest = 0;
  for (let i = 0; i < jumps; i++) {
    const point = rng.int(size);
    const ms = time(() => historyOf(restored).branch(`jump${i}`, point));
    total += ms;
    slowest = Math.max(slowest, ms);
  }
  return {
    decisions: historyOf(engine).size - 1,
    branches,
    deepest,
    saveBytes: Buffer.byteLength(text),
    saveGzipBytes: gzipSync(text).length,
    historyBytes: Buffer.byteLength(JSON.stringify(saved.history)),
    restoreMs,
    jumpMeanMs: total / jumps,
    jumpMaxMs: slowest,
    jumps,
  };
}

if (isMain(import.meta.url)) {
  const target = Number(process.argv[2] ?? 1000);
  const f = benchHistory(target);
  console.log(
    [
      `A duel history of ${f.decisions} decisions on ${f.branches} branches (deepest line ${f.deepest} decisions; a keyframe every ${KEYFRAME_EVERY} points):`,
      `  save: ${(f.saveBytes / 1024).toFixed(1)} KiB (${(f.saveGzipBytes / 1024).toFixed(1)} KiB gzipped), of which the tree ${(f.historyBytes / 1024).toFixed(1)} KiB`,
      `  verified restore (every branch played again): ${f.restoreMs.toFixed(0)} ms`,
      `  jump to a point (${f.jumps} random points, after a restore): mean ${f.jumpMeanMs.toFixed(2)} ms, slowest ${f.jumpMaxMs.toFixed(2)} ms`,
    ].join('\n'),
  );
}
