import test from 'ava';
import {
  addZone,
  cardDef,
  cardOf,
  cardsIn,
  cardStat,
  CardError,
  countCards,
  createCard,
  createCardState,
  defineCard,
  removeCard,
  type CardDefinitionInput,
} from '../../lib/index.js';

const king = defineCard({ id: 'k', name: 'King', kind: 'standard', stats: { rank: 13, suit: 'spades' } });

test('defineCard fills defaults and freezes the definition', (t) => {
  const def = defineCard({ id: 'x', name: 'X', kind: 'ability' });
  t.deepEqual(def, { id: 'x', name: 'X', text: '', kind: 'ability', stats: {}, abilities: [] });
  t.true(Object.isFrozen(def) && Object.isFrozen(def.stats) && Object.isFrozen(def.abilities));
});

test('defineCard freezes ability params too: games share the definition, so nothing in it may change', (t) => {
  const params = { points: 1, nested: { n: 2 } };
  const def = defineCard({ id: 'g', name: 'Gift', kind: 'ability', abilities: [{ on: 'drawn', effect: 'gift', params }] });
  const own = def.abilities[0]!.params!;
  t.not(own, params); // a copy: the caller's object stays the caller's and mutable
  t.true(Object.isFrozen(def.abilities[0]) && Object.isFrozen(own) && Object.isFrozen(own.nested));
  t.false(Object.isFrozen(params));
});

test('defineCard refuses each bad field with a message naming card and field', (t) => {
  const bad = (input: unknown) => t.throws(() => defineCard(input as CardDefinitionInput), { instanceOf: CardError })?.message;
  t.is(bad({ name: 'X', kind: 'k' }), 'A card needs a non-empty string id, got undefined');
  t.is(bad({ id: 'x', name: '', kind: 'k' }), 'Card "x" field "name" must be a non-empty string');
  t.is(bad({ id: 'x', name: 'X', text: 3, kind: 'k' }), 'Card "x" field "text" must be a string');
  t.is(bad({ id: 'x', name: 'X' }), 'Card "x" field "kind" must be a non-empty string');
  t.is(bad({ id: 'x', name: 'X', kind: 'k', stats: [] }), 'Card "x" field "stats" must be an object');
  t.is(
    bad({ id: 'x', name: 'X', kind: 'k', stats: { rank: true } }),
    'Card "x" field "stats.rank" must be a number or a string, got true',
  );
  t.is(bad({ id: 'x', name: 'X', kind: 'k', abilities: {} }), 'Card "x" field "abilities" must be an array');
  t.is(
    bad({ id: 'x', name: 'X', kind: 'k', abilities: [3] }),
    'Card "x" field "abilities[0]" must be an object { on, effect, params? }',
  );
  t.is(
    bad({ id: 'x', name: 'X', kind: 'k', abilities: [{ effect: 'e' }] }),
    'Card "x" field "abilities[0].on" must be a non-empty string',
  );
  t.is(
    bad({ id: 'x', name: 'X', kind: 'k', abilities: [{ on: 'drawn' }] }),
    'Card "x" field "abilities[0].effect" must be a non-empty string',
  );
  t.is(
    bad({ id: 'x', name: 'X', kind: 'k', abilities: [{ on: 'drawn', effect: 'e', params: { f: () => 1 } }] }),
    'Card "x" field "abilities[0].params" must be a JSON object',
  );
});

test('two copies of one definition are two instances sharing one definition', (t) => {
  const state = createCardState(['p1.deck', 'p2.deck']);
  const a = createCard(state, king, { owner: 'p1', zone: 'p1.deck' });
  const b = createCard(state, king, { owner: 'p2', zone: 'p2.deck', faceUp: true });
  t.deepEqual([a, b], ['c1', 'c2']);
  t.deepEqual(state.cards, {
    c1: { iid: 'c1', defId: 'k', owner: 'p1', controller: 'p1', zone: 'p1.deck', faceUp: false },
    c2: { iid: 'c2', defId: 'k', owner: 'p2', controller: 'p2', zone: 'p2.deck', faceUp: true },
  });
  t.deepEqual(Object.keys(state.defs), ['k']);
  t.is(cardDef(state, 'c2'), king);
  t.is(cardStat(state, 'c1', 'rank'), 13);
  t.is(cardStat(state, 'c1', 'power'), undefined);
  t.is(countCards(state), 2);
  t.is(state.nextCardId, 3);
});

