import test from 'ava';
import { type CardDefinitionInput, defineCard, restore, RuleError, snapshot } from '../../lib/index.js';
import { CardError, CardPackError } from '../../lib/cards/index.js';
import { resolveValue } from '../../lib/card-text/selectors.js';
import { skirmish, ZONE } from './fixtures/skirmish.js';

const pawn = defineCard({ id: 'x.pawn', name: 'Pawn', kind: 'unit', stats: { power: 1 } });
const knight = defineCard({ id: 'x.knight', name: 'Knight', kind: 'unit', stats: { power: 3 } });

// "When played: your opponent scores 1; you score one point per unit on your field with power 2 or more."
const herald = defineCard({
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
            text: {
              $concat: [{ $name: '$self' }, ' sees ', { $count: '$strong' }, ' strong units; ', { $state: ['scores', '$you'] }],
            },
          },
        },
      ],
    },
  ],
});

// "When played: if your hand is empty, make two Sparks on your field; discard this."
const forge = defineCard({
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
});
const spark = defineCard({ id: 'x.spark', name: 'Spark', kind: 'token', stats: { power: 0 } });

// "When played: the next time your opponent would score, you score instead (once)."
const thief = defineCard({
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
});

// "When played: your points are doubled until this card leaves... or rather, your next score is cancelled, and the one after doubled."
const miser = defineCard({
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
            steps: [{ do: 'set', points: { $mul: ['$args.points', 2] } }],
          },
        },
      ],
    },
  ],
});

const cards = [pawn, knight, herald, forge, spark, thief, miser];
const { play, game } = skirmish(cards);

test('a triggered ability runs its steps as node runs, with $you, $opponent, $self, let, where, $stat, $count, $name, $state and $concat', (t) => {
  const engine = play({
    p1: { hand: ['x.herald'], field: ['x.pawn', 'x.knight'] },
    script: [{ node: 'skirmish.play', args: { player: 'p1', card: 0 } }],
  });
  t.deepEqual(engine.lines().slice(0, 2), ['p2 scores 1 (total 1)', 'p1 scores 2 (total 2)']);
  t.deepEqual(engine.log.at(-1), { type: 'note', text: 'Herald sees 2 strong units; 2' });
  t.deepEqual(engine.state.scores, { p1: 2, p2: 1 });
});

test('create-card as a step: as names the cards it made, if skips a step, and created cards are counted like any other', (t) => {
  const made = play({ p1: { hand: ['x.forge'] }, script: [{ node: 'skirmish.play', args: { player: 'p1', card: 0 } }] });
  t.deepEqual(made.state.zones[ZONE.p1.field], [1, 2]);
  t.deepEqual(made.state.zones[ZONE.discard], [0]);
  t.deepEqual(made.log[0], {
    type: 'created',
    cards: [1, 2],
    defId: 'x.spark',
    name: 'Spark',
    owner: 'p1',
    to: 'p1.field',
    creator: 0,
  });
  // With a card left in hand, the condition is false: no Sparks.
  const none = play({
    p1: { hand: ['x.forge', 'x.pawn'] },
    script: [{ node: 'skirmish.play', args: { player: 'p1', card: 0 } }],
  });
  t.deepEqual(none.state.zones[ZONE.p1.field], []);
  t.is(none.state.cards.length, 2);
});

test('an attached mask with when and redirect: the once-only replacement applies to the opponent only, then is gone', (t) => {
  const engine = play({
    p1: { hand: ['x.thief'] },
    script: [
      { node: 'skirmish.play', args: { player: 'p1', card: 0 } },
      { node: 'score', args: { player: 'p1', points: 5 } },
      { node: 'score', args: { player: 'p2', points: 3 } },
      { node: 'score', args: { player: 'p2', points: 4 } },
    ],
  });
  t.deepEqual(engine.state.scores, { p1: 8, p2: 4 });
  t.deepEqual(engine.hooks(), []);
});

