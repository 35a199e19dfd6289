import test from 'ava';
import { defineCard, defineNode, hookOwner, RuleError, triggerAbilities, type Effect } from '../../lib/index.js';
import { table } from './fixtures/table.js';

const bonus = defineCard({
  id: 't.bonus',
  name: 'Bonus',
  kind: 'ability',
  text: 'Upon drawing this card, gain two points; your next comparison counts double.',
  abilities: [
    { on: 'drawn', effect: 't.gain', params: { points: 2 } },
    { on: 'discarded', effect: 't.gain', params: { points: 100 } },
  ],
});
const boom = defineCard({ id: 't.boom', name: 'Boom', kind: 'ability', abilities: [{ on: 'drawn', effect: 't.boom' }] });

const seen: unknown[] = [];
const effects: Record<string, Effect> = {
  't.gain'(ctx, args: { player: string; card: number }, params: { points: number }) {
    seen.push({ ...args });
    ctx.next('score', { player: args.player, points: params.points });
    ctx.attach('compare', 'pre', {
      key: 'double',
      effect: 't.gain',
      params: { points: 0 },
      owner: hookOwner(ctx.state, args.card),
    });
  },
  't.boom'() {
    throw new Error('kaboom');
  },
};

// Zones: p1.deck 0, hand 1, grave 2; cards: Bonus 0, Boom 1.
function game() {
  seen.length = 0;
  return table(
    { 'p1.deck': [], hand: [], grave: [] },
    {
      effects,
      extra: [
        { def: bonus, zone: 'p1.deck' },
        { def: boom, zone: 'p1.deck' },
      ],
    },
  );
}

test('drawing a card fires its "drawn" ability through resolve-ability with the card, owner and player', (t) => {
  const engine = game();
  engine.enqueue('draw', { player: 'p1', from: 0, to: 1 });
  engine.run();
  t.deepEqual(seen, [{ player: 'p1', card: 0, owner: 'p1', trigger: 'drawn', ability: 0 }]);
  t.deepEqual(engine.lines(), ['p1 drew Bonus', 'p1 scores 2 (total 2)']);
  t.deepEqual(engine.state.scores, { p1: 2 });
});

test('an ability attaches hooks owned by its instance; detachOwned ends them when it leaves play', (t) => {
  const engine = game();
  engine.enqueue('draw', { player: 'p1', from: 0, to: 1 });
  engine.run();
  t.deepEqual(
    engine.hooks().map((h) => [h.node, h.phase, h.key, h.owner, h.effect]),
    [['compare', 'pre', 'double', 'Bonus[0]', 't.gain']],
  );
  engine.enqueue('move-card', { cards: [0], to: 2, detachHooks: true });
  engine.run();
  t.deepEqual(engine.hooks(), []);
});

test('only the abilities whose trigger fired resolve; a trigger can be any name a game declares', (t) => {
  const engine = table(
    { hand: [] },
    {
      effects,
      extra: [{ def: bonus, zone: 'hand', owner: 'p2' }],
      nodes: [
        defineNode({
          name: 'discard',
          description: 'test',
          body(ctx) {
            ctx.state.counts = [triggerAbilities(ctx, 'discarded', 0, { player: 'p2' }), triggerAbilities(ctx, 'summoned', 0)];
          },
        }),
      ],
    },
  );
  seen.length = 0;
  engine.enqueue('discard');
  engine.run();
  t.deepEqual(engine.state.counts, [1, 0]);
  t.deepEqual(seen, [{ player: 'p2', card: 0, owner: 'p2', trigger: 'discarded', ability: 1 }]);
  t.deepEqual(engine.state.scores, { p2: 100 });
});

test('resolve-ability is a node: a pre hook can stop abilities', (t) => {
  const engine = game();
  engine.attach('resolve-ability', 'pre', { key: 'silence', run: (ctx) => ctx.cancel('abilities are silenced') });
  engine.enqueue('draw', { player: 'p1', from: 0, to: 1 });
  engine.run();
  t.deepEqual(seen, []);
  t.deepEqual(engine.lines(), ['p1 drew Bonus', 'resolve-ability was cancelled by "silence": abilities are silenced']);
  t.is(engine.state.scores, undefined);
});

test('a failing ability names the ability, effect, card and instance, and the game rolls back', (t) => {
  const engine = game();
  engine.enqueue('move-card', { cards: [0], to: 2 });
  engine.enqueue('draw', { player: 'p1', from: 0, to: 1 });
  const before = structuredClone(engine.state);
  const error = t.throws(() => engine.run(), { instanceOf: RuleError });
  t.is(
    error?.message,
    'the body of node "resolve-ability" failed: ability 0 ("drawn" -> effect "t.boom") of Boom (card 1) failed: kaboom',
  );
  t.is(error?.node, 'resolve-ability');
  t.deepEqual(engine.state, before);
});
