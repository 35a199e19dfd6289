/**
 * Cards: definitions vs instances, zones, move-card, abilities, card packs, card games and
 * their containers. Import it from `cardweave/cards`; `cardweave` lists the ones most games use.
 * The sources are in four rooms (card state here, lib/nodes, lib/card-text, lib/packs); this
 * entry lists what a game author uses of them, and their helpers stay inside.
 *
 * @document README.md
 * @module cards
 */
// Card state: zones and instances by handle, created, moved and removed only through the card nodes
export { createCard, removeCard, type CreateCardOptions } from './create.js';
export { checkConservation } from './conservation.js';
export { CardError, CardPackError } from './errors.js';
export { cardDef, cardIncarnation, cardName, cardOf, cardStat, countCards, hookOwner, sameCard } from './instances.js';
export {
  addZone,
  cardsIn,
  createCardState,
  zoneHandle,
  zoneName,
  type BoundHook,
  type CardInstance,
  type CardState,
  type ZoneRef,
} from './state.js';
export { type CreateCardArgs } from '../nodes/create-card.js';
export { moveCard, type MoveCardArgs, type MoveOneCard } from '../nodes/move-card.js';
export { type RemoveCardArgs } from '../nodes/remove-card.js';

// Card data: definitions, abilities and their steps, the hooks and lifetimes they bring
export { triggerAbilities } from '../card-text/abilities.js';
export {
  CARD_VERBS,
  type Ability,
  type CardHook,
  type EffectAbility,
  type Step,
  type StepsAbility,
  type Value,
  type Via,
  type WhileAbility,
} from '../card-text/card-data.js';
export { defineCard, type CardDefinition, type CardDefinitionInput } from '../card-text/definition.js';
export { attachWhileIn, startCardLifetimes, type HookTarget } from '../card-text/lifetimes.js';
export { type Once } from './limits.js';

// Card packs and card games: in code or JSON files, checked, and wired in an inversify container
export { cardRecord, cardReport, type CardRecord, type CardReportHook } from '../packs/card-report.js';
export { checkCardPackText, type CardFinding, type CheckNames } from '../packs/check-pack.js';
export { AGENTS, CARD_GAME, createEngineFromContainer, createGameContainer } from '../packs/container.js';
export { gameDigest } from '../packs/game-digest.js';
export {
  defineCardGame,
  type CardEngineOptions,
  type CardGame,
  type CardGameDefinition,
  type PackSource,
} from '../packs/game.js';
export { cardPackFromJson, type JsonCardPack } from '../packs/json-pack.js';
export { type JsonPackSetup } from '../packs/json-pack-format.js';
export { loadCardPackFile, MAX_PACK_FILE_BYTES, type LoadPackFileOptions } from '../packs/load-pack-file.js';
export {
  CARD_PACK,
  cardPackModule,
  defineCardPack,
  packsIn,
  type CardPack,
  type CardPackInput,
  type PackHook,
} from '../packs/pack.js';
export { type LogDeclaringViewer, type PackLogVisibility } from '../packs/pack-log.js';
export { cardPackSchema, type PackSchemaOptions } from '../packs/pack-schema.js';
export { validateCardPacks, type GameNames } from '../packs/validate-packs.js';

// Card text: a pack's `readings` (how its nodes read in card text) are part of the pack's shape, so
// the card area's API lists them beside CardPack; the renderer itself is lib/readings (cardText).
export { cardText, readCard, type CardReading } from '../readings/card-text.js';
export type { ReadingPack } from '../readings/lexicon.js';
export type {
  CardReadings,
  NodeReading,
  Phrase,
  ReadingTemplate,
  StatReading,
  TriggerReading,
  ZoneReading,
} from '../readings/readings.js';
