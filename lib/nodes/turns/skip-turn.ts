import { ARGS_MATCH, CANCEL_EFFECT } from '../../card-text/cancel-effect.js';
import { hookOwner } from '../../cards/instances.js';
import type { CardState } from '../../cards/state.js';
import type { Context } from '../../graph/types.js';
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
  /** The card that makes them skip it: it owns the hook, and keys it. */
  source?: number | null;
}

/**
 * Args of `skip-phase`.
 *
 * @example
 * ctx.call('skip-phase', { player: 'p1', phase: 'draw', source: card } satisfies SkipPhaseArgs); // p1 skips their next draw phase
 */
export interface SkipPhaseArgs extends SkipTurnArgs {
  /** The phase's name, as the turn structure lists it. */
  phase: string;
}

/** What the skip nodes read: the turn structure's fields and the cards'. */
type SkipState = TurnStructureState & CardState;

/**
 * Attaches the once-only pre hook that skips: on `node`, keyed `<base>:<source>`
 * (`#2`, `#3`... when taken, so two cards skip two), applying to runs whose
 * args match, logging `entry` and cancelling.
 */
function attachSkip(
  ctx: Context<SkipState>,
  node: 'begin-turn' | 'begin-phase',
  base: string,
  args: SkipTurnArgs,
  match: Record<string, string>,
  entry: Record<string, string | number | null>,
): void {
  const state = ctx.state;
  const first = `${base}:${args.source ?? args.player}`;
  let key = first;
  for (let n = 2; ctx.hasHook(node, 'pre', key); n++) key = `${first}#${n}`;
  ctx.attach(node, 'pre', {
    key,
    effect: CANCEL_EFFECT,
    params: { match, entry, reason: 'skipped' },
    applies: ARGS_MATCH,
    lifetime: 'once',
    ...(args.source === undefined || args.source === null ? {} : { owner: hookOwner(state, args.source) }),
  });
}

function checkPlayer(state: SkipState, node: string, player: string): void {
  if (!playersOf(state, node).includes(player)) throw new Error(`${node}: player "${player}" is not in state.players`);
}

/**
 * `skip-turn`: the player skips their next turn: a once-only pre hook on
 * `begin-turn` that cancels it and logs `turn-skipped`. Keyed per source
 * card, so two cards skip two turns; a cancel stops later pre hooks, so the
 * second skip waits for the turn after.
 *
 * @example
 * { do: 'skip-turn', player: '$opponent', source: '$self' } // a card's step
 */
export const skipTurnNode = defineNode<SkipTurnArgs, TurnStructureState & CardState>({
  name: 'skip-turn',
  description: 'The player skips their next turn: a once-only pre hook that cancels it.',
  attaches: [{ node: 'begin-turn', phase: 'pre', key: 'skip-turn:*', effect: CANCEL_EFFECT }],
  args: { player: 'who skips', source: 'optional: the card that makes them skip' },
  body(ctx, args) {
    checkPlayer(ctx.state, 'skip-turn', args.player);
    attachSkip(
      ctx,
      'begin-turn',
      'skip-turn',
      args,
      { player: args.player },
      {
        type: 'turn-skipped',
        player: args.player,
        source: args.source ?? null,
      },
    );
  },
});

/**
 * `skip-phase`: the player skips their next phase of that name: a once-only
 * pre hook on `begin-phase` that cancels it and logs `phase-skipped`, keyed
 * per source card as `skip-turn`'s.
 *
 * @example
 * { do: 'skip-phase', player: '$opponent', phase: 'battle', source: '$self' } // a card's step
 */
export const skipPhaseNode = defineNode<SkipPhaseArgs, TurnStructureState & CardState>({
  name: 'skip-phase',
  description: 'The player skips their next phase of a name: a once-only pre hook that cancels it.',
  attaches: [{ node: 'begin-phase', phase: 'pre', key: 'skip-phase:*', effect: CANCEL_EFFECT }],
  args: { player: 'who skips', phase: 'the phase skipped', source: 'optional: the card that makes them skip' },
  body(ctx, args) {
    checkPlayer(ctx.state, 'skip-phase', args.player);
    if (typeof args.phase !== 'string' || args.phase === '') throw new Error('skip-phase: phase must name a phase of the turn');
    attachSkip(
      ctx,
      'begin-phase',
      `skip-phase:${args.phase}`,
      args,
      { player: args.player, phase: args.phase },
      {
        type: 'phase-skipped',
        player: args.player,
        phase: args.phase,
        source: args.source ?? null,
      },
    );
  },
});
