// A card game's own nodes, effects, conditions and formatters are its base pack (lib/packs/base-pack.ts):
// taken once by defineCardGame, validated with the packs, loaded first and registered by the same path.
// Before, the game's lists were read again for every pack list, so one game made rule sets that
// disagreed: a node pushed onto the game's list after defineCardGame was in game.graph([pack]) and not
// in game.graph(), and a condition added later was known to one pack list's validation only.
import test from 'ava';
import {
  addZone,
  type CardState,
  defineCardGame,
  defineCardPack,
  defineNode,
  restore,
  snapshot,
  standardFormatters,
  standardNodes,
  type CardGameDefinition,
} from '../../lib/index.js';

type S = CardState & { players: string[]; scores: Record<string, number> };

const round = defineNode<S>({
  name: 'mini.round',
  description: 'Scores a point for p1.',
  body: (ctx) => ctx.next('score', { player: 'p1', points: 1 }),
});
const late = defineNode<S>({ name: 'mini.late', description: 'Added to the list after the game was defined.', body: () => {} });

function miniDefinition(): CardGameDefinition<S> {
  return {
    id: 'mini',
    nodes: [...standardNodes, round],
    effects: { 'mini.fx': () => {} },
    formatters: { ...standardFormatters },
    setup(state) {
      state.players = ['p1', 'p2'];
      state.scores = { p1: 0, p2: 0 };
      addZone(state, 'deck');
    },
    start: { node: 'mini.round', args: {} },
  };
}

// A pack named like the game, as War's rules pack "war" is, and a variant that orders itself after it.
const rules = defineCardPack<S>({ name: 'mini', cards: [], effects: { 'rules.fx': () => {} } });
const variant = defineCardPack<S>({ name: 'variant', cards: [], after: ['mini'], effects: { 'variant.fx': () => {} } });

test("the game's definitions are taken once: a list changed after defineCardGame changes no rule set", (t) => {
  const def = miniDefinition();
  const game = defineCardGame<S>(def);
  def.nodes!.push(late);
  def.effects!['mini.late-fx'] = () => {};
  for (const graph of [game.graph(), game.graph([variant])]) {
    t.false(graph.hasNode('mini.late'), graph.id);
    t.false(graph.hasEffect('mini.late-fx'), graph.id);
    t.true(graph.hasNode('mini.round'), graph.id);
    t.true(graph.hasEffect('mini.fx'), graph.id);
  }
});

test('a pack that redefines a name of the game is refused naming the game, whatever the pack list', (t) => {
  const game = defineCardGame<S>(miniDefinition());
  const clash = defineCardPack<S>({ name: 'clash', cards: [], effects: { 'mini.fx': () => {} } });
  const error = t.throws(() => game.graph([clash]));
  t.is(error?.message, 'Card pack "clash": effect "mini.fx" is already registered by the game');
  const node = defineCardPack<S>({ name: 'node-clash', cards: [], nodes: [round] });
  t.is(t.throws(() => game.graph([node]))?.message, 'Card pack "node-clash": node "mini.round" is already defined by the game');
});

test('a pack named like the game is a pack of its own: it loads, `after` names it, and the base pack is never listed', (t) => {
  const game = defineCardGame<S>({ ...miniDefinition(), packs: [rules] });
  t.deepEqual(
    game.packs([variant]).map((p) => p.name),
    ['mini', 'variant'],
  );
  const graph = game.graph([variant]);
  t.is(graph.id, 'mini+variant');
  // The game's nodes first, then the packs' in load order: one registration path, the base pack first.
  t.true(graph.hasEffect('rules.fx') && graph.hasEffect('variant.fx') && graph.hasEffect('mini.fx'));
  t.deepEqual(
    graph.effectNames().filter((name) => ['mini.fx', 'rules.fx', 'variant.fx'].includes(name)),
    ['mini.fx', 'rules.fx', 'variant.fx'],
  );
  const engine = game.createEngine({ seed: 3, packs: [variant] });
  engine.run();
  t.deepEqual(engine.state.scores, { p1: 1, p2: 0 });
  // A save names the packs loaded, never the game's base pack, and restores on the same rules.
  const save = snapshot(engine);
  t.deepEqual(
    save.packs.map((p) => p.name),
    ['mini', 'variant'],
  );
  t.deepEqual(restore(game.graph([variant]), save).state, engine.state);
});
