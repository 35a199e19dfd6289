import { CardweaveError } from '../graph/errors.js';

/**
 * A card test was written wrong (an unknown card or zone, an answer when
 * nothing is asked), or the card did not do what the test expects, or its
 * game played differently through a save and restore or a fork.
 *
 * @example
 * cardTest(duel, 'Mending Rain').lay('p1.hnad', ['duel.mending-rain']); // CardTestError: Card test "Mending Rain": unknown zone "p1.hnad" ...
 */
export class CardTestError extends CardweaveError {
  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(code, message, options);
    this.name = 'CardTestError';
  }
}
