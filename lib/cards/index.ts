/**
 * Cards: definitions vs instances, zones, move-card, abilities, card packs, card games and
 * their containers. Import it from `cardweave/cards`, or from `cardweave`.
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
} from './abilities.js';
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
} from './card-data.js';
export { ARGS_MATCH, CANCEL_EFFECT } from './cancel-effect.js';
export { cardRecord, cardReport, type CardRecord, type CardReportHook } from './card-report.js';
export { cardAbilityFlows, cardFlowName, keyPattern, needsZoneLifetimes, registerCardData } from './card-flows.js';
export { checkConservation } from './conservation.js';
export { AGENTS, agentsIn, CARD_GAME, createEngineFromContainer, createGameContainer } from './container.js';
export { createCard, removeCard, type CreateCardOptions } from './create.js';
export { CREATE_CARD, createCardNode, LIMBO, MAX_CREATED, type CreateCardArgs } from './create-card.js';
export { defineCard, type CardDefinition, type CardDefinitionInput } from './definition.js';
export { CardError, CardPackError } from './errors.js';
export { gameDigest } from './game-digest.js';
export { defineCardGame, type CardEngineOptions, type CardGame, type CardGameDefinition, type PackSource } from './game.js';
export { cardDef, cardIncarnation, cardName, cardOf, cardStat, countCards, hookOwner, sameCard } from './instances.js';
export {
  attachWhileIn,
  hasStaticAbility,
  LIFETIMES_KEY,
  refreshLifetimes,
  startCardLifetimes,
  watchZones,
  type HookTarget,
} from './lifetimes.js';
export { markUsed, usedUp, type Once } from './limits.js';
export { checkCardPackText, type CardFinding, type CheckNames } from './check-pack.js';
export { cardPackFromJson, type JsonCardPack } from './json-pack.js';
export { CARD_FIELDS, MAX_SETUP_COPIES, PACK_FIELDS, SETUP_FIELDS, type JsonPackSetup } from './json-pack-format.js';
export { loadCardPackFile, MAX_PACK_FILE_BYTES, type LoadPackFileOptions } from './load-pack-file.js';
export { MOVE_CARD, moveCard, moveCardNode, type MoveCardArgs, type MoveOneCard } from './move-card.js';
export {
  CARD_PACK,
  cardPackModule,
  defineCardPack,
  packsFromModules,
  packsIn,
  type CardPack,
  type CardPackInput,
  type PackHook,
} from './pack.js';
export { type LogDeclaringViewer, type PackLogVisibility } from './pack-log.js';
export { cardPackSchema, type PackSchemaOptions } from './pack-schema.js';
export { REMOVE_CARD, removeCardNode, type RemoveCardArgs } from './remove-card.js';
export { fillTemplate, resolveCondition, resolveValue, type SelectorScope } from './selectors.js';
export { runSteps, type EffectLookup, type StepsOutcome } from './steps.js';
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
export { validateCardPacks, type GameNames } from './validate-packs.js';
