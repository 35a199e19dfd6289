import test from 'ava';
import { defineEffect, defineNode, Engine, RuleGraph, type NodeDefinition } from '../../lib/index.js';
import { DefinitionError } from '../../lib/graph/index.js';
import { effectDeclaration } from '../../lib/graph/effect.js';

const body = (): void => {};
const node = (name: string, flow: Partial<NodeDefinition> = {}): NodeDefinition => ({
  name,
  description: `${name}.`,
  body,
  ...flow,
});

/** A graph of compare-like and reveal-like nodes, plus whatever `extra` adds. */
function graphWith(...extra: NodeDefinition[]): RuleGraph {
  return new RuleGraph({ id: 'flow' }).define(
    node('compare', { continuesTo: [{ arg: 'then' }] }),
    node('draw', { continuesTo: [{ arg: 'onEmpty' }], calls: ['move-card'] }),
    node('move-card'),
    node('resolve'),
    ...extra,
  );
}

test('a node declares what it queues, calls and attaches, and whether it ends the game; the graph accepts it as written', (t) => {
  const reveal = node('reveal', {
    continuesTo: [{ node: 'compare', with: { then: 'resolve' } }, 'reveal', { node: 'resolve', choice: true }],
    calls: ['move-card', { node: 'draw', with: { onEmpty: ['resolve', 'reveal'] } }],
    attaches: [{ node: 'compare', phase: 'pre', key: 'peek:*', effect: 'peek' }],
    ends: false,
  });
  const graph = graphWith(reveal).effect('peek', () => undefined);
  t.is(graph.checkFlow(), graph);
  t.is(graph.node('reveal'), reveal);
  t.notThrows(() => new Engine(graph, { state: {} }));
});

test('a declaration of the wrong shape is refused when the node is defined, naming the node and the field', (t) => {
  const refused = (flow: object) =>
    t.throws(() => graphWith(node('x', flow as Partial<NodeDefinition>)), { instanceOf: DefinitionError }).message;
  t.is(refused({ continuesTo: 'draw' }), 'Node "x": continuesTo must be a list, got "draw"');
  t.is(refused({ calls: [42] }), 'Node "x": calls[0] must be a node name, { node, with?, choice? } or { arg, like? }, got 42');
  t.is(refused({ calls: [''] }), 'Node "x": calls[0] must be a node name, { node, with?, choice? } or { arg, like? }, got ""');
  t.is(
    refused({ continuesTo: [{ node: 'draw', when: 'empty' }] }),
    'Node "x": continuesTo[0] has an unknown field "when" (must be a node name, { node, with?, choice? } or { arg, like? })',
  );
  t.is(refused({ continuesTo: [{ arg: '' }] }), 'Node "x": continuesTo[0] { arg } must name an arg, got ""');
  t.is(refused({ continuesTo: [{ arg: 'then', like: 3 }] }), 'Node "x": continuesTo[0] like must be a node name, got 3');
  t.is(
    refused({ calls: [{ node: 'draw', choice: true }] }),
    'Node "x": calls[0] cannot be a choice: a decision\'s then node is queued once answered, so list it in continuesTo',
  );
  t.is(
    refused({ continuesTo: [{ node: 'draw', choice: 'yes' }] }),
    'Node "x": continuesTo[0] choice must be true or false, got "yes"',
  );
  t.is(
    refused({ continuesTo: [{ node: 'compare', with: 'resolve' }] }),
    'Node "x": continuesTo[0] with must map arg names to node names, e.g. { then: \'war.resolve\' }, got "resolve"',
  );
  t.is(
    refused({ continuesTo: [{ node: 'compare', with: { then: [] } }] }),
    'Node "x": continuesTo[0] with "then" must be a node name or a non-empty list of them, got []',
  );
  t.is(
    refused({ attaches: { node: 'draw' } }),
    'Node "x": attaches must be a list of { node, phase, key, effect }, got {"node":"draw"}',
  );
  t.is(
    refused({ attaches: [{ node: 'draw', phase: 'around', key: 'k', effect: 'e' }] }),
    'Node "x": attaches[0] phase must be "pre", "mask", "post", "permit" or "forbid", got "around"',
  );
  t.is(
    refused({ attaches: [{ node: 'draw', phase: 'pre', key: 'a*b', effect: 'e' }] }),
    'Node "x": attaches[0] key may end in * (any rest), but has * elsewhere: "a*b"',
  );
  t.is(
    refused({ attaches: [{ node: 'draw', phase: 'pre', key: 'k' }] }),
    'Node "x": attaches[0] effect must be an effect name, got nothing',
  );
  t.is(refused({ ends: 1 }), 'Node "x": ends must be true or false, got 1');
  t.is(
    refused({ with: { then: 'draw' } }),
    'Node "x": with belongs to an effect used as a pre hook; a node passes node names in a continuation: { node, with }',
  );
  t.is(refused({ becomes: ['draw'] }), 'Node "x": becomes belongs to an effect used as a mask');
  t.is(refused({ resolves: 'effect' }), 'Node "x": resolves must be a function (args, state) => effect name');
});

