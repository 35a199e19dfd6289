/**
 * cardweave's public surface. Users and examples import from here only.
 * @module
 */

// lib/graph — the engine
export * from './graph/index.js';

// lib/saves — saves, restores, replays and the history tree, one floor above the engine
export * from './saves/index.js';

// lib/cards — definitions vs instances, zones, move-card, abilities, card packs
export * from './cards/index.js';

// lib/readings — card text from card data: cardText() and the readings of verbs, selectors and hooks
export * from './readings/index.js';

// lib/nodes — reusable rule nodes for card games
export * from './nodes/index.js';

// lib/views — what each seat may see: card games' visibility, reveals
export * from './views/index.js';

// lib/pictures — the rule graph as a picture, traces of node runs and a page to step through one
export * from './pictures/index.js';

// lib/sim — simulate many seeded games, in worker threads, with totals independent of the worker count
export * from './sim/index.js';

// lib/testing — cardTest(): test one card, straight, through a save and restore, and through a fork
export * from './testing/index.js';
