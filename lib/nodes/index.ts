/**
 * Reusable rule nodes for card games, all built on move-card. Import them from
 * `cardweave/nodes`; `cardweave` lists the ones most games use.
 *
 * @document README.md
 * @module nodes
 */
import { compareNode } from './compare.js';
import { dealNode } from './deal.js';
import { declareWinnerNode } from './declare-winner.js';
import { drawNode } from './draw.js';
import { eachNode } from './each.js';
import { logNode } from './log.js';
import { moveAllNode } from './move-all.js';
import { nextPlayerNode } from './next-player.js';
import { scoreNode } from './score.js';
import { shuffleNode } from './shuffle.js';
import type { NodeDefinition } from '../graph/types.js';

// The standard nodes, registered together (standardNodes) or one by one: a game's refusal of an
// unknown standard node names the export to add (lib/graph/suggest.ts).
export { compareNode, type CompareArgs } from './compare.js';
export { dealNode, type DealArgs } from './deal.js';
export { declareWinnerNode, type DeclareWinnerArgs } from './declare-winner.js';
export { drawNode, type DrawArgs } from './draw.js';
export { eachNode, type EachArgs, type EachQuestion } from './each.js';
export { standardFormatters } from './formatters.js';
export { logNode, type LogArgs } from './log.js';
export { moveAllNode, type MoveAllArgs } from './move-all.js';
export { nextPlayerNode, type NextPlayerArgs, type TurnState } from './next-player.js';
export { scoreNode, type ScoreArgs, type ScoreState } from './score.js';
export { shuffleNode, type ShuffleArgs } from './shuffle.js';

// Turn structure: phases, turns, extra and skipped turns, registered by turnStructure()
export { type BeginTurnArgs } from './turns/begin-turn.js';
export { type ExtraTurnArgs } from './turns/extra-turn.js';
export { type NextPhaseArgs, type PhaseSpec } from './turns/phases.js';
export { type SkipPhaseArgs, type SkipTurnArgs } from './turns/skip-turn.js';
export { turnStructure, type TurnStructureOptions } from './turns/structure.js';
export { type ExtraTurn, type TurnStructureState } from './turns/turn-state.js';

/**
 * Every standard node, to register at once.
 *
 * @example
 * defineCardGame({ id: 'war', nodes: [...standardNodes, battle], setup, start });
 */
export const standardNodes: readonly NodeDefinition[] = Object.freeze([
  shuffleNode,
  dealNode,
  drawNode,
  moveAllNode,
  compareNode,
  scoreNode,
  nextPlayerNode,
  declareWinnerNode,
  logNode,
  eachNode,
]);
