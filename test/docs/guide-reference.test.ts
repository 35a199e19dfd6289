// The guide's "Every verb" table is the whole card language: it names every export of cardweave/verbs
// (and nothing that is not one), and what it writes covers every card verb, node verb of lib, selector
// and condition operator, reference, hook phase and lifetime the data language has. The language's
// lists come from test/cards/verbs/table.ts, which cover-the-language.test.ts holds to lib's own.
import test from 'ava';
import * as verbs from '../../lib/verbs/index.js';
import { CARD_VERBS } from '../../lib/cards/index.js';
import { LIFETIME_ROWS, NODE_VERB_ROWS, OPERATOR_ROWS, PHASE_ROWS, REFERENCE_ROWS } from '../cards/verbs/table.js';
import { GUIDE, section } from './guide-blocks.js';

/** The table's rows, as [verb cell, writes cell]. */
const rows = section('Every verb')
  .split('\n')
  .filter((line) => line.startsWith('| `') || line.startsWith('| .'))
  .map((line) => line.split(' | ').map((cell) => cell.replace(/^\| /, '').trim()));

/** The names a verb cell gives: `on(trigger, ...)` gives on; a method (`.do(...)`) gives .do. */
const named = (cell: string): string[] => [...cell.matchAll(/`(\.?[A-Za-z_]+)/g)].map((m) => m[1]!);
const verbCells = new Set(rows.flatMap((row) => named(row[0]!)));
const writes = rows.map((row) => row[1]!).join('\n');

/** The builder methods of a hook being written (before(...), permit(...)), which the table lists as .name. */
const HOOK_METHODS = [
  '.do',
  '.because',
  '.effect',
  '.when',
  '.if',
  '.key',
  '.priority',
  '.tier',
  '.once',
  '.until',
  '.untilYourNextTurn',
];

test('the table has a row for the verbs', (t) => {
  t.true(rows.length > 60, `${rows.length} rows in ${GUIDE}'s "Every verb"`);
});

test('every value export of cardweave/verbs is named in the table', (t) => {
  const exported = Object.keys(verbs).filter((name) => !['QueryHookText', 'StepsHookText'].includes(name));
  t.deepEqual(
    exported.filter((name) => !verbCells.has(name)),
    [],
  );
});

test('the table names no verb that cardweave/verbs does not export', (t) => {
  const unknown = [...verbCells].filter((name) => (name.startsWith('.') ? !HOOK_METHODS.includes(name) : !(name in verbs)));
  t.deepEqual(unknown, []);
});

test('what the table writes covers every card verb, node verb, operator, reference, phase and lifetime', (t) => {
  const quoted = (name: string): boolean =>
    writes.includes(`\`${name}\``) || writes.includes(`\`${name} `) || writes.includes(` ${name}\``);
  const missing = [
    ...[...CARD_VERBS].filter((name) => !quoted(name)),
    ...NODE_VERB_ROWS.map((row) => row.data).filter((name) => name !== '(any node)' && !quoted(name)),
    ...OPERATOR_ROWS.map((row) => row.data).filter((name) => !quoted(name)),
    ...REFERENCE_ROWS.map((row) => row.data).filter((name) => !quoted(name)),
    ...PHASE_ROWS.map((row) => `phase \`${row.data}\``).filter((text) => !writes.includes(text)),
    ...LIFETIME_ROWS.map((row) => row.data).filter(
      (name) => !writes.includes(`lifetime \`${name === 'runs' ? '{ runs: n }' : name === 'until' ? '{ until: node }' : name}\``),
    ),
  ];
  t.deepEqual([...new Set(missing)], []);
});
