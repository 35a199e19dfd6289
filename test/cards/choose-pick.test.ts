// "Choose k of n" in card data: a choose step's `pick` makes its question a pick decision.
import test from 'ava';
import { defineCard, defineNode, restore, snapshot } from '../../lib/index.js';
import { CardError } from '../../lib/cards/index.js';
import { cards, choose, on, pickBetween, pickExactly, YOU } from '../../lib/verbs/index.js';
import { skirmish, ZONE, type SkirmishState } from './fixtures/skirmish.js';

// `x.discard-chosen`: the chosen cards go to their owner's graveyard.
const discardChosen = defineNode<{ player: string; choice: number[] }, SkirmishState>({
  name: 'x.discard-chosen',
  description: 'Moves the chosen cards to the graveyard.',
  body(ctx, { player, choice }) {
    ctx.call('move-card', { cards: choice, to: player === 'p1' ? ZONE.p1.grave : ZONE.p2.grave, faceUp: true });
  },
});

// "When played: discard two cards from your hand."
const sift = defineCard({
  id: 'x.sift',
  name: 'Sift',
  kind: 'spell',
  abilities: [
    {
      on: 'played',
      steps: [
        {
          do: 'choose',
          player: '$you',
          prompt: 'Discard two cards',
          options: { $cards: '{you}.hand' },
          pick: { min: 2, max: 2 },
          then: 'x.discard-chosen',
          args: { player: '$you' },
        },
      ],
    },
  ],
});
const pawn = defineCard({ id: 'x.pawn', name: 'Pawn', kind: 'unit' });
const { game } = skirmish([sift, pawn], { nodes: [discardChosen] });
const options = {
  p1: { hand: ['x.sift', 'x.pawn', 'x.pawn', 'x.pawn'] },
  script: [{ node: 'skirmish.play', args: { player: 'p1', card: 0 } }],
};

test('a choose step with pick asks for a list of k of the options, and then gets the cards picked', (t) => {
  const engine = game.createEngine({ seed: 1, options });
  const status = engine.run();
  t.is(status.status, 'awaiting');
  const asked = engine.pending!;
  t.deepEqual(
    [asked.player, asked.prompt, asked.options, asked.pick],
    ['p1', 'Discard two cards', [1, 2, 3], { min: 2, max: 2, ordered: false }],
  );
  engine.decide('p1', [3, 1]);
  engine.run();
  // Kept in the order offered, as every pick is.
  t.deepEqual(engine.state.zones[ZONE.p1.grave], [1, 3]);
  t.deepEqual(engine.state.zones[ZONE.p1.hand], [2]);
});

test('the verbs build the same step', (t) => {
  const built = on(
    'played',
    choose({
      player: YOU,
      prompt: 'Discard two cards',
      options: cards('{you}.hand'),
      pick: pickExactly(2),
      then: 'x.discard-chosen',
      args: { player: YOU },
    }),
  );
  t.deepEqual(built, sift.abilities[0]);
  t.deepEqual(pickBetween(0, 2, true), { min: 0, max: 2, ordered: true });
});

test('a save in the middle of the pick restores, verified, and takes the same answer', (t) => {
  const engine = game.createEngine({ seed: 1, options });
  engine.run();
  const restored = restore<SkirmishState>(game.graph(), JSON.stringify(snapshot(engine)));
  for (const copy of [engine, restored]) {
    copy.decide('p1', [2, 3]);
    copy.run();
  }
  t.deepEqual(restored.state, engine.state);
  t.deepEqual(restored.state.zones[ZONE.p1.grave], [2, 3]);
});

test('the checker refuses a pick without max, and one with a count that is not a whole number', (t) => {
  const withPick = (pick: unknown) => () =>
    defineCard({
      ...sift,
      abilities: [{ on: 'played', steps: [{ ...(sift.abilities[0] as { steps: object[] }).steps[0], pick }] }],
    } as never);
  t.throws(withPick({ min: 2 }), {
    instanceOf: CardError,
    message: 'Card "x.sift" field "abilities[0].steps[0].pick.max" is missing: a pick needs min and max',
  });
  t.throws(withPick({ min: 1.5, max: 2 }), {
    instanceOf: CardError,
    message: 'Card "x.sift" field "abilities[0].steps[0].pick.min" must be a whole number, 0 or more, got 1.5',
  });
});
