import test from 'ava';
import fc from 'fast-check';
import { CardError, checkConservation, countCards, createCard, createCardState, defineCard } from '../../lib/index.js';
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
    broken((s) => s.zones.deck!.pop()),
    'Card "c2" is in no zone',
  );
  t.is(
    broken((s) => s.zones.pot!.push('c1')),
    'Card "c1" is in 2 zones: "deck" and "pot"',
  );
  t.is(
    broken((s) => s.zones.deck!.push('c1')),
    'Card "c1" is in 2 zones: "deck" and "deck"',
  );
  t.is(
    broken((s) => s.zones.pot!.push('c99')),
    'Zone "pot" names missing card "c99"',
  );
  t.is(
    broken((s) => (s.cards.c1!.zone = 'pot')),
    'Card "c1" says it is in "pot" but is in "deck"',
  );
});

const ZONES = ['a', 'b', 'c', 'd'];
const zone = fc.constantFrom(...ZONES);
const op = fc.oneof(
  fc.record({
    node: fc.constant('move-card'),
    card: fc.integer({ min: 1, max: 12 }),
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
  if (o.node === 'move-card') return { card: `c${String(o.card)}`, to: o.to, at: o.at };
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
