// Entrants (players) against each other on the same seeds, every pairing in both seat orders: what round
// robins and skill traces are made of. Played through simulate() with the sweep's game (play.ts), so seeds are
// shared out to workers and the outcome is the same for any number of them.
import { SimulationError } from '../errors.js';
import { simulate } from '../simulate.js';
import type { ModuleExport } from '../types.js';
import { wonMeasure, type PlannedArm, type SweepPlayOptions } from './play.js';
import { gameRef } from './refs.js';

const EXT = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
const PLAY_MODULE = new URL(`./play${EXT}`, import.meta.url).href;
const RANDOM_PLAYER: ModuleExport = { module: new URL(`./random-player${EXT}`, import.meta.url).href, export: 'randomPlayer' };

/**
 * A player in a round robin or a skill trace: `agent` is a factory `({ ...options, seed }) => Agent`; without it, a seeded random player.
 *
 * @example const greedy: Entrant = { name: 'greedy', agent: { module: import.meta.resolve('./agents/greedy.js'), export: 'greedyAgent' } };
 */
export interface Entrant {
  name: string;
  agent?: ModuleExport;
  options?: Readonly<Record<string, unknown>>;
  /**
   * The deck this entrant's seat plays: card ids, one per copy. The game gets it as
   * `options.seatDecks[seat]` and must set that seat up with exactly these cards (see {@link SEAT_DECKS_OPTION}).
   */
  deck?: readonly string[];
}

/**
 * The game option that carries each seat's deck in a round robin of decks: `{ [seat]: cardIds }`.
 *
 * @example duelGame.createEngine({ seed: 1, options: { [SEAT_DECKS_OPTION]: { p1: ['duel.ogre', 'duel.ogre'] } } });
 */
export const SEAT_DECKS_OPTION = 'seatDecks';

/**
 * The most cards one entrant's deck may list: a bound on what every game of it sets up.
 *
 * @example if (cards.length > MAX_DECK_CARDS) throw new Error('too many cards');
 */
export const MAX_DECK_CARDS = 1000;

/**
 * What matches are played: each pairing [i, j] on every seed, i in the first seat then in the second.
 *
 * @example const { game, games, seed }: Pick<MatchRequest, 'game' | 'games' | 'seed'> = request;
 */
export interface MatchRequest {
  game: ModuleExport;
  packs?: readonly (string | ModuleExport)[];
  entrants: readonly Entrant[];
  pairings: readonly (readonly [number, number])[];
  /** The game's two seats, first seat first; default ['p1', 'p2']. */
  seats?: readonly [string, string];
  options?: unknown;
  games: number;
  seed: number;
  workers?: number;
  /** Called now and then with the seeds finished so far, and once with `(games, games)` at the end. */
  onProgress?: (done: number, total: number) => void;
}

/** Per pairing [i, j], per seed: 1 where i won, -1 where j won, 0 for a draw; `first` with i in the first seat, `second` with i in the second. */
export interface PairingOutcomes {
  pairing: readonly [number, number];
  first: Int8Array;
  second: Int8Array;
}

/**
 * Plays every pairing on the seeds `seed .. seed + games - 1`, both seat
 * orders on each seed, so a seat's advantage falls on both entrants alike.
 *
 * @example const [ab] = (await playMatches({ game, entrants: [a, b], pairings: [[0, 1]], games: 100, seed: 1 })).pairings;
 */
export async function playMatches(
  request: MatchRequest,
): Promise<{ pairings: PairingOutcomes[]; workers: number; seconds: number }> {
  const started = performance.now();
  const [s1, s2] = request.seats ?? ['p1', 'p2'];
  const entrants: readonly Entrant[] = request.entrants;
  if (!isList(entrants) || entrants.length < 2) throw new SimulationError('sweep-bad-arm', 'matches need at least two entrants');
  const planned = entrants.map((e, i) => {
    if (typeof e?.name !== 'string' || e.name === '') throw new SimulationError('sweep-bad-arm', `entrants[${i}] needs a name`);
    return {
      agent: gameRef(e.agent ?? RANDOM_PLAYER, `entrants[${i}].agent`),
      options: { ...(e.options ?? {}) },
      deck: deckOf(e, i),
    };
  });
  const arms: PlannedArm[] = [];
  const packs = (request.packs ?? []).map((_, i) => i);
  for (const [i, j] of request.pairings) {
    const a = planned[i]!;
    const b = planned[j]!;
    arms.push({
      name: `${entrants[i]!.name} v ${entrants[j]!.name}`,
      packs,
      agents: [
        { seat: s1, ...a },
        { seat: s2, ...b },
      ],
    });
    arms.push({
      name: `${entrants[j]!.name} v ${entrants[i]!.name}`,
      packs,
      agents: [
        { seat: s1, ...b },
        { seat: s2, ...a },
      ],
    });
  }
  const options: SweepPlayOptions = { game: gameRef(request.game), arms, seat: undefined, gameOptions: request.options };
  const result = await simulate({
    game: { module: PLAY_MODULE, export: 'sweepGame' },
    packs: request.packs ?? [],
    options,
    games: request.games,
    seed: request.seed,
    workers: request.workers,
    onProgress: request.onProgress,
    alsoImports: [options.game.module, ...arms.flatMap((arm) => arm.agents.map((a) => a.agent.module))],
  });
  const outcome = (arm: number, mine: string, theirs: string): Int8Array => {
    const won = result.measures[wonMeasure(arm, mine)]!;
    const lost = result.measures[wonMeasure(arm, theirs)]!;
    return Int8Array.from(won, (w, seed) => w - lost[seed]!);
  };
  const pairings = request.pairings.map((pairing, p) => ({
    pairing,
    first: outcome(2 * p, s1, s2),
    second: outcome(2 * p + 1, s2, s1),
  }));
  return { pairings, workers: result.workers, seconds: (performance.now() - started) / 1000 };
}

/** An entrant's deck, copied as plain strings; an empty deck, or one that is not a list of card ids, is refused here, before any game. */
function deckOf(e: Entrant, i: number): { entrant: string; cards: string[] } | undefined {
  const deck: unknown = e.deck;
  if (deck === undefined) return undefined;
  if (!isList(deck) || (deck as unknown[]).some((id) => typeof id !== 'string' || id === ''))
    throw new SimulationError('sweep-bad-deck', `entrants[${i}].deck must be a list of card ids (one per copy)`);
  const ids = deck as string[];
  if (ids.length === 0)
    throw new SimulationError('sweep-bad-deck', `entrants[${i}].deck is empty: a deck needs at least one card`);
  if (ids.length > MAX_DECK_CARDS)
    throw new SimulationError('sweep-bad-deck', `entrants[${i}].deck lists ${ids.length} cards, more than ${MAX_DECK_CARDS}`);
  return { entrant: e.name, cards: [...ids] };
}

// A plain boolean on purpose: Array.isArray would narrow the typed list to any[].
function isList(value: unknown): boolean {
  return Array.isArray(value);
}
