import type { CardState } from '../cards/state.js';
import type { JsonObject } from '../graph/json.js';
import { defineNode } from '../graph/node.js';

/**
 * Args of `compare`.
 *
 * @example
 * ctx.next('compare', { cards: ['c4', 'c9'], players: ['p1', 'p2'], stat: 'rank', then: 'award' } satisfies CompareArgs);
 */
export interface CompareArgs {
  /** `cards[i]` is the card played by `players[i]`. */
  cards: string[];
  players: string[];
  /** The number stat compared, e.g. "rank". */
  stat: string;
  /** True: the lowest value wins. */
  lower?: boolean;
  /** Node run next with `{ ...thenArgs, winner }`. */
  then?: string;
  thenArgs?: JsonObject;
}

/**
 * The player whose card has the best value of `stat` (highest, or lowest with
 * `lower`), or null on a tie for best. The rule `compare` applies, exported for
 * hooks that need the winner before compare runs.
 *
 * @example
 * winnerOf(state, ['c1', 'c2'], ['p1', 'p2'], 'rank'); // 'p2'
 */
export function winnerOf(
  state: CardState,
  cards: readonly string[],
  players: readonly string[],
  stat: string,
  lower = false,
): string | null {
  if (!isList(cards) || !isList(players) || cards.length === 0 || cards.length !== players.length) {
    throw new Error('compare: cards and players must be arrays of the same non-zero length');
  }
  let best = 0;
  let winner: string | null = null;
  for (let i = 0; i < cards.length; i++) {
    const value = statValue(state, cards[i]!, stat);
    if (i === 0 || (lower ? value < best : value > best)) {
      best = value;
      winner = players[i]!;
    } else if (value === best) {
      winner = null;
    }
  }
  return winner;
}

/** Array.isArray without narrowing a readonly string[] to any[]. */
function isList(value: readonly string[]): boolean {
  return Array.isArray(value);
}

function statValue(state: CardState, iid: string, stat: string): number {
  const card = state.cards[iid];
  if (card === undefined) throw new Error(`compare: no card "${iid}" in this game`);
  const value = state.defs[card.defId]?.stats[stat];
  if (typeof value !== 'number') throw new Error(`compare: card "${iid}" (${card.defId}) has no number stat "${stat}"`);
  return value;
}

/**
 * Compares one card per player on a number stat; the highest wins (the lowest
 * with `lower`), a tie for best gives no winner. Continues to `then` with
 * `{ ...thenArgs, winner }`.
 *
 * @example
 * ctx.next('compare', { cards: [a, b], players: ['p1', 'p2'], stat: 'rank', then: 'war.resolve' });
 */
export const compareNode = defineNode<CompareArgs, CardState>({
  name: 'compare',
  description: 'Compares one card per player on a number stat; the best value wins, a tie has no winner.',
  continuesTo: [], // dynamic: the node named in args.then
  args: {
    cards: 'instance ids; cards[i] is played by players[i]',
    players: 'the players, in the order of cards',
    stat: 'the number stat compared, e.g. "rank"',
    lower: 'optional: true makes the lowest value win',
    then: 'optional: node run next with { ...thenArgs, winner } (winner is null on a tie)',
    thenArgs: 'optional: extra args for then',
  },
  body(ctx, args) {
    const winner = winnerOf(ctx.state, args.cards, args.players, args.stat, args.lower === true);
    if (ctx.logging) {
      const values = args.cards.map((iid) => statValue(ctx.state, iid, args.stat));
      ctx.log({ type: 'compared', stat: args.stat, cards: args.cards, values, winner });
    }
    if (args.then !== undefined) ctx.next(args.then, args.thenArgs === undefined ? { winner } : { ...args.thenArgs, winner });
  },
});
