import { STANDARD_NODE_EXPORTS } from '../graph/suggest.js';
import { RESOLVE_ABILITY } from '../card-text/abilities.js';
import { UNTIL_YOUR_NEXT_TURN } from '../card-text/until-next-turn.js';
import { ABILITY_FIELDS, EXTRA_KEYS, HOOK_FIELDS, ONCE_PER, OPERATORS, PHASES, VIAS } from '../card-text/card-data-check.js';
import { CARD_VERBS } from '../card-text/card-data.js';
import { CREATE_CARD } from '../nodes/create-card.js';
import { CARD_FIELDS, MAX_SETUP_COPIES, PACK_FIELDS, SETUP_FIELDS } from './json-pack-format.js';
import { MOVE_CARD } from '../nodes/move-card.js';
import { REMOVE_CARD } from '../nodes/remove-card.js';

/**
 * What a pack schema is made for: the node names a `do` or `node` may give
 * (default: the standard and card nodes), and whether any namespaced name
 * (`duel.destroy`, a game's own node by custom) is allowed too (default:
 * when no nodes are given). A game's schema gives all its nodes, closed.
 *
 * @example
 * cardPackSchema({ nodes: warGame.graph().nodes().map((n) => n.name) });
 */
export interface PackSchemaOptions {
  nodes?: readonly string[];
  open?: boolean;
}

type Schema = Record<string, unknown>;

/**
 * The JSON Schema (draft-07) of a JSON card pack file, generated from the
 * card language as the library registers it: its fields, card verbs,
 * selector operators, hook phases and the node names. An editor given it
 * (`"$schema"` in a pack file) completes and flags fields as you type;
 * `cardweave cards check` goes further (names in the game, node args,
 * references to `as` names). The package ships it, made with every node
 * of the library (`libraryPackSchema` of cardweave/server), as
 * dist/schema/card-pack.schema.json; `cardweave cards schema` prints it.
 *
 * @example
 * writeFileSync('card-pack.schema.json', JSON.stringify(cardPackSchema(), null, 2));
 */
