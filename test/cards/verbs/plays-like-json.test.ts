// A card written with verbs plays exactly as its JSON twin: the same log and the same state, in a small game.
import test from 'ava';
import { defineCard, type CardDefinition, type CardDefinitionInput } from '../../../lib/index.js';
import {
  add,
  arg,
  attach,
  before,
  called,
  cancel,
  cards,
  concat,
  count,
  createCards,
  eq,
  gte,
  mul,
  moveCards,
  nameOf,
  ne,
  on,
  onlyIf,
  OPPONENT,
  redirect,
  remember,
  replace,
  ref,
  runs,
  score,
  SELF,
  setArgs,
  stateAt,
  statOf,
  step,
  YOU,
  zone,
  IT,
} from '../../../lib/verbs/index.js';
import { skirmish, type SkirmishOptions } from '../fixtures/skirmish.js';

const pawn = defineCard({ id: 'x.pawn', name: 'Pawn', kind: 'unit', stats: { power: 1 } });
const knight = defineCard({ id: 'x.knight', name: 'Knight', kind: 'unit', stats: { power: 3 } });
const spark = defineCard({ id: 'x.spark', name: 'Spark', kind: 'token', stats: { power: 0 } });

/** The cards with abilities, each as JSON and as verbs. */
const twins: [CardDefinitionInput, CardDefinitionInput][] = [
  [
    {
      id: 'x.herald',
      name: 'Herald',
      kind: 'unit',
      stats: { power: 2 },
      abilities: [
        {
          on: 'played',
          steps: [
            { do: 'score', player: '$opponent', points: 1 },
            { do: 'let', as: 'strong', value: { $cards: '{you}.field', where: { $gte: [{ $stat: 'power', of: '$it' }, 2] } } },
            { do: 'score', player: '$you', points: { $count: '$strong' } },
            {
              do: 'log',
              entry: {
                type: 'note',
                text: { $concat: [{ $name: '$self' }, ' sees ', { $count: '$strong' }, '; ', { $state: ['scores', '$you'] }] },
              },
            },
          ],
        },
      ],
    },
    {
      id: 'x.herald',
      name: 'Herald',
      kind: 'unit',
      stats: { power: 2 },
      abilities: [
        on(
          'played',
          score(OPPONENT, 1),
          remember('strong', cards('{you}.field', gte(statOf('power', IT), 2))),
          score(YOU, count(ref('strong'))),
          step('log', {
            entry: { type: 'note', text: concat(nameOf(SELF), ' sees ', count(ref('strong')), '; ', stateAt('scores', YOU)) },
          }),
        ),
      ],
    },
  ],
  [
    {
      id: 'x.forge',
      name: 'Forge',
      kind: 'spell',
      abilities: [
        {
          on: 'played',
          steps: [
            {
              do: 'create-card',
              card: 'x.spark',
              count: 2,
              owner: '$you',
              to: { $zone: '{you}.field' },
              faceUp: true,
              creator: '$self',
              as: 'sparks',
              if: { $eq: [{ $count: { $cards: '{you}.hand' } }, 0] },
            },
            { do: 'move-card', cards: ['$self'], to: { $zone: 'discard' }, faceUp: true },
          ],
        },
      ],
    },
    {
      id: 'x.forge',
      name: 'Forge',
      kind: 'spell',
      abilities: [
        on(
          'played',
          onlyIf(
            eq(count(cards('{you}.hand')), 0),
            called('sparks', createCards('x.spark', YOU, { count: 2, to: zone('{you}.field'), faceUp: true, creator: SELF })),
          ),
          moveCards([SELF], zone('discard'), { faceUp: true }),
        ),
      ],
    },
  ],
  [
    {
      id: 'x.thief',
      name: 'Thief',
      kind: 'unit',
      abilities: [
        {
          on: 'played',
          steps: [
            {
              do: 'attach',
              hook: {
                node: 'score',
                phase: 'mask',
                lifetime: 'once',
                when: { $ne: ['$args.player', '$you'] },
                steps: [{ do: 'redirect', set: { player: '$you' } }],
              },
            },
          ],
        },
      ],
    },
    {
      id: 'x.thief',
      name: 'Thief',
      kind: 'unit',
      abilities: [
        on(
          'played',
          attach(
            replace('score')
              .once()
              .when(ne(arg('player'), YOU))
              .do(redirect({ player: YOU })),
          ),
        ),
      ],
    },
  ],
  [
    {
      id: 'x.miser',
      name: 'Miser',
      kind: 'unit',
      abilities: [
        {
          on: 'played',
          steps: [
            {
              do: 'attach',
              hook: {
                node: 'score',
                phase: 'pre',
                key: 'miser-cancel:{self}',
                lifetime: 'once',
                when: { $eq: ['$args.player', '$you'] },
                steps: [{ do: 'cancel', reason: 'the Miser keeps it' }],
              },
            },
            {
              do: 'attach',
              hook: {
                node: 'score',
                phase: 'pre',
                key: 'miser-double:{self}',
                lifetime: { runs: 2 },
                priority: -1,
                when: { $eq: ['$args.player', '$you'] },
                steps: [{ do: 'set', points: { $add: [{ $mul: ['$args.points', 2] }, 0] } }],
              },
            },
          ],
        },
      ],
    },
    {
      id: 'x.miser',
      name: 'Miser',
      kind: 'unit',
      abilities: [
        on(
          'played',
          attach(
            before('score')
              .key('miser-cancel:{self}')
              .once()
              .when(eq(arg('player'), YOU))
              .do(cancel('the Miser keeps it')),
          ),
          attach(
            before('score')
              .key('miser-double:{self}')
              .lifetime(runs(2))
              .priority(-1)
              .when(eq(arg('player'), YOU))
              .do(setArgs({ points: add(mul(arg('points'), 2), 0) })),
          ),
        ),
      ],
    },
  ],
];

