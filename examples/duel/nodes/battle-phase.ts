import { defineNode } from 'cardweave';
import { attackMoves, type BattleMove } from '../moves.js';
import type { DuelState } from '../state.js';
import { refreshAtk } from './measure-atk.js';
import type { PlayerArgs } from './shared-args.js';

const END_MOVES: readonly BattleMove[] = [{ move: 'end-battle' }, { move: 'end-turn' }];

/**
 * Battle phase: the player is offered every legal attack, and ending the
 * battle phase or the turn. The first player skips the battle phase of turn
 * one; with no monster able to attack there is nothing to ask.
 */
export const battlePhaseNode = defineNode<PlayerArgs, DuelState>({
  name: 'duel.battle-phase',
  description: 'Asks the player for an attack or the end of the battle phase; skipped on turn 1 and when no monster can attack.',
  // A query it asks is declared with what it calls: the picture draws the question, and the hooks cards put on it.
  calls: ['duel.can-attack', 'duel.measure-atk'],
  continuesTo: [{ node: 'duel.battle-move', choice: true }, 'next-phase'],
  args: { player: 'whose turn it is' },
  body(ctx, args) {
    const state = ctx.state;
    if (state.turn === 1) {
      if (ctx.logging) ctx.log({ type: 'duel.battle-skipped', player: args.player });
      return ctx.next('next-phase', args);
    }
    // The attacks offered are those the query allows: a card that forbids an attack takes it out of the options.
    const attacks = attackMoves(
      state,
      args.player,
      (attacker) => ctx.ask('duel.can-attack', { player: args.player, attacker }).ok,
    );
    if (attacks.length === 0) return ctx.next('next-phase', args);
    refreshAtk(ctx);
    ctx.choose({
      player: args.player,
      prompt: 'Battle phase: choose an attack',
      options: [...attacks, ...END_MOVES],
      then: 'duel.battle-move',
      args,
    });
  },
});
