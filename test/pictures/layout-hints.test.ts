import test from 'ava';
import { fanOutWraps, lowest, wrap } from '../../lib/pictures/layout-hints.js';

test('long labels wrap between words first, then after a dot or dash inside a name, never leaving a scrap of two letters', (t) => {
  t.deepEqual(wrap('war.reveal'), ['war.reveal']);
  t.deepEqual(wrap('mask twist.draw-stake'), ['mask', 'twist.draw-', 'stake']);
  t.deepEqual(wrap('duel.tribute-summon'), ['duel.', 'tribute-summon']);
  t.deepEqual(wrap('twist.alternate'), ['twist.', 'alternate'], 'fourteen letters stay on one line rather than break off an e');
  t.deepEqual(wrap('abcdefghijklmnopqrstuvwxyz'), ['abcdefghijkl', 'mnopqrstuvwxyz']);
});

test('a fan-out wider than three wraps into rows; targets that lead back to the source do not', (t) => {
  const links = ['b', 'c', 'd', 'e', 'f', 'g', 'h'].map((to) => ({ from: 'a', to }));
  t.deepEqual(fanOutWraps(['a'], links), [
    ['b', 'e'],
    ['c', 'f'],
    ['d', 'g'],
    ['e', 'h'],
  ]);
  t.deepEqual(fanOutWraps(['a'], [...links, { from: 'e', to: 'a' }]), [
    ['b', 'f'],
    ['c', 'g'],
    ['d', 'h'],
  ]);
});

test('the lowest box is the end of the longest path from the start, loops not counted twice', (t) => {
  const links = [
    { from: 's', to: 'a' },
    { from: 'a', to: 'b' },
    { from: 'b', to: 'a' },
    { from: 'b', to: 'c' },
    { from: 's', to: 'd' },
  ];
  t.is(lowest(['s'], ['s', 'a', 'b', 'c', 'd'], links), 'c');
  t.is(lowest([], ['x'], []), 'x');
});
