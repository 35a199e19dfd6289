// A misspelt card field used to be dropped without a word: the card then played without its text or stats.
import test from 'ava';
import { createCard, defineCardGame, defineCardPack, defineCard, standardNodes, addZone } from '../../lib/index.js';
import { CardError, CardPackError, createCardState } from '../../lib/cards/index.js';

const WORDS = 'is not a card field (did you mean "text"?); a card has id, name, text, kind, stats, abilities';

test('defineCard refuses a field no card has, with the field it is likely a typo of', (t) => {
  const error = t.throws(() => defineCard({ id: 'x.typo', name: 'Typo', kind: 'k', txet: 'Draw a card.' } as never), {
    instanceOf: CardError,
  });
  t.is(error?.code, 'card-bad-field');
  t.is(error?.message, `Card "x.typo" field "txet" ${WORDS}`);
});

test('createCard refuses an unfrozen definition with a field no card has', (t) => {
  const state = createCardState(['deck']);
  const error = t.throws(
    () => createCard(state, { id: 'x.typo', name: 'Typo', kind: 'k', txet: 'hi' } as never, { owner: 'p1', zone: 'deck' }),
    {
      instanceOf: CardError,
    },
  );
  t.is(error?.message, `Card "x.typo" field "txet" ${WORDS}`);
});

test('a pack whose card has a field no card has is refused at load, naming the pack and the field', (t) => {
  const game = defineCardGame({ id: 'g', nodes: [...standardNodes], setup: (state) => addZone(state, 'deck'), start: [] });
  const pack = defineCardPack({ name: 'typos', cards: [{ id: 'x.typo', name: 'Typo', kind: 'k', txet: 'hi' } as never] });
  const error = t.throws(() => game.createEngine({ packs: [pack] }), { instanceOf: CardPackError });
  t.regex(error?.message ?? '', /"typos".*"txet" is not a card field \(did you mean "text"\?\)/);
});

test('every field a card has is still accepted', (t) => {
  const card = defineCard({ id: 'x.whole', name: 'Whole', text: 'T', kind: 'k', stats: { rank: 2 }, abilities: [] });
  t.deepEqual(Object.keys(card), ['id', 'name', 'text', 'kind', 'stats', 'abilities']);
});
