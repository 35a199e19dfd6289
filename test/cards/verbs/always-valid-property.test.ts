// A fast-check property: whatever the verbs build, put together as their types allow, passes the card-data check
// unchanged (defineCard keeps it as it was built).
import test from 'ava';
import fc from 'fast-check';
import * as cw from '../../../lib/verbs/index.js';
import { defineCard, type Ability, type Step, type Value } from '../../../lib/index.js';

const { arg, SELF, YOU } = cw;

/** Values with selectors and conditions, `$it` only inside a where, as card data allows. */
const { value } = fc.letrec<{ value: Value }>((tie) => {
  const v = tie('value');
  return {
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.integer({ min: -5, max: 5 }),
      fc.boolean(),
      fc.constantFrom<Value>(YOU, SELF, cw.OPPONENT, cw.OWNER, cw.CONTROLLER, arg('card'), 'plain text', null),
      fc.tuple(v, v).map(([a, b]) => cw.eq(a, b)),
      fc.tuple(v, v).map(([a, b]) => cw.lt(a, b)),
      fc.tuple(v, v, v).map(([a, b, c]) => cw.add(a, b, c)),
      fc.tuple(v, v).map(([a, b]) => cw.sub(a, b)),
      fc.array(v, { minLength: 1, maxLength: 3 }).map((parts) => cw.and(...parts)),
      fc.array(v, { minLength: 1, maxLength: 3 }).map((parts) => cw.concat(...parts)),
      v.map(cw.not),
      v.map(cw.nameOf),
      v.map((card) => cw.statOf('power', card)),
      v.map(cw.opponentOf),
      v.map((where) => cw.count(cw.cards('{you}.field', cw.eq(cw.statOf('power', cw.IT), where)))),
      fc.tuple(v, v).map(([a, b]) => cw.join(a, b)),
      v.map((part) => cw.stateAt('scores', part)),
      fc.jsonValue({ maxDepth: 2 }).map((json) => cw.literal(json as Value)),
    ),
  };
});

const nodeStep: fc.Arbitrary<Step> = fc.oneof(
  fc.tuple(value, value).map(([player, points]) => cw.score(player, points)),
  value.map((x) => cw.step('x.node', { x })),
  value.map((x) => cw.log({ type: 'x.note', x })),
  value.map((cards) => cw.moveCards(cards, cw.zone('{you}.grave'))),
);
const abilityStep: fc.Arbitrary<Step> = fc.oneof(
  nodeStep,
  fc.tuple(value, nodeStep).map(([condition, step]) => cw.onlyIf(condition, step)),
  nodeStep.map((step) => cw.via('next', step)),
  fc.tuple(value, nodeStep).map(([condition, step]) => cw.attach(cw.before('score').once().if(condition).do(step))),
);
const ability: fc.Arbitrary<Ability> = fc.oneof(
  fc.array(abilityStep, { minLength: 1, maxLength: 4 }).map((steps) => cw.on('played', ...steps)),
  fc.tuple(value, fc.array(abilityStep, { minLength: 1, maxLength: 3 })).map(([c, steps]) => cw.onlyIf(c, cw.onDraw(...steps))),
  fc
    .tuple(value, value)
    .map(([c, atk]) => cw.whileIn('{controller}.field', cw.before('x.measure').if(c).do(cw.setArgs({ atk })))),
  fc
    .tuple(value, nodeStep)
    .map(([c, step]) => cw.whileIn('{controller}.field', cw.replace('x.destroy').if(c).do(step, cw.redirect()))),
  value.map((c) => cw.whileIn('{controller}.field', cw.forbid('x.can-attack').if(c).because('Frozen'))),
);

test('any card put together from verbs passes the card-data check, and its abilities are kept as built', (t) => {
  fc.assert(
    fc.property(fc.array(ability, { minLength: 1, maxLength: 3 }), (abilities) => {
      const card = defineCard({ id: 'x.built', name: 'Built', kind: 'test', abilities });
      t.deepEqual(card.abilities, JSON.parse(JSON.stringify(abilities)));
    }),
    { seed: 25, numRuns: 300 },
  );
});
