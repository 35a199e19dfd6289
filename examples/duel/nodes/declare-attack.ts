import { cardOf, defineNode } from 'cardweave';
import { nameOf, type DuelState } from '../state.js';

/** Args of duel.declare-attack. */
export interface DeclareAttackArgs {
  player: string;
  attacker: number;
  /** The monster attacked, or null for a direct attack. */
  target: number | null;
}

/**
 * A monster declares an attack: it is logged and the monster has used its
 * attack for the turn (even if the attack is then negated). Then the attack
 * itself. An attack `duel.can-attack` does not allow (one forced past the
 * options, by a card or a script) is refused and logged with its reasons.
 */
export const declareAttackNode = defineNode<DeclareAttackArgs, DuelState>({
  name: 'duel.declare-attack',
  description: 'Logs the attack, marks the attacker as having attacked, then the attack resolves.',
  calls: ['log', 'duel.can-attack'],
  continuesTo: ['duel.attack'],
  args: {
    player: 'the attacking player',
    attacker: 'their monster',
    target: "the opponent's monster, or null for a direct attack",
  },
  body(ctx, { player, attacker, target }) {
    const state = ctx.state;
    const answer = ctx.ask('duel.can-attack', { player, attacker });
    if (!answer.ok) {
      if (ctx.logging)
        ctx.log({
          type: 'duel.attack-refused',
          player,
          attacker,
          name: nameOf(state, attacker),
          reasons: answer.refusals.map((r) => r.reason),
        });
      return;
    }
    state.turnFlags.attacked.push(attacker);
    if (ctx.logging) {
      // A face-down target is named only once it is flipped.
      const targetName = target === null ? null : cardOf(state, target).faceUp ? nameOf(state, target) : 'a face-down monster';
      ctx.call('log', {
        entry: { type: 'duel.attack-declared', player, attacker, name: nameOf(state, attacker), target, targetName },
      });
    }
    ctx.next('duel.attack', { player, attacker, target, asked: [] });
  },
});
