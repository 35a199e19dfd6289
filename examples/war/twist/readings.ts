// How twist's own nodes read in card text (cardText): the steps Fortune runs.
import type { CardReadings } from 'cardweave';

/** twist's readings, declared by its pack (pack.ts). */
export const twistReadings: CardReadings = {
  nodes: {
    'twist.draw-until': {
      does: '{player:subject} [draw|draws] until {player} [hold|holds] {count:count} standard cards',
      event: '{player} [draw|draws] until {player} [hold|holds] {count:count} standard cards',
      nouns: { player: 'player' },
    },
    'twist.fortune-keep': {
      does: '{player:subject} [keep|keeps] the highest for the comparison; the rest form the Fortune pot, which goes to the winner of the comparison',
      sentence: true,
      nouns: { player: 'player' },
    },
  },
};
