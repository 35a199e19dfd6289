import test from 'ava';
import { defineNode, Engine, historyOf, type Json, randomAgent, replay, RuleGraph, snapshot } from '../../lib/index.js';
import { DecisionError } from '../../lib/graph/index.js';

interface DiceState {
  rolls: number[];
  picks: Json[];
}

// Each round rolls a die with the game's RNG, then asks p1 to keep or reroll.
function diceGraph(): RuleGraph {
  return new RuleGraph({ id: 'dice' }).define(
    defineNode({
      name: 'roll',
      description: 'Rolls a die and asks p1 what to do.',
      body(ctx, { left }: { left: number }) {
        if (left === 0) return ctx.end({ total: ctx.state.rolls.reduce((a: number, b: number) => a + b, 0) });
        ctx.state.rolls.push(1 + ctx.rng.int(6));
        ctx.log({ type: 'rolled', value: ctx.state.rolls.at(-1)! });
        ctx.choose({ player: 'p1', prompt: 'Keep?', options: ['keep', 'reroll'], then: 'chosen', args: { left } });
      },
    }),
    defineNode({
      name: 'chosen',
      description: 'Applies the choice.',
      body(ctx, { left, choice }: { left: number; choice: Json }) {
        ctx.state.picks.push(choice);
        if (choice === 'reroll') ctx.state.rolls.pop();
        ctx.next('roll', { left: choice === 'reroll' ? left : left - 1 });
      },
    }),
  );
}

function newGame(seed = 3): Engine<DiceState> {
  return new Engine<DiceState>(diceGraph(), {
    state: { rolls: [], picks: [] },
    seed,
    start: { node: 'roll', args: { left: 3 } },
  });
}

test('replay with the same definitions, seed and decisions gives the identical log and state', (t) => {
  const played = newGame();
  played.setAgent('p1', randomAgent(5));
  t.is(played.run().status, 'ended');
  const replayed = replay<DiceState>(diceGraph(), JSON.stringify(snapshot(played)));
  t.deepEqual(replayed.state, played.state);
  t.deepEqual(replayed.log, played.log);
  t.deepEqual(replayed.result, played.result);
  t.true(played.decisions.length >= 3);
});

test('undo takes back the last decision: the game waits at that decision again', (t) => {
  const engine = newGame();
  engine.run();
  engine.decide('p1', 'keep');
  engine.run();
  const before = { state: structuredClone(engine.state), log: [...engine.log] };
  engine.decide('p1', 'reroll');
  engine.run();
  historyOf(engine).undo();
  t.deepEqual(engine.state, before.state);
  t.deepEqual(engine.log, before.log);
  t.is(engine.pending?.id, 2);
  t.deepEqual(engine.decisions, [{ id: 1, player: 'p1', choice: 'keep' }]);
  // The RNG went back too: answering the same way gives the same future.
  engine.decide('p1', 'reroll');
  engine.run();
  const again = newGame();
  again.run();
  again.decide('p1', 'keep');
  again.run();
  again.decide('p1', 'reroll');
  again.run();
  t.deepEqual(engine.state, again.state);
});

test('undo with no decision answered is refused', (t) => {
  const engine = newGame();
  engine.run();
  t.is(
    t.throws(() => historyOf(engine).undo(), { instanceOf: DecisionError }).message,
    'Nothing to undo: no decision has been answered yet',
  );
});

test('a fork is an independent copy', (t) => {
  const engine = newGame();
  engine.run();
  const fork = engine.fork();
  fork.decide('p1', 'reroll');
  fork.run();
  t.deepEqual(engine.state.picks, []);
  t.is(engine.pending?.id, 1);
  engine.decide('p1', 'reroll');
  engine.run();
  t.deepEqual(engine.state, fork.state, 'same answers from the same point give the same game');
});

test('replay of a snapshot taken before the first step is refused', (t) => {
  t.is(
    t.throws(() => replay(diceGraph(), snapshot(newGame()))).message,
    'Snapshot cannot be replayed: it was taken before the game started',
  );
});
