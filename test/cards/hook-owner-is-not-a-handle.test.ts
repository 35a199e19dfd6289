import test from 'ava';
import { createCard, defineCard, defineCardPack, defineNode, hookOwner, RuleError, type CardPack } from '../../lib/index.js';
import { HookError } from '../../lib/graph/index.js';
import { harmGame, type HarmState } from './fixtures/harm-game.js';

const charm = defineCard({ id: 'charm.card', name: 'Charm', kind: 'charm' });

/** A pack whose card, once armed, softens every harm by 1, its hook owned as `owner(state, card)` says. */
function charmPack(owner: (state: HarmState, card: number) => string): CardPack {
  return defineCardPack({
    name: 'charm',
    cards: [charm],
    effects: { 'charm.soften': (_ctx, args: { player: string; amount: number }) => ({ ...args, amount: args.amount - 1 }) },
    nodes: [
      defineNode<{ card: number }, HarmState>({
        name: 'charm.arm',
        description: 'The charm starts softening harm.',
        body(ctx, { card }) {
          ctx.attach('harm', 'pre', { key: 'charm.soften', effect: 'charm.soften', owner: owner(ctx.state, card) });
        },
      }),
    ],
    setup(state: HarmState) {
      createCard(state, charm, { owner: 'p1', zone: 'p1.field' });
    },
  });
}

/** Arms the charm (card 0), moves it out of play with its hooks, then harms p1 by 3: p1's life after. */
function armLeaveHarm(pack: CardPack): number {
  const engine = harmGame.createEngine({ packs: [pack] });
  engine.enqueue('charm.arm', { card: 0 });
  engine.enqueue('move-card', { cards: [0], to: 1, detachHooks: true });
  engine.enqueue('harm', { player: 'p1', amount: 3 });
  engine.run();
  return engine.state.life.p1!;
}

test("a card's hook owned by hookOwner(state, card) leaves with the card", (t) => {
  t.is(armLeaveHarm(charmPack(hookOwner)), 17);
});

// Before: the hook attached, outlived the card that left play, and went on softening harm (life 18).
test('an owner written as String(card) is refused where the hook is attached, naming hookOwner', (t) => {
  const error = t.throws(() => armLeaveHarm(charmPack((_state, card) => String(card))), { instanceOf: RuleError });
  t.is(error?.code, 'hook-owner-handle');
  t.is(
    error?.message,
    'the body of node "charm.arm" failed: Hook "charm.soften" on harm (pre): owner "0" is a card handle written as a string (String(card)), ' +
      'and nothing detaches by it: a card\'s hooks are detached by hookOwner(state, card) ("Name[0]"); give owner: hookOwner(state, card)',
  );
  // Attached from outside the rules, the refusal is the hook table's own.
  const engine = harmGame.createEngine({ packs: [charmPack(hookOwner)] });
  t.throws(() => engine.attach('harm', 'pre', { key: 'k', effect: 'charm.soften', owner: '12' }), {
    instanceOf: HookError,
    code: 'hook-owner-handle',
    message:
      'Hook "k" on harm (pre): owner "12" is a card handle written as a string (String(card)), and nothing detaches by it: a card\'s hooks are detached by hookOwner(state, card) ("Name[12]"); give owner: hookOwner(state, card)',
  });
  t.is(engine.hooks().length, 0);
});
