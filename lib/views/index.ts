/**
 * Per-seat views of card games: declare what each seat sees, and the engine
 * hands every seat (agents, clients, traces) its own view, never the state.
 * Import it from `cardweave/views`; `cardweave` lists the ones most games use.
 *
 * @document README.md
 * @module views
 */
export { cardVisibility } from './card-visibility.js';
export type { CardVisibilityDeclaration, FieldVisibility, LogVisibility, Sight, ZoneVisibility } from './declaration.js';
export { forgetReveals, reveal, type Reveal, type RevealState } from './reveals.js';
