// A small game with every kind of zone, a decision naming hidden cards, a reveal and a log entry
// with its own visibleTo: enough to pin down what a view shows, exactly.
import {
  addZone,
  cardsIn,
  cardVisibility,
  createCard,
  defineCard,
  defineCardGame,
  defineNode,
  moveCard,
  reveal,
  standardNodes,
  type CardState,
  type RevealState,
} from '../../lib/index.js';

export interface PeekState extends CardState, RevealState {
  players: string[];
  score: number;
  /** A field no visibility declares: it must stay out of every view. */
  secret: string;
  marks: (string | null)[];
}

export const RED = defineCard({ id: 'peek.red', name: 'Red', kind: 'colour', stats: { value: 1 } });
export const BLUE = defineCard({ id: 'peek.blue', name: 'Blue', kind: 'colour', stats: { value: 2 } });
export const GOLD = defineCard({ id: 'peek.gold', name: 'Gold', kind: 'colour', stats: { value: 9 } });

// Zones by handle: 0 deck (hidden), 1 p1.hand, 2 p2.hand (owner), 3 table (public), 4 vault (public, face down seen by nobody).
export const DECK = 0;
export const P1_HAND = 1;
export const P2_HAND = 2;
export const TABLE = 3;
export const VAULT = 4;

const deal = defineNode<Record<string, never>, PeekState>({
  name: 'peek.deal',
  description:
    'Deals: two cards to each hand, one face up and one face down to the table, one to the vault; p1 peeks at the top of the deck.',
  continuesTo: ['peek.ask'],
  body(ctx) {
    const deck = () => cardsIn(ctx.state, DECK)[0]!;
    for (const hand of [P1_HAND, P1_HAND, P2_HAND, P2_HAND]) moveCard(ctx, { card: deck(), to: hand });
    moveCard(ctx, { card: deck(), to: TABLE, faceUp: true });
    moveCard(ctx, { card: deck(), to: TABLE, faceUp: false });
    moveCard(ctx, { card: deck(), to: VAULT, faceUp: false });
    reveal(ctx.state, deck(), ['p1']);
    ctx.log({ type: 'peek.dealt', cards: 7 });
    ctx.log({ type: 'peek.whisper', text: 'psst', visibleTo: ['p2'] });
    ctx.log({ type: 'peek.unlisted', card: cardsIn(ctx.state, P2_HAND)[0]! });
    ctx.next('peek.ask', {});
  },
});

const ask = defineNode<Record<string, never>, PeekState>({
  name: 'peek.ask',
  description: "Asks p1 which table card to take; one option names the face-down card, one a card in p2's hand.",
  continuesTo: ['peek.take'],
  body(ctx) {
    const [up, down] = cardsIn(ctx.state, TABLE);
    const theirs = cardsIn(ctx.state, P2_HAND)[1]!;
    ctx.choose({
      player: 'p1',
      prompt: 'Take which card?',
      options: [{ card: up! }, { card: down! }, { card: theirs }, 'pass'],
      then: 'peek.take',
      args: { hidden: down! },
    });
  },
});

const take = defineNode<{ choice: { card: number } | 'pass' }, PeekState>({
  name: 'peek.take',
  description: "Moves the chosen card to p1's hand, logs it and ends the game; a pass changes nothing.",
  body(ctx, { choice }) {
    if (choice === 'pass') return; // the game goes idle, open to what a test queues
    moveCard(ctx, { card: choice.card, to: P1_HAND });
    ctx.log({ type: 'peek.took', player: 'p1', card: choice.card });
    ctx.end({ winner: 'p1' });
  },
});

/** The peek game: p1's first decision is asked once it starts. */
export const peekGame = defineCardGame<PeekState>({
  id: 'peek',
  nodes: [...standardNodes, deal, ask, take],
  setup(state) {
    for (const name of ['deck', 'p1.hand', 'p2.hand', 'table', 'vault']) addZone(state, name);
    state.players = ['p1', 'p2'];
    state.score = 3;
    state.secret = 'the seed is 7';
    for (const def of [RED, BLUE, GOLD, RED, BLUE, GOLD, RED, BLUE, GOLD, RED])
      createCard(state, def, { owner: 'p1', zone: DECK });
    state.marks = state.cards.map((_, i) => (i % 2 === 0 ? 'even' : null));
  },
  start: { node: 'peek.deal', args: {} },
  visibility: cardVisibility<PeekState>({
    seats: ['p1', 'p2'],
    zones: {
      deck: 'hidden',
      'p1.hand': { seen: 'owner', owner: 'p1' },
      'p2.hand': { seen: 'owner', owner: 'p2' },
      table: 'public',
      vault: { seen: 'public', faceDown: 'nobody' },
    },
    fields: { players: 'public', score: 'public' },
    perCard: { marks: 'public' },
    log: { 'peek.dealt': (entry) => ({ ...entry }), 'peek.took': 'public', 'peek.whisper': 'public' },
  }),
});
