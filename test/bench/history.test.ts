import test from 'ava';
import { benchHistory } from '../../bench/history.js';

test('the history bench builds a duel tree of the asked size, saves it, restores it verified and jumps in it', (t) => {
  const f = benchHistory(120, 7, 5);
  t.is(f.decisions, 120);
  t.true(f.branches >= 1 && f.deepest <= 120 && f.deepest > 0);
  t.true(f.saveBytes > f.historyBytes && f.historyBytes > 0 && f.saveGzipBytes < f.saveBytes);
  t.is(f.jumps, 5);
  t.true(f.jumpMaxMs >= f.jumpMeanMs);
});
