import test from 'ava';
import { redrawGate } from '../../../examples/shared/progress.js';

const drawnAt = (total: number, reports: number[]): number[] => {
  const due = redrawGate(total);
  return reports.filter((done) => due(done));
};

test('reports in jumps that never land on a multiple of the step still redraw once a step has passed', (t) => {
  // Workers report every 21 games of 1,000; the step is 10. Drawing only on multiples of 10 would draw at 210 first.
  const reports = Array.from({ length: 47 }, (_, i) => 21 * (i + 1)).concat(1000);
  t.deepEqual(drawnAt(1000, reports), reports);
});

test('per-game reports redraw once per 1 % of the run, and at the last game', (t) => {
  // 251 games: a step of 2, so every even count, then 251 because it is the last.
  const reports = Array.from({ length: 251 }, (_, i) => i + 1);
  t.deepEqual(drawnAt(251, reports), [...Array.from({ length: 125 }, (_, i) => 2 * (i + 1)), 251]);
});

test('a run shorter than 100 games redraws after every game; a report of a jump smaller than the step waits', (t) => {
  t.deepEqual(drawnAt(3, [1, 2, 3]), [1, 2, 3]);
  t.deepEqual(drawnAt(1000, [5, 9, 10, 19, 20, 1000]), [10, 20, 1000]);
});