test('pre hooks from card data: cancel, and set with a limited lifetime, in priority order', (t) => {
  const engine = play({
    p1: { hand: ['x.miser'] },
    script: [
      { node: 'skirmish.play', args: { player: 'p1', card: 0 } },
      { node: 'score', args: { player: 'p1', points: 5 } },
      { node: 'score', args: { player: 'p1', points: 3 } },
      { node: 'score', args: { player: 'p1', points: 1 } },
    ],
  });
  // The first score is cancelled (the doubling hook, later in order, is not reached and keeps its runs); then doubled twice.
  t.deepEqual(engine.state.scores, { p1: 8, p2: 0 });
  t.deepEqual(
    engine.log.filter((e) => e.type === 'cancelled'),
    [{ type: 'cancelled', node: 'score', key: 'miser-cancel:0', reason: 'the Miser keeps it' }],
  );
});

test('a step that fails says which ability and step, and the game rolls back', (t) => {
  const bad = defineCard({
    id: 'x.bad',
    name: 'Bad',
    kind: 'spell',
    abilities: [
      {
        on: 'played',
        steps: [
          { do: 'score', player: '$you', points: 1 },
          { do: 'score', player: { $opponentOf: 'p3' }, points: 1 },
        ],
      },
    ],
  });
  const { play: playBad } = skirmish([bad]);
  const error = t.throws(
    () => playBad({ p1: { hand: ['x.bad'] }, script: [{ node: 'skirmish.play', args: { player: 'p1', card: 0 } }] }),
    { instanceOf: RuleError },
  );
  t.is(
    error.message,
    'the body of node "resolve-ability" failed: ability 0 ("played" -> steps) of Bad (card 0) failed: step 1 (score): "p3" is not one of the players ["p1","p2"]',
  );
});

const refusals: [string, CardDefinitionInput['abilities'], string][] = [
  [
    'an unknown selector, with the closest',
    [{ on: 'played', steps: [{ do: 'score', player: '$yuo', points: 1 }] }],
    'field "abilities[0].steps[0].player" is an unknown selector "$yuo" (did you mean "$you"?)',
  ],
  [
    'a name used before as gives it',
    [{ on: 'played', steps: [{ do: 'move-card', cards: '$tokens', to: 0 }] }],
    'field "abilities[0].steps[0].cards" uses "$tokens" before any step names it with as',
  ],
  [
    'the board in a when',
    [
      {
        while: '{controller}.field',
        hooks: [
          { node: 'score', phase: 'pre', when: { $gt: [{ $count: { $cards: '{you}.hand' } }, 0] }, steps: [{ do: 'cancel' }] },
        ],
      },
    ],
    'field "abilities[0].hooks[0].when.$gt[0].$count" reads the board ($cards): when sees only the node\'s args, $self and $you; use if',
  ],
  [
    "steps on a query's forbid hook",
    [{ while: '{controller}.field', hooks: [{ node: 'can-score', phase: 'forbid', steps: [{ do: 'cancel' }] }] }],
    'field "abilities[0].hooks[0].steps" a forbid hook answers a query and runs no steps: give its reason (text)',
  ],
  [
    'a reason on a pre hook',
    [{ while: '{controller}.field', hooks: [{ node: 'score', phase: 'pre', reason: 'no', steps: [{ do: 'cancel' }] }] }],
    'field "abilities[0].hooks[0].reason" is for a query\'s permit or forbid hook',
  ],
  [
    'set outside a pre hook',
    [{ on: 'played', steps: [{ do: 'set', points: 2 }] }],
    'field "abilities[0].steps[0].do" set rewrites the args of a pre hook\'s run, not an ability\'s steps',
  ],
  [
    'an unknown operator',
    [{ on: 'played', steps: [{ do: 'score', player: '$you', points: { $cuont: [] } }] }],
    'field "abilities[0].steps[0].points" is an unknown selector "$cuont" (did you mean "$count"?)',
  ],
  [
    'an unknown template name',
    [{ on: 'played', steps: [{ do: 'move-card', cards: ['$self'], to: { $zone: '{yuo}.hand' } }] }],
    'field "abilities[0].steps[0].to.$zone" fills in unknown name "{yuo}" (did you mean "{you}"?)',
  ],
  [
    'a misspelt field',
    [{ on: 'played', stpes: [] } as never],
    'field "abilities[0]" has an unknown field "stpes" (did you mean "steps"?)',
  ],
  [
    'a lifetime on a static hook',
    [{ while: 'p1.field', hooks: [{ node: 'score', phase: 'pre', lifetime: 'once', steps: [{ do: 'cancel' }] }] }],
    'field "abilities[0].hooks[0].lifetime" is the while\'s: a static hook lives while its card is in its zone',
  ],
  [
    '$it outside a where',
    [{ on: 'played', steps: [{ do: 'score', player: '$you', points: { $stat: 'power', of: '$it' } }] }],
    'field "abilities[0].steps[0].points.of" uses $it outside a where (it is the card a where asks about)',
  ],
  [
    'an as that is a selector',
    [{ on: 'played', steps: [{ do: 'let', as: 'you', value: 1 }] }],
    'field "abilities[0].steps[0].as" "you" is a selector already ($you); choose another name',
  ],
  [
    'an as on a queued step',
    [{ on: 'played', steps: [{ do: 'create-card', card: 'x.spark', owner: '$you', via: 'next', as: 'sparks' }] }],
    'field "abilities[0].steps[0].as" names what a step did, and a step queued with via "next" has not run yet',
  ],
  [
    'two static hooks under one key',
    [
      {
        while: 'p1.field',
        hooks: [
          { node: 'score', phase: 'pre', steps: [{ do: 'cancel' }] },
          { node: 'score', phase: 'pre', steps: [{ do: 'set', points: 1 }] },
        ],
      },
    ],
    'field "abilities[0].hooks[1]" has the same key as hooks[0] on score (pre): give each a key of its own',
  ],
];

