// "Until your next turn": a card's hook that ends when its controller's next turn starts. The engine's
// lifetimes know nodes, not players, so the card layer ends it: beside the hook it attaches a companion
// hook on the node where turns start (the turn structure's `begin-turn`, else `next-player`), owned by
// the same card, that detaches both when that player's turn starts. Both are plain hooks with params,
// so a save holds them and a restore puts them back.
import { defineEffect } from '../graph/effect.js';
import type { RuleGraph } from '../graph/graph.js';
import type { Context, Effect, Phase } from '../graph/types.js';
import { ARGS_MATCH } from './cancel-effect.js';
import type { CardState } from '../cards/state.js';

export { UNTIL_YOUR_NEXT_TURN } from './card-data.js';

/** The effect `attach` steps call to bind a hook to its player's next turn (registered per graph: it knows where turns start). */
export const BIND_UNTIL_NEXT_TURN = 'cardweave.bind-until-next-turn';

/** The companion hook's effect: at the start of the player's turn, it detaches the hook and itself. */
export const END_AT_NEXT_TURN = 'cardweave.end-at-next-turn';

/** What a companion hook carries: whose turn ends it, the hook it ends, and where it sits itself. */
interface Binding {
  player: string;
  node: string;
  phase: Phase;
  key: string;
  at: string;
  self: string;
}

/**
 * The node where a graph's turns start, as "until your next turn" watches
 * them: `begin-turn` (the turn structure, before the turn's body: a skipped
 * turn is no next turn) or `next-player`; undefined for a game without turns.
 *
 * @example
 * turnStartNode(duelGame.graph()); // 'begin-turn'
 */
export function turnStartNode(graph: RuleGraph): 'begin-turn' | 'next-player' | undefined {
  if (graph.hasNode('begin-turn')) return 'begin-turn';
  if (graph.hasNode('next-player')) return 'next-player';
  return undefined;
}

/** Ends the bound hook when the turn that starts is its player's. */
const endAtNextTurn: Effect<CardState> = (ctx, args: { player?: unknown }, binding: Binding) => {
  // begin-turn names the player in its args (and its pre hook runs before they are active); next-player has made them active.
  const starting = binding.at === 'begin-turn' ? args.player : (ctx.state as { active?: unknown }).active;
  if (starting !== binding.player) return undefined;
  if (ctx.hasHook(binding.node, binding.phase, binding.key)) ctx.detach(binding.node, binding.phase, binding.key);
  ctx.detach(binding.at, binding.at === 'begin-turn' ? 'pre' : 'post', binding.self);
  return undefined;
};

/**
 * Registers the two effects of "until your next turn" in a graph whose
 * turns start at `at`. `registerCardData` does it.
 *
 * @example
 * registerUntilNextTurn(graph, 'begin-turn');
 */
export function registerUntilNextTurn(graph: RuleGraph, at: 'begin-turn' | 'next-player'): void {
  // A pre hook on begin-turn runs last (lowest priority), after any skip that cancels the turn: a skipped turn is not the next one.
  const phase: Phase = at === 'begin-turn' ? 'pre' : 'post';
  const bind: Effect<CardState> = (
    ctx: Context<CardState>,
    _args,
    hook: { player: string; node: string; phase: Phase; key: string; owner: string },
  ) => {
    const self = `until-next-turn:${hook.node}:${hook.phase}:${hook.key}`;
    const binding: Binding = { player: hook.player, node: hook.node, phase: hook.phase, key: hook.key, at, self };
    // Attached again (the card's ability ran twice), the hook's end moves to the player's next turn from now.
    if (ctx.hasHook(at, phase, self)) ctx.detach(at, phase, self);
    if (at === 'begin-turn')
      ctx.attach(at, phase, {
        key: self,
        owner: hook.owner,
        effect: END_AT_NEXT_TURN,
        params: { ...binding, match: { player: hook.player } },
        applies: ARGS_MATCH,
        priority: -1_000_000,
      });
    else
      ctx.attach(at, phase, {
        key: self,
        owner: hook.owner,
        effect: END_AT_NEXT_TURN,
        params: { ...binding },
        priority: -1_000_000,
      });
  };
  graph.effect(
    BIND_UNTIL_NEXT_TURN,
    defineEffect({ attaches: [{ node: at, phase, key: 'until-next-turn:*', effect: END_AT_NEXT_TURN }], run: bind }),
  );
  // Its own function per graph: a declaration belongs to one function.
  const end: Effect<CardState> = (ctx, args, params) => endAtNextTurn(ctx, args, params);
  graph.effect(END_AT_NEXT_TURN, defineEffect({ run: end }));
}
