// The example cards, however they are written, compile to the JSON they were before verbs
// (fixtures/example-cards.json, taken from the cards as they were written in JSON).
import test from 'ava';
import { readFileSync } from 'node:fs';
import { exampleCardsById } from './example-cards.js';

const frozen = JSON.parse(readFileSync(new URL('fixtures/example-cards.json', import.meta.url), 'utf8')) as Record<
  string,
  unknown
>;

test('every example card is in the frozen copy, and the copy holds no other card', (t) => {
  t.deepEqual([...exampleCardsById().keys()].sort(), Object.keys(frozen).sort());
});

test("every example card's definition is its frozen JSON, byte for byte (a save holds the definitions)", (t) => {
  for (const [id, card] of exampleCardsById()) t.is(JSON.stringify(card), JSON.stringify(frozen[id]), id);
});
