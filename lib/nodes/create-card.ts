import { didYouMean } from '../graph/suggest.js';
import { defineNode } from '../graph/node.js';
import type { NodeDefinition } from '../graph/types.js';
import { createCard, findDefinition } from '../cards/create.js';
import { describe, type CardDefinition } from '../card-text/definition.js';
import { CardError } from '../cards/errors.js';
import { needsZoneLifetimes } from '../card-text/card-flows.js';
import { LIFETIMES_KEY } from '../card-text/lifetimes.js';
import { MOVE_CARD } from './move-card.js';
import { markTokens, TOKENS_KEY } from './tokens.js';
import { addZone, checkAt, unknownZone, type CardState } from '../cards/state.js';

/**
 * Node name of card creation during play.
 *
 * @example
 * engine.attach(CREATE_CARD, 'mask', { key: 'doubler', effect: 'double-tokens' }); // every creation goes through it
 */
export const CREATE_CARD = 'create-card';

/**
 * The zone created cards are made in before they move to their zone: added
 * to a game the first time it creates a card during play.
 *
 * @example
 * cardsIn(state, LIMBO); // cards a creation made but move-card did not deliver
 */
export const LIMBO = 'limbo';

/**
 * Most cards one creation may make: a runaway doubler stops here, not at the memory limit.
 *
 * @example
 * ctx.call('create-card', { card: 'duel.sapling', count: Math.min(n, MAX_CREATED), owner: 'p1' });
 */
export const MAX_CREATED = 1000;

/**
 * Args of `create-card`.
 *
 * @example
 * ctx.call('create-card', { card: 'duel.sapling', count: 2, owner: 'p1', to: monsters, faceUp: true, creator: 12 } satisfies CreateCardArgs);
 */
export interface CreateCardArgs {
  /** Id of one of the game's cards (a pack's, or one already in the game). */
  card: string;
  /** How many; default 1. */
  count?: number;
  owner: string;
  /** Default: the owner. */
  controller?: string;
  /** Zone handle the cards move to through move-card; without it they stay in limbo. */
  to?: number;
  faceUp?: boolean;
  at?: 'top' | 'bottom';
  /** Handle of the card whose text made them, for the log. */
  creator?: number | null;
  /** Tokens: they cease to exist when they leave the zone `to` puts them in (needs `to`). */
  token?: boolean;
}

/**
 * The `create-card` node of a game whose cards `catalogue` finds by id. It
 * makes the cards in limbo, logs `created`, and moves them to `to` through
 * move-card, so every hook on entering a zone applies to them as to any card.
 *
 * @example
 * graph.define(createCardNode((id) => cards.get(id))); // registerCardNodes(graph, lookup) does this for you
 */
export function createCardNode(
  catalogue: (id: string) => CardDefinition | undefined,
  known: () => Iterable<string> = () => [],
): NodeDefinition<CreateCardArgs, CardState> {
  return defineNode<CreateCardArgs, CardState>({
    name: CREATE_CARD,
    description: 'Brings new cards into the game (tokens, copies): made in limbo, logged, then moved to their zone.',
    calls: [MOVE_CARD],
    // Tokens cease to exist when they leave their zone through this post hook, attached with the first token:
    // declared, so pictures, the flow check, `cards report` and `describe` know of it.
    attaches: [{ node: MOVE_CARD, phase: 'post', key: TOKENS_KEY, effect: TOKENS_KEY }],
    args: {
      card: "id of one of the game's cards",
      count: 'how many (default 1)',
      owner: 'who owns them',
      controller: 'optional: who controls them (default the owner)',
      to: 'optional: zone handle they move to (else they stay in limbo)',
      faceUp: 'optional: face up (true) or down',
      at: "optional: 'top' or 'bottom' (default) of to",
      creator: 'optional: handle of the card that made them',
      token: 'optional: true for tokens, which cease to exist when they leave the zone `to` puts them in',
    },
    body(ctx, args) {
      const state = ctx.state;
      const def = findDefinition(state, args.card) ?? (typeof args.card === 'string' ? catalogue(args.card) : undefined);
      if (def === undefined) {
        const hint = typeof args.card === 'string' ? didYouMean(args.card, [...state.defs.map((d) => d.id), ...known()]) : '';
        throw new CardError('create-card-unknown', `create-card: no card ${describe(args.card)} in this game's packs${hint}`);
      }
      const count = args.count ?? 1;
      if (!Number.isInteger(count) || count < 1 || count > MAX_CREATED)
        throw new CardError(
          'create-card-bad',
          `create-card: count must be a whole number from 1 to ${MAX_CREATED}, got ${describe(count)}`,
        );
      if (args.to !== undefined && (typeof args.to !== 'number' || state.zones[args.to] === undefined))
        throw unknownZone(state, args.to);
      checkAt(args.at);
      if (args.token !== undefined && typeof args.token !== 'boolean')
        throw new CardError('create-card-bad', `create-card: token must be true or false, got ${describe(args.token)}`);
      if (args.token === true && args.to === undefined)
        throw new CardError(
          'create-card-bad',
          'create-card: tokens need to, the zone they live in (they cease to exist when they leave it)',
        );
      // A card whose hooks live in zones needs the game to keep zone lifetimes: card games start them when set up.
      if (needsZoneLifetimes(def) && !ctx.hasHook(MOVE_CARD, 'post', LIFETIMES_KEY))
        throw new CardError(
          'lifetimes-not-started',
          `create-card: ${def.name} ("${def.id}") has hooks that live while it is in a zone, and this game does not keep zone lifetimes: call startCardLifetimes(engine) when the game is laid out (defineCardGame does it for games whose packs hold such cards)`,
        );
      const limbo = state.zoneNames.indexOf(LIMBO);
      const zone = limbo >= 0 ? limbo : addZone(state, LIMBO);
      const cards: number[] = [];
      for (let i = 0; i < count; i++) {
        cards.push(
          createCard(state, def, { owner: args.owner, controller: args.controller, zone, faceUp: args.faceUp === true }),
        );
      }
      if (ctx.logging) {
        ctx.log({
          type: 'created',
          cards,
          defId: def.id,
          name: def.name,
          owner: args.owner,
          to: args.to === undefined ? LIMBO : state.zoneNames[args.to]!,
          creator: args.creator ?? null,
        });
      }
      if (args.to !== undefined) ctx.call(MOVE_CARD, { cards: cards.slice(), to: args.to, at: args.at, faceUp: args.faceUp });
      // Marked where they arrived (a hook on move-card may have sent them elsewhere): leaving that zone ends them.
      if (args.token === true) markTokens(ctx, cards);
    },
  });
}
