/**
 * cardweave's front door: the values a game author needs, listed by name, and the types their
 * signatures use. Everything here is also exported by its room's entry point (`cardweave/graph`,
 * `cardweave/cards`, ...), which adds what only a power user needs; the card-text verbs are in
 * `cardweave/verbs` and the table server in `cardweave/server`. test/package/entry-points.test.ts
 * pins this list, so a name is added or removed only on purpose.
 * @module
 */

// Running a game: the rule graph, the engine that runs it, seeded randomness and the agents
export { Engine, firstOptionAgent, isRunOf, randomAgent, Rng, RuleGraph, scriptedAgent } from './graph/index.js';
export type {
  Agent,
  Decision,
  DecisionRequest,
  EngineOptions,
  Formatter,
  LogEntry,
  LookAhead,
  PlayerView,
  RuleGraphOptions,
  RunStatus,
  SeatDecision,
  StartOptions,
} from './graph/index.js';

// Errors: every error the library throws is a CardweaveError with a stable `code`; a RuleError
// wraps what a body or hook threw (the classes for each code are in 'cardweave/graph' and the rooms)
export { CardweaveError, RuleError } from './graph/index.js';
export type { RuleFailureSite } from './graph/index.js';

// Nodes and hooks: rule steps, named effects, queries, the standard nodes and turn structure
export { defineEffect, defineNode, defineQuery, defineValueQuery, fieldText } from './graph/index.js';
export { standardFormatters, standardNodes, turnStructure } from './nodes/index.js';
export type {
  Args,
  Context,
  Effect,
  EffectDeclaration,
  HookSpec,
  Invocation,
  Json,
  JsonObject,
  NodeDefinition,
  Phase,
  QuerySpec,
  ValueQuerySpec,
} from './graph/index.js';
export type { TurnStructureOptions, TurnStructureState } from './nodes/index.js';

// Cards and zones: card state, instances by handle, moving cards, abilities that trigger
export {
  addZone,
  cardDef,
  cardOf,
  cardsIn,
  cardStat,
  createCard,
  hookOwner,
  moveCard,
  triggerAbilities,
  zoneHandle,
} from './cards/index.js';
export type {
  Ability,
  CardDefinition,
  CardDefinitionInput,
  CardInstance,
  CardState,
  CreateCardOptions,
  MoveCardArgs,
  MoveOneCard,
  Step,
  StepsAbility,
  Value,
  ZoneRef,
} from './cards/index.js';

// Card packs and card games: cards, packs (code or JSON files), the game, its inversify container
export {
  AGENTS,
  cardPackModule,
  createEngineFromContainer,
  createGameContainer,
  defineCard,
  defineCardGame,
  defineCardPack,
  loadCardPackFile,
} from './cards/index.js';
export type {
  CardEngineOptions,
  CardGame,
  CardGameDefinition,
  CardPack,
  CardPackInput,
  LoadPackFileOptions,
  PackSource,
} from './cards/index.js';

// Card text: a card's rules text read from its card data
export { cardText } from './cards/index.js';
export type { CardReadings, ReadingPack } from './cards/index.js';

// Views: what each seat may see, and cards revealed to some seats
export { cardVisibility, forgetReveals, reveal } from './views/index.js';
export type { CardVisibilityDeclaration, RevealState, Sight, ZoneVisibility } from './views/index.js';

// Saves and history: a game as JSON, restored and checked, replayed, and its past as a tree
export { historyOf, replay, restore, snapshot } from './saves/index.js';
export type { GameHistory, Snapshot } from './saves/index.js';
export type { RestoreOptions, ResumeOptions } from './graph/index.js';

// Simulation: many seeded games in worker threads, and sweeps of variants
export { declareCardPlay, simulate, sweep } from './sim/index.js';
export type {
  CardPlayRule,
  GameOutcome,
  SimulationReport,
  SimulationRequest,
  SimulationResult,
  SweepRequest,
  SweepResult,
} from './sim/index.js';

// Pictures: the rule graph as a picture, and traces of node runs
export { gamePicture, recordTrace, renderMermaid } from './pictures/index.js';
export type { GamePicture, PictureOptions, TraceOptions } from './pictures/index.js';

// Testing: one card, straight, through a save and restore, and through a fork
export { cardTest } from './testing/index.js';
export type { CardTest, CardTestGame, CardTestResult, Play } from './testing/index.js';
