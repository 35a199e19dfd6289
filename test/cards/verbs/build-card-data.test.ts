// Each verb builds exactly the card data it stands for, and what it builds passes the card-data check.
import test from 'ava';
import { defineCard } from '../../../lib/index.js';
import { before, cancel, replace, redirect, setArgs, arg, add } from '../../../lib/verbs/index.js';
import { abilityHolding, ALL_ROWS } from './table.js';

test('each verb builds exactly the JSON written by hand for it', (t) => {
  for (const row of ALL_ROWS) t.deepEqual(row.built, row.json, row.data);
});

test("each verb's JSON, where card data allows it, passes the card-data check of defineCard", (t) => {
  for (const row of ALL_ROWS) {
    const ability = abilityHolding(row.built, row.where);
    t.notThrows(() => defineCard({ id: 'x.card', name: 'Card', kind: 'test', abilities: [ability] }), row.data);
  }
});

test('a hook being written is never changed by what is added to it later: a shared start stays as it was', (t) => {
  const ward = replace('duel.destroy');
  const keyed = ward.key('ward:{self}').once();
  t.deepEqual(ward.do(redirect()), { node: 'duel.destroy', phase: 'mask', steps: [{ do: 'redirect' }] });
  t.deepEqual(keyed.do(redirect()), {
    node: 'duel.destroy',
    phase: 'mask',
    key: 'ward:{self}',
    lifetime: 'once',
    steps: [{ do: 'redirect' }],
  });
});

test("a hook's JSON lists its fields in the data's order, whatever order they were said in", (t) => {
  const hook = before('score')
    .if(true)
    .when(true)
    .key('k')
    .do(setArgs({ points: add(arg('points'), 1) }), cancel());
  t.deepEqual(Object.keys(hook), ['node', 'phase', 'key', 'when', 'if', 'steps']);
});
