// Issue 25: every kind the card language registers declares how it reads. A new verb, operator, phase,
// lifetime, once, reference, library node, effect or condition without a reading fails here, by name.
import test from 'ava';
import { RuleGraph, standardNodes, turnStructure } from '../../lib/index.js';
import { cardPackSchema } from '../../lib/cards/index.js';
import { registerCardNodes } from '../../lib/card-text/abilities.js';
import { CARD_VERBS, ONCE_PER, REFERENCES } from '../../lib/card-text/card-data.js';
import { OPERATORS, PHASES } from '../../lib/card-text/card-data-check.js';
import { ARGS_MATCH } from '../../lib/card-text/cancel-effect.js';
import {
  CARD_VERB_READINGS,
  CONDITION_READINGS,
  EFFECT_READINGS,
  LIFETIME_READINGS,
  NODE_READINGS,
  ONCE_READINGS,
  OPERATOR_READINGS,
  PHASE_READINGS,
  REFERENCE_READINGS,
} from '../../lib/readings/library-readings.js';

/** The names of `kind` that `table` has no reading for. */
function unread(kind: string, names: Iterable<string>, table: Readonly<Record<string, unknown>>): string[] {
  return [...names].filter((name) => !Object.hasOwn(table, name)).map((name) => `${kind} "${name}"`);
}

/** The lifetimes the pack schema accepts: its words, and the key of each object form ({ runs }, { until }). */
function schemaLifetimes(): string[] {
  const definitions = cardPackSchema().definitions as Record<
    string,
    { properties: Record<string, { anyOf: Record<string, unknown>[] }> }
  >;
  return definitions.hook!.properties.lifetime!.anyOf.flatMap((form) =>
    Array.isArray(form.enum) ? (form.enum as string[]) : (form.required as string[]),
  );
}

test('every card verb, operator, reference, phase, lifetime and once has a reading', (t) => {
  t.deepEqual(
    [
      ...unread('card verb', CARD_VERBS, CARD_VERB_READINGS),
      ...unread('operator', OPERATORS, OPERATOR_READINGS),
      ...unread('reference', REFERENCES, REFERENCE_READINGS),
      ...unread('phase', PHASES, PHASE_READINGS),
      ...unread('lifetime', schemaLifetimes(), LIFETIME_READINGS),
      ...unread('once', ONCE_PER, ONCE_READINGS),
    ],
    [],
  );
});

test('every node, effect and condition of the library has a reading', (t) => {
  const graph = registerCardNodes(new RuleGraph({ id: 'library' })).define(
    ...standardNodes,
    ...turnStructure({ phases: [{ name: 'main', node: 'x.main' }] }),
  );
  t.deepEqual(
    [
      ...unread(
        'node',
        graph.nodes().map((node) => node.name),
        NODE_READINGS,
      ),
      ...unread('effect', graph.effectNames(), EFFECT_READINGS),
      ...unread('condition', [ARGS_MATCH], CONDITION_READINGS),
    ],
    [],
  );
});

test('a table reads only names the language has: a reading left behind by a renamed verb fails too', (t) => {
  const graph = registerCardNodes(new RuleGraph({ id: 'library' })).define(
    ...standardNodes,
    ...turnStructure({ phases: [{ name: 'main', node: 'x.main' }] }),
  );
  const stale = (kind: string, table: Readonly<Record<string, unknown>>, names: readonly string[]) =>
    Object.keys(table)
      .filter((name) => !names.includes(name))
      .map((name) => `${kind} "${name}"`);
  t.deepEqual(
    [
      ...stale('card verb', CARD_VERB_READINGS, CARD_VERBS),
      ...stale('operator', OPERATOR_READINGS, OPERATORS),
      ...stale('phase', PHASE_READINGS, PHASES),
      ...stale(
        'node',
        NODE_READINGS,
        graph
          .nodes()
          .map((node) => node.name)
          .filter((name) => name !== 'x.main'),
      ),
    ],
    [],
  );
});
