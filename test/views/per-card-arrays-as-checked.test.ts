// A card visibility lists its per-card arrays once, when it is made and checked (issue 24: a look-ahead player's
// views show some fifteen cards each, thousands a second, and each card listed the declaration again). So a
// change to the declaration object afterwards shows nothing new: it was never checked.
import test from 'ava';
import {
  addZone,
  cardVisibility,
  createCard,
  defineCard,
  defineCardGame,
  defineNode,
  standardNodes,
  type CardState,
  type CardVisibilityDeclaration,
} from '../../lib/index.js';

const CARD = defineCard({ id: 'tags.card', name: 'Card', kind: 'plain' });

interface Tagged extends CardState {
  tag: string[];
  secret: string[];
}

function taggedGame(decl: CardVisibilityDeclaration<Tagged>) {
  const wait = defineNode<Record<string, never>, Tagged>({
    name: 'tags.wait',
    description: 'Asks p1 to go on.',
    continuesTo: ['tags.wait'],
    body(ctx) {
      ctx.choose({ player: 'p1', prompt: 'Go on?', options: ['go'], then: 'tags.wait' });
    },
  });
  return defineCardGame<Tagged>({
    id: 'tags',
    nodes: [...standardNodes, wait],
    setup(state) {
      addZone(state, 'table');
      state.tag = [];
      state.secret = [];
      for (let i = 0; i < 2; i++) {
        const card = createCard(state, CARD, { owner: 'p1', zone: 0, faceUp: true });
        state.tag[card] = `t${i}`;
        state.secret[card] = `s${i}`;
      }
    },
    start: { node: 'tags.wait', args: {} },
    visibility: cardVisibility<Tagged>(decl),
  });
}

test('a per-card array added to the declaration after the visibility was made is not shown', (t) => {
  const perCard: Record<string, 'public' | 'face'> = { tag: 'public' };
  const decl: CardVisibilityDeclaration<Tagged> = { seats: ['p1'], zones: { table: 'public' }, perCard };
  const engine = taggedGame(decl).createEngine({ seed: 1 });
  engine.step();
  perCard.secret = 'face';
  const cards = (engine.view('p1').state.zones as Record<string, { cards: Record<string, unknown>[] }>).table!.cards;
  t.deepEqual(
    cards.map((card) => [card.tag, card.secret]),
    [
      ['t0', undefined],
      ['t1', undefined],
    ],
  );
});

test('a visibility made again from the changed declaration shows the array it now declares', (t) => {
  const perCard: Record<string, 'public' | 'face'> = { tag: 'public' };
  const decl: CardVisibilityDeclaration<Tagged> = { seats: ['p1'], zones: { table: 'public' }, perCard };
  taggedGame(decl);
  perCard.secret = 'face';
  const engine = taggedGame(decl).createEngine({ seed: 1 });
  engine.step();
  const cards = (engine.view('p1').state.zones as Record<string, { cards: Record<string, unknown>[] }>).table!.cards;
  t.deepEqual(
    cards.map((card) => [card.tag, card.secret]),
    [
      ['t0', 's0'],
      ['t1', 's1'],
    ],
  );
});
