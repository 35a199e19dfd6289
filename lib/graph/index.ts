/**
 * The engine: rule graphs of nodes, hooks around them, the queue and run loop, decisions and
 * agents, events and errors (saves and history are lib/saves, one floor up). Import it from
 * `cardweave/graph`; `cardweave` lists the ones most games use.
 *
 * @module graph
 */
export { firstOptionAgent, randomAgent, scriptedAgent, type Agent, type LookAhead, type ReadonlyDeep } from './agents.js';
export { Engine } from './engine.js';
export type { EngineOptions, RestoreOptions, ResumeOptions, StartOptions, Verify } from './options.js';
export {
  AgentError,
  CardweaveError,
  DecisionError,
  DefinitionError,
  HookError,
  JsonError,
  ReentryError,
  RuleError,
  SeedError,
  SnapshotError,
  StepBudgetError,
  ViewError,
  type RuleFailureSite,
} from './errors.js';
export { isRunOf, type EngineEvents, type LinkKind } from './events.js';
export { RESOLVE_REPLACEMENT, RuleGraph, type Formatter, type GameRecipe, type RuleGraphOptions, type Viewer } from './graph.js';
export { fieldText } from './field-text.js';
export type { Args, Json, JsonObject } from './json.js';
export type { JsonLimits } from './json-check.js';
export { defineEffect } from './effect.js';
export { defineNode } from './node.js';
export { defineQuery, defineValueQuery, type QuerySpec, type ValueQuerySpec } from './query.js';
export {
  RULE_616_TIERS,
  tieredPolicy,
  type MaskCandidate,
  type ReplacementPick,
  type ReplacementEvent,
  type ReplacementPolicy,
  type TieredPolicyOptions,
} from './replacement.js';
export { Rng } from './rng.js';
export { MAX_SEED } from './seed.js';
export { openVisibility } from './open-visibility.js';
export { type Lens, type OthersDecision, type PlayerView, type SeatDecision, type ViewOptions } from './view.js';
export type {
  Body,
  Condition,
  Context,
  Continuation,
  Decision,
  DecisionRecord,
  DecisionRequest,
  Effect,
  EffectDeclaration,
  FlowDeclaration,
  HookDeclaration,
  HookFn,
  HookInfo,
  HookSpec,
  HookSpecFields,
  Invocation,
  Lifetime,
  LogEntry,
  NodeDefinition,
  PassedNodes,
  Phase,
  PickRule,
  QueryAnswer,
  QueryRefusal,
  RunPosition,
  RunStatus,
} from './types.js';
export type { Observer } from './run/hook-table.js';
