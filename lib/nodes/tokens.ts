// Tokens: cards made in play (create-card with `token: true`) that cease to exist when they leave the
// zone they were made into (CR 111.7: a token that has left the battlefield ceases to exist). The
// zone is kept in the state (`state.tokens`), plain JSON, so a save holds it; one post hook on
// move-card, attached with the first token, takes a token that moved out of the game through
// remove-card, so its hooks end and conservation counts it gone, as every removal.
import { defineEffect } from '../graph/effect.js';
import type { Context, Effect } from '../graph/types.js';
import { MOVE_CARD, type MoveCardArgs } from './move-card.js';
import { REMOVE_CARD } from './remove-card.js';
import type { CardState } from '../cards/state.js';

/**
 * Key (and effect name) of the post hook on `move-card` that removes tokens which left their zone.
 *
 * @example
 * engine.hasHook('move-card', 'post', TOKENS_KEY); // true once a token was made
 */
export const TOKENS_KEY = 'cardweave.tokens';

/**
 * Makes `cards` tokens of the zone each is in now: the move that takes one
 * out removes it from the game. create-card does it for `token: true`.
 *
 * @example
 * markTokens(ctx, made);
 */
export function markTokens(ctx: Context<CardState>, cards: readonly number[]): void {
  const state = ctx.state;
  const tokens = (state.tokens ??= {});
  for (const card of cards) {
    const instance = state.cards[card];
    if (instance != null) tokens[card] = instance.zone;
  }
  if (!ctx.hasHook(MOVE_CARD, 'post', TOKENS_KEY))
    ctx.attach(MOVE_CARD, 'post', { key: TOKENS_KEY, effect: TOKENS_KEY, priority: 999_999 });
}

/** The post hook on move-card: the moved tokens that left their zone cease to exist. */
const tokensLeft: Effect<CardState> = (ctx, args: MoveCardArgs) => {
  const state = ctx.state;
  const tokens = state.tokens;
  if (tokens === undefined) return;
  const gone: number[] = [];
  for (const card of args.cards) {
    const zone = tokens[card];
    if (zone === undefined) continue;
    const instance = state.cards[card];
    if (instance != null && instance.zone !== zone) gone.push(card);
  }
  if (gone.length > 0) ctx.call(REMOVE_CARD, { cards: gone });
};

/**
 * The tokens effect, declared (it calls remove-card); registerCardNodes registers it.
 *
 * @example
 * graph.effect(TOKENS_KEY, tokensEffect());
 */
export function tokensEffect(): Effect<CardState> {
  // Its own function per graph: a declaration belongs to one function.
  return defineEffect({ calls: [REMOVE_CARD], run: (ctx, args, params) => tokensLeft(ctx, args, params) });
}
