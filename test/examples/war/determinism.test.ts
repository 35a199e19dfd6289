import test from 'ava';
import { warLines } from '../../../examples/war/formatters.js';
import { warGame } from '../../../examples/war/game.js';
import { twist } from '../../../examples/war/twist/pack.js';
import { playBaselineWar } from '../../../bench/baseline-war.js';

const play = (seed: number, packs = [twist]) => {
  const engine = warGame.createEngine({ seed, packs });
  const status = engine.run();
  return { status, lines: warLines(engine), state: engine.state };
};

test('the same seed gives the same log and final state, classic and twist', (t) => {
  for (const packs of [[], [twist]]) {
    const a = play(42, packs);
    const b = play(42, packs);
    t.deepEqual(a.lines, b.lines);
    t.deepEqual(a.state, b.state);
    t.deepEqual(a.status, b.status);
  }
});

test('different seeds give different games', (t) => {
  t.notDeepEqual(play(1).lines, play(2).lines);
  t.notDeepEqual(play(1, []).lines, play(2, []).lines);
});

test('classic plays exactly the game of the hand-written loop in bench/ for the same seed', (t) => {
  for (let seed = 1; seed <= 100; seed++) {
    const engine = warGame.createEngine({ seed, log: false });
    const status = engine.run();
    const result = status.status === 'ended' ? (status.result as { winner: string | null }) : { winner: 'unfinished' };
    const winner = result.winner ?? 'draw';
    t.deepEqual({ seed, winner, comparisons: engine.state.comparisons }, { seed, ...playBaselineWar(seed) });
  }
});
