import test from 'ava';
import { defineNode, Engine, historyOf, type Json, restore, RuleGraph, snapshot } from '../../lib/index.js';
import { DecisionError, SnapshotError } from '../../lib/graph/index.js';

interface DiceState {
  rolls: number[];
}

// Each round rolls a die with the game's RNG and logs it, then asks p1 to keep it or roll again (a
// reroll throws one die away first); after three kept rolls the game ends.
function diceGraph(): RuleGraph {
  return new RuleGraph({ id: 'dice' })
    .define(
      defineNode({
        name: 'roll',
        description: 'Rolls a die and asks p1 what to do.',
        continuesTo: ['chosen'],
        body(ctx, { left }: { left: number }) {
          if (left === 0) return ctx.end({ total: ctx.state.rolls.reduce((a: number, b: number) => a + b, 0) });
          ctx.state.rolls.push(1 + ctx.rng.int(6));
          ctx.log({ type: 'rolled', value: ctx.state.rolls.at(-1)! });
          ctx.choose({ player: 'p1', prompt: 'Keep?', options: ['keep', 'reroll'], then: 'chosen', args: { left } });
        },
      }),
      defineNode({
        name: 'chosen',
        description: 'Keeps the roll or takes it back.',
        continuesTo: ['roll'],
        body(ctx, { left, choice }: { left: number; choice: Json }) {
          // A reroll costs a die thrown away: the answer changes how far the RNG stream goes.
          if (choice === 'reroll') {
            ctx.state.rolls.pop();
            ctx.rng.int(6);
          }
          ctx.next('roll', { left: choice === 'reroll' ? left : left - 1 });
        },
      }),
    )
    .recipe({ state: () => ({ rolls: [] }), setup: (engine) => engine.enqueue('roll', { left: 3 }) });
}

const graph = diceGraph();
const newGame = (): Engine<DiceState> => Engine.start<DiceState>(graph, { seed: 11 });
const rolls = (engine: Engine): number[] => engine.log.map((e) => e.value as number);
/** Answers p1's pending question and runs to the next one. */
function play(engine: Engine, ...choices: string[]): void {
  engine.run();
  for (const choice of choices) {
    engine.decide('p1', choice);
    engine.run();
  }
}

test('undo, then the same answer, gives the same game exactly: each point keeps its RNG state', (t) => {
  const engine = newGame();
  play(engine, 'reroll', 'keep', 'reroll');
  t.deepEqual(rolls(engine), [1, 3, 4, 1]);
  const whole = JSON.stringify(snapshot(engine));
  historyOf(engine).undo();
  t.deepEqual(rolls(engine), [1, 3, 4]);
  t.is(engine.pending?.id, 3);
  play(engine, 'reroll');
  t.is(JSON.stringify(snapshot(engine)), whole);
});

test('redo walks back toward the furthest point; a new answer after undo drops what was left to redo', (t) => {
  const engine = newGame();
  play(engine, 'reroll', 'keep', 'reroll');
  historyOf(engine).undo();
  historyOf(engine).undo();
  t.deepEqual(historyOf(engine).branches(), [{ name: 'main', tip: 1, end: 3, decisions: 1, head: true }]);
  historyOf(engine).redo();
  t.deepEqual(rolls(engine), [1, 3, 4]);
  historyOf(engine).redo();
  t.deepEqual(rolls(engine), [1, 3, 4, 1]);
  t.throws(() => historyOf(engine).redo(), {
    instanceOf: DecisionError,
    message: 'Nothing to redo: branch "main" stands at its furthest point (3)',
  });
  historyOf(engine).undo();
  play(engine, 'keep');
  t.deepEqual(historyOf(engine).branches(), [{ name: 'main', tip: 4, end: 4, decisions: 3, head: true }]);
  t.throws(() => historyOf(engine).redo(), { message: 'Nothing to redo: branch "main" stands at its furthest point (4)' });
});

test('a branch at an earlier point tries another line; switching back finds main exactly as it was; compare shows both from where they part', (t) => {
  const engine = newGame();
  play(engine, 'reroll', 'keep', 'reroll');
  const main = snapshot(engine);
  historyOf(engine).branch('bold', 1);
  t.is(historyOf(engine).head, 'bold');
  t.deepEqual(rolls(engine), [1, 3]);
  play(engine, 'reroll', 'keep');
  t.deepEqual(rolls(engine), [1, 3, 3, 1]);
  t.deepEqual(
    historyOf(engine)
      .branches()
      .map((b) => [b.name, b.tip, b.decisions, b.head]),
    [
      ['main', 3, 3, false],
      ['bold', 5, 3, true],
    ],
  );
  historyOf(engine).switchTo('main');
  const { history, ...back } = snapshot(engine);
  t.deepEqual(back, main);
  t.is(history?.branches.length, 2);
  t.deepEqual(historyOf(engine).compare('main', 'bold'), {
    from: 1,
    decisions: 1,
    a: {
      branch: 'main',
      decisions: [
        { id: 2, player: 'p1', choice: 'keep' },
        { id: 3, player: 'p1', choice: 'reroll' },
      ],
      log: [
        { type: 'rolled', value: 4 },
        { type: 'rolled', value: 1 },
      ],
    },
    b: {
      branch: 'bold',
      decisions: [
        { id: 2, player: 'p1', choice: 'reroll' },
        { id: 3, player: 'p1', choice: 'keep' },
      ],
      log: [
        { type: 'rolled', value: 3 },
        { type: 'rolled', value: 1 },
      ],
    },
  });
});

