// `each` is a standard node: a game built on standardNodes has it, so a pack whose cards run mass events
// needs bring nothing, and two such packs load together (when a pack had to bring `each`, two of them
// were refused as a node registered twice). A game not built on standardNodes is told what to register.
import test from 'ava';
import * as nodesEntry from '../../lib/nodes/index.js';
import {
  addZone,
  defineCard,
  defineCardGame,
  defineCardPack,
  defineNode,
  Engine,
  RuleError,
  RuleGraph,
  standardNodes,
  type CardPack,
} from '../../lib/index.js';
import { CardPackError } from '../../lib/cards/index.js';
import { eachNode } from '../../lib/nodes/index.js';
import { STANDARD_NODE_EXPORTS } from '../../lib/graph/suggest.js';
import { setupDuel } from '../../examples/duel/scenario.js';
import { tidesPack } from '../../examples/duel/packs/tides.js';
import type { DuelState } from '../../examples/duel/state.js';
import { answer, lines, zone } from '../examples/duel/helpers.js';

/** A second pack with a mass event of its own, written as a pack author would: it registers no node. */
const riptide = defineCard({
  id: 'duel.riptide',
  name: 'Riptide',
  kind: 'spell',
  stats: { type: 'normal' },
  text: 'Destroy all monsters your opponent controls.',
  abilities: [
    {
      on: 'activated',
      steps: [
        { do: 'each', node: 'duel.destroy', of: { $cards: '{opponent}.monsters' }, arg: 'card', args: { cause: 'effect' } },
      ],
    },
  ],
});
const floodsPack: CardPack<DuelState> = defineCardPack<DuelState>({ name: 'duel-floods', cards: [riptide] });

test('each is one of the standard nodes, and every standard node is named for the hint of an unknown node', (t) => {
  t.true(standardNodes.includes(eachNode));
  t.deepEqual(
    Object.keys(STANDARD_NODE_EXPORTS),
    standardNodes.map((n) => n.name),
  );
  for (const node of standardNodes)
    t.is(
      (nodesEntry as Record<string, unknown>)[STANDARD_NODE_EXPORTS[node.name]!],
      node,
      `${node.name} is exported by that name from cardweave/nodes`,
    );
  t.deepEqual(tidesPack.nodes, [], 'the tides pack brings no node');
});

test('a pack whose card runs each loads on its own: the game has each', (t) => {
  const engine = setupDuel({ packs: [floodsPack], p1: { hand: ['riptide'] }, p2: { monsters: ['moss-golem', 'ember-squire'] } });
  answer(engine, { move: 'activate', card: 0 });
  t.deepEqual(lines(engine), [
    'Player 1 activates Riptide',
    "Player 2's Moss Golem is destroyed",
    "Player 2's Ember Squire is destroyed",
  ]);
  t.deepEqual(zone(engine, 'p2.monsters'), []);
});

test('two packs whose cards run each load together, and each one’s wipe asks the affected player per monster', (t) => {
  const engine = setupDuel({
    packs: [tidesPack, floodsPack],
    p1: { hand: ['riptide'], monsters: ['gale-lancer'] },
    p2: { monsters: ['moss-golem', 'ember-squire'], spells: ['coral-bulwark', 'tide-shelter'] },
  });
  answer(engine, { move: 'activate', card: 0 });
  t.is(engine.pending?.prompt, 'Choose the order replacements apply to duel.destroy for Moss Golem (card 2)');
  engine.decide('p2', ['tide-shelter:5', 'coral-bulwark:4']);
  engine.run();
  t.is(engine.pending?.prompt, 'Choose the order replacements apply to duel.destroy for Ember Squire (card 3)');
  engine.decide('p2', ['tide-shelter:5', 'coral-bulwark:4']);
  engine.run();
  t.deepEqual(lines(engine), [
    'Player 1 activates Riptide',
    'Tide Shelter saves Moss Golem: Player 2 sends Tide Shelter to the graveyard instead',
    'Coral Bulwark saves Ember Squire: Player 2 takes 500 damage instead',
    'Player 2 takes 500 effect damage (7500 life points left)',
  ]);
  t.deepEqual(zone(engine, 'p2.monsters'), [2, 3]);
  t.deepEqual(zone(engine, 'p1.monsters'), [1], "Riptide leaves its caster's monsters");
});

test('a game not built on standardNodes is told, where its pack loads, to register each', (t) => {
  const bare = defineCardGame({ id: 'bare', nodes: [], setup: (state) => addZone(state, 'deck'), start: [] });
  const error = t.throws(() => bare.createEngine({ seed: 1, packs: [floodsPack as CardPack] }), { instanceOf: CardPackError });
  t.is(
    error.message,
    'Card pack "duel-floods": card "duel.riptide" field "abilities[0].steps[0].do" names unknown node "each" ("each" is a standard node this game does not register: add eachNode from cardweave/nodes, or ...standardNodes, to its nodes)',
  );
});

test('a node that queues each in a graph without it is refused with the same hint, where it declares it and where it runs', (t) => {
  const wipe = (declared: boolean) =>
    defineNode({
      name: 'wipe',
      description: 'Destroys everything.',
      ...(declared ? { continuesTo: ['each'] } : {}),
      body: (ctx) => ctx.next('each', { node: 'wipe', of: [], arg: 'card' }),
    });
  const hint =
    '("each" is a standard node this game does not register: add eachNode from cardweave/nodes, or ...standardNodes, to its nodes)';
  const declaredGraph = new RuleGraph({ id: 'declared' }).define(wipe(true));
  t.is(t.throws(() => declaredGraph.checkFlow())?.message, `Node "wipe" continues to unknown node "each" ${hint}`);
  const engine = new Engine(new RuleGraph({ id: 'undeclared' }).define(wipe(false)), { state: {} });
  engine.enqueue('wipe', {});
  const error = t.throws(() => engine.run(), { instanceOf: RuleError });
  t.is(error.message, `the body of node "wipe" failed: Cannot run next: unknown node "each" ${hint}`);
});

test('a pack that still brings each is told the game has it', (t) => {
  const old = defineCardPack<DuelState>({ name: 'old-tides', cards: [riptide], nodes: [eachNode] });
  const error = t.throws(() => setupDuel({ packs: [old] }), { instanceOf: CardPackError });
  t.is(
    error.message,
    'Card pack "old-tides": node "each" is already defined by the game (a standard node: a pack that uses it need not bring it; to change what it does, mask it)',
  );
});
