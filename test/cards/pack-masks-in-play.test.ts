// A mask a pack's code attaches in play (ctx.attach) is held to the rule the load check holds for
// declared masks: on a node and tier where another pack's mask is attached, one of them a rule mask,
// it is refused at the attach, naming both packs, the node and how to order them, unless the packs
// declare their order; the declared order then applies them. Twist masks war.take-pot from the start.
import test from 'ava';
import { createCard, defineCardPack, hookOwner, RuleError, type CardPack, type CardState, type Effect } from '../../lib/index.js';
import { warGame } from '../../examples/war/game.js';
import { twist } from '../../examples/war/twist/pack.js';

/** "The pot stays on the table": a mask that replaces taking the pot with nothing. */
const keepPot: Effect = () => {};

/** A pack whose rule hook attaches a mask on war.take-pot by code after the first comparison, owned by no card. */
function keeper(fields: Partial<CardPack> = {}): CardPack {
  return defineCardPack({
    name: 'keeper',
    cards: [],
    effects: {
      'keeper.keepPot': keepPot,
      'keeper.arm': (ctx) => {
        if (!ctx.hasHook('war.take-pot', 'mask', 'keeper.keep-pot'))
          ctx.attach('war.take-pot', 'mask', { key: 'keeper.keep-pot', effect: 'keeper.keepPot', lifetime: 'once' });
      },
    },
    hooks: [{ node: 'compare', phase: 'post', spec: { key: 'keeper.arm', effect: 'keeper.arm' } }],
    ...fields,
  });
}

const UNORDERED =
  'Card pack "keeper" attaches mask "keeper.keep-pot" to node "war.take-pot" in tier "other" in play, where card pack "twist" ' +
  '(mask "twist.score-pot") masks it already, and neither declares its order: give pack "keeper" after: ["twist"] ' +
  '(or pack "twist" before: ["keeper"]), or give one of the masks another tier';

test("a pack's code attaching a mask where another pack's rule mask is, in no declared order, is refused at the attach", (t) => {
  const engine = warGame.createEngine({ seed: 1, packs: [twist, keeper()] });
  const error = t.throws(() => engine.run(), { instanceOf: RuleError });
  t.is(error?.code, 'pack-mask-unordered');
  t.true(error.message.endsWith(UNORDERED), error.message);
  t.true(error.message.includes('"keeper.arm"'), 'the message names the hook whose code attached it');
  t.false(engine.hasHook('war.take-pot', 'mask', 'keeper.keep-pot'), 'the refused mask is not left attached');
});

test('with the order declared, the attach is allowed and the declared order applies the masks', (t) => {
  const engine = warGame.createEngine({ seed: 1, packs: [twist, keeper({ after: ['twist'] })] });
  t.is(engine.run().status, 'ended');
  // Twist's mask applies first (its pack loads first) and replaces the event: keeper's once-only mask never ran.
  t.true(engine.hasHook('war.take-pot', 'mask', 'keeper.keep-pot'));
});

test("a card's mask attached by code is refused as its pack's, naming the card", (t) => {
  const card = {
    id: 'keeper.warden',
    name: 'Warden',
    kind: 'ability',
    text: '',
    stats: {},
    abilities: [{ on: 'drawn', effect: 'keeper.armCard' }],
  };
  const pack = defineCardPack({
    name: 'keeper',
    cards: [card],
    effects: {
      'keeper.keepPot': keepPot,
      'keeper.armCard': (ctx, args: { card: number }) =>
        ctx.attach('war.take-pot', 'mask', {
          key: `keeper.warden:${args.card}`,
          effect: 'keeper.keepPot',
          owner: hookOwner(ctx.state, args.card),
        }),
    },
    setup(state: CardState) {
      for (const player of ['p1', 'p2']) createCard(state, card, { owner: player, zone: `${player}.side` });
    },
  });
  const engine = warGame.createEngine({ seed: 1, packs: [twist, pack] });
  const error = t.throws(() => engine.run(), { instanceOf: RuleError });
  t.regex(
    error.message,
    /Card pack "keeper" attaches card "keeper\.warden" to node "war\.take-pot" in tier "other" in play, where card pack "twist" \(mask "twist\.score-pot"\) masks it already/,
  );
});
