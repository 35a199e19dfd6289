import test from 'ava';
import fc from 'fast-check';
import {
  compileTemplate,
  compileValue,
  fillTemplate,
  resolveCondition,
  resolveValue,
  type SelectorScope,
} from '../../lib/card-text/selectors.js';
import { freezeShared } from '../../lib/graph/clone.js';
import { createCard, defineCard, type CardState, type Json } from '../../lib/index.js';
import { createCardState } from '../../lib/cards/index.js';
import { interpretCondition, interpretTemplate, interpretValue } from './fixtures/interpreted-selectors.js';

// A small board: two players, their hands and fields, units with power and kind.
function board(): CardState {
  const state = createCardState(['p1.hand', 'p1.field', 'p2.hand', 'p2.field']) as CardState & {
    players: string[];
    scores: object;
  };
  state.players = ['p1', 'p2'];
  state.scores = { p1: 3, p2: [1, { x: 2 }] };
  const units = [1, 2, 3].map((power) =>
    defineCard({
      id: `x.unit-${power}`,
      name: `Unit ${power}`,
      kind: 'unit',
      stats: { power, kind: power > 1 ? 'big' : 'small' },
    }),
  );
  const zones = ['p1.hand', 'p1.field', 'p2.field', 'p1.field', 'p2.hand', 'p2.field'];
  zones.forEach((zone, i) => createCard(state, units[i % 3]!, { owner: zone.slice(0, 2), zone }));
  return state;
}

const STATE = board();

/** A fresh scope each time: `where` sets `it` on it and a step's names grow, so neither run may see the other's. */
function scopeOf(seed: { withBoard: boolean; you: string; card: number; hooks: boolean }): SelectorScope {
  return {
    state: seed.withBoard ? STATE : undefined,
    card: seed.card,
    you: seed.you,
    args: { card: 1, player: 'p2', atk: 1200, nested: { x: [1, 2] } },
    names: { strong: [1, 3], n: 3, who: 'p1' },
    ...(seed.hooks ? { hasHook: (node: string, phase: string, key: string) => `${node}/${phase}/${key}` === 'n/pre/x:1' } : {}),
  };
}

type Outcome = { value: Json } | { error: string; code: unknown; message: string };

function outcome(run: () => Json): Outcome {
  try {
    return { value: run() };
  } catch (error) {
    const e = error as Error & { code?: unknown };
    return { error: e.constructor.name, code: e.code, message: e.message };
  }
}

const REFERENCES = [
  '$self',
  '$you',
  '$args',
  '$it',
  '$owner',
  '$controller',
  '$opponent',
  '$args.card',
  '$args.nested.x',
  '$args.missing',
  '$strong',
  '$n',
  '$who',
  '$nope',
  '$',
];
const TEMPLATES = [
  '{you}.hand',
  '{opponent}.field',
  '{owner}.field',
  '{controller}.hand',
  'x:{self}',
  '{you}.dekc',
  'plain',
  '{nobody}.hand',
];
const OPERATORS = [
  '$count',
  '$name',
  '$controllerOf',
  '$ownerOf',
  '$opponentOf',
  '$state',
  '$add',
  '$sub',
  '$mul',
  '$min',
  '$max',
  '$eq',
  '$ne',
  '$lt',
  '$lte',
  '$gt',
  '$gte',
  '$in',
  '$and',
  '$or',
  '$not',
  '$concat',
  '$join',
  '$literal',
  '$bogus',
];

// Card data as authors write it, and as they get it wrong: every operator, with operands of the right shape and of the wrong one.
const { value: valueArb } = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(fc.integer({ min: -2, max: 7 }), fc.boolean(), fc.constant(null), fc.constantFrom('p1', 'p2', 'big', ...TEMPLATES)),
    fc.constantFrom(...REFERENCES),
    fc.record({ op: fc.constantFrom(...OPERATORS), operand: tie('value') }).map(({ op, operand }) => ({ [op]: operand })),
    fc
      .record({ op: fc.constantFrom(...OPERATORS), items: fc.array(tie('value'), { maxLength: 3 }) })
      .map(({ op, items }) => ({ [op]: items })),
    fc
      .record({ zone: fc.oneof(fc.constantFrom(...TEMPLATES), tie('value')), where: fc.option(tie('value'), { nil: undefined }) })
      .map(({ zone, where }) => ({ $cards: zone, ...(where === undefined ? {} : { where }) })),
    fc.record({ zone: fc.oneof(fc.constantFrom(...TEMPLATES), tie('value')) }).map(({ zone }) => ({ $zone: zone })),
    fc
      .record({
        name: fc.oneof(fc.constantFrom('power', 'kind', 'none'), tie('value')),
        of: fc.option(tie('value'), { nil: undefined }),
      })
      .map(({ name, of }) => ({ $stat: name, ...(of === undefined ? {} : { of }) })),
    fc.constantFrom<Json>({ $hasHook: ['n', 'pre', 'x:{self}'] }, { $hasHook: ['n', 'post', '{you}'] }, { $hasHook: 'n' }),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'c'), tie('value'), { maxKeys: 2 }),
  ),
}));

