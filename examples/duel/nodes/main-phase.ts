import { defineNode } from 'cardweave';
import { mainPhaseMoves } from '../moves.js';
import type { DuelState } from '../state.js';
import { refreshAtk } from './measure-atk.js';
import type { PlayerArgs } from './shared-args.js';

/**
 * Main phase: the player is offered every legal move as one decision:
 * those the board allows that their query allows (`duel.can-summon`,
 * `duel.can-switch`, `duel.can-activate`, `duel.can-set`), so a card that
 * forbids a move takes it out of the options; duel.main-move carries it out.
 */
export const mainPhaseNode = defineNode<PlayerArgs, DuelState>({
  name: 'duel.main-phase',
  description: 'Asks the player for one main-phase move among every legal one.',
  // The queries it asks are declared with what it calls: the picture draws them, and the hooks cards put on them.
  calls: ['duel.measure-atk', 'duel.can-summon', 'duel.can-switch', 'duel.can-activate', 'duel.can-set'],
  continuesTo: [{ node: 'duel.main-move', choice: true }],
  args: { player: 'whose turn it is' },
  body(ctx, args) {
    // Whoever looks at the board while the player thinks sees the ATK that battle would use.
    refreshAtk(ctx);
    ctx.choose({
      player: args.player,
      prompt: 'Main phase: choose a move',
      options: mainPhaseMoves(ctx.state, args.player, (query, queryArgs) => ctx.ask(query, queryArgs).ok),
      then: 'duel.main-move',
      args,
    });
  },
});
