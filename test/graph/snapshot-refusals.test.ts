import test from 'ava';
import { Engine, fieldText, restore as restoreGame, RuleGraph, snapshot } from '../../lib/index.js';
import { SnapshotError } from '../../lib/graph/index.js';
import { lifeGraph, lifeState, type LifeState } from './fixtures.js';

// Every refusal of a malformed save, one edit each. These games are changed from
// outside their rules (hooks attached by the test), so they restore as trusted
// (`verify: 'structure'`): the structural checks are what is under test.

function goodGame(): Engine<LifeState> {
  const engine = new Engine<LifeState>(lifeGraph(), {
    state: lifeState(),
    start: { node: 'gain-life', args: { player: 'p1', amount: 2 } },
  });
  engine.attach('gain-life', 'post', { key: 'again', effect: 'double-gain' });
  engine.attach('gain-life', 'mask', { key: 'double', effect: 'double-gain', priority: 2 });
  engine.attach('gain-life', 'mask', { key: 'draw', effect: 'gain-to-draw', priority: 1 });
  engine.step();
  engine.enqueue('draw-cards', { player: 'p1', count: 1 });
  engine.enqueue('gain-life', { player: 'p2', amount: 1 });
  engine.run();
  return engine;
}

function goodText(): string {
  return JSON.stringify(snapshot(goodGame()));
}

function edited(change: (snap: Record<string, any>) => void): string {
  const snap = JSON.parse(goodText());
  change(snap);
  return JSON.stringify(snap);
}

/** The life rules, with a formatter that cannot print an entry without its amount. */
function strictLife(): RuleGraph {
  const graph = lifeGraph();
  const life = new RuleGraph({ id: 'life' });
  for (const node of graph.nodes()) life.define(node);
  for (const name of graph.effectNames()) life.effect(name, graph.getEffect(name));
  life.formatter('gained', (e) => {
    if (typeof e.amount !== 'number') throw new Error('the amount is missing');
    return `${fieldText(e.player)} gains ${e.amount} life`;
  });
  life.formatter('drew', (e) => `${fieldText(e.player)} draws ${fieldText(e.count)} cards`);
  return life;
}

function restore(text: string, graph = strictLife()): Engine<LifeState> {
  return restoreGame<LifeState>(graph, text, { verify: 'structure' });
}

