// A verb for everything card data can say: adding a card verb, an operator, a phase, a lifetime form, an
// ability form or a node to lib without a verb fails here.
import test from 'ava';
import { standardNodes } from '../../../lib/index.js';
import { CARD_VERBS } from '../../../lib/cards/index.js';
import { CREATE_CARD } from '../../../lib/nodes/create-card.js';
import { endTurnNode } from '../../../lib/nodes/turns/end-turn.js';
import { extraTurnNode } from '../../../lib/nodes/turns/extra-turn.js';
import { MOVE_CARD } from '../../../lib/nodes/move-card.js';
import { nextTurnNode } from '../../../lib/nodes/turns/next-turn.js';
import { REMOVE_CARD } from '../../../lib/nodes/remove-card.js';
import { skipPhaseNode, skipTurnNode } from '../../../lib/nodes/turns/skip-turn.js';
import { OPERATORS, PHASES } from '../../../lib/card-text/card-data-check.js';
import { REFERENCES } from '../../../lib/card-text/card-data.js';
import {
  ABILITY_ROWS,
  CARD_VERB_ROWS,
  REFERENCE_ROWS,
  LIFETIME_ROWS,
  NODE_VERB_ROWS,
  OPERATOR_ROWS,
  PHASE_ROWS,
  type Row,
} from './table.js';

const covered = (rows: Row[]): string[] => [...new Set(rows.map((row) => row.data))].sort();

test('every card verb (CARD_VERBS) has a verb, and each row builds a step of that verb', (t) => {
  t.deepEqual(covered(CARD_VERB_ROWS), [...CARD_VERBS].sort());
  for (const row of CARD_VERB_ROWS) t.is((row.built as { do: string }).do, row.data);
});

test('every selector and condition operator has a verb, and each row builds that operator', (t) => {
  t.deepEqual(covered(OPERATOR_ROWS), [...OPERATORS].sort());
  for (const row of OPERATOR_ROWS) t.is(Object.keys(row.built as object)[0], row.data);
});

test('every reference has a name, and $args a path', (t) => {
  t.deepEqual(covered(REFERENCE_ROWS), ['$args.<path>', ...REFERENCES.map((name) => `$${name}`)].sort());
});

test('every hook phase has a verb', (t) => {
  t.deepEqual(covered(PHASE_ROWS), [...PHASES].sort());
  for (const row of PHASE_ROWS) t.is((row.built as { phase: string }).phase, row.data);
});

test('every lifetime form has a verb: permanent, once, { runs } and { until }', (t) => {
  t.deepEqual(covered(LIFETIME_ROWS), ['once', 'permanent', 'runs', 'until']);
});

test('every ability form has a verb: steps, effect and while', (t) => {
  t.deepEqual(covered(ABILITY_ROWS), ['effect', 'steps', 'while']);
});

test('every node of lib (standard, card and turn nodes) has a verb, and any other node has step()', (t) => {
  const lib = [
    ...standardNodes.map((node) => node.name),
    MOVE_CARD,
    CREATE_CARD,
    REMOVE_CARD,
    ...[extraTurnNode, skipTurnNode, skipPhaseNode, endTurnNode, nextTurnNode].map((node) => node.name),
  ];
  t.deepEqual(covered(NODE_VERB_ROWS), ['(any node)', ...lib].sort());
  for (const row of NODE_VERB_ROWS) if (row.data !== '(any node)') t.is((row.built as { do: string }).do, row.data);
});
