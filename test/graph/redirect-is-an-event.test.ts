// A redirected event is a new event: a mask that returns { node, args } makes a run of that node of its
// own, heard as a nodeStart and counted as a step, which passes the new node's pre hooks, its masks and
// its body and post hooks, less the hooks already applied to the event (the masks that replaced it, the
// pre hooks that ran on it). The replaced node's post hooks do not run: its event did not happen.
import test from 'ava';
import { defineEffect, defineNode, Engine, recordTrace, RuleGraph } from '../../lib/index.js';
import { checkFlow, readTrace } from '../../lib/pictures/index.js';
import type { Context, Effect } from '../../lib/index.js';
import type { LinkKind } from '../../lib/graph/index.js';

interface PotState {
  life: Record<string, number>;
  cards: Record<string, number>;
  seen: string[];
}

type Amount = { player: string; amount: number };

/** gain-life and draw-cards, each noting its runs, with effects to hook them: halve, steal, turn life into cards. */
function potGraph(): RuleGraph {
  const graph = new RuleGraph({ id: 'pot' });
  graph.define(
    defineNode<Amount, PotState>({
      name: 'gain-life',
      description: 'The player gains life.',
      body(ctx, { player, amount }) {
        ctx.state.life[player]! += amount;
        ctx.state.seen.push(`gain-life ${player} ${amount}`);
      },
    }),
    defineNode<Amount, PotState>({
      name: 'draw-cards',
      description: 'The player draws cards.',
      body(ctx, { player, amount }) {
        ctx.state.cards[player]! += amount;
        ctx.state.seen.push(`draw-cards ${player} ${amount}`);
      },
    }),
    defineNode<Amount, PotState>({
      name: 'heal',
      description: 'Calls gain-life and notes whether it happened.',
      calls: ['gain-life'],
      body(ctx, args) {
        ctx.state.seen.push(`heal: gain-life ran ${ctx.call('gain-life', args)}`);
      },
    }),
  );
  const note =
    (what: string): Effect<PotState> =>
    (ctx: Context<PotState>, args: Amount) => {
      ctx.state.seen.push(`${what} ${ctx.node} ${args.player} ${args.amount}`);
    };
  graph.effect('note-pre', note('pre'));
  graph.effect('note-post', note('post'));
  graph.effect('halve', (ctx: Context<PotState>, args: Amount) => {
    ctx.state.seen.push(`halve ${ctx.node} ${args.player} ${args.amount}`);
    return { ...args, amount: Math.floor(args.amount / 2) };
  });
  graph.effect('refuse', (ctx: Context<PotState>) => {
    ctx.state.seen.push(`refuse ${ctx.node}`);
    ctx.cancel('refused');
  });
  graph.effect(
    'life-to-cards',
    defineEffect({ becomes: ['draw-cards'], run: (_ctx, args: Amount) => ({ node: 'draw-cards', args }) }),
  );
  graph.effect(
    'cards-to-life',
    defineEffect({
      becomes: ['gain-life'],
      run: (_ctx, args: Amount) => ({ node: 'gain-life', args: { ...args, amount: args.amount + 1 } }),
    }),
  );
  graph.effect(
    'steal',
    defineEffect({
      becomes: ['gain-life'],
      run: (ctx: Context<PotState>, args: Amount, params: { thief: string }) => {
        ctx.state.seen.push(`steal ${args.player} ${args.amount}`);
        return { node: 'gain-life', args: { ...args, player: params.thief } };
      },
    }),
  );
  graph.effect('undeclared-redirect', (_ctx, args: Amount) => ({ node: 'draw-cards', args }));
  graph.condition('for', (args: Amount, params: { player: string }) => args.player === params.player);
  return graph;
}

function potEngine(start: { node: string; args: Amount }[]): Engine<PotState> {
  return new Engine<PotState>(potGraph(), {
    state: { life: { p1: 0, p2: 0 }, cards: { p1: 0, p2: 0 }, seen: [] },
    start,
  });
}

test('the new event passes its own pre hooks, its body and its post hooks; the replaced node post hooks do not run', (t) => {
  const engine = potEngine([{ node: 'gain-life', args: { player: 'p1', amount: 6 } }]);
  engine.attach('gain-life', 'pre', { key: 'gl-pre', effect: 'note-pre' });
  engine.attach('gain-life', 'mask', { key: 'to-cards', effect: 'life-to-cards' });
  engine.attach('gain-life', 'post', { key: 'gl-post', effect: 'note-post' });
  engine.attach('draw-cards', 'pre', { key: 'halve', effect: 'halve' });
  engine.attach('draw-cards', 'post', { key: 'dc-post', effect: 'note-post' });
  const heard: string[] = [];
  engine.on('nodeStart', (node, args, step) => heard.push(`start ${node} ${JSON.stringify(args)} step ${step}`));
  engine.on('nodeEnd', (node) => heard.push(`end ${node}`));
  engine.on('link', (node, how: LinkKind) => heard.push(`link ${how} ${node} from ${engine.running?.hook?.key ?? '-'}`));
  engine.run();
  t.deepEqual(engine.state.seen, ['pre gain-life p1 6', 'halve draw-cards p1 6', 'draw-cards p1 3', 'post draw-cards p1 3']);
  t.deepEqual(heard, [
    'start gain-life {"player":"p1","amount":6} step 1',
    'link redirect draw-cards from to-cards',
    'start draw-cards {"player":"p1","amount":6} step 2',
    'end draw-cards',
    'end gain-life',
  ]);
  t.is(engine.steps, 2);
  t.deepEqual(engine.state.cards, { p1: 3, p2: 0 });
});

