/**
 * Simulation: many seeded games, in worker threads, with totals independent of the number of
 * workers. Import it from `cardweave/sim`; `cardweave` lists the ones most games use.
 *
 * @document README.md
 * @module sim
 */
export { defaultWorkers, maxWorkers } from './default-workers.js';
export { SimulationError } from './errors.js';
export { gameSeed, MAX_SIMULATED_GAMES } from './ranges.js';
export { simulate } from './simulate.js';
export { DEAD_CARD_RULE } from './build-report.js';
export { declareCardPlay, type CardPlayRule } from './card-play.js';
export { wilson } from './stats/wilson.js';
export type { CardReport, LengthBin, LengthReport, SeatReport, Share, SimulationReport, Spread } from './report-types.js';
export type { GameCards, GameOutcome, ModuleExport, PlayGame, SimulationRequest, SimulationResult } from './types.js';
export { reportPage, type ReportPageInput, type ReportPageOptions, type PageArm } from './report-page.js';
export { sweep } from './sweep/sweep.js';
export { pairedDifference, type PairedDifference } from './stats/paired.js';
export type { AgentArm, ArmChange, CardFieldArms, PackArm, SweepArm, SweepRequest, SweepResult } from './sweep/types.js';
export { roundRobin, DEFAULT_BOOTSTRAP, type Rating, type RoundRobinRequest } from './sweep/round-robin.js';
export { skillTrace, DEFAULT_SKILL_LEVELS, type SkillStep, type SkillTraceRequest } from './sweep/skill-trace.js';
export type { Entrant, MatchRequest } from './sweep/matches.js';
export { SEAT_DECKS_OPTION } from './sweep/matches.js';
export { bradleyTerry } from './stats/bradley-terry.js';
