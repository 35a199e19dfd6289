import test from 'ava';
import { randomAgent, type CardGame, type CardPack, type JsonObject } from '../../lib/index.js';
import { CardPackError } from '../../lib/cards/index.js';
import { halveHarm, halvingGame, harmGame, preventHarm, rulePack, wardPack, type HarmState } from './fixtures/harm-game.js';

/** Plays one event of `node` in a game with `packs`: how it ended, its log lines and p1's life. */
function play(packs: CardPack[], node: string, args: JsonObject, game: CardGame<HarmState> = harmGame) {
  const engine = game.createEngine({ packs });
  engine.enqueue(node, args);
  const status = engine.run();
  return { status: status.status, lines: engine.lines(), life: engine.state.life.p1 };
}

function refusal(t: import('ava').ExecutionContext, load: () => unknown): string | undefined {
  return t.throws(load, { instanceOf: CardPackError, code: 'pack-mask-conflict' })?.message;
}

const halve = (extra = {}) => rulePack('halve', 'harm', halveHarm, extra);
const shield = (extra = {}) => rulePack('shield', 'harm', preventHarm, extra);

// Before: both loaded, and the affected player (a random agent here) picked one; with seed 2 the shield
// applied and the halving never did, with nothing said. Now the load is refused.
test('two packs masking one node, with no order declared, are refused at load naming both, the node and how to order them', (t) => {
  t.is(
    refusal(t, () => harmGame.createEngine({ packs: [halve(), shield()], agents: { p1: randomAgent(2) } })),
    'Card packs "halve" (mask "halve.harm") and "shield" (mask "shield.harm") both mask node "harm" in tier "other", ' +
      'and neither declares its order: give pack "shield" after: ["halve"] (or pack "halve" before: ["shield"]), or give one of the masks another tier',
  );
});

// Before: both loaded, and the game stopped at the event (masks-no-player; call-needs-choice through ctx.call).
test('unordered masks that would stop the game mid-play are refused at load instead', (t) => {
  t.is(
    refusal(t, () =>
      harmGame.createEngine({ packs: [rulePack('halve', 'harm-all', halveHarm), rulePack('shield', 'harm-all', preventHarm)] }),
    ),
    'Card packs "halve" (mask "halve.harm-all") and "shield" (mask "shield.harm-all") both mask node "harm-all" in tier "other", ' +
      'and neither declares its order: give pack "shield" after: ["halve"] (or pack "halve" before: ["shield"]), or give one of the masks another tier',
  );
});

test("after: the earlier pack's mask applies first, and the later one applies to what it became, without asking anyone", (t) => {
  t.deepEqual(play([shield({ after: ['halve'] }), halve()], 'harm', { player: 'p1', amount: 4 }), {
    status: 'idle',
    lines: ['Replacement "halve.harm" applied to harm', 'Replacement "shield.harm" applied to harm', 'p1 prevents the harm'],
    life: 20,
  });
  // Through ctx.call too, where a player's choice could not wait.
  t.deepEqual(play([shield({ after: ['halve'] }), halve()], 'strike', { player: 'p1', amount: 4 }).lines, [
    'Replacement "halve.harm" applied to harm',
    'Replacement "shield.harm" applied to harm',
    'p1 prevents the harm',
  ]);
});

test('before: the same declaration seen from the other side, here putting the shield first, so the halving never applies', (t) => {
  t.deepEqual(play([halve(), shield({ before: ['halve'] })], 'harm', { player: 'p1', amount: 4 }), {
    status: 'idle',
    lines: ['Replacement "shield.harm" applied to harm', 'p1 prevents the harm'],
    life: 20,
  });
  t.deepEqual(
    harmGame.packs([halve(), shield({ before: ['halve'] })]).map((p) => p.name),
    ['shield', 'halve'],
  );
});

test("the game's own mask (its base pack) and a pack's are refused unordered, and ordered by the pack's after", (t) => {
  t.is(
    refusal(t, () => halvingGame.createEngine({ packs: [shield()] })),
    'Card packs "rules" (mask "rules.harm") and "shield" (mask "shield.harm") both mask node "harm" in tier "other", ' +
      'and neither declares its order: give pack "shield" after: ["rules"] (or pack "rules" before: ["shield"]), or give one of the masks another tier',
  );
  t.deepEqual(play([shield({ after: ['rules'] })], 'harm', { player: 'p1', amount: 5 }, halvingGame).lines, [
    'Replacement "rules.harm" applied to harm',
    'Replacement "shield.harm" applied to harm',
    'p1 prevents the harm',
  ]);
});

