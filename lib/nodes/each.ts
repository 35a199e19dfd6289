import { describeCard } from '../cards/instances.js';
import type { CardState } from '../cards/state.js';
import type { InternalContext } from '../graph/rules.js';
import type { Json, JsonObject } from '../graph/json.js';
import { defineNode } from '../graph/node.js';

/**
 * One planned question of `each`: the player who orders the replacements
 * competing for the event of item `item`, and the masks they order.
 *
 * @example
 * const question: EachQuestion = { item: 2, player: 'p2', among: ['mirror:4', 'shield:5'] };
 */
export interface EachQuestion {
  item: number;
  player: string;
  among: string[];
}

/**
 * Args of `each`.
 *
 * @example
 * ctx.next('each', { node: 'duel.destroy', of: [3, 7, 9], arg: 'card', args: { cause: 'effect' } } satisfies EachArgs);
 */
export interface EachArgs {
  /** The node run once per item: a mass event ("destroy all monsters") is one event per object. */
  node: string;
  /** The items, in the order their events run. */
  of: Json[];
  /** The arg of `node` each item is given as (not `as`, which card steps keep for naming results). */
  arg: string;
  /** The other args of every event. */
  args?: JsonObject;
  /** Set by `each` itself: true once it has put its asking off to the front of the queue (see the node). */
  planned?: boolean;
  /** Set by `each` itself as it asks: the questions still to ask, in APNAP order. */
  questions?: EachQuestion[];
  /** Set by `each` itself: the replacement order given for each item (null where no one was asked). */
  orders?: (string[] | null)[];
  /** The answer to the question asked last. */
  choice?: string[];
}

/**
 * Most items one `each` plans: a mass event beyond this is a rule gone wrong.
 *
 * @example
 * if (monsters.length > MAX_EACH_ITEMS) throw new Error('too many monsters for one wipe');
 */
export const MAX_EACH_ITEMS = 1000;

/**
 * Runs `node` once per item as a mass event, planned before it acts: it finds
 * each event where a player must choose which of several replacements applies
 * first, asks the affected players in APNAP order (the active player first),
 * one question per event (an ordered pick of the competing masks), continuing
 * as data after each answer, then runs the events in item order with the
 * orders given (`ctx.call` per event). With no question to ask it runs the
 * events at once; with some, it asks from the front of the queue (planning
 * again there), so two mass events in one run ask one after the other.
 *
 * @example
 * ctx.next('each', { node: 'duel.destroy', of: monsters, arg: 'card', args: { cause: 'effect' } });
 */
export const eachNode = defineNode<EachArgs>({
  name: 'each',
  description:
    'A mass event: plans the replacement choices of every event, asks each affected player in APNAP order, then runs the node once per item.',
  calls: [{ arg: 'node' }],
  continuesTo: ['each', { node: 'each', choice: true }],
  args: {
    node: 'the node run once per item',
    of: 'the items (JSON), in the order their events run',
    arg: 'the arg of node each item is given as',
    args: "optional: the events' other args",
    planned: 'set by each: its questions are asked from the front of the queue',
    questions: 'set by each: the questions still to ask',
    orders: 'set by each: the replacement order given per item',
    choice: 'set by the decision: the order just given',
  },
  body(ctx, args) {
    checkEachArgs(args);
    const internal = ctx as InternalContext;
    const eventArgs = (i: number): JsonObject => ({ ...(args.args ?? {}), [args.arg]: args.of[i]! });
    const { choice, questions: asked, orders: given, planned: _planned, ...base } = args;
    let questions = asked;
    let orders = given;
    if (questions === undefined || orders === undefined) {
      questions = [];
      for (let i = 0; i < args.of.length; i++) {
        const q = internal.replacementQuestion(args.node, eventArgs(i));
        if (q !== undefined) questions.push({ item: i, ...q });
      }
      if (questions.length > 0 && args.planned !== true) {
        // Questions are asked from the front of the queue, never from inside another run, where a decision may
        // already wait (a second mass event in one run): the next queued run starts only with none pending. The
        // plan is made again there, on the game as it then stands.
        ctx.next('each', { ...base, planned: true });
        return;
      }
      questions = apnap(ctx.state, questions);
      orders = args.of.map(() => null);
    } else if (choice !== undefined) {
      orders = orders.slice();
      orders[questions[0]!.item] = choice;
      questions = questions.slice(1);
    }
    const next = questions[0];
    if (next !== undefined) {
      ctx.choose({
        player: next.player,
        prompt: `Choose the order replacements apply to ${args.node} for ${describeItem(ctx.state, args.arg, args.of[next.item]!)}`,
        options: next.among,
        pick: { min: next.among.length, max: next.among.length, ordered: true },
        then: 'each',
        args: { ...base, planned: true, questions, orders },
      });
      return;
    }
    for (let i = 0; i < args.of.length; i++) {
      const order = orders[i];
      if (order == null) ctx.call(args.node, eventArgs(i));
      else internal.callInOrder(args.node, eventArgs(i), order);
    }
  },
});

/** The questions ordered APNAP: the active player's first, then the others in turn order; each player's in item order. */
function apnap(state: unknown, questions: EachQuestion[]): EachQuestion[] {
  const s = (state ?? {}) as { players?: unknown; active?: unknown };
  const players = Array.isArray(s.players) ? (s.players as unknown[]).filter((p): p is string => typeof p === 'string') : [];
  const start = typeof s.active === 'string' ? players.indexOf(s.active) : -1;
  const order = start < 0 ? players : [...players.slice(start), ...players.slice(0, start)];
  const rank = (player: string): number => {
    const at = order.indexOf(player);
    return at < 0 ? order.length : at;
  };
  return questions.slice().sort((a, b) => rank(a.player) - rank(b.player) || a.item - b.item);
}

/** An item for a prompt: a card of a card game by name and handle ("Gale Lancer (card 1)"), anything else as JSON after its arg. */
function describeItem(state: unknown, arg: string, item: Json): string {
  const cards = (state as { cards?: unknown } | null)?.cards;
  if (typeof item === 'number' && Array.isArray(cards) && cards[item] != null) return describeCard(state as CardState, item);
  return `${arg} ${JSON.stringify(item)}`;
}

/** each's args, checked where they arrive: one clear line naming what is wrong. */
function checkEachArgs(args: EachArgs): void {
  if (typeof args.node !== 'string' || args.node === '')
    throw new Error(`each: node must be a node name, got ${JSON.stringify(args.node)}`);
  if (!Array.isArray(args.of)) throw new Error(`each: of must be a list of items, got ${JSON.stringify(args.of)}`);
  if (args.of.length > MAX_EACH_ITEMS) throw new Error(`each: of has ${args.of.length} items, more than ${MAX_EACH_ITEMS}`);
  if (typeof args.arg !== 'string' || args.arg === '')
    throw new Error(`each: arg must name an arg of ${args.node}, got ${JSON.stringify(args.arg)}`);
  if (args.args !== undefined && (args.args === null || typeof args.args !== 'object' || Array.isArray(args.args)))
    throw new Error(`each: args must be an object, got ${JSON.stringify(args.args)}`);
}
