// Node verbs: a step that runs a node. `step` runs any node (a game's own); the rest are the standard nodes'.
import type { Step, Value } from '../card-text/card-data.js';

/**
 * The optional args of a node verb, each a value with selectors: `draw`'s are `faceUp`, `at` and `onEmpty`.
 *
 * @example
 * const more: VerbOptions<'faceUp' | 'at'> = { faceUp: true, at: 'top' };
 */
export type VerbOptions<Field extends string> = { [F in Field]?: Value };

/**
 * A step that runs a node with these args: the verb for a game's own nodes (`duel.destroy`).
 *
 * @example
 * step('duel.gain-life-points', { player: YOU, amount: 1000 }); // { do: 'duel.gain-life-points', player: '$you', amount: 1000 }
 */
export function step(node: string, args: { [arg: string]: Value } = {}): Step {
  return { do: node, ...args };
}

/**
 * A player draws the top card of `from` onto `to` (standard node `draw`).
 *
 * @example
 * draw(YOU, zone('{you}.deck'), zone('{you}.hand'), { onEmpty: 'duel.deck-out' });
 */
export function draw(player: Value, from: Value, to: Value, more: VerbOptions<'faceUp' | 'at' | 'onEmpty'> = {}): Step {
  return { do: 'draw', player, from, to, ...more };
}

/**
 * A player scores points (standard node `score`).
 *
 * @example
 * score(YOU, 1);
 */
export function score(player: Value, points: Value): Step {
  return { do: 'score', player, points };
}

/**
 * Writes one log entry (standard node `log`); a pack's formatter turns it into a line.
 *
 * @example
 * log({ type: 'lucky.armed', player: YOU });
 */
export function log(entry: { [field: string]: Value }): Step {
  return { do: 'log', entry };
}

/**
 * Runs a node once for each item of a list, the item as the arg `arg` (standard node `each`).
 *
 * @example
 * each('duel.destroy', join(cards('{you}.monsters'), cards('{opponent}.monsters')), 'card', { cause: 'effect' });
 */
export function each(node: string, of: Value, argName: string, args?: { [arg: string]: Value }): Step {
  return args === undefined ? { do: 'each', node, of, arg: argName } : { do: 'each', node, of, arg: argName, args };
}

/**
 * Shuffles a zone (standard node `shuffle`).
 *
 * @example
 * shuffle(zone('{you}.deck'));
 */
export function shuffle(zoneHandle: Value): Step {
  return { do: 'shuffle', zone: zoneHandle };
}

/**
 * Deals cards from one zone into several, in turn (standard node `deal`).
 *
 * @example
 * deal(zone('deck'), [zone('p1.hand'), zone('p2.hand')], { count: 5 });
 */
export function deal(from: Value, to: Value, more: VerbOptions<'count' | 'faceUp'> = {}): Step {
  return { do: 'deal', from, to, ...more };
}

/**
 * Moves every card of one zone to another (standard node `move-all`).
 *
 * @example
 * moveAll(zone('{you}.graveyard'), zone('{you}.deck'));
 */
export function moveAll(from: Value, to: Value, more: VerbOptions<'at' | 'faceUp'> = {}): Step {
  return { do: 'move-all', from, to, ...more };
}

/**
 * Compares cards by a stat; the node `then` is told the winner (standard node `compare`).
 *
 * @example
 * compare(arg('cards'), arg('players'), 'rank', { lower: true });
 */
export function compare(
  cardList: Value,
  players: Value,
  stat: Value,
  more: VerbOptions<'lower' | 'then' | 'thenArgs'> = {},
): Step {
  return { do: 'compare', cards: cardList, players, stat, ...more };
}

/**
 * The lead passes to the next player (standard node `next-player`).
 *
 * @example
 * nextPlayer();
 */
export function nextPlayer(more: VerbOptions<'then' | 'thenArgs'> = {}): Step {
  return { do: 'next-player', ...more };
}

/**
 * Ends the game with a winner, or null for a draw (standard node `declare-winner`).
 *
 * @example
 * declareWinner(YOU, 'Exodia');
 */
export function declareWinner(player: Value, reason?: Value): Step {
  return reason === undefined ? { do: 'declare-winner', player } : { do: 'declare-winner', player, reason };
}

/**
 * Moves cards to a zone (card node `move-card`): the only way a card changes zone.
 *
 * @example
 * moveCards([SELF], zone('discard'), { faceUp: true });
 */
export function moveCards(cardList: Value, to: Value, more: VerbOptions<'at' | 'faceUp' | 'detachHooks'> = {}): Step {
  return { do: 'move-card', cards: cardList, to, ...more };
}

/**
 * Creates cards of a definition the game knows, by id (card node `create-card`): tokens, copies.
 * With `token: true` they are tokens: they cease to exist when they leave the zone `to` puts them in.
 *
 * @example
 * called('saplings', createCards('duel.sapling', YOU, { count: 2, creator: SELF }));
 */
export function createCards(
  card: string,
  owner: Value,
  more: VerbOptions<'count' | 'controller' | 'to' | 'faceUp' | 'at' | 'creator' | 'token'> = {},
): Step {
  // The data's order: card, count, owner, then the rest.
  const { count, ...rest } = more;
  return count === undefined ? { do: 'create-card', card, owner, ...rest } : { do: 'create-card', card, count, owner, ...rest };
}

/**
 * Removes cards from the game (card node `remove-card`): they cease to exist.
 *
 * @example
 * removeCards([SELF]);
 */
export function removeCards(cardList: Value): Step {
  return { do: 'remove-card', cards: cardList };
}

/**
 * A player takes an extra turn after this one (turn node `extra-turn`).
 *
 * @example
 * extraTurn(YOU, SELF);
 */
export function extraTurn(player: Value, source?: Value): Step {
  return source === undefined ? { do: 'extra-turn', player } : { do: 'extra-turn', player, source };
}

/**
 * A player skips their next turn (turn node `skip-turn`).
 *
 * @example
 * skipTurn(OPPONENT, SELF);
 */
export function skipTurn(player: Value, source?: Value): Step {
  return source === undefined ? { do: 'skip-turn', player } : { do: 'skip-turn', player, source };
}

/**
 * A player skips their next phase of that name (turn node `skip-phase`).
 *
 * @example
 * skipPhase(OPPONENT, 'battle', SELF);
 */
export function skipPhase(player: Value, phase: Value, source?: Value): Step {
  return source === undefined ? { do: 'skip-phase', player, phase } : { do: 'skip-phase', player, phase, source };
}

/**
 * Ends the turn now (turn node `end-turn`).
 *
 * @example
 * endTurn(YOU);
 */
export function endTurn(player: Value): Step {
  return { do: 'end-turn', player };
}

/**
 * Starts the next turn (turn node `next-turn`).
 *
 * @example
 * nextTurn();
 */
export function nextTurn(): Step {
  return { do: 'next-turn' };
}
