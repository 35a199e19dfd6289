import test from 'ava';
import { defineCard, defineNode, RuleError, triggerAbilities, type Effect, type MoveCardArgs } from '../../lib/index.js';
import { attachWhileIn, cardIncarnation, CardError, sameCard } from '../../lib/cards/index.js';
import { LIFETIMES_KEY } from '../../lib/card-text/lifetimes.js';
import type { Condition } from '../../lib/graph/index.js';
import { warGame } from '../../examples/war/game.js';
import { skirmish, ZONE, type SkirmishState } from './fixtures/skirmish.js';

// "While this is on your field, you score one more point each time you score."
const banner = defineCard({
  id: 'x.banner',
  name: 'Banner',
  kind: 'unit',
  abilities: [
    {
      while: '{controller}.field',
      hooks: [
        {
          node: 'score',
          phase: 'pre',
          when: { $eq: ['$args.player', '$you'] },
          steps: [{ do: 'set', points: { $add: ['$args.points', 1] } }],
        },
      ],
    },
  ],
});
const pawn = defineCard({ id: 'x.pawn', name: 'Pawn', kind: 'unit' });

// A card whose effect binds a hook to a zone in code: "while this is in that zone, your opponent scores nothing".
const curse = defineCard({ id: 'x.curse', name: 'Curse', kind: 'spell', abilities: [{ on: 'cursed', effect: 'x.bindCurse' }] });
type Cursed = { card: number; player: string; zone: string; incarnation?: number };
const bindCurse: Effect<SkirmishState> = (ctx, { card, player, zone, incarnation }: Cursed) => {
  const done = attachWhileIn(
    ctx,
    card,
    [zone],
    'score',
    'pre',
    { key: `curse:${card}`, effect: 'x.nothing', params: { player } },
    { incarnation },
  );
  ctx.state.scores.bound = done ? 1 : 0;
};
const nothing: Effect = (ctx, args: { player: string }, { player }: { player: string }) => {
  if (args.player !== player) ctx.cancel('cursed');
};
/** `x.curse`: fires a card's "cursed" ability for p1, with the zone (and incarnation) to bind it to. */
const curseNode = defineNode<Omit<Cursed, 'player'>, SkirmishState>({
  name: 'x.curse',
  description: 'Fires the "cursed" ability of a card.',
  body(ctx, args) {
    triggerAbilities(ctx, 'cursed', args.card, { player: 'p1', ...args });
  },
});

// A rule of a test game: a card that would go to a graveyard is exiled instead.
const exileInstead: Effect = (_ctx, args: MoveCardArgs) => ({ node: 'move-card', args: { ...args, to: ZONE.exile } });
const toGrave: Condition = (args: MoveCardArgs) => args.to === ZONE.p1.grave || args.to === ZONE.p2.grave;

const cards = [banner, pawn, curse];
const { play, game } = skirmish(cards, { effects: { 'x.bindCurse': bindCurse, 'x.nothing': nothing }, nodes: [curseNode] });

const score = (player: string, points = 1) => ({ node: 'score', args: { player, points } });
const move = (card: number, to: number) => ({ node: 'move-card', args: { cards: [card], to } });

test('a static ability works while its card is in its zone, from the start of the game, and ends when a bounce takes it to the hand', (t) => {
  const engine = play({ p1: { field: ['x.banner'] }, script: [score('p1'), score('p2'), move(0, ZONE.p1.hand), score('p1')] });
  t.deepEqual(engine.state.scores, { p1: 3, p2: 1 });
  t.deepEqual(
    engine.hooks().map((h) => h.key),
    [LIFETIMES_KEY],
  );
  t.deepEqual(engine.state.bound, []);
});

test('it starts when the card enters its zone, and ends whatever moved it out: a mask sending it to exile instead of the graveyard', (t) => {
  const { play: playExile } = skirmish([banner, pawn], {
    effects: { 'x.exileInstead': exileInstead },
    conditions: { 'x.toGrave': toGrave },
    hooks: [{ node: 'move-card', phase: 'mask', spec: { key: 'exile-instead', effect: 'x.exileInstead', applies: 'x.toGrave' } }],
  });
  const engine = playExile({
    p1: { hand: ['x.banner'] },
    script: [score('p1'), move(0, ZONE.p1.field), score('p1'), move(0, ZONE.p1.grave), score('p1')],
  });
  t.deepEqual(engine.state.zones[ZONE.exile], [0]);
  t.deepEqual(engine.state.scores, { p1: 4, p2: 0 });
  t.deepEqual(engine.state.bound, []);
});

