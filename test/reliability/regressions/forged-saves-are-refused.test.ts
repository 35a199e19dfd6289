// A save is data from anyone. Before, each of these forged saves loaded and
// played: the forged winner won, the re-addressed question was answered by
// the other player, the option the rules never offered summoned the
// opponent's card. A verified restore (the default) replays the decisions
// from the recorded start and refuses them, naming the first difference;
// card games also check card conservation on every restore.
import test from 'ava';
import { randomAgent, restore, type Snapshot, snapshot } from '../../../lib/index.js';
import { SnapshotError } from '../../../lib/graph/index.js';
import { duelGame } from '../../../examples/duel/game.js';
import { warGame } from '../../../examples/war/game.js';

/** A classic War game saved after 40 steps, parsed so a test can forge it. */
function warSave(): Snapshot & { state: any } {
  const engine = warGame.createEngine({ seed: 5 });
  for (let i = 0; i < 40; i++) engine.step();
  return JSON.parse(JSON.stringify(snapshot(engine)));
}

/** A duel stopped at p1's first question (p2 is a seeded bot), parsed. */
function duelSave(): Snapshot {
  const engine = duelGame.createEngine({ seed: 7, agents: { p2: randomAgent(7) } });
  engine.run();
  return JSON.parse(JSON.stringify(snapshot(engine)));
}

/** The live card list of a zone of a saved card state, by the zone's name. */
function zone(state: any, name: string): number[] {
  return state.zones[state.zoneNames.indexOf(name)];
}

function refusal(graph: Parameters<typeof restore>[0], save: Snapshot): SnapshotError {
  const error = (() => {
    try {
      restore(graph, JSON.stringify(save));
    } catch (e) {
      return e;
    }
    return undefined;
  })();
  if (!(error instanceof SnapshotError)) throw new Error(`expected a SnapshotError, got ${String(error)}`);
  return error;
}

test('a save whose queue was given a declare-winner is refused, naming the queue entry', (t) => {
  const save = warSave();
  save.queue.unshift({ node: 'declare-winner', args: { player: 'p2', reason: 'forged' } });
  // As trusted data it would still load and win: that is what "structure" means.
  t.deepEqual(restore(warGame.graph(), JSON.stringify(save), { verify: 'structure' }).run(), {
    status: 'ended',
    result: { winner: 'p2', reason: 'forged' },
  });
  const error = refusal(warGame.graph(), save);
  t.is(error.code, 'replay-differs');
  t.is(
    error.message,
    'Snapshot does not match its replay: field "queue[0].node" is "declare-winner" in the save, but "war.reveal" when its decisions are played again',
  );
});

test('a pending decision re-addressed to the other player is refused', (t) => {
  const save = duelSave();
  save.pending!.player = 'p2';
  const error = refusal(duelGame.graph(), save);
  t.is(error.code, 'replay-differs');
  t.is(
    error.message,
    'Snapshot does not match its replay: field "pending.player" is "p2" in the save, but "p1" when its decisions are played again',
  );
});

test("an option the rules never offered (summoning the opponent's deck card) is refused", (t) => {
  const save = duelSave();
  const opponentsCard = zone(save.state, 'p2.deck')[0]!;
  save.pending!.options[0] = { move: 'summon', card: opponentsCard, position: 'attack' };
  const error = refusal(duelGame.graph(), save);
  t.is(error.code, 'replay-differs');
  t.true(error.message.startsWith('Snapshot does not match its replay: field "pending.options[0].card" is '), error.message);
});

test('an answer recorded for the wrong player is refused by decide() as it is replayed', (t) => {
  const engine = duelGame.createEngine({ seed: 7, agents: { p2: randomAgent(7) } });
  const status = engine.run();
  if (status.status !== 'awaiting') return t.fail('the duel should ask p1');
  engine.decide('p1', status.decision.options[0]!);
  engine.run();
  const save = JSON.parse(JSON.stringify(snapshot(engine))) as Snapshot;
  save.decisions[0]!.player = 'p2';
  const error = refusal(duelGame.graph(), save);
  t.is(error.code, 'replay-refused');
  t.true(error.message.startsWith('Snapshot field "decisions[0]" is refused by the rules: Decision 1 ('), error.message);
  t.true(error.message.endsWith(') is for p1, not p2'), error.message);
});

test('a card id in two zones is refused by card conservation, even as trusted data', (t) => {
  const save = warSave();
  const card = zone(save.state, 'p1.pile')[0]!;
  zone(save.state, 'p2.pile').push(card);
  for (const verify of ['structure', 'replay'] as const) {
    const error = t.throws(() => restore(warGame.graph(), JSON.stringify(save), { verify }), {
      instanceOf: SnapshotError,
    });
    t.is(error.code, 'snapshot-state-check');
    t.regex(
      error.message,
      new RegExp(`^Snapshot field "state" fails the game's check: .* \\(card ${card}\\) is in 2 zones: "p1.pile" and "p2.pile"$`),
    );
  }
});

test('an edited score is refused, and an unedited save restores to exactly where it was', (t) => {
  const save = warSave();
  const text = JSON.stringify(save);
  const restored = restore(warGame.graph(), text);
  t.is(JSON.stringify(snapshot(restored)), text);
  save.state.scores.p1 = 26;
  t.is(
    refusal(warGame.graph(), save).message,
    'Snapshot does not match its replay: field "state.scores.p1" is 26 in the save, but 0 when its decisions are played again',
  );
});
