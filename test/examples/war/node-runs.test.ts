import test from 'ava';
import { warGame } from '../../../examples/war/game.js';
import { setupWar } from './helpers/setup-war.js';

/** The nodes run, nested calls included, until `comparisons` comparisons are resolved. */
function runsUntil(engine: ReturnType<typeof setupWar>, comparisons: number): string[] {
  const runs: string[] = [];
  engine.on('nodeStart', (node) => runs.push(node));
  while (engine.state.comparisons < comparisons) engine.step();
  return runs;
}

test('a decisive battle is six node runs: one reveal of both cards, the comparison, its settling, and the pot in one move', (t) => {
  t.deepEqual(runsUntil(setupWar({ p1: [13, 2], p2: [12, 3], log: false }), 1), [
    'war.reveal',
    'move-card',
    'compare',
    'war.resolve',
    'war.take-pot',
    'move-card',
  ]);
});

test('a war adds the war, one stake of both players and one reveal: seven runs for its comparison', (t) => {
  const runs = runsUntil(setupWar({ p1: [7, 2, 3, 4, 14], p2: [7, 5, 6, 8, 10], log: false }), 2);
  t.deepEqual(runs, [
    ...['war.reveal', 'move-card', 'compare', 'war.resolve'],
    ...['war.war', 'war.stake', 'move-card', 'war.reveal', 'move-card', 'compare', 'war.resolve', 'war.take-pot', 'move-card'],
  ]);
});

test('classic War over seeds 1..100 takes fewer than 6.1 node runs per comparison, the deal included (11.2 before the index state)', (t) => {
  let runs = 0;
  let comparisons = 0;
  for (let seed = 1; seed <= 100; seed++) {
    const engine = warGame.createEngine({ seed, log: false });
    engine.run();
    runs += engine.steps;
    comparisons += engine.state.comparisons;
  }
  const perComparison = runs / comparisons;
  t.true(perComparison > 6 && perComparison < 6.1, String(perComparison));
});