export function cardPackSchema(options: PackSchemaOptions = {}): Record<string, unknown> {
  const libraryNodes = [...Object.keys(STANDARD_NODE_EXPORTS), MOVE_CARD, CREATE_CARD, REMOVE_CARD, RESOLVE_ABILITY];
  const nodes = [...new Set(options.nodes ?? libraryNodes)].sort();
  // Without a game, a game's own node is any namespaced name ("duel.destroy"): its spelling is not known here.
  const namespaced: Schema = { type: 'string', pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_.-]+$' };
  const open = options.open ?? options.nodes === undefined;
  const nodeName: Schema = open ? { anyOf: [{ enum: nodes }, namespaced] } : { enum: nodes };
  const verb: Schema = open ? { anyOf: [{ enum: [...CARD_VERBS, ...nodes] }, namespaced] } : { enum: [...CARD_VERBS, ...nodes] };
  const operators = [...OPERATORS];
  const ref = (name: string): Schema => ({ $ref: `#/definitions/${name}` });
  const text: Schema = { type: 'string', minLength: 1 };
  // "Once per turn", "once per game": how often one card's ability or hook given by steps may run.
  const once: Schema = { enum: [...ONCE_PER] };
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'cardweave card pack',
    description:
      'A card pack as data: its name, its cards, and the copies of them a game starts with (cardweave cards check checks it against a game).',
    type: 'object',
    additionalProperties: false,
    required: ['name', 'cards'],
    properties: pick(PACK_FIELDS, {
      $schema: { type: 'string' },
      name: text,
      version: text,
      cards: { type: 'array', items: ref('card') },
      setup: { type: 'array', items: ref('setup') },
    }),
    definitions: {
      card: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'kind'],
        properties: pick(CARD_FIELDS, {
          id: text,
          name: text,
          text: { type: 'string' },
          kind: text,
          stats: { type: 'object', additionalProperties: { type: ['number', 'string'] } },
          abilities: { type: 'array', items: ref('ability') },
        }),
      },
      setup: {
        type: 'object',
        additionalProperties: false,
        required: ['card', 'owner', 'zone'],
        properties: pick(SETUP_FIELDS, {
          card: text,
          owner: text,
          controller: text,
          zone: text,
          copies: { type: 'integer', minimum: 1, maximum: MAX_SETUP_COPIES },
          faceUp: { type: 'boolean' },
          at: { enum: ['top', 'bottom'] },
        }),
      },
      ability: { anyOf: [ref('effectAbility'), ref('stepsAbility'), ref('whileAbility')] },
      effectAbility: {
        type: 'object',
        additionalProperties: false,
        required: ['on', 'effect'],
        properties: pick(ABILITY_FIELDS, { on: text, effect: text, params: { type: 'object' }, once }, false),
      },
      stepsAbility: {
        type: 'object',
        additionalProperties: false,
        required: ['on', 'steps'],
        properties: pick(ABILITY_FIELDS, { on: text, steps: ref('steps'), if: ref('value'), once }, false),
      },
      whileAbility: {
        type: 'object',
        additionalProperties: false,
        required: ['while', 'hooks'],
        properties: pick(
          ABILITY_FIELDS,
          {
            while: { anyOf: [text, { type: 'array', minItems: 1, items: text }] },
            hooks: { type: 'array', minItems: 1, items: ref('hook') },
          },
          false,
        ),
      },
      hook: {
        type: 'object',
        additionalProperties: false,
        required: ['node', 'phase'],
        properties: pick(HOOK_FIELDS, {
          node: nodeName,
          phase: { enum: [...PHASES] },
          key: text,
          steps: ref('steps'),
          effect: text,
          params: { type: 'object' },
          when: ref('value'),
          if: ref('value'),
          applies: text,
          lifetime: {
            anyOf: [
              { enum: ['permanent', 'once', UNTIL_YOUR_NEXT_TURN] },
              {
                type: 'object',
                additionalProperties: false,
                required: ['runs'],
                properties: { runs: { type: 'integer', minimum: 1 } },
              },
              { type: 'object', additionalProperties: false, required: ['until'], properties: { until: text } },
            ],
          },
          priority: { type: 'number' },
          tier: text,
          reason: text,
          once,
        }),
      },
      steps: { type: 'array', minItems: 1, items: ref('step') },
      step: {
        type: 'object',
        required: ['do'],
        properties: {
          do: verb,
          as: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*$' },
          if: ref('value'),
          via: { enum: [...VIAS] },
          // attach's hook: a hook, checked as one.
          hook: { anyOf: [ref('hook'), { not: { type: 'object' } }] },
        },
        additionalProperties: ref('value'),
      },
      value: {
        anyOf: [
          { type: ['string', 'number', 'boolean', 'null'] },
          { type: 'array', items: ref('value') },
          { type: 'object', propertyNames: { not: { pattern: '^\\$' } }, additionalProperties: ref('value') },
          ...operators.map((op) => ({
            type: 'object',
            additionalProperties: false,
            required: [op],
            properties: Object.fromEntries([op, ...(EXTRA_KEYS[op] ?? [])].map((key) => [key, ref('value')])),
          })),
        ],
      },
    },
  };
}

/**
 * The schemas of `fields`' properties: each named must be a field of the language, and with
 * `complete` every field must have one. A field the language adds or drops fails here, loudly.
 */
function pick(fields: readonly string[], schemas: Record<string, Schema>, complete = true): Record<string, Schema> {
  for (const name of Object.keys(schemas))
    if (!fields.includes(name)) throw new Error(`cardPackSchema: "${name}" is not a field`);
  const missing = complete ? fields.find((field) => schemas[field] === undefined) : undefined;
  if (missing !== undefined) throw new Error(`cardPackSchema: field "${missing}" has no schema`);
  return schemas;
}
