// How the look-ahead player scores an imagined world it cut off: life points plus board, from 0 to 1,
// the two seats' scores summing to 1; a finished duel is 1, 0.5 or 0 whatever the board.
import test from 'ava';
import fc from 'fast-check';
import { randomAgent } from '../../../lib/index.js';
import { evaluateDuel } from '../../../examples/duel/agents/evaluate.js';
import { duelGame } from '../../../examples/duel/game.js';
import { setupDuel } from '../../../examples/duel/scenario.js';

test('an even table scores 0.5; a lead in life points, monsters, set cards or hand scores above it, by tanh(lead / 4000)', (t) => {
  t.is(evaluateDuel(setupDuel({ p1: { hand: ['moss-golem'] }, p2: { hand: ['dusk-hound'] } }), 'p1'), 0.5);
  const ahead = setupDuel({ p1: { lifePoints: 7000 }, p2: { lifePoints: 5000 } });
  t.is(evaluateDuel(ahead, 'p1'), 0.5 + 0.5 * Math.tanh(2000 / 4000));
  // Stormcrest Knight stands in attack at ATK 2100; a card in hand is worth 300.
  const board = setupDuel({ p1: { monsters: ['stormcrest-knight'] }, p2: { hand: ['moss-golem'] } });
  t.is(evaluateDuel(board, 'p1'), 0.5 + 0.5 * Math.tanh((2100 - 300) / 4000));
  t.is(evaluateDuel(board, 'p2'), 0.5 - 0.5 * Math.tanh((2100 - 300) / 4000));
});

test('the two seats score a world 1 between them, and a finished duel 1 to the winner and 0 to the loser', (t) => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 40 }), (seed, steps) => {
      const world = duelGame.createEngine({ seed, log: false, agents: { p1: randomAgent(seed), p2: randomAgent(seed + 1) } });
      for (let i = 0; i < steps && !world.ended; i++) world.step();
      const p1 = evaluateDuel(world, 'p1');
      t.true(Math.abs(p1 + evaluateDuel(world, 'p2') - 1) < 1e-12);
      t.true(p1 >= 0 && p1 <= 1);
      world.run();
      const winner = (world.result as { winner: string | null }).winner;
      t.is(evaluateDuel(world, 'p1'), winner === 'p1' ? 1 : winner === null ? 0.5 : 0);
    }),
    { numRuns: 20 },
  );
});