const scopeArb = fc.record({
  withBoard: fc.boolean(),
  you: fc.constantFrom('p1', 'p2', 'p3'),
  card: fc.constantFrom(0, 1, 4, 99),
  hooks: fc.boolean(),
});

test('a compiled selector gives what the interpreter gave: the same value, or the same error', (t) => {
  fc.assert(
    fc.property(valueArb, scopeArb, (value, seed) => {
      const expected = outcome(() => interpretValue(value, scopeOf(seed)));
      // Fresh data compiles at each resolve; the library's frozen data compiles once and is run again from the cache.
      const shared = freezeShared(structuredClone(value));
      t.deepEqual(
        outcome(() => resolveValue(value, scopeOf(seed))),
        expected,
      );
      t.deepEqual(
        outcome(() => resolveValue(shared, scopeOf(seed))),
        expected,
      );
      t.deepEqual(
        outcome(() => resolveValue(shared, scopeOf(seed))),
        expected,
      );
      const condition = outcome(() => interpretCondition(value, scopeOf(seed), 'if'));
      t.deepEqual(
        outcome(() => resolveCondition(shared, scopeOf(seed), 'if')),
        condition,
      );
    }),
    { numRuns: 3000, seed: 24 },
  );
});

test('a compiled template fills what the interpreter filled', (t) => {
  fc.assert(
    fc.property(fc.constantFrom(...TEMPLATES, '{self}{you}-{opponent}', '{{you}}', ''), scopeArb, (template, seed) => {
      t.deepEqual(
        outcome(() => fillTemplate(template, scopeOf(seed))),
        outcome(() => interpretTemplate(template, scopeOf(seed))),
      );
    }),
    { numRuns: 500, seed: 24 },
  );
});

test('card data the library froze is read once: later evaluations run the compiled selector', (t) => {
  let reads = 0;
  const counted = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, key, receiver) {
        reads++;
        return Reflect.get(object, key, receiver) as unknown;
      },
    });
  // "Cards on your field with power 2 or more", as the herald counts them, each level a counted object.
  const strong = freezeShared(
    counted({
      $count: counted({
        $cards: '{you}.field',
        where: counted({ $gte: counted([counted({ $stat: 'power', of: '$it' }), 2]) }),
      }),
    }),
  ) as Json;
  const scope = scopeOf({ withBoard: true, you: 'p1', card: 0, hooks: false });
  t.is(resolveValue(strong, scope), 1);
  const afterFirst = reads;
  t.true(afterFirst > 0);
  t.is(resolveValue(strong, scope), 1);
  t.is(resolveValue(strong, scope), 1);
  t.is(reads, afterFirst);
});

test('a frozen value compiles once for every game; fresh data, which may change, compiles each time', (t) => {
  const frozen = freezeShared({ $eq: ['$you', 'p1'] }) as Json;
  t.is(compileValue(frozen), compileValue(frozen));
  const fresh: Json = { $eq: ['$you', 'p1'] };
  t.not(compileValue(fresh), compileValue(fresh));
});

test('a template that is not a string compiles, and fails when it is filled, as filling it always did', (t) => {
  const scope = scopeOf({ withBoard: true, you: 'p1', card: 0, hooks: false });
  const fill = compileTemplate(7 as unknown as string);
  t.deepEqual(
    outcome(() => fill(scope)),
    outcome(() => interpretTemplate(7 as unknown as string, scope)),
  );
  t.like(
    outcome(() => fill(scope)),
    { error: 'TypeError', message: 'template.includes is not a function' },
  );
});
