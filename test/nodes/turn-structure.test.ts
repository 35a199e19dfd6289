import test from 'ava';
import {
  addZone,
  type CardState,
  createCard,
  defineCard,
  defineCardGame,
  defineNode,
  fieldText,
  type Invocation,
  restore,
  RuleError,
  snapshot,
  standardFormatters,
  standardNodes,
  turnStructure,
  type TurnStructureState,
} from '../../lib/index.js';
import { MAX_SKIPPED_TURNS } from '../../lib/nodes/turns/next-turn.js';

// A game of three players whose turns have two phases, draw and main, and that ends when turn `last` would begin.
// `plan[turn]` lists what happens at the start of that turn (called in order), as cards would do it.
interface PlanState extends CardState, TurnStructureState {
  plan: Record<string, Invocation[]>;
  last: number;
  scores?: Record<string, number>;
}

// Three cards on the table (handles 0, 1, 2), to be the sources of skips.
const token = defineCard({ id: 'g.card', name: 'Card', kind: 'card' });

const start = defineNode<{ player: string }, PlanState>({
  name: 'g.start',
  description: "The turn's start: the game ends once the last turn is reached; else the plan for this turn runs.",
  body(ctx) {
    const turn = ctx.state.turn ?? 0;
    if (turn >= ctx.state.last) return ctx.end({ turns: turn - 1 });
    for (const inv of ctx.state.plan[String(turn)] ?? []) ctx.call(inv.node, inv.args);
  },
});
const phaseNode = (phase: string) =>
  defineNode<{ player: string }, PlanState>({
    name: `g.${phase}`,
    description: `Plays the ${phase} phase.`,
    body(ctx, { player }) {
      if (ctx.logging) ctx.log({ type: 'phase', player, phase });
      ctx.next('next-phase', { player });
    },
  });
const later = defineNode<{ text: string }, PlanState>({
  name: 'g.later',
  description: 'Queues a note at the back of the queue, as a card would with ctx.enqueue.',
  body(ctx, { text }) {
    ctx.enqueue('log', { entry: { type: 'note', text } });
  },
});
const queueTurn = defineNode<{ player: string; turn: number }, PlanState>({
  name: 'g.queue-turn',
  description: 'Queues a turn by hand: what cards did before the turn structure.',
  body(ctx, args) {
    ctx.enqueue('begin-turn', args);
  },
});
const until = defineNode<Record<string, never>, PlanState>({
  name: 'g.until-end',
  description: 'Attaches a hook that lasts until the end of the turn.',
  body(ctx) {
    ctx.attach('score', 'pre', { key: 'this-turn', effect: 'g.double', lifetime: { until: 'end-turn' } });
  },
});

const game = defineCardGame<PlanState, { plan?: Record<string, Invocation[]>; last?: number; players?: string[] }>({
  id: 'turns',
  nodes: [
    ...standardNodes,
    ...turnStructure({
      atTurnStart: 'g.start',
      phases: [
        { name: 'draw', node: 'g.draw' },
        { name: 'main', node: 'g.main' },
      ],
    }),
    start,
    phaseNode('draw'),
    phaseNode('main'),
    later,
    queueTurn,
    until,
  ],
  effects: { 'g.double': (_ctx, args: { points: number }) => ({ ...args, points: args.points * 2 }) },
  formatters: {
    ...standardFormatters,
    phase: (e) => `  ${fieldText(e.player)}: ${fieldText(e.phase)}`,
    note: (e) => `  note: ${fieldText(e.text)}`,
  },
  setup(state, _rng, options) {
    addZone(state, 'table');
    for (let i = 0; i < 3; i++) createCard(state, token, { owner: 'p1', zone: 'table' });
    state.players = options?.players ?? ['p1', 'p2', 'p3'];
    state.plan = options?.plan ?? {};
    state.last = options?.last ?? 5;
  },
  start: { node: 'next-turn', args: {} },
});

function turns(options: { plan?: Record<string, Invocation[]>; last?: number; players?: string[] }): string[] {
  const engine = game.createEngine({ seed: 1, options });
  engine.run();
  return engine.lines().filter((line) => !line.startsWith('  p'));
}

test('turns go round the players in order, each through its phases', (t) => {
  const engine = game.createEngine({ seed: 1, options: { last: 3 } });
  t.deepEqual(engine.run(), { status: 'ended', result: { turns: 2 } });
  // The game ends as turn 3 begins.
  t.deepEqual(engine.lines(), ['Turn 1: p1', '  p1: draw', '  p1: main', 'Turn 2: p2', '  p2: draw', '  p2: main', 'Turn 3: p3']);
});

test('extra turns are taken newest first, after the turn that gave them, and the natural order goes on after them', (t) => {
  const extra = (player: string): Invocation => ({ node: 'extra-turn', args: { player } });
  t.deepEqual(turns({ last: 8, plan: { 1: [extra('p2'), extra('p3')] } }), [
    'Turn 1: p1',
    'p2 will take an extra turn',
    'p3 will take an extra turn',
    'Turn 2: p3 (an extra turn)',
    'Turn 3: p2 (an extra turn)',
    'Turn 4: p2',
    'Turn 5: p3',
    'Turn 6: p1',
    'Turn 7: p2',
    'Turn 8: p3',
  ]);
});

