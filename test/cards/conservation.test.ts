import test from 'ava';
import fc from 'fast-check';
import { createCard, defineCard } from '../../lib/index.js';
import { CardError, checkConservation, countCards, createCardState, removeCard } from '../../lib/cards/index.js';
import { table } from './fixtures/table.js';

const card = defineCard({ id: 'x', name: 'X', kind: 'standard' });

function twoCards() {
  const state = createCardState(['deck', 'pot']);
  createCard(state, card, { owner: 'p1', zone: 'deck' });
  createCard(state, card, { owner: 'p1', zone: 'deck' });
  return state;
}

test('checkConservation counts the cards of a sound state', (t) => {
  t.is(checkConservation(twoCards()), 2);
  t.is(checkConservation(createCardState()), 0);
});

test('checkConservation names a card in no zone, in two zones, a missing card and a wrong zone field', (t) => {
  const broken = (change: (s: ReturnType<typeof twoCards>) => void) => {
    const state = twoCards();
    change(state);
    return t.throws(() => checkConservation(state), { instanceOf: CardError })?.message;
  };
  t.is(
    broken((s) => s.zones[0]!.pop()),
    'X (card 1) is in no zone',
  );
  t.is(
    broken((s) => s.zones[1]!.push(0)),
    'X (card 0) is in 2 zones: "deck" and "pot"',
  );
  t.is(
    broken((s) => s.zones[0]!.push(0)),
    'X (card 0) is in 2 zones: "deck" and "deck"',
  );
  t.is(
    broken((s) => s.zones[1]!.push(99)),
    'Zone "pot" names missing card 99',
  );
  t.is(
    broken((s) => (s.cards[0]!.zone = 1)),
    'X (card 0) says it is in "pot" but is in "deck"',
  );
});

test('checkConservation refuses a state whose shape is wrong, naming the field, before trusting any of it', (t) => {
  const broken = (change: (s: Record<string, any>) => void) => {
    const state = twoCards() as unknown as Record<string, any>;
    change(state);
    return t.throws(() => checkConservation(state as never), { instanceOf: CardError })?.message;
  };
  t.is(
    broken((s) => (s.cards = {})),
    "The card state's cards must be an array, got {}",
  );
  t.is(
    broken((s) => s.zoneNames.pop()),
    'The card state has 2 zones but 1 zone names',
  );
  t.is(
    broken((s) => (s.zoneNames[1] = 'deck')),
    'Zone "deck" is named twice',
  );
  t.is(
    broken((s) => s.defs.push({ ...s.defs[0] })),
    'Card definition "x" is in the game twice',
  );
  t.is(
    broken((s) => (s.defs[0] = { ...s.defs[0], stats: { rank: true } })),
    'Card "x" field "stats.rank" must be a number or a string, got true',
  );
  t.is(
    broken((s) => (s.zones[1] = 'c1')),
    'Zone "pot" must be a list of card handles, got "c1"',
  );
  t.is(
    broken((s) => s.zones[1].push(1.5)),
    'Zone "pot" names missing card 1.5',
  );
  t.is(
    broken((s) => (s.cards[1].def = 3)),
    'Card 1 names definition 3, which is not in this game',
  );
  t.is(
    broken((s) => (s.cards[1].zone = -1)),
    'Card 1 names zone -1, which is not in this game',
  );
  t.is(
    broken((s) => (s.cards[1].owner = 7)),
    'Card 1 field "owner" must be a non-empty string, got 7',
  );
  t.is(
    broken((s) => (s.cards[1].faceUp = 'yes')),
    'Card 1 field "faceUp" must be true or false, got "yes"',
  );
  t.is(
    broken((s) => (s.cards[1].position = 'attack')),
    'Card 1 must have exactly the fields def, zone, owner, controller, faceUp; "position" is extra',
  );
  t.is(
    broken((s) => (s.cards[1] = 5)),
    'Card 1 must be an object { def, zone, owner, controller, faceUp } or null, got 5',
  );
  t.is(
    broken((s) => (s.cards[0] = null)),
    'Zone "deck" names removed card 0',
  );
  t.is(
    broken((s) => (s.cards = Object.assign(new Array(2), { 0: s.cards[0] }))),
    'Zone "deck" names missing card 1',
  );
  t.is(
    broken((s) => (s.cards.length = 3)),
    'Card 2 must be an object { def, zone, owner, controller, faceUp } or null, got undefined',
  );
});

test('a removed card leaves an empty handle that conservation accepts and countCards does not count', (t) => {
  const state = twoCards();
  removeCard(state, 0);
  t.deepEqual(state.cards[0], null);
  t.is(checkConservation(state), 1);
  t.is(countCards(state), 1);
});

// Zones a, b, c, d are handles 0 to 3 in table(); cards 0 to 11.
const zone = fc.constantFrom(0, 1, 2, 3);
const op = fc.oneof(
  fc.record({
    node: fc.constant('move-card'),
    cards: fc.array(fc.integer({ min: 0, max: 11 }), { maxLength: 4 }),
    to: zone,
    at: fc.constantFrom('top', 'bottom'),
  }),
  fc.record({ node: fc.constant('draw'), from: zone, to: zone }),
  fc.record({
    node: fc.constant('deal'),
    from: zone,
    to: fc.uniqueArray(zone, { minLength: 1, maxLength: 3 }),
    count: fc.constantFrom(1, 2, 'all'),
  }),
  fc.record({ node: fc.constant('move-all'), from: zone, to: zone, at: fc.constantFrom('top', 'bottom') }),
  fc.record({ node: fc.constant('shuffle'), zone }),
);

function args(o: Record<string, unknown>): object {
  if (o.node === 'move-card') return { cards: o.cards, to: o.to, at: o.at };
  if (o.node === 'draw') return { player: 'p1', from: o.from, to: o.to };
  const { node: _node, ...rest } = o;
  return rest;
}

test('property: random moves, draws, deals, gathers and shuffles never lose or duplicate a card', (t) => {
  fc.assert(
    fc.property(fc.array(op, { maxLength: 40 }), fc.integer({ min: 1, max: 1000 }), (ops, seed) => {
      const engine = table({ a: [2, 3, 4, 5, 6, 7], b: [8, 9, 10], c: [11, 12], d: [13] }, { seed });
      for (const o of ops) engine.enqueue(o.node, args(o));
      while (engine.step().status === 'running') {
        if (checkConservation(engine.state) !== 12) return false;
      }
      return checkConservation(engine.state) === 12 && countCards(engine.state) === 12;
    }),
    { numRuns: 300 },
  );
  t.pass();
});
