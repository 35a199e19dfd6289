import { createCard, defineCard, defineCardPack, defineEffect, moveCard, zoneHandle, type CardState, type Effect } from 'cardweave';

const gift = defineCard({
  id: 'gift.gift', name: 'Gift', kind: 'ability',
  text: 'Upon drawing this card, your opponent gains one point.',
  abilities: [{ on: 'drawn', effect: 'gift.give', params: { points: 1 } }],
});

/** "Upon drawing this card, your opponent gains one point." */
const give: Effect<CardState> = defineEffect<CardState>({
  calls: ['move-card', 'score'],
  run(ctx, { card, player }: { card: number; player: string }, { points }: { points: number }) {
    moveCard(ctx, { card, to: zoneHandle(ctx.state, 'discard'), faceUp: true });
    ctx.call('score', { player: player === 'p1' ? 'p2' : 'p1', points });
  },
});

export default defineCardPack({
  name: 'gift',
  cards: [gift],
  effects: { 'gift.give': give },
  // One copy in each side deck; twist shuffles side decks in after the deal.
  setup(state: CardState) {
    for (const player of ['p1', 'p2']) createCard(state, gift, { owner: player, zone: `${player}.side` });
  },
});
