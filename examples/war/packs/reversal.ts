/**
 * A card pack for cardweave's War (twist variant), written the way a third
 * party would: it imports only the public API (the package's entry point,
 * lib/index.ts in this repository) and relies only on the War conventions
 * documented in examples/war/README.md (zones "discard" and "p1.side"/"p2.side",
 * nodes "compare" and "next-player"). Both cards are data: no code of their own.
 *
 * Load it with: npm start -- --pack examples/war/packs/reversal.ts
 */
import { cardPackModule, createCard, defineCard, defineCardPack, fieldText, type CardState, type Step } from 'cardweave';

const discardSelf: Step = { do: 'move-card', cards: ['$self'], to: { $zone: 'discard' }, faceUp: true };

const reversal = defineCard({
  id: 'rev.reversal', name: 'Reversal', kind: 'ability',
  text: 'Upon drawing this card: in the next comparison, the lower card wins.',
  abilities: [{
    on: 'drawn',
    steps: [
      discardSelf,
      // Two Reversals before a comparison cancel out.
      { do: 'let', as: 'armed', value: { $hasHook: ['compare', 'mask', 'reversal'] } },
      { do: 'detach', node: 'compare', phase: 'mask', key: 'reversal', if: '$armed' },
      {
        do: 'attach',
        if: { $not: '$armed' },
        // A once-only replacement: the same comparison, with the lowest card winning.
        hook: {
          node: 'compare', phase: 'mask', key: 'reversal', lifetime: 'once',
          steps: [{ do: 'log', entry: { type: 'rev.reversed' } }, { do: 'redirect', set: { lower: { $ne: ['$args.lower', true] } } }],
        },
      },
      { do: 'log', entry: { type: 'rev.reversal', player: '$you' } },
    ],
  }],
});

const extraTurn = defineCard({
  id: 'rev.extra-turn', name: 'Extra Turn', kind: 'ability',
  text: 'Upon drawing this card: you draw first in the next round too.',
  abilities: [{
    on: 'drawn',
    steps: [
      discardSelf,
      // The next time the lead would pass, it stays if its owner has it.
      {
        do: 'attach',
        hook: {
          node: 'next-player', phase: 'pre', key: 'extra-turn:{self}', lifetime: 'once',
          if: { $eq: [{ $state: ['active'] }, '$you'] },
          steps: [{ do: 'cancel', reason: 'extra turn' }],
        },
      },
      { do: 'log', entry: { type: 'rev.extra-turn', player: '$you' } },
    ],
  }],
});

const playerName = (player: unknown): string => `Player ${fieldText(player as string).slice(1)}`;

export const reversalPack = defineCardPack({
  name: 'reversal',
  cards: [reversal, extraTurn],
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
