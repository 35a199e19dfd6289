/**
 * Simulation: many seeded games, in worker threads, with totals independent of the number of
 * workers. Import it from `cardweave/sim`, or from `cardweave`.
 *
 * @document README.md
 * @module sim
 */
export { defaultWorkers, maxWorkers, SMALL_SIMULATION } from './default-workers.js';
export { SimulationError } from './errors.js';
export { gameSeed, MAX_SIMULATED_GAMES } from './ranges.js';
export { simulate } from './simulate.js';
export type { GameOutcome, ModuleExport, PlayGame, SimulationRequest, SimulationResult } from './types.js';
