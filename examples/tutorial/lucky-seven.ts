// A card pack for High Card with one card, Lucky Seven. Play with it:
// npx tsx examples/tutorial/high-card.ts --seed 3 --pack examples/tutorial/lucky-seven.ts
import { createCard, defineCard, defineCardPack, fieldText, type CardState } from 'cardweave';

const luckySeven = defineCard({
  id: 'lucky.seven',
  name: 'Lucky Seven',
  kind: 'number',
  text: 'When you draw this card, your next win scores double.',
  stats: { rank: 7 },
  abilities: [
    {
      on: 'drawn',
      steps: [
        // "Your next win scores double": a pre hook on score, owned by the card, used up by its player's next score.
        {
          do: 'attach',
          hook: {
            node: 'score',
            phase: 'pre',
            key: 'lucky-seven:{self}',
            lifetime: 'once',
            when: { $eq: ['$args.player', '$you'] },
            steps: [{ do: 'set', points: { $mul: ['$args.points', 2] } }],
          },
        },
        { do: 'log', entry: { type: 'lucky.armed', player: '$you' } },
      ],
    },
  ],
});

export default defineCardPack({
  name: 'lucky-seven',
  cards: [luckySeven],
  formatters: { 'lucky.armed': (e) => `Lucky Seven! ${fieldText(e.player)}'s next win scores double.` },
  // The game's setup has built the deck; the start shuffles it, this card included.
  setup(state: CardState) {
    createCard(state, luckySeven, { owner: 'game', zone: 'deck' });
  },
});
