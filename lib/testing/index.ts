/**
 * Testing one card: `cardTest()` lays a table out, plays a card, answers what
 * it asks and reads the log and state; every test also plays through a save
 * and verified restore, and through a fork, and must come out the same. A
 * game writes a small adapter (`CardTestGame`) saying how a card is played.
 * Import it from `cardweave/testing`; `cardweave` lists the ones most games use.
 *
 * @module testing
 */
export type { CardTestGame, Play } from './adapter.js';
export {
  cardTest,
  type CardRef,
  type CardTest,
  type CardTestResult,
  type DecisionExpectation,
  type LaidCard,
  type OptionMatcher,
} from './card-test.js';
export { CardTestError } from './errors.js';
