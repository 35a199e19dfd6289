// The readings one card is read with: the library's tables, then each pack's, and the cards the packs define.
import type { CardDefinition } from '../card-text/definition.js';
import { CardError } from '../cards/errors.js';
import { CONDITION_READINGS, EFFECT_READINGS, NODE_READINGS } from './library-readings.js';
import type { CardReadings, NodeReading, Phrase, StatReading, TriggerReading, ZoneReading } from './readings.js';
import { templateProblem } from './template.js';

/**
 * A pack as cardText reads it: its name, its cards (a card it creates is named from them) and its readings.
 *
 * @example
 * const packs: ReadingPack[] = duelGame.packs(); cardText(card, packs);
 */
export interface ReadingPack {
  name: string;
  cards: readonly CardDefinition[];
  readings?: CardReadings;
}

/** @internal Everything a card is read with, and what was read plainly for want of a reading. */
export interface Lexicon {
  nodes: Map<string, NodeReading>;
  effects: Map<string, string>;
  conditions: Map<string, string>;
  triggers: Map<string, TriggerReading>;
  zones: Map<string, ZoneReading>;
  stats: Map<string, StatReading>;
  state: Map<string, Readonly<Record<string, string>>>;
  cards: Map<string, CardDefinition>;
  cardName?: (card: CardDefinition, count: number) => string;
  twoPlayers: boolean;
  /** Names read plainly, for want of a reading: `node "duel.x"`, `trigger "flipped"`. */
  unread: Set<string>;
}

const KINDS = ['triggers', 'nodes', 'effects', 'conditions', 'zones', 'stats', 'state'] as const;
const KIND_NAMES: Record<(typeof KINDS)[number], string> = {
  triggers: 'trigger',
  nodes: 'node',
  effects: 'effect',
  conditions: 'condition',
  zones: 'zone',
  stats: 'stat',
  state: 'state',
};

/**
 * @internal The lexicon of `packs`: the library's readings, then each pack's (a pack may read a library
 * node its own way; two packs reading one name are refused, `reading-bad`, as is a malformed template).
 */
export function lexiconOf(packs: readonly ReadingPack[]): Lexicon {
  const lex: Lexicon = {
    nodes: new Map(Object.entries(NODE_READINGS)),
    effects: new Map(Object.entries(EFFECT_READINGS)),
    conditions: new Map(Object.entries(CONDITION_READINGS)),
    triggers: new Map(),
    zones: new Map(),
    stats: new Map(),
    state: new Map(),
    cards: new Map(),
    twoPlayers: false,
    unread: new Set(),
  };
  const by = new Map<string, string>();
  for (const pack of packs) {
    for (const card of pack.cards) lex.cards.set(card.id, card);
    const readings = pack.readings;
    if (readings === undefined) continue;
    for (const kind of KINDS) {
      for (const [name, reading] of Object.entries(readings[kind] ?? {})) {
        const key = `${KIND_NAMES[kind]} "${name}"`;
        const first = by.get(key);
        if (first !== undefined)
          throw new CardError('reading-bad', `Card packs "${first}" and "${pack.name}" both give a reading of ${key}: keep one`);
        by.set(key, pack.name);
        const problem = readingProblem(reading);
        if (problem !== undefined)
          throw new CardError('reading-bad', `Card pack "${pack.name}": the reading of ${key} ${problem}`);
        (lex[kind] as Map<string, unknown>).set(name, reading);
      }
    }
    if (readings.cardName !== undefined) lex.cardName = readings.cardName;
    if (readings.twoPlayers === true) lex.twoPlayers = true;
  }
  return lex;
}

/** The first malformed template in a reading (strings at any depth), or undefined. */
function readingProblem(reading: unknown): string | undefined {
  if (typeof reading === 'string') return templateProblem(reading);
  if (reading === null || typeof reading !== 'object') return undefined;
  for (const value of Object.values(reading)) {
    const problem = readingProblem(value);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

/** You, as a phrase. */
export const YOU_PHRASE: Phrase = Object.freeze({ text: 'you', you: true });
/** Your opponent, as a phrase. */
export const OPPONENT_PHRASE: Phrase = Object.freeze({ text: 'your opponent', their: 'their' });
