import test from 'ava';
import { addZone, cardPackModule, defineCardGame, defineCardPack, standardNodes, type CardPack } from '../../lib/index.js';
import { CardPackError, validateCardPacks } from '../../lib/cards/index.js';
import { packsFromModules } from '../../lib/packs/pack.js';

const noop = () => undefined;
const card = (id: string, extra: object = {}) => ({
  id,
  name: 'N',
  text: '',
  kind: 'standard',
  stats: {},
  abilities: [],
  ...extra,
});

function baseGame() {
  return defineCardGame({
    id: 'g',
    nodes: [...standardNodes],
    effects: { 'g.fx': noop },
    setup(state) {
      addZone(state, 'deck');
    },
    start: [],
  });
}

/** The message of loading these packs into a fresh game. */
function refusal(t: import('ava').ExecutionContext, packs: unknown[]): string | undefined {
  return t.throws(() => baseGame().createEngine({ packs: packs as CardPack[] }), { instanceOf: CardPackError })?.message;
}

const pack = (name: string, rest: object = {}) => defineCardPack({ name, cards: [], ...rest });

test('duplicate card ids are refused within a pack and across packs', (t) => {
  t.is(refusal(t, [pack('a', { cards: [card('a.x'), card('a.x')] })]), 'Card pack "a": card "a.x" is defined twice');
  t.is(
    refusal(t, [pack('a', { cards: [card('a.x')] }), pack('b', { cards: [card('a.x')] })]),
    'Card pack "b": card "a.x" is already defined by card pack "a"',
  );
});

test('an ability naming an unknown effect is refused, naming pack, card and field', (t) => {
  t.is(
    refusal(t, [pack('reversal', { cards: [card('rev.reversal', { abilities: [{ on: 'drawn', effect: 'rev.flip' }] })] })]),
    'Card pack "reversal": card "rev.reversal" field "abilities[0].effect" names unknown effect "rev.flip"',
  );
  t.is(
    refusal(t, [pack('r', { cards: [card('r.x', { abilities: [{ on: 'drawn', effect: 'g.fz' }] })] })]),
    'Card pack "r": card "r.x" field "abilities[0].effect" names unknown effect "g.fz" (did you mean "g.fx"?)',
  );
});

test("an ability may name the game's effects and other packs' effects", (t) => {
  const a = pack('a', { effects: { 'a.fx': noop }, cards: [card('a.x', { abilities: [{ on: 'drawn', effect: 'g.fx' }] })] });
  const b = pack('b', { cards: [card('b.x', { abilities: [{ on: 'drawn', effect: 'a.fx' }] })] });
  t.deepEqual(
    validateCardPacks([a, b], { effects: ['g.fx'] }).map((p) => p.name),
    ['a', 'b'],
  );
});

test('each bad card field is refused with pack, card and field named', (t) => {
  const one = (c: object) => refusal(t, [pack('p', { cards: [c] })]);
  t.is(one({ name: 'N', kind: 'k' }), 'Card pack "p": cards[0] field "id" must be a non-empty string');
  t.is(one(card('p.x', { name: 7 })), 'Card pack "p": card "p.x" field "name" must be a non-empty string');
  t.is(one(card('p.x', { text: null })), 'Card pack "p": card "p.x" field "text" must be a string');
  t.is(one(card('p.x', { kind: '' })), 'Card pack "p": card "p.x" field "kind" must be a non-empty string');
  t.is(one(card('p.x', { stats: 'high' })), 'Card pack "p": card "p.x" field "stats" must be an object');
  t.is(
    one(card('p.x', { stats: { rank: Number.NaN } })),
    'Card pack "p": card "p.x" field "stats.rank" must be a number or a string, got NaN',
  );
  t.is(one(card('p.x', { abilities: 'drawn' })), 'Card pack "p": card "p.x" field "abilities" must be an array');
  t.is(
    one(card('p.x', { abilities: [null] })),
    'Card pack "p": card "p.x" field "abilities[0]" must be an object { on, effect, params? }',
  );
  t.is(
    one(card('p.x', { abilities: [{ effect: 'g.fx' }] })),
    'Card pack "p": card "p.x" field "abilities[0].on" must be a non-empty string',
  );
  t.is(
    one(card('p.x', { abilities: [{ on: 'drawn', effect: 'g.fx', params: [1] }] })),
    'Card pack "p": card "p.x" field "abilities[0].params" must be a JSON object',
  );
  t.is(refusal(t, [pack('p', { cards: [7] })]), 'Card pack "p": cards[0] must be a card definition, got 7');
});

