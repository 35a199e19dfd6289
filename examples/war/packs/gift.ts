import { createCard, defineCard, defineCardPack, type CardState } from 'cardweave';

const gift = defineCard({
  id: 'gift.gift',
  name: 'Gift',
  kind: 'ability',
  text: 'Upon drawing this card, your opponent gains one point.',
  abilities: [
    {
      on: 'drawn',
      steps: [
        { do: 'move-card', cards: ['$self'], to: { $zone: 'discard' }, faceUp: true },
        { do: 'score', player: '$opponent', points: 1 },
      ],
    },
  ],
});

export default defineCardPack({
  name: 'gift',
  cards: [gift],
  // One copy in each side deck; twist shuffles side decks in after the deal.
  setup(state: CardState) {
    for (const player of ['p1', 'p2']) createCard(state, gift, { owner: player, zone: `${player}.side` });
  },
});
