// A node runs in one place (RunLoop.invoke, lib/graph/run/run-loop.ts) whether it was queued, called
// with ctx.call or made by a mask's redirect: each is counted as a step before the budget check, heard
// as nodeStart ... nodeEnd with that step, and passes its pre hooks, body or mask and post hooks.
// These pin what a listener hears and what a failure says across the three ways in.
import test from 'ava';
import { defineEffect, defineNode, Engine, RuleGraph, type Context } from '../../lib/index.js';
import { StepBudgetError } from '../../lib/graph/index.js';

interface Seen {
  seen: string[];
}

type Amount = { amount: number };

/** turn calls gain; gain may be masked into draw; every run logs one line. */
function graph(): RuleGraph {
  const g = new RuleGraph({ id: 'one-invoke' });
  const logs = (name: string) => (ctx: Context<Seen>, args: Amount) => {
    ctx.state.seen.push(`${name} ${args.amount}`);
    ctx.log({ type: 'ran', node: name });
  };
  g.define(
    defineNode<Amount, Seen>({
      name: 'turn',
      description: 'Calls gain with the amount, then notes whether it happened.',
      calls: ['gain'],
      body(ctx, args) {
        ctx.state.seen.push(`turn: gain ran ${ctx.call('gain', args)}`);
      },
    }),
    defineNode<Amount, Seen>({ name: 'gain', description: 'Gains.', body: logs('gain') }),
    defineNode<Amount, Seen>({ name: 'draw', description: 'Draws.', body: logs('draw') }),
  );
  g.effect('note', (ctx: Context<Seen>, args: Amount) => void ctx.state.seen.push(`hook on ${ctx.node} ${args.amount}`));
  g.effect('to-draw', defineEffect({ becomes: ['draw'], run: (_ctx, args: Amount) => ({ node: 'draw', args }) }));
  g.effect('veto', (ctx: Context<Seen>) => ctx.cancel('vetoed'));
  return g;
}

function engine(budget?: number): Engine<Seen> {
  return new Engine<Seen>(graph(), {
    state: { seen: [] },
    start: [{ node: 'turn', args: { amount: 3 } }],
    log: true,
    ...(budget === undefined ? {} : { budget }),
  });
}

/** Everything a listener hears, in one list. */
function listen(e: Engine<Seen>): string[] {
  const heard: string[] = [];
  e.on('link', (node, how) => heard.push(`link ${how} ${node}`));
  e.on('nodeStart', (node, _args, step) => heard.push(`start ${node} step ${step}`));
  e.on('hookRun', (hook) => heard.push(`hook ${hook.phase} ${hook.key}`));
  e.on('nodeEnd', (node, _args, step) => heard.push(`end ${node} step ${step}`));
  e.on('log', (entry) => heard.push(`log ${entry.type} ${typeof entry.node === 'string' ? entry.node : '-'}`));
  return heard;
}

test('a queued run, a call from it and the redirect of the call are heard alike, each with its own step', (t) => {
  const e = engine();
  e.attach('gain', 'pre', { key: 'gain-pre', effect: 'note' });
  e.attach('gain', 'mask', { key: 'to-draw', effect: 'to-draw' });
  e.attach('draw', 'post', { key: 'draw-post', effect: 'note' });
  const heard = listen(e);
  t.deepEqual(e.run(), { status: 'idle' });
  t.deepEqual(heard, [
    'start turn step 1',
    'link call gain',
    'start gain step 2',
    'hook pre gain-pre',
    'log replaced gain',
    'hook mask to-draw',
    'link redirect draw',
    'start draw step 3',
    'log ran draw',
    'hook post draw-post',
    'end draw step 3',
    'end gain step 3',
    'end turn step 3',
  ]);
  t.deepEqual(e.state.seen, ['hook on gain 3', 'draw 3', 'hook on draw 3', 'turn: gain ran true']);
  t.is(e.steps, 3);
});

test('a redirected event cancelled by its pre hooks makes the call return false, and the caller goes on', (t) => {
  const e = engine();
  e.attach('gain', 'mask', { key: 'to-draw', effect: 'to-draw' });
  e.attach('draw', 'pre', { key: 'veto', effect: 'veto' });
  const heard = listen(e);
  e.run();
  t.deepEqual(heard, [
    'start turn step 1',
    'link call gain',
    'start gain step 2',
    'log replaced gain',
    'hook mask to-draw',
    'link redirect draw',
    'start draw step 3',
    'log cancelled draw',
    'hook pre veto',
    'end draw step 3',
    'end gain step 3',
    'end turn step 3',
  ]);
  t.deepEqual(e.state.seen, ['turn: gain ran false']);
});

test('a redirect over the budget is the last node its error lists, and the game goes back as it was', (t) => {
  const e = engine(2);
  e.attach('gain', 'mask', { key: 'to-draw', effect: 'to-draw' });
  const error = t.throws(() => e.run(), { instanceOf: StepBudgetError });
  t.is(
    error.message,
    'Step budget of 2 exceeded; the last nodes run were: turn -> gain -> draw. ' +
      'Nodes that keep enqueuing each other are the usual cause; raise `budget` if the game is just long.',
  );
  t.is(e.steps, 0);
  t.deepEqual(e.state.seen, []);
  t.deepEqual(e.log, []);
});

test('a redirect over the budget is heard as its link and no nodeStart, as a call over the budget is', (t) => {
  const e = engine(2);
  e.attach('gain', 'mask', { key: 'to-draw', effect: 'to-draw' });
  const heard = listen(e);
  t.throws(() => e.run(), { instanceOf: StepBudgetError });
  t.deepEqual(heard, [
    'start turn step 1',
    'link call gain',
    'start gain step 2',
    'log replaced gain',
    'hook mask to-draw',
    'link redirect draw',
  ]);
});

test('a call over the budget is the last node its error lists, before it starts', (t) => {
  const e = engine(1);
  const heard = listen(e);
  t.is(t.throws(() => e.run(), { instanceOf: StepBudgetError }).recent.join(' -> '), 'turn -> gain');
  t.deepEqual(heard, ['start turn step 1', 'link call gain']);
});