test('a redirected event meets the other masks of its node, never one already applied to it', (t) => {
  // life -> cards -> life (+1): back on gain-life, to-cards has applied and is not considered again.
  const engine = potEngine([{ node: 'gain-life', args: { player: 'p1', amount: 4 } }]);
  engine.attach('gain-life', 'pre', { key: 'gl-pre', effect: 'note-pre' });
  engine.attach('gain-life', 'mask', { key: 'to-cards', effect: 'life-to-cards' });
  engine.attach('draw-cards', 'pre', { key: 'dc-pre', effect: 'note-pre' });
  engine.attach('draw-cards', 'mask', { key: 'to-life', effect: 'cards-to-life' });
  engine.attach('gain-life', 'post', { key: 'gl-post', effect: 'note-post' });
  engine.run();
  // gain-life's pre hook ran on this event already, so the event's return to gain-life does not run it again.
  t.deepEqual(engine.state.seen, ['pre gain-life p1 4', 'pre draw-cards p1 4', 'gain-life p1 5', 'post gain-life p1 5']);
  t.is(engine.steps, 3);
});

test('pre hooks that did not run on the event run on the new one: each player keeps their own shield', (t) => {
  // A steal redirects p2's gain to p1 on the same node: p2's shield ran (it halved), p1's had not and now does.
  const engine = potEngine([{ node: 'gain-life', args: { player: 'p2', amount: 8 } }]);
  engine.attach('gain-life', 'pre', { key: 'p1-halve', effect: 'halve', applies: 'for', params: { player: 'p1' } });
  engine.attach('gain-life', 'pre', { key: 'p2-halve', effect: 'halve', applies: 'for', params: { player: 'p2' } });
  engine.attach('gain-life', 'mask', { key: 'steal', effect: 'steal', params: { thief: 'p1' } });
  engine.run();
  t.deepEqual(engine.state.seen, ['halve gain-life p2 8', 'steal p2 4', 'halve gain-life p1 4', 'gain-life p1 2']);
  t.deepEqual(engine.state.life, { p1: 2, p2: 0 });
});

test("ctx.call reports what the new event did: false when the new node's pre hook cancelled it", (t) => {
  const engine = potEngine([
    { node: 'heal', args: { player: 'p1', amount: 2 } },
    { node: 'heal', args: { player: 'p2', amount: 2 } },
  ]);
  engine.attach('gain-life', 'mask', { key: 'to-cards', effect: 'life-to-cards' });
  engine.attach('draw-cards', 'pre', { key: 'no-p2', effect: 'refuse', applies: 'for', params: { player: 'p2' } });
  engine.run();
  t.deepEqual(engine.state.seen, [
    'draw-cards p1 2',
    'heal: gain-life ran true',
    'refuse draw-cards',
    'heal: gain-life ran false',
  ]);
  t.deepEqual(engine.state.cards, { p1: 2, p2: 0 });
});

test('a hook lasting until a node expires after a redirected event of that node too', (t) => {
  const engine = potEngine([
    { node: 'gain-life', args: { player: 'p1', amount: 2 } },
    { node: 'draw-cards', args: { player: 'p1', amount: 2 } },
  ]);
  engine.attach('gain-life', 'mask', { key: 'to-cards', effect: 'life-to-cards', lifetime: 'once' });
  engine.attach('draw-cards', 'pre', { key: 'halve', effect: 'halve', lifetime: { until: 'draw-cards' } });
  engine.run();
  t.deepEqual(engine.state.seen, ['halve draw-cards p1 2', 'draw-cards p1 1', 'draw-cards p1 2']);
  t.deepEqual(engine.hooks(), []);
});

test('a trace shows the new event as a run of its own, made by the mask, and checkFlow holds the mask to its becomes', (t) => {
  const traced = (effect: string): ReturnType<typeof readTrace>['runs'] => {
    const engine = potEngine([{ node: 'gain-life', args: { player: 'p1', amount: 3 } }]);
    engine.attach('gain-life', 'mask', { key: 'm', effect });
    const lines: string[] = [];
    const stop = recordTrace(engine, (line) => lines.push(line));
    engine.run();
    stop();
    return readTrace(lines).runs;
  };
  const runs = traced('life-to-cards');
  t.deepEqual(
    runs.map((r) => [r.step, r.node, r.depth, r.via?.how, r.via?.step, r.via?.key, r.hooks.map((h) => h.key)]),
    [
      [1, 'gain-life', 0, undefined, undefined, undefined, ['m']],
      [2, 'draw-cards', 1, 'redirect', 1, 'm', []],
    ],
  );
  t.deepEqual(checkFlow(potGraph(), [runs]).undeclared, []);
  t.deepEqual(checkFlow(potGraph(), [traced('undeclared-redirect')]).undeclared, [
    'effect "undeclared-redirect" becomes (redirects its event to) "draw-cards" (it declares no flow)',
  ]);
});
