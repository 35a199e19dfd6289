// The card rooms of lib/ (issue 25) import each other in no circle: lib/cards (card state),
// lib/card-text (the card-data language), lib/packs (packs and card games) and lib/nodes (the rule
// verbs, move-card, create-card and remove-card among them). lib/cards once held a circle of 7 files
// through definitions and limits, and a runtime circle card-flows -> lifetimes -> card-hooks ->
// card-flows that stayed open only because no module read the other at load time.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import test from 'ava';
import { importCircles, importGraph } from '../../tools/import-cycles.js';

const LIB = fileURLToPath(new URL('../../lib', import.meta.url));
const ROOMS = ['cards', 'card-text', 'packs', 'nodes'];

for (const room of ROOMS) {
  test(`lib/${room} has no import circle, type-only imports included`, (t) => {
    t.deepEqual(importCircles(importGraph(path.join(LIB, room))), []);
  });
}

test('no import circle of lib/ passes through a card room, even leaving it and coming back', (t) => {
  // lib/graph keeps its own small circle (bounded by import-cycles.test.ts); none may reach the card rooms.
  const circles = importCircles(importGraph(LIB));
  t.deepEqual(
    circles.filter((circle) => circle.some((file) => ROOMS.includes(file.split('/')[0]!))),
    [],
  );
});

test('lifetimes sit at the bottom of the card language: they import no file that runs card data', (t) => {
  const imports = importGraph(path.join(LIB, 'card-text')).get('lifetimes.ts');
  t.deepEqual(
    imports?.filter((file) => ['abilities.ts', 'card-flows.ts', 'steps.ts'].includes(file)),
    [],
  );
});

test('lib/packs stands on the other card rooms: none of them imports it, but the cardweave/cards entry', (t) => {
  const graph = importGraph(LIB);
  const below = [...graph].filter(([file]) => /^(cards|card-text|nodes)\//.test(file) && file !== 'cards/index.ts');
  t.deepEqual(
    below.filter(([, targets]) => targets.some((target) => target.startsWith('packs/'))).map(([file]) => file),
    [],
  );
});
