import { CardweaveError } from '../graph/errors.js';

/**
 * A card operation was refused: an unknown card or zone, a bad definition, a broken conservation check.
 *
 * @example
 * cardDef(state, 99); // CardError: No card 99 in this game
 */
export class CardError extends CardweaveError {
  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(code, message, options);
    this.name = 'CardError';
  }
}

/**
 * A card pack did not validate, or a pack file could not be loaded. Nothing was registered.
 *
 * @example
 * await loadCardPackFile('/abs/missing.ts'); // CardPackError: Card pack file "/abs/missing.ts" does not exist
 */
export class CardPackError extends CardweaveError {
  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(code, message, options);
    this.name = 'CardPackError';
  }
}