test('two branches that answer the same decisions are the same game; diverging ones keep their own RNG streams', (t) => {
  const engine = newGame();
  play(engine, 'keep');
  historyOf(engine).branch('twin');
  play(engine, 'reroll', 'keep');
  const { history: _twinTree, ...twin } = snapshot(engine);
  historyOf(engine).switchTo('main');
  play(engine, 'reroll', 'keep');
  // Same answers from the same point: the same points of the tree, the same game.
  const { history: _mainTree, ...main } = snapshot(engine);
  t.deepEqual(main, twin);
  t.is(historyOf(engine).size, 4);
  // Playing one branch further draws from its own stream: the other, played after, is unchanged.
  historyOf(engine).branch('far');
  play(engine, 'reroll', 'reroll', 'reroll');
  historyOf(engine).switchTo('twin');
  play(engine, 'reroll', 'reroll', 'reroll');
  t.deepEqual(
    rolls(engine),
    rolls(
      ((): Engine => {
        const alone = newGame();
        play(alone, 'keep', 'reroll', 'keep', 'reroll', 'reroll', 'reroll');
        return alone;
      })(),
    ),
  );
});

test('the tree is saved with the game, checked and played again when restored, and goes on where it was', (t) => {
  const engine = newGame();
  play(engine, 'reroll', 'keep', 'reroll');
  historyOf(engine).branch('bold', 1);
  play(engine, 'reroll', 'keep');
  historyOf(engine).switchTo('main');
  historyOf(engine).undo();
  const saved = snapshot(engine);
  t.deepEqual(saved.history, {
    points: [
      { parent: 0, id: 1, player: 'p1', choice: 'reroll' },
      { parent: 1, id: 2, player: 'p1', choice: 'keep' },
      { parent: 2, id: 3, player: 'p1', choice: 'reroll' },
      { parent: 1, id: 2, player: 'p1', choice: 'reroll' },
      { parent: 4, id: 3, player: 'p1', choice: 'keep' },
    ],
    branches: [
      { name: 'main', tip: 2, end: 3 },
      { name: 'bold', tip: 5, end: 5 },
    ],
    head: 'main',
  });
  const restored = restore<DiceState>(graph, JSON.stringify(saved));
  t.deepEqual(historyOf(restored).branches(), historyOf(engine).branches());
  t.is(JSON.stringify(snapshot(restored)), JSON.stringify(saved));
  historyOf(restored).redo();
  historyOf(restored).switchTo('bold');
  t.deepEqual(rolls(restored), [1, 3, 3, 1]);
  // A game with one line and nothing to redo saves no tree: its decisions say it all.
  const line = newGame();
  play(line, 'keep');
  t.false('history' in snapshot(line));
});

test('a forged tree is refused: a branch answer the rules refuse, a point on no branch, a head that is not the save', (t) => {
  const engine = newGame();
  play(engine, 'reroll', 'keep');
  historyOf(engine).branch('bold', 1);
  play(engine, 'reroll');
  historyOf(engine).switchTo('main');
  const saved = snapshot(engine);
  const forge = (edit: (h: any) => void) => {
    const copy = structuredClone(saved) as any;
    edit(copy.history);
    return () => restore(graph, JSON.stringify(copy));
  };
  t.throws(
    forge((h) => (h.points[2].choice = 'fold')),
    {
      instanceOf: SnapshotError,
      message:
        'Snapshot field "history" branch "bold" cannot be played again: "fold" is not an option of decision 2 ("Keep?"); the options are: "keep", "reroll"',
    },
  );
  t.throws(
    forge((h) => h.points.push({ parent: 0, id: 1, player: 'p1', choice: 'keep' })),
    { message: 'Snapshot field "history.points[3]" is on no branch' },
  );
  t.throws(
    forge((h) => (h.head = 'bold')),
    { message: `Snapshot field "history.head" is branch "bold", whose answers are not the save's decisions` },
  );
  t.throws(
    forge((h) => (h.points[0].parent = 5)),
    { message: 'Snapshot field "history.points[0].parent" must be a point before it (0 to 0), got 5' },
  );
  t.is(t.throws<SnapshotError>(forge((h) => (h.branches[1].name = '../x')))?.code, 'snapshot-history');
});

test('branch names and points are checked, and an unknown branch is named with a suggestion', (t) => {
  const engine = newGame();
  play(engine, 'keep');
  t.throws(() => historyOf(engine).branch('main'), { message: 'Branch "main" already exists (at point 1)' });
  t.throws(() => historyOf(engine).branch('no spaces'), {
    message: 'A branch name is 1 to 64 letters, digits, "_", "-" or ".", starting with a letter or digit, got "no spaces"',
  });
  t.throws(() => historyOf(engine).branch('late', 9), { message: "No point 9 in this game's history (points are 0 to 1)" });
  t.throws(() => historyOf(engine).switchTo('mian'), {
    message: 'Unknown branch "mian" (did you mean "main"?); the branches are main',
  });
  t.deepEqual(historyOf(engine).branches(), [{ name: 'main', tip: 1, end: 1, decisions: 1, head: true }]);
  const fresh = newGame();
  fresh.run();
  t.throws(() => historyOf(fresh).undo(), { message: 'Nothing to undo: no decision has been answered yet' });
});
