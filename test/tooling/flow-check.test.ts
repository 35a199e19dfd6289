import test from 'ava';
import {
  defineEffect,
  Engine,
  recordTrace,
  RuleGraph,
  type Effect,
  type EffectDeclaration,
  type NodeDefinition,
} from '../../lib/index.js';
import { checkFlow, readTrace } from '../../lib/pictures/index.js';

/**
 * A small game that does one of each thing a declaration covers: round queues compare with a
 * then, calls mark, asks a decision; compare goes where it is told; mark attaches a hook; a pre
 * hook on compare re-routes its then; finish ends the game. `flow` replaces declarations by node.
 */
function play(
  flow: Record<string, Partial<NodeDefinition>> = {},
  effects: Record<string, EffectDeclaration & { run: Effect }> = {},
) {
  const node = (def: NodeDefinition): NodeDefinition => ({ ...def, ...flow[def.name] });
  const graph = new RuleGraph({ id: 'check' }).define(
    node({
      name: 'round',
      description: 'Marks, asks, then compares.',
      calls: ['mark'],
      continuesTo: [
        { node: 'compare', with: { then: 'settle' } },
        { node: 'pick', choice: true },
      ],
      body(ctx, { left }: { left: number }) {
        ctx.call('mark', { left });
        if (left === 1) ctx.choose({ player: 'p1', prompt: 'Pick', options: ['a'], then: 'pick' });
        ctx.next('compare', { then: 'settle', left });
      },
    }),
    node({ name: 'pick', description: 'Takes the choice.', body: () => {} }),
    node({
      name: 'compare',
      description: 'Goes where then says.',
      continuesTo: [{ arg: 'then' }],
      body: (ctx, { then, left }: { then: string; left: number }) => ctx.next(then, { left }),
    }),
    node({
      name: 'settle',
      description: 'Another round, or the end.',
      continuesTo: ['round', 'finish'],
      body: (ctx, { left }: { left: number }) => (left > 1 ? ctx.next('round', { left: left - 1 }) : ctx.next('finish')),
    }),
    node({
      name: 'mark',
      description: 'In the first round, attaches the detour hook for that round.',
      attaches: [{ node: 'compare', phase: 'pre', key: 'detour:*', effect: 'detour' }],
      body: (ctx, { left }: { left: number }) => {
        if (left === 2) ctx.attach('compare', 'pre', { key: 'detour:1', effect: 'detour', lifetime: 'once' });
      },
    }),
    node({ name: 'aside', description: 'The detour.', continuesTo: ['settle'], body: (ctx, args) => ctx.next('settle', args) }),
    node({ name: 'finish', description: 'Ends.', ends: true, body: (ctx) => ctx.end('done') }),
  );
  graph.effect(
    'detour',
    defineEffect(effects.detour ?? { with: { then: 'aside' }, run: (_ctx, args: object) => ({ ...args, then: 'aside' }) }),
  );
  const engine = new Engine(graph, {
    state: {},
    start: { node: 'round', args: { left: 2 } },
    agents: { p1: { name: 'first', decide: (d) => d.options[0] } },
  });
  const lines: string[] = [];
  const stop = recordTrace(engine, (line) => lines.push(line));
  engine.run();
  stop();
  return checkFlow(graph, [readTrace(lines).runs]);
}

test('a game that does only what its nodes and effects declare passes: queued, called, chosen, passed as then, set by a pre hook, attached, ended', (t) => {
  t.deepEqual(play(), { undeclared: [], attachesNotSeen: [] });
});

test('each undeclared thing is named with its source and what it did', (t) => {
  t.deepEqual(play({ round: { calls: [], continuesTo: [{ node: 'compare', with: { then: 'settle' } }] } }).undeclared, [
    'node "round" calls "mark"',
    'node "round" continues through a decision to "pick"',
  ]);
  t.deepEqual(play({ round: { continuesTo: ['compare', { node: 'pick', choice: true }] } }).undeclared, [
    'node "compare" continues (next) to "settle"',
  ]);
  t.deepEqual(play({ settle: { continuesTo: ['round'] } }).undeclared, ['node "settle" continues (next) to "finish"']);
  t.deepEqual(play({ finish: { ends: false } }).undeclared, ['node "finish" ends the game']);
  t.deepEqual(play({ mark: { attaches: [] } }), {
    undeclared: ['node "mark" attaches pre hook "detour:1" (effect "detour") on "compare"'],
    attachesNotSeen: [],
  });
});

test("a node name set by a pre hook is declared by the hook effect's with; without it the detour is undeclared", (t) => {
  t.deepEqual(play({}, { detour: { run: (_ctx, args: object) => ({ ...args, then: 'aside' }) } }).undeclared, [
    'node "compare" continues (next) to "aside"',
  ]);
});

test('a declared hook that no run attached is reported, as is a key that its pattern does not match', (t) => {
  const extra = { node: 'settle', phase: 'post' as const, key: 'tally', effect: 'detour' };
  t.deepEqual(
    play({ mark: { attaches: [{ node: 'compare', phase: 'pre', key: 'detour:*', effect: 'detour' }, extra] } }).attachesNotSeen,
    ['node "mark" declares post hook "tally" (effect "detour") on "settle", never attached'],
  );
  t.deepEqual(play({ mark: { attaches: [{ node: 'compare', phase: 'pre', key: 'detour:2*', effect: 'detour' }] } }), {
    undeclared: ['node "mark" attaches pre hook "detour:1" (effect "detour") on "compare"'],
    attachesNotSeen: ['node "mark" declares pre hook "detour:2*" (effect "detour") on "compare", never attached'],
  });
});
