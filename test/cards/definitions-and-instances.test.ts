import test from 'ava';
import {
  addZone,
  cardDef,
  cardOf,
  cardsIn,
  cardStat,
  createCard,
  defineCard,
  zoneHandle,
  type CardDefinitionInput,
} from '../../lib/index.js';
import {
  cardName,
  CardError,
  checkConservation,
  countCards,
  createCardState,
  removeCard,
  zoneName,
  type EffectAbility,
} from '../../lib/cards/index.js';

const king = defineCard({ id: 'k', name: 'King of Spades', kind: 'standard', stats: { rank: 13, suit: 'spades' } });
const queen = defineCard({ id: 'q', name: 'Queen of Spades', kind: 'standard', stats: { rank: 12, suit: 'spades' } });

test('defineCard fills defaults and freezes the definition', (t) => {
  const def = defineCard({ id: 'x', name: 'X', kind: 'ability' });
  t.deepEqual(def, { id: 'x', name: 'X', text: '', kind: 'ability', stats: {}, abilities: [] });
  t.true(Object.isFrozen(def) && Object.isFrozen(def.stats) && Object.isFrozen(def.abilities));
});

test('defineCard copies stats field by field, keeping an own "__proto__" stat as a stat, not a prototype', (t) => {
  const stats = JSON.parse('{"__proto__": 3, "rank": 2}') as Record<string, number>;
  const def = defineCard({ id: 'p', name: 'P', kind: 'standard', stats });
  t.not(def.stats, stats);
  t.deepEqual(Object.keys(def.stats), ['__proto__', 'rank']);
  t.is(Object.getOwnPropertyDescriptor(def.stats, '__proto__')?.value, 3);
  t.is(Object.getPrototypeOf(def.stats), Object.prototype);
  t.is(JSON.stringify(def.stats), '{"__proto__":3,"rank":2}');
});

test('defineCard freezes ability params too: games share the definition, so nothing in it may change', (t) => {
  const params = { points: 1, nested: { n: 2 } };
  const def = defineCard({ id: 'g', name: 'Gift', kind: 'ability', abilities: [{ on: 'drawn', effect: 'gift', params }] });
  const own = (def.abilities[0] as EffectAbility).params!;
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
  const b = createCard(state, king, { owner: 'p2', zone: 1, faceUp: true });
  t.deepEqual([a, b], [0, 1]);
  t.deepEqual(state.cards, [
    { def: 0, zone: 0, owner: 'p1', controller: 'p1', faceUp: false },
    { def: 0, zone: 1, owner: 'p2', controller: 'p2', faceUp: true },
  ]);
  t.deepEqual(state.defs, [king]);
  t.is(cardDef(state, 1), king);
  t.is(cardName(state, 1), 'King of Spades');
  t.is(cardStat(state, 0, 'rank'), 13);
  t.is(cardStat(state, 0, 'power'), undefined);
  t.is(cardStat(state, 0, 'toString'), undefined);
  t.is(countCards(state), 2);
});

test('a definition is stored once per id: an equal copy finds it, a different one is refused', (t) => {
  const state = createCardState(['deck']);
  createCard(state, king, { owner: 'p1', zone: 'deck' });
  createCard(state, { ...king }, { owner: 'p1', zone: 'deck' });
  createCard(state, queen, { owner: 'p1', zone: 'deck' });
  t.deepEqual(
    state.cards.map((card) => card!.def),
    [0, 0, 1],
  );
  t.deepEqual(
    state.defs.map((def) => def.id),
    ['k', 'q'],
  );
});

test('a copied state (a restore, a fork) finds its definitions again: no id is stored twice', (t) => {
  const original = createCardState(['deck']);
  createCard(original, king, { owner: 'p1', zone: 'deck' });
  const copy = JSON.parse(JSON.stringify(original)) as typeof original;
  t.is(createCard(copy, king, { owner: 'p1', zone: 'deck' }), 1);
  t.is(createCard(copy, queen, { owner: 'p1', zone: 'deck' }), 2);
  t.deepEqual(
    copy.cards.map((card) => card!.def),
    [0, 0, 1],
  );
  copy.defs[1] = king;
  copy.defs[0] = queen;
  t.is(
    copy.cards[createCard(copy, king, { owner: 'p1', zone: 'deck' })]!.def,
    1,
    'definitions swapped by hand are found where they are now',
  );
  t.is(checkConservation(copy), 4);
});

test('zones are ordered handle lists with index 0 on top, found by name or handle; at: top puts a new card first', (t) => {
  const state = createCardState(['deck', 'pot']);
  createCard(state, king, { owner: 'p1', zone: 'deck' });
  createCard(state, king, { owner: 'p1', zone: 'deck' });
  createCard(state, king, { owner: 'p1', zone: 'deck', at: 'top', controller: 'p2' });
  t.deepEqual(cardsIn(state, 'deck'), [2, 0, 1]);
  t.deepEqual(cardsIn(state, 0), [2, 0, 1]);
  t.is(cardOf(state, 2).controller, 'p2');
  cardsIn(state, 'deck').pop();
  t.deepEqual(state.zones[0], [2, 0, 1], 'cardsIn returns a copy');
  t.is(zoneHandle(state, 'pot'), 1);
  t.is(zoneHandle(state, 1), 1);
  t.is(zoneName(state, 1), 'pot');
  t.is(zoneName(state, 'pot'), 'pot');
  t.is(addZone(state, 'hand'), 2);
  t.deepEqual(state.zoneNames, ['deck', 'pot', 'hand']);
});

test('removeCard is the way out: the instance leaves its zone and the game, its handle stays empty and is not reused', (t) => {
  const state = createCardState(['deck']);
  createCard(state, king, { owner: 'p1', zone: 'deck' });
  createCard(state, king, { owner: 'p1', zone: 'deck' });
  t.deepEqual(removeCard(state, 0), { def: 0, zone: 0, owner: 'p1', controller: 'p1', faceUp: false });
  t.deepEqual(state.zones[0], [1]);
  t.deepEqual(state.cards, [null, { def: 0, zone: 0, owner: 'p1', controller: 'p1', faceUp: false }]);
  t.is(createCard(state, king, { owner: 'p1', zone: 'deck' }), 2);
  t.is(t.throws(() => cardOf(state, 0))?.message, 'Card 0 was removed from this game');
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
    msg(() => createCard(state, king, { owner: 'p1', zone: 'decks' })),
    'Unknown zone "decks" (did you mean "deck"?)',
  );
  t.is(
    msg(() => createCard(state, king, { owner: 'p1', zone: 3 })),
    'Unknown zone 3 (zones are 0 to 0)',
  );
  t.is(
    msg(() => createCard(state, king, { owner: 'p1', controller: '', zone: 'deck' })),
    'createCard for "k" needs a controller that is a non-empty string',
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
    msg(() => zoneHandle(state, 'dekc')),
    'Unknown zone "dekc" (did you mean "deck"?)',
  );
  t.is(
    msg(() => zoneName(state, 1.5)),
    'Unknown zone 1.5 (zones are 0 to 0)',
  );
  t.is(
    msg(() => removeCard(state, 9)),
    'No card 9 in this game',
  );
  t.is(
    msg(() => cardDef(state, 'toString' as unknown as number)),
    'A card is given by handle (a number), got "toString"',
  );
  t.is(
    msg(() => cardOf(state, -1)),
    'No card -1 in this game',
  );
  t.deepEqual(state, before);
});
