import test from 'ava';
import { Engine, RuleGraph, SnapshotError } from '../../lib/index.js';
import { lifeGraph, lifeState, type LifeState } from './fixtures.js';

function goodText(): string {
  const engine = new Engine<LifeState>(lifeGraph(), { state: lifeState(), start: { node: 'gain-life', args: { player: 'p1', amount: 2 } } });
  engine.attach('gain-life', 'post', { key: 'again', effect: 'double-gain' });
  engine.step();
  engine.enqueue('draw-cards', { player: 'p1', count: 1 });
  return JSON.stringify(engine.snapshot());
}

function edited(change: (snap: Record<string, any>) => void): string {
  const snap = JSON.parse(goodText());
  change(snap);
  return JSON.stringify(snap);
}

const cases: [string, () => string, string][] = [
  ['truncated text', () => goodText().slice(0, 80), 'Snapshot is not valid JSON (is it truncated?): '],
  ['something that is not a snapshot', () => '{"hello":1}', 'Not a cardweave snapshot: the "format" field is not "cardweave/snapshot"'],
  ['a wrong version', () => edited((s) => (s.version = 99)), 'Snapshot version 99 is not supported (this cardweave reads version 1)'],
  ['another rule set', () => edited((s) => (s.rules = 'duel')), 'Snapshot is from rule set "duel", not "life"'],
  ['a queue naming an unknown node', () => edited((s) => (s.queue[0].node = 'teleport')), 'Snapshot queue names unknown node "teleport"'],
  ['a hook naming an unknown effect', () => edited((s) => (s.hooks[0].effect = 'triple-gain')), 'Snapshot hook "again" on gain-life (post) names unknown effect "triple-gain"'],
  ['a broken RNG state', () => edited((s) => (s.rng = [1, 2])), 'Snapshot field "rng" must be four unsigned 32-bit integers'],
  ['a missing state', () => edited((s) => delete s.state), 'Snapshot field "state" must be an object'],
  ['a negative step count', () => edited((s) => (s.steps = -1)), 'Snapshot field "steps" must be a non-negative integer'],
  ['a corrupt origin', () => edited((s) => (s.origin.queue = [{ node: 'nope', args: {} }])), 'Snapshot origin queue names unknown node "nope"'],
];

for (const [what, input, message] of cases) {
  test(`restore refuses ${what}`, (t) => {
    const error = t.throws(() => Engine.restore(lifeGraph(), input()), { instanceOf: SnapshotError });
    t.true(error.message.startsWith(message), error.message);
    if (what !== 'truncated text') t.is(error.message, message);
  });
}

test('the good snapshot used above restores (so the refusals are about the edits)', (t) => {
  const engine = Engine.restore<LifeState>(lifeGraph(), goodText());
  engine.run();
  t.deepEqual(engine.state.drawn, { p1: 1, p2: 0 });
});

test('a rule set with the same id but missing effects is refused', (t) => {
  const bare = new RuleGraph({ id: 'life' });
  bare.define(lifeGraph().node('gain-life'), lifeGraph().node('draw-cards'));
  t.is(t.throws(() => Engine.restore(bare, goodText())).message, 'Snapshot hook "again" on gain-life (post) names unknown effect "double-gain"');
});
