// What a sandbox step ran, for the page's lit rule graph: the nodes in the order they started (the
// last one the node that asked) and the hooks that fired, heard from the engine's own events; a
// card's hook is one the game's picture has a box for. A move in the history ran nothing.
import test from 'ava';
import { duelTable } from '../../examples/duel/table.js';
import { SandboxList } from '../../lib/server/sandbox/sandbox-list.js';
import { sandboxPicture } from '../../lib/server/sandbox/sandbox-picture.js';
import type { SandboxTable } from '../../lib/server/sandbox/sandbox-table.js';

function answer(sandbox: SandboxTable, words: string): void {
  const asked = sandbox.view().view.decision!;
  const index = asked.options.findIndex((o) => o.startsWith(words));
  if (index < 0) throw new Error(`no option "${words}" among ${asked.options.join(' | ')}`);
  sandbox.answer(asked.seq, index);
}

test('a direct attack into Mirror Ward: the nodes that ran, the asking node last, the mask that fired', (t) => {
  const sandbox = new SandboxList([duelTable]).open({
    game: 'duel',
    seed: 7,
    setup: [
      { card: 'Mirror Ward', zone: 'p2.spells', faceUp: true },
      { card: 'Gale Lancer', zone: 'p1.monsters', faceUp: true },
    ],
  });
  answer(sandbox, 'End the turn');
  t.deepEqual(sandbox.view().trace, {
    nodes: [
      'duel.main-move',
      'next-phase',
      'begin-phase',
      'duel.end-phase',
      'next-phase',
      'end-turn',
      'next-turn',
      'begin-turn',
      'duel.start-turn',
      'begin-phase',
      'duel.draw-phase',
      'draw',
      'move-card',
      'next-phase',
      'begin-phase',
      'duel.main-phase',
    ],
    hooks: [['cardweave.lifetimes', 'post', 'move-card']],
  });
  answer(sandbox, 'End the turn');
  answer(sandbox, 'Switch Gale Lancer to attack position');
  answer(sandbox, 'End the main phase and go to battle');
  answer(sandbox, 'Attack Player 2 directly with Gale Lancer');
  const trace = sandbox.view().trace;
  t.deepEqual(trace.nodes.slice(0, 7), [
    'duel.battle-move',
    'duel.declare-attack',
    'log',
    'duel.attack',
    'duel.inflict-damage',
    'log',
    'duel.inflict-damage',
  ]);
  t.is(trace.nodes.at(-1), 'duel.main-phase');
  t.deepEqual(trace.hooks, [
    ['mirror-ward:80', 'mask', 'duel.inflict-damage'],
    ['cardweave.lifetimes', 'post', 'move-card'],
  ]);
  t.is(sandbox.view().view.facts['Player 1 life points'], 6200);
  // The picture has a box for the card's mask, by its declared key.
  t.deepEqual(
    sandboxPicture(duelTable, []).hooks.find((h) => h.node === 'duel.inflict-damage'),
    { node: 'duel.inflict-damage', phase: 'mask', key: 'mirror-ward:*', id: 'h2' },
  );
  sandbox.undo();
  t.deepEqual(sandbox.view().trace, { nodes: [], hooks: [] });
});