test('a pack ordered against a pack that is not loaded loads; a misspelt name leaves the conflict refused, naming it', (t) => {
  t.is(play([shield({ after: ['tides'] })], 'harm', { player: 'p1', amount: 4 }).life, 20);
  t.is(
    refusal(t, () => harmGame.createEngine({ packs: [halve(), shield({ after: ['halv'] })] })),
    'Card packs "halve" (mask "halve.harm") and "shield" (mask "shield.harm") both mask node "harm" in tier "other", ' +
      'and neither declares its order: give pack "shield" after: ["halve"] (or pack "halve" before: ["shield"]), or give one of the masks another tier ' +
      '(pack "shield" orders itself against "halv", not loaded)',
  );
});

test('masks of two packs in different tiers are ordered by tier: they load, and the earlier tier applies first', (t) => {
  t.deepEqual(play([shield(), halve({ tier: 'self' })], 'harm', { player: 'p1', amount: 4 }).lines, [
    'Replacement "halve.harm" applied to harm',
    'Replacement "shield.harm" applied to harm',
    'p1 prevents the harm',
  ]);
});

test("a card's mask and another pack's rule mask are refused unordered, and obey the declared order in play", (t) => {
  t.is(
    refusal(t, () => harmGame.createEngine({ packs: [halve(), wardPack('ward', preventHarm)] })),
    'Card packs "halve" (mask "halve.harm") and "ward" (card "ward.ward") both mask node "harm" in tier "other", ' +
      'and neither declares its order: give pack "ward" after: ["halve"] (or pack "halve" before: ["ward"]), or give one of the masks another tier',
  );
  t.deepEqual(play([halve(), wardPack('ward', preventHarm, { after: ['halve'] })], 'harm', { player: 'p1', amount: 4 }).lines, [
    'Replacement "halve.harm" applied to harm',
    'Replacement "ward.ward:0" applied to harm',
    'p1 prevents the harm',
  ]);
  t.deepEqual(play([halve(), wardPack('ward', preventHarm, { before: ['halve'] })], 'harm', { player: 'p1', amount: 4 }).lines, [
    'Replacement "ward.ward:0" applied to harm',
    'p1 prevents the harm',
  ]);
});

test("two packs' card masks still put the choice to the affected player (rule 616), declared order or not", (t) => {
  for (const packs of [
    [wardPack('a', halveHarm), wardPack('b', preventHarm)],
    [wardPack('a', halveHarm), wardPack('b', preventHarm, { after: ['a'] })],
  ]) {
    const engine = harmGame.createEngine({ packs });
    engine.enqueue('harm', { player: 'p1', amount: 4 });
    const status = engine.run();
    t.like(status, {
      status: 'awaiting',
      decision: { player: 'p1', prompt: 'Choose which replacement applies first to harm', options: ['a.ward:0', 'b.ward:1'] },
    });
  }
});

test('order declarations that cannot hold are refused, each in one line', (t) => {
  const order = (packs: CardPack[]) => t.throws(() => harmGame.createEngine({ packs }), { instanceOf: CardPackError });
  t.like(order([rulePack('a', 'harm', halveHarm, { after: ['b'] }), rulePack('b', 'harm-all', halveHarm, { after: ['a'] })]), {
    code: 'pack-order-cycle',
    message:
      'Card packs "a", "b" declare a cycle of load orders ("a" after "b", "b" after "a"); drop one of these after or before declarations',
  });
  t.like(order([rulePack('a', 'harm', halveHarm, { after: ['a'] })]), {
    code: 'pack-order-cycle',
    message: 'Card pack "a" declares after: ["a"], itself; a pack cannot load after itself',
  });
  t.like(order([rulePack('a', 'harm', halveHarm, { before: 'b' as never })]), {
    code: 'pack-order-bad',
    message: 'Card pack "a": before must be a list of pack names, got "b"',
  });
});

test('a game whose packs load in another order than given still makes their graph once', (t) => {
  const packs = [halve(), shield({ before: ['halve'] })];
  t.is(harmGame.graph(packs), harmGame.graph(packs));
});