test('unknown names are refused once the graph is whole, by checkFlow or by the first engine, with a did-you-mean', (t) => {
  const refused = (graph: RuleGraph) => {
    const message = t.throws(() => graph.checkFlow(), { instanceOf: DefinitionError }).message;
    t.is(t.throws(() => new Engine(graph, { state: {} }), { instanceOf: DefinitionError }).message, message);
    return message;
  };
  t.is(
    refused(graphWith(node('x', { continuesTo: ['compar'] }))),
    'Node "x" continues to unknown node "compar" (did you mean "compare"?)',
  );
  t.is(
    refused(graphWith(node('x', { calls: ['mvoe-card'] }))),
    'Node "x" calls unknown node "mvoe-card" (did you mean "move-card"?)',
  );
  t.is(
    refused(graphWith(node('x', { continuesTo: [{ node: 'compare', with: { than: 'resolve' } }] }))),
    'Node "x" passes "than" to compare, which takes node names only in "then" (did you mean "then"?)',
  );
  t.is(
    refused(graphWith(node('x', { calls: [{ node: 'move-card', with: { then: 'resolve' } }] }))),
    'Node "x" passes "then" to move-card, which takes no node names in its args',
  );
  t.is(
    refused(graphWith(node('x', { continuesTo: [{ node: 'compare', with: { then: 'reslove' } }] }))),
    'Node "x" passes unknown node "reslove" (did you mean "resolve"?) as "then" to compare',
  );
  t.is(
    refused(graphWith(node('x', { continuesTo: [{ arg: 'then', like: 'comapre' }] }))),
    'Node "x" takes "then" like unknown node "comapre" (did you mean "compare"?)',
  );
  t.is(
    refused(graphWith(node('x', { continuesTo: [{ arg: 'then', like: 'draw' }] }))),
    'Node "x" takes "then" like draw, which has no { arg: "then" } continuation',
  );
  t.is(
    refused(graphWith(node('x', { attaches: [{ node: 'comapre', phase: 'pre', key: 'k', effect: 'e' }] }))),
    'Node "x" attaches a hook on unknown node "comapre" (did you mean "compare"?)',
  );
  t.is(
    refused(
      graphWith(node('x', { attaches: [{ node: 'compare', phase: 'pre', key: 'k', effect: 'peek' }] })).effect('peak', () => {}),
    ),
    'Node "x" attaches a hook with unknown effect "peek" (did you mean "peak"?)',
  );
});

test('an effect declares its flow with defineEffect: the same function comes back, its declaration read by name from the graph', (t) => {
  const run = (): void => {};
  const effect = defineEffect({ run, calls: ['move-card'], with: { then: 'resolve' }, becomes: ['compare'] });
  t.is(effect, run);
  t.deepEqual(effectDeclaration(effect), { calls: ['move-card'], with: { then: 'resolve' }, becomes: ['compare'] });
  t.true(Object.isFrozen(effectDeclaration(effect)));
  const graph = graphWith()
    .effect('fx', effect)
    .effect('plain', () => {});
  t.deepEqual(graph.effectDeclaration('fx'), { calls: ['move-card'], with: { then: 'resolve' }, becomes: ['compare'] });
  t.is(graph.effectDeclaration('plain'), undefined);
  t.is(graph.effectDeclaration('none'), undefined);
  t.is(
    t.throws(() => defineEffect({ run }), { instanceOf: DefinitionError }).message,
    'defineEffect: this function is already declared as an effect; declare each effect once',
  );
  t.is(
    t.throws(() => defineEffect({ run: 'x' } as never), { instanceOf: DefinitionError }).message,
    'defineEffect needs run, the effect function (ctx, args, params)',
  );
  t.is(
    t.throws(() => defineEffect({ run: () => {}, becomes: 'compare' } as never), { instanceOf: DefinitionError }).message,
    'defineEffect: becomes must be a list of node names, got "compare"',
  );
  t.is(
    t.throws(() => defineEffect({ run: () => {}, with: { then: 3 } } as never), { instanceOf: DefinitionError }).message,
    'defineEffect: with "then" must be a node name or a non-empty list of them, got 3',
  );
});

test("an effect's unknown names are refused by checkFlow, naming the effect", (t) => {
  const refused = (effect: Parameters<typeof defineEffect>[0]) =>
    t.throws(() => graphWith().effect('fx', defineEffect(effect)).checkFlow(), { instanceOf: DefinitionError }).message;
  t.is(refused({ run: () => {}, continuesTo: ['drow'] }), 'Effect "fx" continues to unknown node "drow" (did you mean "draw"?)');
  t.is(
    refused({ run: () => {}, with: { then: 'resolv' } }),
    'Effect "fx" sets "then" to unknown node "resolv" (did you mean "resolve"?)',
  );
  t.is(refused({ run: () => {}, becomes: ['comprae'] }), 'Effect "fx" becomes unknown node "comprae" (did you mean "compare"?)');
});

test('a graph checked since its last change is not checked again; defining a node or an effect clears that', (t) => {
  const graph = graphWith(node('x', { continuesTo: ['y'] })).effect('fx', () => {});
  t.throws(() => graph.checkFlow(), { message: 'Node "x" continues to unknown node "y"' });
  graph.define(node('y'));
  t.is(graph.checkFlow(), graph);
  graph.define(node('z', { calls: ['w'] }));
  t.throws(() => new Engine(graph, { state: {} }), { message: 'Node "z" calls unknown node "w"' });
  graph.define(defineNode({ name: 'w', description: 'w.', body }));
  t.notThrows(() => new Engine(graph, { state: {} }));
});