test('two skips from two cards skip two turns; skip-phase skips only that phase', (t) => {
  const skip = (player: string, source: number, phase?: string): Invocation => ({
    node: phase === undefined ? 'skip-turn' : 'skip-phase',
    args: phase === undefined ? { player, source } : { player, source, phase },
  });
  const engine = game.createEngine({
    seed: 1,
    options: { last: 6, players: ['p1', 'p2'], plan: { 1: [skip('p2', 0), skip('p2', 1), skip('p1', 2, 'draw')] } },
  });
  engine.run();
  // The skips come at the start of turn 1, before its first phase: p1's next draw phase is this one.
  t.deepEqual(
    engine.lines().filter((line) => !line.includes('was cancelled')),
    [
      'Turn 1: p1',
      'p1 skips the draw phase',
      '  p1: main',
      'p2 skips a turn',
      'Turn 2: p1',
      '  p1: draw',
      '  p1: main',
      'p2 skips a turn',
      'Turn 3: p1',
      '  p1: draw',
      '  p1: main',
      'Turn 4: p2',
      '  p2: draw',
      '  p2: main',
      'Turn 5: p1',
      '  p1: draw',
      '  p1: main',
      'Turn 6: p2',
    ],
  );
  t.deepEqual(engine.hooks(), []);
});

test('what a card queues at the back during a turn runs before the turn ends: nothing queued starves', (t) => {
  const engine = game.createEngine({
    seed: 1,
    options: { last: 3, plan: { 1: [{ node: 'g.later', args: { text: 'queued on turn 1' } }] } },
  });
  engine.run();
  t.deepEqual(engine.lines(), [
    'Turn 1: p1',
    '  p1: draw',
    '  p1: main',
    '  note: queued on turn 1',
    'Turn 2: p2',
    '  p2: draw',
    '  p2: main',
    'Turn 3: p3',
  ]);
});

test('a turn queued by hand beside the turn order is refused where it runs, saying what to do', (t) => {
  const engine = game.createEngine({
    seed: 1,
    options: { plan: { 1: [{ node: 'g.queue-turn', args: { player: 'p3', turn: 2 } }] } },
  });
  const error = t.throws(() => engine.run(), { instanceOf: RuleError });
  t.is(
    error.message,
    'the body of node "begin-turn" failed: begin-turn for p3 (turn 2) was not started by next-turn: turns begin only in turn order; ' +
      "to give a player another turn, call extra-turn ({ do: 'extra-turn', player })",
  );
});

test('a hook attached at the start of a turn until end-turn lasts that whole turn, and ends with it', (t) => {
  const score = { node: 'score', args: { player: 'p1', points: 1 } };
  const engine = game.createEngine({
    seed: 1,
    options: { last: 4, plan: { 1: [{ node: 'g.until-end', args: {} }, score], 2: [score] } },
  });
  engine.run();
  t.deepEqual(engine.state.scores, { p1: 3 });
  t.deepEqual(engine.hooks(), []);
});

test('a save between stacked extra turns restores by replay and plays on the same', (t) => {
  const extra = (player: string): Invocation => ({ node: 'extra-turn', args: { player } });
  const options = { last: 9, plan: { 1: [extra('p2'), extra('p3')], 2: [extra('p1')] } };
  const engine = game.createEngine({ seed: 1, options });
  while (engine.state.turn !== 3) engine.step();
  t.deepEqual(engine.state.extraTurns, [{ player: 'p2', source: null }]);
  const restored = restore(game.graph(), JSON.stringify(snapshot(engine)));
  engine.run();
  restored.run();
  t.deepEqual(restored.lines(), engine.lines());
  t.deepEqual(
    engine.lines().filter((line) => line.startsWith('Turn')),
    [
      'Turn 1: p1',
      'Turn 2: p3 (an extra turn)',
      'Turn 3: p1 (an extra turn)',
      'Turn 4: p2 (an extra turn)',
      'Turn 5: p2',
      'Turn 6: p3',
      'Turn 7: p1',
      'Turn 8: p2',
      'Turn 9: p3',
    ],
  );
});

test('a rule that skips every turn is stopped by next-turn with the likely cause', (t) => {
  const forever = game.createEngine({ seed: 1 });
  forever.attach('begin-turn', 'pre', { key: 'never', run: (ctx) => ctx.cancel('no turns') });
  const error = t.throws(() => forever.run(), { instanceOf: RuleError });
  t.is(
    error.message,
    `the body of node "next-turn" failed: next-turn: ${MAX_SKIPPED_TURNS} turns were skipped in a row; a pre hook on begin-turn that cancels every turn is the usual cause`,
  );
});

test('turnStructure refuses options it cannot use', (t) => {
  t.throws(() => turnStructure({ phases: [] }), { message: 'turnStructure needs phases: a non-empty list of { name, node }' });
  t.throws(
    () =>
      turnStructure({
        phases: [
          { name: 'a', node: 'x' },
          { name: 'a', node: 'y' },
        ],
      }),
    { message: 'turnStructure: phase "a" is listed twice' },
  );
});