const cases: [string, () => string, string, string][] = [
  ['truncated text', () => goodText().slice(0, 80), 'snapshot-truncated', 'Snapshot is not valid JSON (is it truncated?): '],
  [
    'something that is not a snapshot',
    () => '{"hello":1}',
    'snapshot-not-a-snapshot',
    'Not a cardweave snapshot: the "format" field is not "cardweave/snapshot"',
  ],
  [
    'a wrong version',
    () => edited((s) => (s.version = 1)),
    'snapshot-version',
    'Snapshot version 1 is not supported (this cardweave reads version 2)',
  ],
  [
    'another rule set',
    () => edited((s) => (s.rules = 'duel')),
    'snapshot-other-rules',
    'Snapshot is from rule set "duel", not "life"',
  ],
  [
    'a field no snapshot has',
    () => edited((s) => (s.winner = 'p2')),
    'snapshot-unknown-field',
    'Snapshot field "winner" is not part of a cardweave snapshot',
  ],
  [
    'a pack the rules do not have',
    () => edited((s) => (s.packs = [{ name: 'extra', version: '1' }])),
    'snapshot-packs',
    'Snapshot field "packs[0]" is pack "extra" version 1, but the rules restoring it have no pack: restore with the packs and versions that saved it',
  ],
  [
    'a start without a valid seed',
    () => edited((s) => (s.start = { seed: -1 })),
    'snapshot-bad-field',
    'Snapshot field "start.seed" must be a whole number from 0 to 4294967295, got -1',
  ],
  [
    'a queue naming an unknown node',
    () => edited((s) => (s.queue[0].node = 'teleport')),
    'snapshot-queue-unknown-node',
    'Snapshot field "queue[0].node" names unknown node "teleport"',
  ],
  [
    'a queue entry that is not an invocation',
    () => edited((s) => (s.queue[0] = 'gain-life')),
    'snapshot-queue-entry',
    'Snapshot field "queue[0]" is not { node, args } with a node name and an args object',
  ],
  [
    'queue args that are not an object',
    () => edited((s) => (s.queue[0].args = [1])),
    'snapshot-queue-entry',
    'Snapshot field "queue[0]" is not { node, args } with a node name and an args object',
  ],
  [
    'a hook naming an unknown effect',
    () => edited((s) => (s.hooks[0].effect = 'triple-gain')),
    'snapshot-hook-unknown-effect',
    'Snapshot field "hooks[0].effect" names unknown effect "triple-gain"',
  ],
  [
    'a hook on an unknown node',
    () => edited((s) => (s.hooks[0].node = 'teleport')),
    'snapshot-hook-unknown-node',
    'Snapshot field "hooks[0].node" names unknown node "teleport"',
  ],
  [
    'a hook in an unknown phase',
    () => edited((s) => (s.hooks[0].phase = 'around')),
    'snapshot-hook-unknown-phase',
    'Snapshot field "hooks[0].phase" must be pre, mask, post, permit or forbid, got "around"',
  ],
  [
    'a hook with an unknown condition',
    () => edited((s) => (s.hooks[0].applies = 'is-tie')),
    'snapshot-hook-unknown-condition',
    'Snapshot field "hooks[0].applies" names unknown condition "is-tie"',
  ],
  [
    'a hook lasting until an unknown node',
    () => edited((s) => (s.hooks[0].until = 'end-turn')),
    'snapshot-hook-unknown-node',
    'Snapshot field "hooks[0].until" names unknown node "end-turn"',
  ],
  [
    'a non-numeric priority',
    () => edited((s) => (s.hooks[1].priority = 'high')),
    'snapshot-bad-field',
    'Snapshot field "hooks[1].priority" must be a number, got "high"',
  ],
  [
    'a non-numeric remaining count',
    () => edited((s) => (s.hooks[0].remaining = 'many')),
    'snapshot-bad-field',
    'Snapshot field "hooks[0].remaining" must be -1 (no limit) or a positive whole number, got "many"',
  ],
  [
    'a remaining count of zero',
    () => edited((s) => (s.hooks[0].remaining = 0)),
    'snapshot-bad-field',
    'Snapshot field "hooks[0].remaining" must be -1 (no limit) or a positive whole number, got 0',
  ],
  [
    'an unknown mask tier',
    () => edited((s) => (s.hooks[1].tier = 'copy-on-entry')),
    'snapshot-hook-unknown-tier',
    'Snapshot field "hooks[1].tier" must be one of self, control, copy, face-up, other, got "copy-on-entry"',
  ],
  [
    'a tier on a post hook',
    () => edited((s) => (s.hooks[2].tier = 'self')),
    'snapshot-hook-unknown-tier',
    'Snapshot field "hooks[2].tier" must be "other" (only masks have other tiers), got "self"',
  ],
  [
    'a duplicated hook key',
    () => edited((s) => (s.hooks[1].key = s.hooks[0].key)),
    'snapshot-hook-duplicate',
    'Snapshot field "hooks[1].key" repeats hook "double" on gain-life (mask)',
  ],
  [
    'a duplicated hook seq',
    () => edited((s) => (s.hooks[1].seq = s.hooks[0].seq)),
    'snapshot-hook-duplicate',
    'Snapshot field "hooks[1].seq" repeats seq 1',
  ],
  [
    'hooks out of run order',
    () => edited((s) => (s.hooks[1].priority = 5)),
    'snapshot-hook-order',
    'Snapshot field "hooks[1].priority" is 5, after a hook of priority 2 on gain-life (mask): hooks are saved in run order',
  ],
  [
    'a hook seq at or above hookSeq',
    () => edited((s) => (s.hooks[0].seq = 99)),
    'snapshot-bad-field',
    'Snapshot field "hooks[0].seq" must be a whole number below hookSeq (3), got 99',
  ],
  [
    'a hook with a field hooks do not have',
    () => edited((s) => (s.hooks[0].code = 'x')),
    'snapshot-unknown-field',
    'Snapshot field "hooks[0].code" is not part of a cardweave snapshot',
  ],
  [
    'a hook without its params',
    () => edited((s) => delete s.hooks[0].params),
    'snapshot-bad-field',
    'Snapshot field "hooks[0].params" is missing',
  ],
  [
    'a broken RNG state',
    () => edited((s) => (s.rng = [1, 2])),
    'snapshot-rng',
    'Snapshot field "rng" must be four unsigned 32-bit integers',
  ],
  [
    'an all-zero RNG state',
    () => edited((s) => (s.rng = [0, 0, 0, 0])),
    'snapshot-rng',
    'Snapshot field "rng" is all zeros, a state the generator never reaches',
  ],
  ['a missing state', () => edited((s) => delete s.state), 'snapshot-bad-field', 'Snapshot field "state" is missing'],
  [
    'a state that is not an object',
    () => edited((s) => (s.state = [])),
    'snapshot-bad-field',
    'Snapshot field "state" must be an object',
  ],
  [
    'a negative step count',
    () => edited((s) => (s.steps = -1)),
    'snapshot-bad-field',
    'Snapshot field "steps" must be a non-negative whole number, got -1',
  ],
  [
    'a result while the game goes on',
    () => edited((s) => (s.result = { winner: 'p2' })),
    'snapshot-bad-field',
    'Snapshot field "result" must be null while the game has not ended',
  ],
  [
    'an "ended" that is not a boolean',
    () => edited((s) => (s.ended = 'yes')),
    'snapshot-bad-field',
    'Snapshot field "ended" must be true or false',
  ],
  [
    'a pending decision that is not one',
    () => edited((s) => (s.pending = { player: 'p1' })),
    'snapshot-pending',
    'Snapshot field "pending.id" must be the last decision number (decisionSeq 1), got undefined',
  ],
  [
    'a pending decision with a forged id',
    () => edited((s) => (s.pending.id = 7)),
    'snapshot-pending',
    'Snapshot field "pending.id" must be the last decision number (decisionSeq 1), got 7',
  ],
  [
    'a pending decision without options',
    () => edited((s) => (s.pending.options = [])),
    'snapshot-pending',
    'Snapshot field "pending.options" must be a non-empty array',
  ],
  [
    'a pending decision for nobody',
    () => edited((s) => (s.pending.player = '')),
    'snapshot-pending',
    'Snapshot field "pending.player" must be a non-empty string',
  ],
  [
    'a pending decision continuing at an unknown node',
    () => edited((s) => (s.pending.then = 'go')),
    'snapshot-pending-then',
    'Snapshot field "pending.then" names unknown node "go"',
  ],
  [
    'decisions that are not an array',
    () => edited((s) => (s.decisions = {})),
    'snapshot-bad-field',
    'Snapshot field "decisions" must be an array',
  ],
  [
    'a decision with a forged id',
    () => edited((s) => (s.decisions = [{ id: 5, player: 'p1', choice: 'x' }])),
    'snapshot-decision',
    'Snapshot field "decisions[0].id" is 5, but decisionSeq is only 1',
  ],
  [
    'decision ids out of order',
    () =>
      edited(
        (s) =>
          (s.decisions = [
            { id: 1, player: 'p1', choice: 'x' },
            { id: 1, player: 'p1', choice: 'x' },
          ]),
      ),
    'snapshot-decision',
    'Snapshot field "decisions[1].id" must be a whole number above 1, got 1',
  ],
  [
    'a log that is neither an array nor null',
    () => edited((s) => (s.log = 'lines')),
    'snapshot-bad-field',
    'Snapshot field "log" must be an array or null',
  ],
  [
    'a null log entry',
    () => edited((s) => (s.log[0] = null)),
    'snapshot-log-entry',
    'Snapshot field "log[0]" must be an object with a string "type"',
  ],
  [
    'a known log entry without its fields',
    () => edited((s) => (s.log[0] = { type: 'replaced' })),
    'snapshot-log-entry',
    'Snapshot field "log[0].node" is missing: a "replaced" entry has it',
  ],
  [
    'a log entry its formatter cannot read',
    () => edited((s) => (s.log[0] = { type: 'gained', player: 'p1' })),
    'snapshot-log-entry',
    'Snapshot field "log[0]" cannot be formatted as a "gained" entry: the amount is missing',
  ],
  [
    'an origin that is not an object',
    () => edited((s) => (s.origin = 'start')),
    'snapshot-bad-field',
    'Snapshot field "origin" must be an object or null',
  ],
  [
    'a corrupt origin',
    () => edited((s) => (s.origin.queue = [{ node: 'nope', args: {} }])),
    'snapshot-queue-unknown-node',
    'Snapshot field "origin.queue[0].node" names unknown node "nope"',
  ],
  [
    'no origin for a game that answered decisions',
    () => edited((s) => ((s.origin = null), (s.decisions = [{ id: 1, player: 'p1', choice: 'x' }]))),
    'snapshot-bad-field',
    'Snapshot field "origin" is null, but the game has answered decisions, so it has started',
  ],
];

