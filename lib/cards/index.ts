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
export { checkConservation } from './conservation.js';
export { AGENTS, agentsIn, CARD_GAME, createEngineFromContainer, createGameContainer } from './container.js';
export { createCard, removeCard, type CreateCardOptions } from './create.js';
export { defineCard, type Ability, type CardDefinition, type CardDefinitionInput } from './definition.js';
export { CardError, CardPackError } from './errors.js';
export { defineCardGame, type CardEngineOptions, type CardGame, type CardGameDefinition, type PackSource } from './game.js';
export { cardDef, cardName, cardOf, cardStat, countCards, hookOwner } from './instances.js';
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
export {
  addZone,
  cardsIn,
  createCardState,
  zoneHandle,
  zoneName,
  type CardInstance,
  type CardState,
  type ZoneRef,
} from './state.js';
export { validateCardPacks, type GameNames } from './validate-packs.js';
