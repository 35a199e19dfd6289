// How War's card text reads (cardText): its trigger, zones and state, and its reading of the lead passing.
import type { CardReadings } from 'cardweave';

/** War's readings, declared by its base rules pack (game.ts). */
export const warReadings: CardReadings = {
  triggers: { drawn: { reads: 'Upon drawing this card' } },
  nodes: {
    // RULES.md (twist): an ability card goes face up onto the discard pile as it is drawn, so its text leaves that out.
    'move-card': {
      does: ({ cards, to, faceUp }) =>
        cards?.text === 'this card' && to?.text === 'the discard pile' && faceUp?.text === 'face up'
          ? ''
          : 'put {cards} {faceUp?} into {to}',
      values: { faceUp: { true: 'face up', false: 'face down' } },
      event: '{cards} [move|moves] to {to}',
      nouns: { cards: 'card' },
    },
    // In War the player who leads draws first: play passing to the next player is the lead passing.
    'next-player': { does: 'the lead passes', event: 'the lead [pass|passes]', cancel: 'it stays' },
    compare: { does: 'compare {cards}', event: 'the cards are compared', nouns: { cards: 'card' } },
    'war.out-of-cards': {
      does: '{player} [is|are] out of cards',
      event: '{player} [run|runs] out of cards',
      nouns: { player: 'player' },
    },
  },
  zones: {
    discard: { place: 'the discard pile' },
    pile: { place: 'pile' },
    hand: { place: 'hand' },
    side: { place: 'side deck' },
    pot: { place: 'the pot' },
  },
  state: { active: { eq: ', if {value} [have|has] the lead' } },
  twoPlayers: true,
};
