// Every example card has a card test or a written reason (issue 25): a new card without either fails here, by name.
import { readFileSync } from 'node:fs';
import test from 'ava';
import { isStandardId } from '../../../examples/war/cards.js';
import { MONSTERS } from '../../../examples/duel/cards.js';
import { exampleCardsById } from '../example-cards.js';
import { STANDARD_CARDS_REASON, UNTESTED_CARDS } from './untested-cards.js';

const CARD_TEST_FILES = ['duel-cards.test.ts', 'war-cards.test.ts'];

test('every example card has a card test or a written reason', (t) => {
  const tests = CARD_TEST_FILES.map((file) => readFileSync(new URL(file, import.meta.url), 'utf8')).join('\n');
  // The duel's monsters are tested in a loop over MONSTERS, so their ids are not written out.
  const looped = new Set(MONSTERS.map((card) => card.id));
  const missing = [...exampleCardsById().keys()].filter(
    (id) => !tests.includes(`'${id}'`) && !looped.has(id) && !(id in UNTESTED_CARDS) && !isStandardId(id),
  );
  t.deepEqual(missing, []);
  t.true(STANDARD_CARDS_REASON.length > 0);
});

test('a card with a reason has no card test too: the list stays true', (t) => {
  const tests = CARD_TEST_FILES.map((file) => readFileSync(new URL(file, import.meta.url), 'utf8')).join('\n');
  const ids = new Set(exampleCardsById().keys());
  t.deepEqual(
    Object.keys(UNTESTED_CARDS).filter((id) => !ids.has(id) || tests.includes(`play('p1', '${id}'`)),
    [],
  );
});
