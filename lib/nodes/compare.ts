import { describe } from '../card-text/definition.js';
import { cardName, describeCard } from '../cards/instances.js';
import type { CardState } from '../cards/state.js';
import type { JsonObject } from '../graph/json.js';
import { defineNode } from '../graph/node.js';

/**
 * Args of `compare`.
 *
 * @example
 * ctx.next('compare', { cards: [4, 9], players: ['p1', 'p2'], stat: 'rank', then: 'award' } satisfies CompareArgs);
 */
export interface CompareArgs {
  /** Card handles: `cards[i]` is the card played by `players[i]`. */
  cards: readonly number[];
  players: readonly string[];
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
 * winnerOf(state, [0, 1], ['p1', 'p2'], 'rank'); // 'p2'
 */
export function winnerOf(
  state: CardState,
  cards: readonly number[],
  players: readonly string[],
  stat: string,
  lower = false,
): string | null {
  if (!isList(cards) || !isList(players) || cards.length === 0 || cards.length !== players.length) {
    throw new Error('compare: cards and players must be arrays of the same non-zero length');
  }
  let best = 0;
  // The winner's index, -1 on a tie for best. The player is read once, at the end: players lists are often frozen,
  // and Node 20's optimizing compiler does not inline reads of a frozen array's items (each is a stub call).
  let winner = -1;
  for (let i = 0; i < cards.length; i++) {
    const value = statValue(state, cards[i]!, stat);
    if (i === 0 || (lower ? value < best : value > best)) {
      best = value;
      winner = i;
    } else if (value === best) {
      winner = -1;
    }
  }
  return winner < 0 ? null : players[winner]!;
}

/** Array.isArray without narrowing a readonly list to any[]. */
function isList(value: readonly unknown[]): boolean {
  return Array.isArray(value);
}

/** The stat of a card, read by array index only: this runs twice per comparison of every game. */
function statValue(state: CardState, card: number, stat: string): number {
  const instance = state.cards[card];
  if (instance == null || typeof card !== 'number') throw new Error(`compare: no card ${describe(card)} in this game`);
  const value = state.defs[instance.def]?.stats[stat];
  // Object.prototype holds no numbers, so a number here is the card's own stat.
  if (typeof value !== 'number') throw new Error(`compare: ${describeCard(state, card)} has no number stat "${stat}"`);
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
  continuesTo: [{ arg: 'then' }],
  args: {
    cards: 'card handles; cards[i] is played by players[i]',
    players: 'the players, in the order of cards',
    stat: 'the number stat compared, e.g. "rank"',
    lower: 'optional: true makes the lowest value win',
    then: 'optional: node run next with { ...thenArgs, winner } (winner is null on a tie)',
    thenArgs: 'optional: extra args for then',
  },
  body(ctx, args) {
    const winner = winnerOf(ctx.state, args.cards, args.players, args.stat, args.lower === true);
    if (ctx.logging) {
      const state = ctx.state;
      const values = args.cards.map((card) => statValue(state, card, args.stat));
      const names = args.cards.map((card) => cardName(state, card));
      ctx.log({ type: 'compared', stat: args.stat, cards: [...args.cards], names, values, winner });
    }
    if (args.then !== undefined) ctx.next(args.then, args.thenArgs === undefined ? { winner } : { ...args.thenArgs, winner });
  },
});
