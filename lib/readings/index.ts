/**
 * Card text from card data: `cardText(def, packs)` renders a card's rules text from its abilities,
 * each verb, selector, condition, hook and lifetime read by its reading (the library's tables in
 * library-readings.ts, and a pack's `readings` for its own nodes, effects, triggers and zones).
 *
 * @example
 * cardText(sparkVolley, duelGame.packs()); // 'Inflict 500 damage to your opponent.'
 * @module
 */
export { cardText, readCard, textDiffers, type CardReading } from './card-text.js';
export type { ReadingPack } from './lexicon.js';
export type { CardReadings, NodeReading, Phrase, ReadingTemplate, StatReading, TriggerReading, ZoneReading } from './readings.js';
