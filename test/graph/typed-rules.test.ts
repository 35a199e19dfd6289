// Types for the parts users write: effects and conditions typed by state, args and params, and agents
// typed by the game's state, handed it read-only. The @ts-expect-error lines are the test as much as
// the assertions: `npm test` runs tsc first, and a line that no longer fails to compile fails it.
import test from 'ava';
import { defineEffect, defineNode, Engine, RuleGraph, type Agent, type Effect } from '../../lib/index.js';
import { type Condition, openVisibility, type ReadonlyDeep } from '../../lib/graph/index.js';

interface Tally {
  points: Record<string, number>;
  log: string[];
}

interface ScoreArgs {
  player: string;
  points: number;
}

function tallyGraph(): RuleGraph {
  const graph = new RuleGraph({ id: 'tally' });
  graph.define(
    defineNode<ScoreArgs, Tally>({
      name: 'score',
      description: 'Adds points.',
      body(ctx, { player, points }) {
        ctx.state.points[player] = (ctx.state.points[player] ?? 0) + points;
      },
    }),
    defineNode<{ player: string }, Tally>({
      name: 'ask',
      description: 'Asks the player whether to score.',
      continuesTo: [{ node: 'score', choice: true }],
      body(ctx, { player }) {
        ctx.choose({ player, prompt: 'Score?', options: [1, 3], then: 'answered', args: { player } });
      },
    }),
    defineNode<{ player: string; choice: number }, Tally>({
      name: 'answered',
      description: 'Scores the points chosen.',
      body(ctx, { player, choice }) {
        ctx.call('score', { player, points: choice });
      },
    }),
  );
  return graph;
}

test('an effect typed by state, args and params: the params it is given are the params it reads', (t) => {
  const double: Effect<Tally, ScoreArgs, { by: number; label: string }> = (ctx, args, params) => {
    ctx.state.log.push(params.label);
    // @ts-expect-error params.label is a string, not a number
    const wrong: number = params.label;
    void wrong;
    // @ts-expect-error ScoreArgs has no field "amount"
    void args.amount;
    return { ...args, points: args.points * params.by };
  };
  // defineEffect carries the types through, with the flow it declares.
  const declared = defineEffect<Tally, ScoreArgs, { by: number }>({
    run: (_ctx, args, { by }) => ({ ...args, points: args.points * by }),
  });
  // @ts-expect-error params { by: number } do not fit an effect typed with params { label: string }
  const mistyped: Effect<Tally, ScoreArgs, { label: string }> = declared;
  void mistyped;
  const behind: Condition<ScoreArgs, { below: number }, Tally> = (args, params, state) =>
    (state.points[args.player] ?? 0) < params.below;
  const graph = tallyGraph().effect('double', double).condition('behind', behind);
  const engine = new Engine<Tally>(graph, {
    state: { points: { p1: 0 }, log: [] },
    start: [
      { node: 'score', args: { player: 'p1', points: 2 } },
      { node: 'score', args: { player: 'p1', points: 2 } },
    ],
  });
  // The hook's params serve its effect and its condition alike.
  engine.attach('score', 'pre', {
    key: 'x2',
    effect: 'double',
    params: { by: 2, label: 'doubled', below: 3 },
    applies: 'behind',
  });
  engine.run();
  t.deepEqual(engine.state, { points: { p1: 6 }, log: ['doubled'] }, 'doubled while behind (0 < 3), not after (4)');
});

test("an agent reads its player's view of the game (never the state) and answers from it; a state can be read typed, read-only", (t) => {
  // Nothing is hidden in a tally: every seat sees the whole state, declared on purpose.
  const graph = tallyGraph().visibility(openVisibility(['p1']));
  const reader: Agent = {
    name: 'reader',
    decide(d, view) {
      const points = (view().state as unknown as Tally).points;
      return (points[d.player] ?? 0) >= 5 ? d.options[0] : d.options[1];
    },
  };
  const engine = new Engine<Tally>(graph, {
    state: { points: { p1: 0 }, log: [] },
    start: [
      { node: 'ask', args: { player: 'p1' } },
      { node: 'ask', args: { player: 'p1' } },
      { node: 'ask', args: { player: 'p1' } },
    ],
    agents: { p1: reader },
  });
  engine.run();
  t.deepEqual(engine.state.points, { p1: 7 }, '3, 3, then 1 once at 6');
  const view: ReadonlyDeep<Tally> = engine.state;
  const write = (): void => {
    // @ts-expect-error a ReadonlyDeep state is read-only all the way down
    view.log.push('x');
  };
  void write;
  t.is(view.points.p1, 7);
});