test('it ends when the card leaves the game, and when a hook moves the card inside another node run', (t) => {
  const removed = play({ p1: { field: ['x.banner'] }, script: [{ node: 'remove-card', args: { cards: [0] } }, score('p1')] });
  t.deepEqual(removed.state.scores, { p1: 1, p2: 0 });
  t.deepEqual(
    removed.log.filter((e) => e.type === 'removed'),
    [{ type: 'removed', cards: [0], names: ['Banner'] }],
  );
  const { play: playMoving } = skirmish([banner, pawn], {
    // The pawn is card 0 (decks are laid out first), the banner card 1.
    effects: { 'x.discardFirst': (ctx) => void ctx.call('move-card', { cards: [1], to: ZONE.discard }) },
    hooks: [{ node: 'draw', phase: 'pre', spec: { key: 'discard-first', effect: 'x.discardFirst' } }],
  });
  const moved = playMoving({
    p1: { field: ['x.banner'], deck: ['x.pawn'] },
    script: [{ node: 'draw', args: { player: 'p1', from: ZONE.p1.deck, to: ZONE.p1.hand } }, score('p1')],
  });
  t.deepEqual(moved.state.scores, { p1: 1, p2: 0 });
  t.deepEqual(moved.state.zones[ZONE.discard], [1]);
});

test('a card created straight into its zone gets its static hooks; a game without static abilities keeps move-card unhooked', (t) => {
  const engine = play({
    script: [{ node: 'create-card', args: { card: 'x.banner', owner: 'p2', to: ZONE.p2.field, faceUp: true } }, score('p2')],
  });
  t.deepEqual(engine.state.scores, { p1: 0, p2: 2 });
  t.true(engine.hasHook('move-card', 'post', LIFETIMES_KEY));
  t.false(warGame.createEngine({ seed: 1 }).hasHook('move-card', 'post', LIFETIMES_KEY));
  const { play: playPlain } = skirmish([pawn]);
  t.deepEqual(playPlain({}).hooks(), []);
});

test('attachWhileIn binds a hook to zones in code, and refuses a card that is not in one of them, where it is written', (t) => {
  const engine = play({
    p1: { hand: ['x.curse'] },
    script: [{ node: 'x.curse', args: { card: 0, zone: 'p1.hand' } }, score('p2'), move(0, ZONE.p1.field), score('p2')],
  });
  t.deepEqual(engine.state.scores, { p1: 0, p2: 1, bound: 1 });
  const error = t.throws(
    () => play({ p1: { hand: ['x.curse'] }, script: [{ node: 'x.curse', args: { card: 0, zone: 'p1.field' } }] }),
    { instanceOf: RuleError },
  );
  t.true(error.cause instanceof CardError);
  t.is(
    error.message,
    'the body of node "resolve-ability" failed: ability 0 ("cursed" -> effect "x.bindCurse") of Curse (card 0) failed: ' +
      'Cannot attach hook "curse:0" to score (pre) while Curse (card 0) is in "p1.field": it is in "p1.hand"',
  );
});

test('incarnations count zone changes, not moves inside a zone; a binding given an incarnation that moved on attaches nothing', (t) => {
  const engine = play({
    p1: { hand: ['x.curse', 'x.pawn'] },
    script: [move(0, ZONE.p1.hand), move(0, ZONE.p1.field), move(0, ZONE.p1.hand)],
  });
  t.is(cardIncarnation(engine.state, 0), 2);
  t.is(cardIncarnation(engine.state, 1), 0);
  t.false(sameCard(engine.state, 0, 0));
  t.true(sameCard(engine.state, 0, 2));
  const stale = play({
    p1: { hand: ['x.curse'] },
    script: [
      move(0, ZONE.p1.field),
      move(0, ZONE.p1.hand),
      { node: 'x.curse', args: { card: 0, zone: 'p1.hand', incarnation: 0 } },
    ],
  });
  t.is(stale.state.scores.bound, 0);
  t.deepEqual(
    stale.hooks().map((h) => h.key),
    [LIFETIMES_KEY],
  );
  t.is(game.id, 'skirmish');
});

test('a static ability naming a zone the game does not have is refused when the game is set up, naming the card', (t) => {
  const lost = defineCard({
    id: 'x.lost',
    name: 'Lost Banner',
    kind: 'unit',
    abilities: [{ while: '{controller}.graveyard', hooks: [{ node: 'score', phase: 'pre', steps: [{ do: 'cancel' }] }] }],
  });
  const { play: playLost } = skirmish([lost]);
  t.throws(() => playLost({ p1: { deck: ['x.lost'] } }), {
    instanceOf: CardError,
    message:
      'Lost Banner (card 0) has a static ability while in "{controller}.graveyard", and this game has no zone "p1.graveyard"',
  });
});
