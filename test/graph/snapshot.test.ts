import test from 'ava';
import { Engine, restore, snapshot } from '../../lib/index.js';
import { SnapshotError } from '../../lib/graph/index.js';
import { lifeGraph, lifeState, type LifeState } from './fixtures.js';

function pendingGame(): Engine<LifeState> {
  const engine = new Engine<LifeState>(lifeGraph(), {
    state: lifeState(),
    seed: 9,
    start: { node: 'gain-life', args: { player: 'p1', amount: 2 } },
  });
  engine.attach('gain-life', 'mask', { key: 'double', effect: 'double-gain', owner: 'c1', lifetime: 'once' });
  engine.attach('gain-life', 'mask', { key: 'draw-instead', effect: 'gain-to-draw', owner: 'c2' });
  engine.enqueue('gain-life', { player: 'p2', amount: 1 });
  engine.run();
  return engine;
}

test('a snapshot holds state, queue, hooks by effect name, RNG, pending decision, decisions and steps', (t) => {
  const engine = pendingGame();
  const snap = snapshot(engine);
  t.like(snap, { format: 'cardweave/snapshot', version: 2, rules: 'life', steps: 1, decisionSeq: 1, ended: false, result: null });
  t.deepEqual(snap.state, lifeState());
  t.deepEqual(snap.queue, [{ node: 'gain-life', args: { player: 'p2', amount: 1 } }]);
  t.deepEqual(
    snap.hooks.map((h) => [h.key, h.effect, h.owner, h.remaining]),
    [
      ['double', 'double-gain', 'c1', 1],
      ['draw-instead', 'gain-to-draw', 'c2', -1],
    ],
  );
  t.is(snap.pending?.player, 'p1');
  t.deepEqual(snap.rng, engine.rng.save());
  t.deepEqual(snap.decisions, []);
  t.not(snap.origin, null);
});

test('restoring from JSON text continues exactly as the original', (t) => {
  const original = pendingGame();
  // Hooks attached from outside the rules leave no record: this game can be restored only as trusted.
  const copy = restore<LifeState>(lifeGraph(), JSON.stringify(snapshot(original)), { verify: 'structure' });
  for (const engine of [original, copy]) {
    engine.decide('p1', 'double');
    engine.run();
  }
  t.deepEqual(copy.state, original.state);
  t.deepEqual(copy.log, original.log);
  t.deepEqual(copy.rng.save(), original.rng.save());
  // "double" had one run left when saved: it doubled p1's gain, then left, so p2's gain simply became a draw.
  t.deepEqual(copy.state.drawn, { p1: 4, p2: 1 });
  t.deepEqual(copy.state.life, { p1: 20, p2: 20 });
  t.deepEqual(
    copy.hooks().map((h) => h.key),
    ['draw-instead'],
  );
});

test('a snapshot is a copy: changing the game afterwards does not change it', (t) => {
  const engine = pendingGame();
  const snap = snapshot(engine);
  engine.state.life.p1 = 1;
  t.is((snap.state as unknown as LifeState).life.p1, 20);
});

test('saving a game that holds a closure hook fails naming node, phase and key', (t) => {
  const engine = pendingGame();
  engine.attach('draw-cards', 'post', { key: 'quick', run: () => {} });
  const error = t.throws(() => snapshot(engine), { instanceOf: SnapshotError });
  t.is(
    error.message,
    'Cannot save: post hook "quick" on node "draw-cards" is a closure; attach it by effect name (and a named condition) to make the game savable',
  );
});

test('a hook with a closure predicate cannot be saved either', (t) => {
  const engine = pendingGame();
  engine.attach('draw-cards', 'pre', { key: 'picky', effect: 'double-gain', applies: () => true });
  t.regex(t.throws(() => snapshot(engine)).message, /pre hook "picky" on node "draw-cards" is a closure/);
});
