import { defineNode } from 'cardweave';
import type { MainMove } from '../moves.js';
import type { DuelState } from '../state.js';

/** Args of duel.main-move: the player and the move they chose. */
export interface MainMoveArgs {
  player: string;
  choice: MainMove;
}

/** Carries out a main-phase move, then asks again; ending the main phase goes on to the next phase (battle), ending the turn to the end phase. */
export const mainMoveNode = defineNode<MainMoveArgs, DuelState>({
  name: 'duel.main-move',
  description: 'Carries out the chosen main-phase move, then offers the next one.',
  continuesTo: [
    'duel.normal-summon',
    'duel.tribute-summon',
    'duel.switch-position',
    'duel.activate-spell',
    'duel.set-trap',
    'next-phase',
    'duel.main-phase',
  ],
  args: { player: 'whose turn it is', choice: 'the move chosen (one of the options of duel.main-phase)' },
  body(ctx, { player, choice }) {
    switch (choice.move) {
      case 'end-main':
        return ctx.next('next-phase', { player });
      case 'end-turn':
        return ctx.next('next-phase', { player, to: 'end' });
      case 'summon':
        ctx.next('duel.normal-summon', { player, card: choice.card, position: choice.position });
        break;
      case 'tribute-summon':
        ctx.next('duel.tribute-summon', { player, card: choice.card, position: choice.position });
        break;
      case 'switch':
        ctx.next('duel.switch-position', { player, card: choice.card });
        break;
      case 'activate':
        ctx.next(
          'duel.activate-spell',
          choice.target === undefined ? { player, card: choice.card } : { player, card: choice.card, target: choice.target },
        );
        break;
      case 'set-trap':
        ctx.next('duel.set-trap', { player, card: choice.card });
        break;
    }
    ctx.next('duel.main-phase', { player });
  },
});
