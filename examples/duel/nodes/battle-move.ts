import { defineNode } from 'cardweave';
import type { BattleMove } from '../moves.js';
import type { DuelState } from '../state.js';

/** Args of duel.battle-move: the player and the move they chose. */
export interface BattleMoveArgs {
  player: string;
  choice: BattleMove;
}

/** Carries out a battle-phase move: an attack is declared and the player is asked again; ending goes on to the end phase. */
export const battleMoveNode = defineNode<BattleMoveArgs, DuelState>({
  name: 'duel.battle-move',
  description: 'Declares the chosen attack and offers the next one, or ends the battle phase.',
  continuesTo: ['duel.declare-attack', 'duel.battle-phase', 'next-phase'],
  args: { player: 'whose turn it is', choice: 'the move chosen (one of the options of duel.battle-phase)' },
  body(ctx, { player, choice }) {
    switch (choice.move) {
      case 'end-battle':
      case 'end-turn':
        return ctx.next('next-phase', { player });
      case 'attack':
        ctx.next('duel.declare-attack', { player, attacker: choice.attacker, target: choice.target });
        break;
      case 'direct-attack':
        ctx.next('duel.declare-attack', { player, attacker: choice.attacker, target: null });
        break;
    }
    ctx.next('duel.battle-phase', { player });
  },
});