const asJson = skirmish([pawn, knight, spark, ...twins.map(([json]) => defineCard(json))]);
const asVerbs = skirmish([pawn, knight, spark, ...twins.map(([, verbs]) => defineCard(verbs))]);

const play = (player: string, card: number) => ({ node: 'skirmish.play', args: { player, card } });
const games: [string, SkirmishOptions][] = [
  ['Herald', { p1: { hand: ['x.herald'], field: ['x.pawn', 'x.knight'] }, script: [play('p1', 0)] }],
  ['Forge, hand empty', { p1: { hand: ['x.forge'] }, script: [play('p1', 0)] }],
  ['Forge, hand not empty', { p1: { hand: ['x.forge', 'x.pawn'] }, script: [play('p1', 0)] }],
  [
    'Thief',
    {
      p1: { hand: ['x.thief'] },
      script: [
        play('p1', 0),
        { node: 'score', args: { player: 'p2', points: 3 } },
        { node: 'score', args: { player: 'p2', points: 4 } },
      ],
    },
  ],
  [
    'Miser',
    {
      p1: { hand: ['x.miser'] },
      script: [play('p1', 0), ...[5, 3, 1].map((points) => ({ node: 'score', args: { player: 'p1', points } }))],
    },
  ],
];

test('each card written with verbs has the definition of its JSON twin', (t) => {
  for (const [json, verbs] of twins) t.deepEqual<CardDefinition, CardDefinition>(defineCard(verbs), defineCard(json), json.id);
});

test('each card written with verbs plays as its JSON twin: the same log, lines, hooks and state', (t) => {
  for (const [name, options] of games) {
    const a = asJson.play(options);
    const b = asVerbs.play(options);
    t.deepEqual(b.log, a.log, name);
    t.deepEqual(b.lines(), a.lines(), name);
    t.deepEqual(b.hooks(), a.hooks(), name);
    t.deepEqual(b.state, a.state, name);
  }
});
