/**
 * Cards: definitions vs instances, zones, move-card, abilities, card packs, card games and
 * their containers. Import it from `cardweave/cards`, or from `cardweave`. The sources are in
 * four rooms (card state here, lib/nodes, lib/card-text, lib/packs); this entry exports them all.
 *
 * @document README.md
 * @module cards
 */
export {
  RESOLVE_ABILITY,
  registerCardNodes,
  resolveAbilityNode,
  triggerAbilities,
  type ResolveAbilityArgs,
} from '../card-text/abilities.js';
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
export { ARGS_MATCH, CANCEL_EFFECT } from '../card-text/cancel-effect.js';
export { cardRecord, cardReport, type CardRecord, type CardReportHook } from '../packs/card-report.js';
export { cardAbilityFlows, needsZoneLifetimes, registerCardData } from '../card-text/card-flows.js';
export { cardFlowName, keyPattern } from '../card-text/card-hooks.js';
export { checkConservation } from './conservation.js';
export { AGENTS, agentsIn, CARD_GAME, createEngineFromContainer, createGameContainer } from '../packs/container.js';
export { createCard, removeCard, type CreateCardOptions } from './create.js';
export { CREATE_CARD, createCardNode, LIMBO, MAX_CREATED, type CreateCardArgs } from '../nodes/create-card.js';
export { defineCard, type CardDefinition, type CardDefinitionInput } from '../card-text/definition.js';
export { CardError, CardPackError } from './errors.js';
export { gameDigest } from '../packs/game-digest.js';
export { defineCardGame, type CardEngineOptions, type CardGame, type CardGameDefinition, type PackSource } from '../packs/game.js';
export { cardDef, cardIncarnation, cardName, cardOf, cardStat, countCards, hookOwner, sameCard } from './instances.js';
export {
  attachWhileIn,
  hasStaticAbility,
  LIFETIMES_KEY,
  refreshLifetimes,
  startCardLifetimes,
  watchZones,
  type HookTarget,
} from '../card-text/lifetimes.js';
export { markUsed, usedUp, type Once } from './limits.js';
export { checkCardPackText, type CardFinding, type CheckNames } from '../packs/check-pack.js';
export { cardPackFromJson, type JsonCardPack } from '../packs/json-pack.js';
export { CARD_FIELDS, MAX_SETUP_COPIES, PACK_FIELDS, SETUP_FIELDS, type JsonPackSetup } from '../packs/json-pack-format.js';
export { loadCardPackFile, MAX_PACK_FILE_BYTES, type LoadPackFileOptions } from '../packs/load-pack-file.js';
export { MOVE_CARD, moveCard, moveCardNode, type MoveCardArgs, type MoveOneCard } from '../nodes/move-card.js';
export {
  CARD_PACK,
  cardPackModule,
  defineCardPack,
  packsFromModules,
  packsIn,
  type CardPack,
  type CardPackInput,
  type PackHook,
} from '../packs/pack.js';
export { type LogDeclaringViewer, type PackLogVisibility } from '../packs/pack-log.js';
export { cardPackSchema, type PackSchemaOptions } from '../packs/pack-schema.js';
export { REMOVE_CARD, removeCardNode, type RemoveCardArgs } from '../nodes/remove-card.js';
export { fillTemplate, resolveCondition, resolveValue, type SelectorScope } from '../card-text/selectors.js';
export { runSteps, type EffectLookup, type StepsOutcome } from '../card-text/steps.js';
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
export { validateCardPacks, type GameNames } from '../packs/validate-packs.js';
// A pack's `readings` (how its nodes read in card text) are part of the pack's shape, so the card
// area's API lists them beside CardPack; the renderer itself is lib/readings (cardText).
export * from '../readings/index.js';