for (const [what, abilities, message] of refusals) {
  test(`defineCard refuses ${what}, naming the field`, (t) => {
    t.throws(() => defineCard({ id: 'x.bolt', name: 'Bolt', kind: 'spell', abilities }), {
      instanceOf: CardError,
      message: `Card "x.bolt" ${message}`,
    });
  });
}

test('pack validation checks the nodes, effects and conditions card data names against the game', (t) => {
  const typo = defineCard({
    id: 'x.typo',
    name: 'Typo',
    kind: 'spell',
    abilities: [{ on: 'played', steps: [{ do: 'scroe', player: '$you', points: 1 }] }],
  });
  t.throws(() => skirmish([typo]), {
    instanceOf: CardPackError,
    message:
      'Card pack "skirmish-cards": card "x.typo" field "abilities[0].steps[0].do" names unknown node "scroe" (did you mean "score"?)',
  });
  const hooked = defineCard({
    id: 'x.hooked',
    name: 'Hooked',
    kind: 'spell',
    abilities: [{ while: 'p1.field', hooks: [{ node: 'score', phase: 'pre', effect: 'x.nope' }] }],
  });
  t.throws(() => skirmish([hooked]), {
    instanceOf: CardPackError,
    message: 'Card pack "skirmish-cards": card "x.hooked" field "abilities[0].hooks[0].effect" names unknown effect "x.nope"',
  });
});

test('card data is JSON in the state: a game with card hooks attached restores by replay and plays on the same', (t) => {
  const options = {
    p1: { hand: ['x.thief', 'x.miser'] },
    script: [
      { node: 'skirmish.play', args: { player: 'p1', card: 0 } },
      { node: 'skirmish.play', args: { player: 'p1', card: 1 } },
    ],
  };
  const engine = game.createEngine({ seed: 1, options });
  engine.run();
  t.is(engine.hooks().length, 3);
  const restored = restore<typeof engine.state>(game.graph(), JSON.stringify(snapshot(engine)));
  t.deepEqual(snapshot(restored), snapshot(engine));
  for (const copy of [engine, restored]) {
    copy.enqueue('score', { player: 'p2', points: 3 });
    copy.run();
  }
  // The Thief turns p2's score into p1's, a new event, whose pre hooks run: the Miser keeps it (cancels it).
  t.deepEqual(restored.state.scores, { p1: 0, p2: 0 });
  t.deepEqual(restored.state, engine.state);
});

test('$join puts lists end to end; a part that is not a list is refused, naming it', (t) => {
  const scope = { state: undefined, card: 0, you: 'p1', args: { a: [1, 2], b: [3], n: 4 }, names: {} };
  t.deepEqual(resolveValue({ $join: ['$args.a', '$args.b', { $literal: [] }] }, scope), [1, 2, 3]);
  t.throws(() => resolveValue({ $join: ['$args.a', '$args.n'] }, scope), { message: /\$join needs lists, got 4/ });
});
