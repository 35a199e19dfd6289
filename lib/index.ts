/**
 * cardweave's public surface. Users and examples import from here only.
 * @module
 */

// lib/graph — the engine
export * from './graph/index.js';