test('pack names must be present and unique', (t) => {
  t.is(refusal(t, [pack('a'), pack('a')]), 'Card pack "a" is loaded twice');
  t.is(refusal(t, [{ name: 42, cards: [] }]), 'A card pack needs a non-empty string name, got 42');
  t.is(refusal(t, ['war']), 'A card pack must be an object made by defineCardPack, got "war"');
  t.is(refusal(t, [{ name: 'p', cards: {} }]), 'Card pack "p": cards must be an array of card definitions, got {}');
});

test('effects, nodes and formatters may not be registered twice or be non-functions', (t) => {
  t.is(refusal(t, [pack('a', { effects: { 'g.fx': noop } })]), 'Card pack "a": effect "g.fx" is already registered by the game');
  t.is(
    refusal(t, [pack('a', { effects: { x: noop } }), pack('b', { effects: { x: noop } })]),
    'Card pack "b": effect "x" is already registered by card pack "a"',
  );
  t.is(refusal(t, [pack('a', { effects: { x: 'go' } })]), 'Card pack "a": effect "x" must be a function');
  t.is(
    refusal(t, [pack('a', { nodes: [{ name: 'draw', description: '', body: noop }] })]),
    'Card pack "a": node "draw" is already defined by the game (a standard node: a pack that uses it need not bring it; to change what it does, mask it)',
  );
  t.is(refusal(t, [pack('a', { nodes: [{ name: 'a.n', description: '' }] })]), 'Card pack "a": node "a.n" needs a body function');
  t.is(
    refusal(t, [pack('a', { formatters: { cancelled: noop } })]),
    'Card pack "a": formatter "cancelled" is already registered by the game',
  );
});

test('rule hooks naming an unknown node, or whose spec the hook table refuses, are refused', (t) => {
  t.is(
    refusal(t, [pack('rev', { hooks: [{ node: 'compar', phase: 'mask', spec: { key: 'reversal', effect: 'g.fx' } }] })]),
    'Card pack "rev": hooks[0] names unknown node "compar" (did you mean "compare"?)',
  );
  t.is(
    refusal(t, [pack('rev', { hooks: [{ node: 'compare', phase: 'mask', spec: { key: 'reversal', effect: 'rev.nope' } }] })]),
    'Card pack "rev": hooks[0] ("reversal" on compare mask) is refused: Hook "reversal" on compare (mask) names unknown effect "rev.nope"',
  );
  t.is(
    refusal(t, [
      pack('a', { hooks: [{ node: 'compare', phase: 'pre', spec: { key: 'fortune', effect: 'g.fx' } }] }),
      pack('b', { hooks: [{ node: 'compare', phase: 'pre', spec: { key: 'fortune', effect: 'g.fx' } }] }),
    ]),
    'Card pack "b": hooks[0] ("fortune" on compare pre) is refused: Hook "fortune" is already attached to compare (pre)',
  );
});

test('a pack that fails half way leaves nothing registered', (t) => {
  const game = baseGame();
  const good = pack('good', {
    effects: { 'good.fx': noop },
    nodes: [{ name: 'good.node', description: '', body: noop }],
    cards: [card('good.x')],
  });
  const bad = pack('bad', { effects: { 'bad.fx': noop }, cards: [card('bad.x'), card('bad.y', { kind: 3 })] });
  t.throws(() => game.createEngine({ packs: [good, bad] }), {
    message: 'Card pack "bad": card "bad.y" field "kind" must be a non-empty string',
  });
  const graph = game.graph();
  t.false(graph.hasEffect('good.fx') || graph.hasEffect('bad.fx') || graph.hasNode('good.node'));
  // The names were not taken either: the good pack alone loads afterwards.
  const withGood = game.graph([good]);
  t.true(withGood.hasEffect('good.fx') && withGood.hasNode('good.node'));
  t.is(withGood.id, 'g+good');
});

test('packs load as inversify container modules, gathered with getAll(CARD_PACK)', (t) => {
  const a = pack('a', { effects: { 'a.fx': noop } });
  const b = pack('b', { cards: [card('b.x', { abilities: [{ on: 'drawn', effect: 'a.fx' }] })] });
  t.deepEqual(packsFromModules([cardPackModule(a), cardPackModule(b)]), [a, b]);
  t.deepEqual(packsFromModules([]), []);
  const graph = baseGame().graph([cardPackModule(a), cardPackModule(b)]);
  t.is(graph.id, 'g+a+b');
  t.true(graph.hasEffect('a.fx'));
});
