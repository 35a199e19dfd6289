import type { NodeDefinition } from 'cardweave';
import { activateSpellNode } from './activate-spell.js';
import { attackNode } from './attack.js';
import { battleMoveNode } from './battle-move.js';
import { battlePhaseNode } from './battle-phase.js';
import { beginNode } from './begin.js';
import { canActivateQuery } from './can-activate.js';
import { canAttackQuery } from './can-attack.js';
import { canSetQuery } from './can-set.js';
import { canSummonQuery } from './can-summon.js';
import { canSwitchQuery } from './can-switch.js';
import { deckOutNode } from './deck-out.js';
import { declareAttackNode } from './declare-attack.js';
import { destroyNode } from './destroy.js';
import { discardedNode, discardNode } from './discard.js';
import { drawPhaseNode } from './draw-phase.js';
import { endPhaseNode } from './end-phase.js';
import { flipNode } from './flip.js';
import { gainLifePointsNode } from './gain-life-points.js';
import { inflictDamageNode } from './inflict-damage.js';
import { mainMoveNode } from './main-move.js';
import { mainPhaseNode } from './main-phase.js';
import { measureAtkQuery } from './measure-atk.js';
import { normalSummonNode } from './normal-summon.js';
import { sendToGraveyardNode } from './send-to-graveyard.js';
import { setTrapNode } from './set-trap.js';
import { specialSummonNode } from './special-summon.js';
import { startTurnNode } from './start-turn.js';
import { switchPositionNode } from './switch-position.js';
import { tributeNode } from './tribute.js';
import { tributeSummonNode } from './tribute-summon.js';

/** The duel's rule nodes, turn flow first, then the verbs they are built from. */
export const duelNodes: readonly NodeDefinition[] = [
  beginNode,
  startTurnNode,
  drawPhaseNode,
  deckOutNode,
  mainPhaseNode,
  mainMoveNode,
  canSummonQuery,
  canSwitchQuery,
  canActivateQuery,
  canSetQuery,
  normalSummonNode,
  tributeSummonNode,
  tributeNode,
  switchPositionNode,
  activateSpellNode,
  setTrapNode,
  battlePhaseNode,
  battleMoveNode,
  canAttackQuery,
  declareAttackNode,
  attackNode,
  flipNode,
  measureAtkQuery,
  destroyNode,
  sendToGraveyardNode,
  inflictDamageNode,
  gainLifePointsNode,
  endPhaseNode,
  specialSummonNode,
  discardNode,
  discardedNode,
];
