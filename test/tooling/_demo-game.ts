// A tiny game for the tooling tests: deal, then three turns that each call draw, then score.
import { defineNode, Engine, RuleGraph } from '../../lib/index.js';

interface DemoState {
  deck: number[];
  hand: number[];
}

/** The demo's rule graph; `failAt` makes draw throw on that card, to test failed runs. */
export function demoGraph(failAt?: number): RuleGraph {
  return new RuleGraph({ id: 'demo' })
    .define(
      defineNode({
        name: 'deal',
        description: 'Puts the deck in order.',
        continuesTo: ['turn'],
        body(ctx) {
          ctx.next('turn', { turn: 1 });
        },
      }),
      defineNode({
        name: 'turn',
        description: 'The player draws; after three turns the game is scored.',
        calls: ['draw'],
        continuesTo: ['turn', 'score'],
        body(ctx, { turn }: { turn: number }) {
          ctx.call('draw', { player: 'p1' });
          if (turn < 3) ctx.enqueue('turn', { turn: turn + 1 });
          else ctx.enqueue('score');
        },
      }),
      defineNode({
        name: 'draw',
        description: 'Moves the top card of the deck to the hand.',
        body(ctx: { state: DemoState }) {
          const card = ctx.state.deck.shift()!;
          if (card === failAt) throw new Error(`card ${card} is cursed`);
          ctx.state.hand.push(card);
        },
      }),
      defineNode({
        name: 'score',
        description: 'Ends the game with the sum of the hand.',
        ends: true,
        body(ctx) {
          const state = ctx.state as DemoState;
          ctx.end(state.hand.reduce((a, b) => a + b, 0));
        },
      }),
    )
    .effect('noop', () => undefined);
}

/** A demo game, ready to run. */
export function demoEngine(graph = demoGraph()): Engine<DemoState> {
  return new Engine<DemoState>(graph, { state: { deck: [5, 7, 9, 11], hand: [] }, start: { node: 'deal', args: {} } });
}

/** The header line of a trace of the demo game. */
export const DEMO_HEADER = '{"trace":"cardweave","version":1,"rules":"demo"}';

/** The node runs of the demo game with a pre hook "peek" on draw and a post hook "tick" (owner c2) on turn. */
export const DEMO_RUNS = [
  '{"step":1,"node":"deal","depth":0,"args":{},"hooks":[],"queue":1}',
  '{"step":2,"node":"turn","depth":0,"via":{"step":1,"how":"next","node":"deal","phase":"body"},"args":{"turn":1},"hooks":[{"key":"tick","phase":"post","owner":"c2","effect":"noop"}],"queue":1}',
  '{"step":3,"node":"draw","depth":1,"via":{"step":2,"how":"call","node":"turn","phase":"body"},"args":{"player":"p1"},"hooks":[{"key":"peek","phase":"pre","owner":null,"effect":"noop"}],"queue":0}',
  '{"step":4,"node":"turn","depth":0,"via":{"step":2,"how":"enqueue","node":"turn","phase":"body"},"args":{"turn":2},"hooks":[{"key":"tick","phase":"post","owner":"c2","effect":"noop"}],"queue":1}',
  '{"step":5,"node":"draw","depth":1,"via":{"step":4,"how":"call","node":"turn","phase":"body"},"args":{"player":"p1"},"hooks":[{"key":"peek","phase":"pre","owner":null,"effect":"noop"}],"queue":0}',
  '{"step":6,"node":"turn","depth":0,"via":{"step":4,"how":"enqueue","node":"turn","phase":"body"},"args":{"turn":3},"hooks":[{"key":"tick","phase":"post","owner":"c2","effect":"noop"}],"queue":1}',
  '{"step":7,"node":"draw","depth":1,"via":{"step":6,"how":"call","node":"turn","phase":"body"},"args":{"player":"p1"},"hooks":[{"key":"peek","phase":"pre","owner":null,"effect":"noop"}],"queue":0}',
  '{"step":8,"node":"score","depth":0,"via":{"step":6,"how":"enqueue","node":"turn","phase":"body"},"args":{},"hooks":[],"ended":{"node":"score","phase":"body"},"queue":0}',
] as const;

/** The whole trace of the demo game: its header, then its node runs. */
export const DEMO_TRACE = [DEMO_HEADER, ...DEMO_RUNS] as const;
