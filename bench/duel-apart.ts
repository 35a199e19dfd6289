/**
 * The duel and look-ahead sections of `npm run bench` (duel.ts), measured
 * in a fresh process, as `npm run duel` and `cardweave sim` play them. In the
 * bench's own thread they ran after every other section, and the look-ahead
 * player read 4.5 to 4.7 times issue 24's start there in three full runs of
 * stop 34, against 5.1 to 5.5 times in fresh processes at the same hour. Its
 * start (results.ts, MCTS_TODAY_PER_M, 13.4) was measured again in fresh
 * processes that day, on the code of its day (366b142): 13.34, 14.02 and
 * 13.44. Each figure keeps its own yardstick, timed in its own rounds in the
 * same child, so the ratios stay what duel.ts defines.
 */
import { benchDuel, benchMcts, type DuelFigures, type MctsFigures } from './duel.js';
import { isMain, runApart } from './measure.js';

/** What the child prints: the duel's figures, then the look-ahead player's, as duel.ts measures them. */
export interface DuelSections {
  duel: DuelFigures;
  mcts: MctsFigures;
}

/** The arguments of both sections, as numbers: duel games and rounds; seeds, decisions a seed, iterations, rounds. */
export interface DuelSectionArgs {
  duel: [games: number, rounds: number];
  mcts: [seeds: number, decisionsPerSeed: number, iterations: number, rounds: number];
}

/** Both sections in a fresh child process, one after the other. */
export function benchDuelSectionsApart(args: DuelSectionArgs): Promise<DuelSections> {
  return runApart<DuelSections>(import.meta.url, [JSON.stringify(args)]);
}

if (isMain(import.meta.url)) {
  const args = JSON.parse(process.argv[2] ?? '{"duel":[40,5],"mcts":[2,6,100,5]}') as DuelSectionArgs;
  const duel = benchDuel(...args.duel);
  const mcts = benchMcts(...args.mcts);
  console.log(JSON.stringify({ duel, mcts } satisfies DuelSections));
}
