import { defineNode, Engine, fieldText, RuleGraph, type Context } from 'cardweave';

type Dice = Context<{ points: Record<'p1' | 'p2', number> }>;

// The rules: each round both players roll a die; the higher roll scores a point.
const graph = new RuleGraph({ id: 'dice-duel' }).define(
  defineNode({
    name: 'round',
    description: 'Both players roll; the higher roll scores.',
    continuesTo: ['score', 'round'],
    body(ctx: Dice, { left }: { left: number }) {
      if (left === 0) return ctx.end(ctx.state.points);
      const p1 = 1 + ctx.rng.int(6);
      const p2 = 1 + ctx.rng.int(6);
      ctx.log({ type: 'rolled', p1, p2 });
      if (p1 !== p2) ctx.next('score', { player: p1 > p2 ? 'p1' : 'p2', points: 1 });
      ctx.enqueue('round', { left: left - 1 });
    },
  }),
  defineNode({
    name: 'score',
    description: 'A player scores points.',
    body(ctx: Dice, { player, points }: { player: 'p1' | 'p2'; points: number }) {
      ctx.state.points[player] += points;
    },
  }),
);
graph.formatter('rolled', (e) => `p1 rolls ${fieldText(e.p1)}, p2 rolls ${fieldText(e.p2)}`);

// A card's text is a named effect: "Whenever you score, score one more."
graph.effect('bonus-point', (_ctx, args: { player: string; points: number }, params: { owner: string }) =>
  args.player === params.owner ? { ...args, points: args.points + 1 } : undefined,
);

const engine = new Engine(graph, { state: { points: { p1: 0, p2: 0 } }, seed: 42, start: { node: 'round', args: { left: 3 } } });
// Playing the card attaches a pre hook to the score rule: printed text trumps the rules.
engine.attach('score', 'pre', { key: 'lucky-charm', effect: 'bonus-point', params: { owner: 'p2' }, owner: 'card-7' });

const status = engine.run();
console.log(engine.lines().join('\n'));
console.log(status);
