import { defineNode, type Context } from 'cardweave';
import { boardAllows, mainMoveQuestion, type MainMove } from '../moves.js';
import { nameOf, type DuelState } from '../state.js';

/** Args of duel.main-move: the player and the move they chose. */
export interface MainMoveArgs {
  player: string;
  choice: MainMove;
}

/**
 * Carries out a main-phase move, then asks again; ending the main phase goes
 * on to the next phase (battle), ending the turn to the end phase. A move is
 * checked again first, against the board and its query, so one forced past
 * the options (a script, a tampered save) is refused, logged with its
 * reasons, and the player is asked again.
 */
export const mainMoveNode = defineNode<MainMoveArgs, DuelState>({
  name: 'duel.main-move',
  description: 'Carries out the chosen main-phase move, then offers the next one.',
  calls: ['duel.can-summon', 'duel.can-switch', 'duel.can-activate', 'duel.can-set'],
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
    const reasons = refusals(ctx, player, choice);
    if (reasons !== undefined) {
      if (ctx.logging) {
        const card = (choice as { card?: number }).card;
        const name = card !== undefined && ctx.state.cards[card] != null ? nameOf(ctx.state, card) : null;
        ctx.log({ type: 'duel.move-refused', player, move: choice.move, card: card ?? null, name, reasons });
      }
      return ctx.next('duel.main-phase', { player });
    }
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

/** Why a move may not be made now (the board's facts, then its query's refusals), or undefined when it may. */
function refusals(ctx: Context<DuelState>, player: string, choice: MainMove): string[] | undefined {
  if (!boardAllows(ctx.state, player, choice)) return ['the board does not allow it'];
  const question = mainMoveQuestion(player, choice);
  if (question === undefined) return undefined;
  const answer = ctx.ask(question.query, question.args);
  return answer.ok ? undefined : answer.refusals.map((r) => r.reason);
}
