import { CARD_HOOK_EFFECT, CARD_HOOK_WHEN } from '../../cards/card-hooks.js';
import { hookOwner } from '../../cards/instances.js';
import type { CardState } from '../../cards/state.js';
import type { JsonObject } from '../../graph/json.js';
import { defineNode } from '../../graph/node.js';
import { playersOf, type TurnStructureState } from './turn-state.js';

/**
 * Args of `skip-turn`.
 *
 * @example
 * ctx.call('skip-turn', { player: 'p2', source: card } satisfies SkipTurnArgs); // p2 skips their next turn
 */
export interface SkipTurnArgs {
  player: string;
  /** Skip only the player's next phase of this name, not a whole turn. */
  phase?: string;
  /** The card that makes them skip it: it owns the hook, and keys it. */
  source?: number | null;
}

/**
 * `skip-turn`: the player skips their next turn (or their next phase of that
 * name): a once-only pre hook on `begin-turn` (`begin-phase`) that cancels it
 * and logs `turn-skipped` (`phase-skipped`). Keyed per source card, so two
 * cards skip two turns; a cancel stops later pre hooks, so the second skip
 * waits for the turn after. Its steps run on card data (`log` and `cancel`),
 * so a game on the turn structure needs the standard `log` node.
 *
 * @example
 * { do: 'skip-turn', player: '$opponent', source: '$self' } // a card's step
 */
export const skipTurnNode = defineNode<SkipTurnArgs, TurnStructureState & CardState>({
  name: 'skip-turn',
  description: 'The player skips their next turn, or their next phase of a name: a once-only pre hook that cancels it.',
  continuesTo: [],
  args: { player: 'who skips', phase: 'optional: skip only this phase', source: 'optional: the card that makes them skip' },
  body(ctx, { player, phase, source }) {
    const state = ctx.state;
    if (!playersOf(state, 'skip-turn').includes(player)) throw new Error(`skip-turn: player "${player}" is not in state.players`);
    const node = phase === undefined ? 'begin-turn' : 'begin-phase';
    const base = `skip-${phase ?? 'turn'}:${source ?? player}`;
    let key = base;
    for (let n = 2; ctx.hasHook(node, 'pre', key); n++) key = `${base}#${n}`;
    const when =
      phase === undefined
        ? { $eq: ['$args.player', '$you'] }
        : { $and: [{ $eq: ['$args.player', '$you'] }, { $eq: ['$args.phase', phase] }] };
    const entry =
      phase === undefined
        ? { type: 'turn-skipped', player, source: source ?? null }
        : { type: 'phase-skipped', player, phase, source: source ?? null };
    const params = {
      card: source ?? -1,
      you: player,
      when,
      steps: [
        { do: 'log', entry },
        { do: 'cancel', reason: 'skipped' },
      ],
    };
    ctx.attach(node, 'pre', {
      key,
      effect: CARD_HOOK_EFFECT,
      params: params as unknown as JsonObject,
      applies: CARD_HOOK_WHEN,
      lifetime: 'once',
      ...(source === undefined || source === null ? {} : { owner: hookOwner(state, source) }),
    });
  },
});
