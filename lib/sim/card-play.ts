import { SimulationError } from './errors.js';

/**
 * What "drawn" and "played" mean for a card game's cards in a simulation
 * report, and where its turns are counted. Plain data. The default fits a
 * game where cards are drawn into a hand and played for their abilities;
 * a game whose cards move otherwise (War's are dealt to piles and turned up
 * onto the pot) says so with {@link declareCardPlay}.
 *
 * @example const warPlay: CardPlayRule = { drawnZone: 'pile', played: { zone: 'pot', faceUp: true }, turns: 'comparisons' };
 */
export interface CardPlayRule {
  /** A card is drawn by seat S when it enters S's zone `S.<drawnZone>` (a zone named after the seat). Default `'hand'`. */
  drawnZone?: string;
  /**
   * `'ability'` (default): a card is played when one of its abilities
   * resolves. `{ zone }`: when it enters that zone, or one of those zones
   * (a zone of that name, or a seat's `S.<zone>`), face up only when
   * `faceUp` is true. Either way the
   * play counts for the seat that last drew the card (else its owner, when
   * the owner is a seat).
   */
  played?: 'ability' | { zone: string | readonly string[]; faceUp?: boolean };
  /** The number field of the game's state that counts turns, read when a game ends. Default `'turn'`. */
  turns?: string;
}

/** A rule with every default filled in. */
export interface FullCardPlayRule {
  drawnZone: string;
  played: 'ability' | { zones: readonly string[]; faceUp: boolean };
  turns: string;
}

const declared = new WeakMap<object, FullCardPlayRule>();

/**
 * Says what "drawn" and "played" mean for `game`'s cards (and which state
 * field counts its turns) when it is simulated as a card game, and returns
 * the game. Call it where the game is defined: every worker thread imports
 * that module, so the rule travels with the game. A bad rule is refused
 * here, in one line.
 *
 * @example export const warGame = declareCardPlay(defineCardGame({ ... }), { drawnZone: 'pile', played: { zone: 'pot', faceUp: true } });
 */
export function declareCardPlay<G extends object>(game: G, rule: CardPlayRule): G {
  declared.set(game, checkRule(rule));
  return game;
}

/**
 * The rule `game` declared, or the default one.
 *
 * @example cardPlayOf(warGame).drawnZone; // 'pile'
 */
export function cardPlayOf(game: object): FullCardPlayRule {
  return declared.get(game) ?? DEFAULT_RULE;
}

const DEFAULT_RULE: FullCardPlayRule = Object.freeze({ drawnZone: 'hand', played: 'ability', turns: 'turn' });

function checkRule(rule: CardPlayRule): FullCardPlayRule {
  const bad = (problem: string): SimulationError => new SimulationError('sim-card-play-rule', `declareCardPlay(): ${problem}`);
  if (rule === null || typeof rule !== 'object') throw bad(`expected { drawnZone?, played?, turns? }, got ${String(rule)}`);
  const { drawnZone = 'hand', played = 'ability', turns = 'turn' } = rule;
  if (typeof drawnZone !== 'string' || drawnZone === '')
    throw bad(`drawnZone must be a non-empty zone name, got ${JSON.stringify(drawnZone)}`);
  if (typeof turns !== 'string' || turns === '')
    throw bad(`turns must be a non-empty state field name, got ${JSON.stringify(turns)}`);
  if (played === 'ability') return { drawnZone, played, turns };
  const zones: unknown[] | undefined =
    played !== null && typeof played === 'object' ? (Array.isArray(played.zone) ? played.zone : [played.zone]) : undefined;
  if (zones === undefined || zones.length === 0 || zones.some((zone) => typeof zone !== 'string' || zone === ''))
    throw bad(
      `played must be 'ability' or { zone, faceUp? } naming a zone or a list of zones, got ${JSON.stringify(played) ?? typeof played}`,
    );
  if (played.faceUp !== undefined && typeof played.faceUp !== 'boolean')
    throw bad(`played.faceUp must be true or false, got ${JSON.stringify(played.faceUp)}`);
  return { drawnZone, played: { zones: zones as string[], faceUp: played.faceUp ?? false }, turns };
}
