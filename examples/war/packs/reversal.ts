/**
 * A card pack for cardweave's War (twist variant), written the way a third
 * party would: it imports only the public API (the package's entry point,
 * lib/index.ts in this repository) and relies only on the War conventions
 * documented in examples/war/README.md (zones "discard" and "p1.side"/"p2.side",
 * nodes "compare" and "next-player").
 *
 * Load it with: npm start -- --pack examples/war/packs/reversal.ts
 */
import { cardPackModule, createCard, defineCard, defineCardPack, defineEffect, hookOwner, moveCard, zoneHandle, type CardState, type Effect, type Invocation } from 'cardweave';

const reversal = defineCard({
  id: 'rev.reversal', name: 'Reversal', kind: 'ability',
  text: 'Upon drawing this card: in the next comparison, the lower card wins.',
  abilities: [{ on: 'drawn', effect: 'rev.armReversal' }],
});

const extraTurn = defineCard({
  id: 'rev.extra-turn', name: 'Extra Turn', kind: 'ability',
  text: 'Upon drawing this card: you draw first in the next round too.',
  abilities: [{ on: 'drawn', effect: 'rev.armExtraTurn' }],
});

type Drawn = { card: number; player: string };

/** Reversal: discard it, then mask the next comparison. Two Reversals before a comparison cancel out. */
const armReversal: Effect<CardState> = defineEffect<CardState>({
  calls: ['move-card'],
  attaches: [{ node: 'compare', phase: 'mask', key: 'reversal', effect: 'rev.lowerWins' }],
  run(ctx, { card, player }: Drawn) {
    moveCard(ctx, { card, to: zoneHandle(ctx.state, 'discard'), faceUp: true });
    if (ctx.hasHook('compare', 'mask', 'reversal')) ctx.detach('compare', 'mask', 'reversal');
    else ctx.attach('compare', 'mask', { key: 'reversal', effect: 'rev.lowerWins', lifetime: 'once', owner: hookOwner(ctx.state, card) });
    if (ctx.logging) ctx.log({ type: 'rev.reversal', player });
  },
});

/** The mask: the same comparison, with the lowest card winning. */
const lowerWins: Effect = defineEffect({
  becomes: ['compare'],
  run(ctx, args: { lower?: boolean }): Invocation {
    if (ctx.logging) ctx.log({ type: 'rev.reversed' });
    return { node: 'compare', args: { ...args, lower: args.lower !== true } };
  },
});

/** Extra Turn: discard it; the next time the lead would pass away from its owner, it stays. */
const armExtraTurn: Effect<CardState> = defineEffect<CardState>({
  calls: ['move-card'],
  attaches: [{ node: 'next-player', phase: 'pre', key: 'extra-turn:*', effect: 'rev.keepLead' }],
  run(ctx, { card, player }: Drawn) {
    moveCard(ctx, { card, to: zoneHandle(ctx.state, 'discard'), faceUp: true });
    const owner = hookOwner(ctx.state, card);
    ctx.attach('next-player', 'pre', { key: `extra-turn:${card}`, effect: 'rev.keepLead', params: { player }, lifetime: 'once', owner });
    if (ctx.logging) ctx.log({ type: 'rev.extra-turn', player });
  },
});

/** Pre hook on next-player: cancel the pass when the card's owner has the lead. */
const keepLead: Effect = (ctx, _args, { player }: { player: string }) => {
  if ((ctx.state as { active: string }).active === player) ctx.cancel('extra turn');
};

const playerName = (player: unknown): string => `Player ${String(player).slice(1)}`;

export const reversalPack = defineCardPack({
  name: 'reversal',
  cards: [reversal, extraTurn],
  effects: { 'rev.armReversal': armReversal, 'rev.lowerWins': lowerWins, 'rev.armExtraTurn': armExtraTurn, 'rev.keepLead': keepLead },
  formatters: {
    'rev.reversal': () => 'The lower card wins the next comparison.',
    'rev.reversed': () => 'Reversal! The lower card wins this comparison.',
    'rev.extra-turn': (e) => `${playerName(e.player)} will draw first next round too.`,
  },
  // One of each into every side deck; twist shuffles side decks into the piles after the deal.
  setup(state: CardState) {
    for (const player of ['p1', 'p2']) {
      createCard(state, reversal, { owner: player, zone: `${player}.side` });
      createCard(state, extraTurn, { owner: player, zone: `${player}.side` });
    }
  },
});

// A pack file's default export may be a pack or an inversify module binding it: this one ships the module.
export default cardPackModule(reversalPack);
