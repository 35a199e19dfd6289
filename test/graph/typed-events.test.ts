// The engine's events are typed: `engine.on` checks the event's name and its listener's arguments against
// EngineEvents, and isRunOf narrows a node event's args (Args, as the engine runs nodes by name) to one node
// definition's. The @ts-expect-error lines are the test as much as the assertions: `npm test` runs tsc first,
// and a line that no longer fails to compile fails it.
import test from 'ava';
import { defineNode, Engine, isRunOf, RuleGraph, type Args, type Json } from '../../lib/index.js';

interface Tally {
  points: Record<string, number>;
}

interface ScoreArgs {
  player: string;
  points: number;
}

const score = defineNode<ScoreArgs, Tally>({
  name: 'score',
  description: 'Adds points.',
  body(ctx, { player, points }) {
    ctx.state.points[player] = (ctx.state.points[player] ?? 0) + points;
  },
});

const round = defineNode<{ left: number }, Tally>({
  name: 'round',
  description: 'Scores for p1, then plays the next round.',
  continuesTo: ['score', 'round'],
  body(ctx, { left }) {
    ctx.next('score', { player: 'p1', points: left });
    if (left > 1) ctx.enqueue('round', { left: left - 1 });
  },
});

function tallyEngine(): Engine<Tally> {
  const graph = new RuleGraph({ id: 'tally-events' }).define(score, round);
  return new Engine<Tally>(graph, { state: { points: {} }, start: { node: 'round', args: { left: 2 } } });
}

test('listeners are checked against the event: its name and each argument', (t) => {
  const engine = tallyEngine();
  const typeOnly = (): void => {
    // @ts-expect-error nodeStart's first argument is the node's name, a string
    engine.on('nodeStart', (node) => node.nodo);
    // @ts-expect-error there is no event "nodeStrat"
    engine.on('nodeStrat', () => {});
    // @ts-expect-error a result is Json, not a string
    engine.on('end', (result: string) => result.length);
    // @ts-expect-error a decision has a prompt, not a "promt"
    engine.once('decisionAsked', (decision) => decision.promt);
    // @ts-expect-error a node event's args are Args until narrowed: no field "points" on an object
    engine.on('nodeEnd', (_node, args) => args.points);
    // @ts-expect-error off takes a listener of that event's arguments
    engine.off('log', (entry: number) => entry);
  };
  void typeOnly;
  const heard: string[] = [];
  engine.on('nodeStart', (node: string, _args: Args, step: number) => heard.push(`${step}:${node}`));
  engine.on('end', (result: Json) => heard.push(JSON.stringify(result)));
  engine.run();
  t.deepEqual(heard, ['1:round', '2:score', '3:round', '4:score']);
});

test("isRunOf narrows a node event's args to its definition's, by the node's name", (t) => {
  const engine = tallyEngine();
  const scored: string[] = [];
  const rounds: number[] = [];
  engine.on('nodeStart', (node, args) => {
    if (isRunOf(score, node, args)) scored.push(`${args.player}+${args.points}`);
    else if (isRunOf(round, node, args)) rounds.push(args.left);
  });
  engine.attach('score', 'post', { key: 'watch', run: () => undefined });
  const hooked: string[] = [];
  engine.on('hookRun', (hook, args) => {
    if (isRunOf(score, hook.node, args)) hooked.push(`${hook.key} saw ${args.points}`);
  });
  engine.run();
  t.deepEqual(scored, ['p1+2', 'p1+1']);
  t.deepEqual(rounds, [2, 1]);
  t.deepEqual(hooked, ['watch saw 2', 'watch saw 1']);
  t.false(isRunOf(score, 'round', { left: 1 }), 'another node: not narrowed');
});

test('typed listeners still come and go through every method: the engine only reports while one listens', (t) => {
  const engine = tallyEngine();
  const heard: string[] = [];
  const onStart = (node: string, _args: Args, step: number): void => void heard.push(`${step}:${node}`);
  engine.once('nodeStart', onStart);
  engine.step();
  engine.step();
  engine.addListener('nodeStart', onStart);
  engine.step();
  engine.removeListener('nodeStart', onStart);
  engine.step();
  t.deepEqual(heard, ['1:round', '3:round']);
  t.is(engine.listenerCount('nodeStart'), 0);
  t.deepEqual(engine.state.points, { p1: 3 });
});
