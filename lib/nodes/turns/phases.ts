import { defineNode } from '../../graph/node.js';
import type { Context, NodeDefinition } from '../../graph/types.js';
import type { TurnStructureState } from './turn-state.js';

/**
 * One phase of a turn: its name (what `state.phase` says) and the node that
 * plays it. That node continues with `next-phase` when the phase is over.
 *
 * @example
 * const main: PhaseSpec = { name: 'main', node: 'duel.main-phase' };
 */
export interface PhaseSpec {
  name: string;
  node: string;
}

/**
 * Args of `next-phase`: whose turn, and optionally the phase to go to (a later
 * one: "end the turn" from the main phase goes to `to: 'end'`).
 *
 * @example
 * ctx.next('next-phase', { player, to: 'end' } satisfies NextPhaseArgs);
 */
export interface NextPhaseArgs {
  player: string;
  to?: string;
}

/**
 * Begins the first phase from `from` on that is not skipped: each is a
 * `begin-phase` run whose pre hooks may cancel it. After the last, the turn
 * ends: `end-turn` is queued at the back, so whatever the turn queued runs first.
 */
export function beginPhaseFrom(
  ctx: Context<TurnStructureState>,
  player: string,
  phases: readonly PhaseSpec[],
  from: number,
): void {
  for (let i = from; i < phases.length; i++) if (ctx.call('begin-phase', { player, phase: phases[i]!.name })) return;
  ctx.enqueue('end-turn', { player });
}

/** `begin-phase`: a phase begins (pre hooks may cancel: it is skipped); its node plays it. */
export function beginPhaseNode(
  phases: readonly PhaseSpec[],
): NodeDefinition<{ player: string; phase: string }, TurnStructureState> {
  const nodeOf = new Map(phases.map((p) => [p.name, p.node]));
  return defineNode<{ player: string; phase: string }, TurnStructureState>({
    name: 'begin-phase',
    description: 'A phase of the turn begins and its node plays it; a pre hook that cancels skips the phase.',
    continuesTo: phases.map((p) => p.node),
    args: { player: 'whose turn it is', phase: 'the phase beginning' },
    body(ctx, { player, phase }) {
      const node = nodeOf.get(phase);
      if (node === undefined)
        throw new Error(`begin-phase: unknown phase "${phase}" (the phases are ${phases.map((p) => p.name).join(', ')})`);
      ctx.state.phase = phase;
      ctx.next(node, { player });
    },
  });
}

/** `next-phase`: the phase under way is over; the next one not skipped begins, or the turn ends. */
export function nextPhaseNode(phases: readonly PhaseSpec[]): NodeDefinition<NextPhaseArgs, TurnStructureState> {
  const names = phases.map((p) => p.name);
  return defineNode<NextPhaseArgs, TurnStructureState>({
    name: 'next-phase',
    description: 'Ends the phase under way: the next phase that is not skipped begins (or the named one), else the turn ends.',
    calls: ['begin-phase'],
    continuesTo: ['end-turn'],
    args: { player: 'whose turn it is', to: 'optional: a later phase to go to, skipping those between' },
    body(ctx, { player, to }) {
      const current = ctx.state.phase === undefined ? -1 : names.indexOf(ctx.state.phase);
      let from = current + 1;
      if (to !== undefined) {
        from = names.indexOf(to);
        if (from < 0) throw new Error(`next-phase: unknown phase "${to}" (the phases are ${names.join(', ')})`);
        if (from <= current) throw new Error(`next-phase: "${to}" is not after the phase under way ("${ctx.state.phase}")`);
      }
      beginPhaseFrom(ctx, player, phases, from);
    },
  });
}