test('zones are ordered id lists with index 0 on top; at: top puts a new card first', (t) => {
  const state = createCardState(['deck']);
  createCard(state, king, { owner: 'p1', zone: 'deck' });
  createCard(state, king, { owner: 'p1', zone: 'deck' });
  createCard(state, king, { owner: 'p1', zone: 'deck', at: 'top', controller: 'p2' });
  t.deepEqual(cardsIn(state, 'deck'), ['c3', 'c1', 'c2']);
  t.is(cardOf(state, 'c3').controller, 'p2');
  cardsIn(state, 'deck').pop();
  t.deepEqual(state.zones.deck, ['c3', 'c1', 'c2'], 'cardsIn returns a copy');
});

test('instance ids follow state.nextCardId whatever it holds, past the ids made once for every game too', (t) => {
  const state = createCardState(['deck']);
  const ids = [1, 2, 4095, 4096, 100_000, 0, -3, 2.5].map((n) => {
    state.nextCardId = n;
    return createCard(state, king, { owner: 'p1', zone: 'deck' });
  });
  t.deepEqual(ids, ['c1', 'c2', 'c4095', 'c4096', 'c100000', 'c0', 'c-3', 'c2.5']);
  t.is(state.nextCardId, 3.5);
  state.nextCardId = 2;
  t.throws(() => createCard(state, king, { owner: 'p1', zone: 'deck' }), {
    message: 'Instance id "c2" is already taken: state.nextCardId is behind',
  });
});

test('removeCard is the way out: the instance leaves its zone and the game', (t) => {
  const state = createCardState(['deck']);
  createCard(state, king, { owner: 'p1', zone: 'deck' });
  createCard(state, king, { owner: 'p1', zone: 'deck' });
  t.deepEqual(removeCard(state, 'c1'), { iid: 'c1', defId: 'k', owner: 'p1', controller: 'p1', zone: 'deck', faceUp: false });
  t.deepEqual(state.zones.deck, ['c2']);
  t.deepEqual(Object.keys(state.cards), ['c2']);
});

test('bad zone and card operations are refused with exact messages and change nothing', (t) => {
  const state = createCardState(['deck']);
  createCard(state, king, { owner: 'p1', zone: 'deck' });
  const before = structuredClone(state);
  const msg = (fn: () => unknown) => t.throws(fn, { instanceOf: CardError })?.message;
  t.is(
    msg(() => addZone(state, 'deck')),
    'Zone "deck" already exists',
  );
  t.is(
    msg(() => createCard(state, king, { owner: 'p1', zone: 'p3.deck' })),
    'Unknown zone "p3.deck"',
  );
  t.is(
    msg(() => createCard(state, king, { owner: '', zone: 'deck' })),
    'createCard for "k" needs an owner (a non-empty string)',
  );
  t.is(
    msg(() => createCard(state, king, { owner: 'p1', zone: 'deck', at: 'middle' as 'top' })),
    'at must be "top" or "bottom", got "middle"',
  );
  t.is(
    msg(() => createCard(state, defineCard({ id: 'k', name: 'Other King', kind: 'standard' }), { owner: 'p1', zone: 'deck' })),
    'Card definition "k" differs from the one already in this game',
  );
  t.is(
    msg(() => cardsIn(state, 'hand')),
    'Unknown zone "hand"',
  );
  t.is(
    msg(() => removeCard(state, 'c9')),
    'No card "c9" in this game',
  );
  t.is(
    msg(() => cardDef(state, 'toString')),
    'No card "toString" in this game',
  );
  t.deepEqual(state, before);
});
