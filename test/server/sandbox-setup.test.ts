// A sandbox set up before play: named cards from the game's card list made in zones, and game
// nodes run (life points), all by the game's own nodes before the first decision; what the game
// does not have is refused in one line naming the step. Undo back to the start keeps the setup.
import test from 'ava';
import { duelTable } from '../../examples/duel/table.js';
import { TableError } from '../../lib/server/errors.js';
import { SandboxList } from '../../lib/server/sandbox/sandbox-list.js';
import type { SandboxTable } from '../../lib/server/sandbox/sandbox-table.js';

const list = new SandboxList([duelTable]);

function hand(sandbox: SandboxTable, zone: string): string[] {
  return sandbox
    .view()
    .view.zones.find((z) => z.name === zone)!
    .cards!.map((c) => c?.name ?? '(back)');
}

function refused(t: import('ava').ExecutionContext, setup: unknown): string {
  const error = t.throws(() => list.open({ game: 'duel', seed: 7, setup }), { instanceOf: TableError });
  return `${error.code}: ${error.message}`;
}

test('cards by name or id go to their zones, and a node sets life points, before the first decision', (t) => {
  const plain = list.open({ game: 'duel', seed: 7 });
  const sandbox = list.open({
    game: 'duel',
    seed: 7,
    setup: [
      { card: 'Glass Moth', zone: 'p1.hand' },
      { card: 'duel.moss-golem', zone: 'p2.monsters', faceUp: true },
      { node: 'duel.gain-life-points', args: { player: 'p2', amount: 500 } },
    ],
  });
  t.deepEqual(hand(sandbox, 'p1.hand').sort(), [...hand(plain, 'p1.hand'), 'Glass Moth'].sort());
  t.deepEqual(hand(sandbox, 'p2.monsters'), ['Moss Golem']);
  t.is(sandbox.view().view.facts['Player 2 life points'], 8500);
  t.is(sandbox.view().view.decision!.seq, 1);
  t.deepEqual(sandbox.view().setup, [
    { card: 'Glass Moth', zone: 'p1.hand' },
    { card: 'Moss Golem', zone: 'p2.monsters', faceUp: true },
    { node: 'duel.gain-life-points', args: { player: 'p2', amount: 500 } },
  ]);
  // The setup ran in the engine's own nodes: create-card, then the game's node, in one hook after the start.
  t.deepEqual(
    sandbox.view().trace.hooks.find(([key]) => key === 'sandbox.setup'),
    ['sandbox.setup', 'post', 'duel.begin'],
  );
  t.true(sandbox.view().trace.nodes.includes('create-card'));
  // Back to the start after two answers: the setup is part of the game's origin.
  const end = (s: SandboxTable) => s.view().view.decision!.options.findIndex((o) => o === 'End the turn');
  sandbox.answer(1, end(sandbox));
  sandbox.answer(2, end(sandbox));
  sandbox.jump('main', 0);
  t.deepEqual(hand(sandbox, 'p1.hand').sort(), [...hand(plain, 'p1.hand'), 'Glass Moth'].sort());
  t.is(sandbox.view().view.facts['Player 2 life points'], 8500);
});

test('a setup the game cannot take is refused in one line naming the step', (t) => {
  t.is(
    refused(t, [{ card: 'Glas Moth', zone: 'p1.hand' }]),
    'sandbox-setup-bad: Setup step 1: no card "Glas Moth" in game "duel" (did you mean "Glass Moth"?)',
  );
  t.is(
    refused(t, [
      { card: 'Glass Moth', zone: 'p1.hand' },
      { card: 'Glass Moth', zone: 'p3.hand' },
    ]),
    'sandbox-setup-bad: Setup step 2: no zone "p3.hand" in game "duel": its zones are p1.deck, p1.hand, p1.monsters, p1.spells, p1.graveyard, p2.deck, p2.hand, p2.monsters, p2.spells, p2.graveyard',
  );
  t.is(
    refused(t, [{ node: 'duel.gain-life-point', args: {} }]),
    'sandbox-setup-bad: Setup step 1: no node "duel.gain-life-point" in game "duel" (did you mean "duel.gain-life-points"?)',
  );
  t.is(
    refused(t, [{ card: 'Glass Moth', zone: 'p1.hand', count: 2 }]),
    'sandbox-setup-bad: Setup step 1 has no field "count" (only card, zone and faceUp)',
  );
  t.is(refused(t, ['Glass Moth']), 'sandbox-setup-bad: Setup step 1 must be { card, zone, faceUp? } or { node, args }');
  t.is(refused(t, 'Glass Moth'), 'body-bad: "setup" must be a list of at most 64 steps');
});
