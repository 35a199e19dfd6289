import test from 'ava';
import { RuleError, standardNodes } from '../../lib/index.js';
import { table } from '../cards/fixtures/table.js';

test('score adds points to state.scores, starting missing scores at 0', (t) => {
  const engine = table({}, { state: { scores: { p1: 3 } } });
  engine.enqueue('score', { player: 'p1', points: 2 });
  engine.enqueue('score', { player: 'p2', points: -1 });
  engine.run();
  t.deepEqual(engine.state.scores, { p1: 5, p2: -1 });
  t.deepEqual(engine.log, [
    { type: 'scored', player: 'p1', points: 2, total: 5 },
    { type: 'scored', player: 'p2', points: -1, total: -1 },
  ]);
  t.deepEqual(engine.lines(), ['p1 scores 2 (total 5)', 'p2 scores -1 (total -1)']);
});

test('next-player passes the turn around state.players and continues to then', (t) => {
  const engine = table({}, { state: { players: ['p1', 'p2', 'p3'] } });
  engine.enqueue('next-player');
  engine.enqueue('next-player', { then: 'score', thenArgs: { points: 1 } });
  engine.enqueue('next-player');
  engine.enqueue('next-player');
  engine.run();
  t.is(engine.state.active, 'p1');
  t.is(engine.state.turn, 4);
  t.deepEqual(engine.state.scores, { p2: 1 });
  t.deepEqual(engine.lines(), ['Turn 1: p1', 'Turn 2: p2', 'p2 scores 1 (total 1)', 'Turn 3: p3', 'Turn 4: p1']);
});

test('declare-winner logs and ends the game with the winner, or a draw', (t) => {
  const win = table({});
  win.enqueue('declare-winner', { player: 'p2', reason: 'p1 has no cards left' });
  win.enqueue('score', { player: 'p1', points: 1 });
  t.deepEqual(win.run(), { status: 'ended', result: { winner: 'p2', reason: 'p1 has no cards left' } });
  t.deepEqual(win.lines(), ['p2 wins (p1 has no cards left)']);
  const draw = table({});
  draw.enqueue('declare-winner', { player: null });
  t.deepEqual(draw.run(), { status: 'ended', result: { winner: null, reason: '' } });
  t.deepEqual(draw.log, [{ type: 'winner', player: null, reason: '' }]);
  t.deepEqual(draw.lines(), ['The game is a draw']);
});

test('the log node writes its entry', (t) => {
  const engine = table({});
  engine.enqueue('log', { entry: { type: 'war-declared', players: 2 } });
  engine.run();
  t.deepEqual(engine.log, [{ type: 'war-declared', players: 2 }]);
});

test('bad score, next-player, declare-winner and log args are refused with exact messages', (t) => {
  const cases: [string, object, Record<string, unknown>, string][] = [
    ['score', { player: 'p1', points: 'x' }, {}, 'score: points must be a finite number, got "x"'],
    ['next-player', {}, {}, 'next-player: state.players must be a non-empty array'],
    ['next-player', {}, { players: ['p1'], active: 'p9' }, 'next-player: active player "p9" is not in state.players'],
    ['declare-winner', { player: 7 }, {}, 'declare-winner: player must be a non-empty string or null, got 7'],
    ['log', { entry: 'hi' }, {}, 'log: entry must be an object with a string type'],
  ];
  for (const [node, args, state, message] of cases) {
    const engine = table({}, { state });
    const before = structuredClone(engine.state);
    engine.enqueue(node, args);
    t.is(t.throws(() => engine.run(), { instanceOf: RuleError })?.message, `the body of node "${node}" failed: ${message}`);
    t.deepEqual(engine.state, before);
  }
});

test('every standard node documents itself: description, args and its flow (what it queues, calls, and whether it ends the game)', (t) => {
  t.deepEqual(
    standardNodes.map((n) => n.name),
    ['shuffle', 'deal', 'draw', 'move-all', 'compare', 'score', 'next-player', 'declare-winner', 'log', 'each'],
  );
  for (const node of standardNodes) {
    t.true(node.description.endsWith('.') && node.description.length > 10, node.name);
    t.true(Object.keys(node.args ?? {}).length > 0, node.name);
  }
  const flow = (name: string) => {
    const { continuesTo, calls, attaches, ends } = standardNodes.find((n) => n.name === name)!;
    return { continuesTo, calls, attaches, ends };
  };
  const none = { continuesTo: undefined, calls: undefined, attaches: undefined, ends: undefined };
  t.deepEqual(flow('shuffle'), none);
  t.deepEqual(flow('deal'), { ...none, calls: ['move-card'] });
  t.deepEqual(flow('draw'), { ...none, calls: ['move-card', 'resolve-ability'], continuesTo: [{ arg: 'onEmpty' }] });
  t.deepEqual(flow('move-all'), { ...none, calls: ['move-card'] });
  t.deepEqual(flow('compare'), { ...none, continuesTo: [{ arg: 'then' }] });
  t.deepEqual(flow('score'), none);
  t.deepEqual(flow('next-player'), { ...none, continuesTo: [{ arg: 'then' }] });
  t.deepEqual(flow('declare-winner'), { ...none, ends: true });
  t.deepEqual(flow('log'), none);
  t.deepEqual(flow('each'), { ...none, calls: [{ arg: 'node' }], continuesTo: ['each', { node: 'each', choice: true }] });
});
