import test from 'ava';
import { benchReportCost } from '../../bench/report-cost.js';

// The bench section that judges issue 26's "report costs at most 10%": War is judged, the duel is measured beside it.
test('the report-cost bench measures War and the duel, each cost being 1 - with / without', async (t) => {
  const figures = await benchReportCost(6, 1, 2);
  t.is(figures.games, 6);
  t.is(figures.rounds, 1);
  t.is(figures.duel.games, 2);
  for (const side of [figures, figures.duel]) {
    t.true(side.withReport > 0 && side.withoutReport > 0);
    t.is(side.cost, 1 - side.withReport / side.withoutReport);
  }
});