for (const [what, input, code, message] of cases) {
  test(`restore refuses ${what}, naming the field`, (t) => {
    const error = t.throws(() => restore(input()), { instanceOf: SnapshotError });
    t.is(error.code, code);
    t.true(error.message.startsWith(message), error.message);
    t.false(error.message.includes('\n'), 'one line');
    if (!message.endsWith(': ') && message !== '') t.is(error.message, message);
  });
}

test('the good snapshot used above restores (so the refusals are about the edits)', (t) => {
  const original = goodGame();
  const engine = restore(JSON.stringify(snapshot(original)));
  for (const game of [original, engine]) {
    game.decide('p1', 'double');
    game.run();
  }
  t.deepEqual(engine.state, original.state);
  t.deepEqual(engine.lines(), original.lines());
});

test('a rule set with the same id but missing effects is refused', (t) => {
  const bare = new RuleGraph({ id: 'life' });
  bare.define(lifeGraph().node('gain-life'), lifeGraph().node('draw-cards'));
  t.is(t.throws(() => restore(goodText(), bare)).message, 'Snapshot field "hooks[0].effect" names unknown effect "double-gain"');
});

test('a verified restore of a game without a recipe is refused, never quietly weakened to a trusted one', (t) => {
  const error = t.throws(() => restoreGame(lifeGraph(), goodText()), { instanceOf: SnapshotError });
  t.is(error.code, 'replay-no-recipe');
  t.is(
    error.message,
    'Cannot verify a save by replay: rule graph "life" has no recipe to start a game from (graph.recipe); restore with { verify: "structure" } only if you trust the save',
  );
});
