/**
 * The figures bench/built.ts compares between the library through tsx (the
 * sources) and the library as built (dist/, what users run): the duel, the
 * look-ahead player and classic War, each beside War's typed-array loop in
 * the same rounds. Prints one JSON line on stdout. This file is the entry
 * point of both sides: run as is with `--import=tsx`, or bundled by
 * built.ts with every import of lib/ pointed at dist/. It must stay free of
 * `isMain` blocks in what it imports: in a bundle every module shares one
 * import.meta.url, so each would think it is the script (war.ts has one,
 * hence War is played here through examples/war directly).
 *
 *     node --import=tsx bench/sides.ts [quick]
 */
import { playWarGame } from '../examples/war/simulate-game.js';
import { playBaselineWars } from './baseline-war.js';
import { benchDuel, benchMcts } from './duel.js';
import { interleaved, perSecond, time } from './measure.js';

/** What one side prints. */
export interface SideFigures {
  duel: { gamesPerSecond: number; perMillion: number };
  mcts: { playoutsPerSecond: number; msPerDecision: number; perMillion: number };
  war: { comparisonsPerSecond: number; ratio: number };
}

/** Classic War by the engine on seeds 1..games, interleaved with the typed-array loop on the same seeds. */
function warSide(games: number, rounds: number): SideFigures['war'] {
  let engine = 0;
  let baseline = 0;
  const repeats = 20;
  const ms = interleaved(rounds, {
    engine: () =>
      time(() => {
        engine = 0;
        for (let seed = 1; seed <= games; seed++) engine += playWarGame(seed, [], { variant: 'classic' }).measures!.comparisons!;
      }),
    baseline: () =>
      time(() => {
        for (let r = 0; r < repeats; r++) baseline = playBaselineWars(1, games).comparisons;
      }),
  });
  if (engine !== baseline) throw new Error(`War by the engine played ${engine} comparisons, the typed-array loop ${baseline}`);
  const comparisonsPerSecond = perSecond(engine, ms.engine);
  return { comparisonsPerSecond, ratio: perSecond(baseline * repeats, ms.baseline) / comparisonsPerSecond };
}

const quick = process.argv[2] === 'quick';
const duel = benchDuel(quick ? 2 : 40, quick ? 1 : 3);
const mcts = benchMcts(quick ? 1 : 2, quick ? 1 : 4, quick ? 8 : 100, quick ? 1 : 3);
const figures: SideFigures = {
  duel: { gamesPerSecond: duel.gamesPerSecond, perMillion: duel.perMillion },
  mcts: { playoutsPerSecond: mcts.playoutsPerSecond, msPerDecision: mcts.msPerDecision, perMillion: mcts.perMillion },
  war: warSide(quick ? 10 : 200, quick ? 1 : 5),
};
process.stdout.write(`${JSON.stringify(figures)}\n`);
