// Tokens and copies as first-class: `$idOf` selects cards by their definition id.
import test from 'ava';
import { defineCard } from '../../lib/index.js';
import { CardError } from '../../lib/cards/index.js';
import { cards, count, createCards, eq, idOf, IT, on, ref, remember, score, YOU, zone } from '../../lib/verbs/index.js';
import { skirmish } from './fixtures/skirmish.js';

const spark = defineCard({ id: 'x.spark', name: 'Spark', kind: 'token', stats: { power: 0 } });
// A card named like the token, so a selector by name would count it too.
const impostor = defineCard({ id: 'x.impostor', name: 'Spark', kind: 'unit' });
// "When played: make two Sparks on your field, then score one point per Spark on your field."
const rally = defineCard({
  id: 'x.rally',
  name: 'Rally',
  kind: 'spell',
  abilities: [
    on(
      'played',
      createCards('x.spark', YOU, { count: 2, to: zone('{you}.field'), faceUp: true }),
      remember('sparks', cards('{you}.field', eq(idOf(IT), 'x.spark'))),
      score(YOU, count(ref('sparks'))),
    ),
  ],
});

test('$idOf selects the tokens a card made, and copies, by definition id, not by name', (t) => {
  const { play } = skirmish([rally, spark, impostor]);
  const engine = play({
    p1: { hand: ['x.rally'], field: ['x.spark', 'x.impostor'] },
    script: [{ node: 'skirmish.play', args: { player: 'p1', card: 0 } }],
  });
  // The Spark laid out and the two made: three, and the impostor named Spark is not one.
  t.deepEqual(engine.state.scores, { p1: 3, p2: 0 });
  t.deepEqual(rally.abilities[0], {
    on: 'played',
    steps: [
      { do: 'create-card', card: 'x.spark', owner: '$you', count: 2, to: { $zone: '{you}.field' }, faceUp: true },
      { do: 'let', as: 'sparks', value: { $cards: '{you}.field', where: { $eq: [{ $idOf: '$it' }, 'x.spark'] } } },
      { do: 'score', player: '$you', points: { $count: '$sparks' } },
    ],
  });
});

test("$idOf reads the board, so a hook's when may not use it", (t) => {
  t.throws(
    () =>
      defineCard({
        id: 'x.ward',
        name: 'Ward',
        kind: 'unit',
        abilities: [
          {
            while: '{controller}.field',
            hooks: [
              { node: 'score', phase: 'pre', when: { $eq: [{ $idOf: '$self' }, 'x.ward'] }, steps: [{ do: 'set', points: 0 }] },
            ],
          },
        ],
      }),
    {
      instanceOf: CardError,
      message:
        'Card "x.ward" field "abilities[0].hooks[0].when.$eq[0]" reads the board ($idOf): when sees only the node\'s args, $self and $you; use if',
    },
  );
});
