// "While in any player's hand": a `*` in a zone template matches one part of a dotted zone name.
import test from 'ava';
import { defineCard, RuleError, type CardDefinition } from '../../lib/index.js';
import { CardError } from '../../lib/cards/index.js';
import { add, anyPlayers, arg, before, eq, setArgs, whileIn, YOU } from '../../lib/verbs/index.js';
import { skirmish, ZONE } from './fixtures/skirmish.js';

// "While this card is in a hand, you score one more point each time you score."
const charmOf = (zones: string | string[]): CardDefinition =>
  defineCard({
    id: 'x.charm',
    name: 'Charm',
    kind: 'unit',
    abilities: [
      whileIn(
        zones,
        before('score')
          .when(eq(arg('player'), YOU))
          .do(setArgs({ points: add(arg('points'), 1) })),
      ),
    ],
  });

const score = { node: 'score', args: { player: 'p1', points: 1 } };
const toField = { node: 'move-card', args: { cards: [0], to: ZONE.p1.field } };
const toP2Hand = { node: 'move-card', args: { cards: [0], to: ZONE.p2.hand } };
// In p1's hand: +1; on the field: nothing; in p2's hand: +1 again (its controller is still p1).
const script = [score, toField, score, toP2Hand, score];

for (const [form, zones] of [
  ['a pattern', '*.hand'],
  ['one name per seat, as authors wrote it before', ['p1.hand', 'p2.hand']],
] as const) {
  test(`while in any player's hand, written as ${form}: the hook holds in either hand and not on the field`, (t) => {
    const { play } = skirmish([charmOf(zones as string | string[])]);
    const engine = play({ p1: { hand: ['x.charm'] }, script });
    t.deepEqual(engine.state.scores, { p1: 5, p2: 0 });
    t.deepEqual(
      engine.state.bound.map((entry) => entry.zones),
      [[ZONE.p1.hand, ZONE.p2.hand]],
    );
  });
}

test('an attach step binds its hook to every zone its pattern matches', (t) => {
  const ward = defineCard({
    id: 'x.ward',
    name: 'Ward',
    kind: 'unit',
    abilities: [
      {
        on: 'played',
        steps: [
          {
            do: 'attach',
            whileIn: '*.field',
            hook: { node: 'score', phase: 'pre', when: { $eq: ['$args.player', '$you'] }, steps: [{ do: 'set', points: 10 }] },
          },
        ],
      },
    ],
  });
  const { play } = skirmish([ward]);
  const engine = play({
    p1: { hand: ['x.ward'] },
    script: [
      { node: 'skirmish.play', args: { player: 'p1', card: 0 } },
      score,
      { node: 'move-card', args: { cards: [0], to: ZONE.p2.field } },
      score,
      { node: 'move-card', args: { cards: [0], to: ZONE.p1.grave } },
      score,
    ],
  });
  t.deepEqual(engine.state.scores, { p1: 21, p2: 0 });
});

test('a pattern that matches no zone is refused, naming the card, its template and what it was filled to', (t) => {
  const { play } = skirmish([charmOf('*.pocket')]);
  const error = t.throws(() => play({ p1: { hand: ['x.charm'] } }), { instanceOf: CardError });
  t.is(error?.message, 'Charm (card 0) has a static ability while in "*.pocket", and this game has no zone matching "*.pocket"');
  t.false(error instanceof RuleError);
});

test('the verb anyPlayers names the pattern', (t) => {
  t.deepEqual(charmOf(anyPlayers('hand')), charmOf('*.hand'));
});
