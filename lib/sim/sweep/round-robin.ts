import { Rng } from '../../graph/index.js';
import { bradleyTerry, eloOf } from '../stats/bradley-terry.js';
import { playMatches, type Entrant, type MatchRequest, type PairingOutcomes } from './matches.js';

/**
 * Resamples of the seeds for the ratings' intervals, by default.
 *
 * @example await roundRobin({ ...request, bootstrap: DEFAULT_BOOTSTRAP * 5 });
 */
export const DEFAULT_BOOTSTRAP = 200;

/** Half a win each way added to every pair before fitting, so an entrant that never lost (or never won) keeps a finite rating. */
const VIRTUAL = 0.5;

/**
 * How ratings and their intervals are made, in words.
 *
 * @example console.log(`ratings: ${RATING_METHOD}`);
 */
export const RATING_METHOD = `Bradley–Terry fitted by the MM algorithm over all games (a draw half a win to each; ${VIRTUAL} of a virtual win each way per pair), on the Elo scale (400·log10 of the strength, mean 0); 95% interval: percentile bootstrap over seeds (each resample draws the seeds of every pairing with replacement, both seat orders kept together) from an RNG seeded with the round robin's seed`;

/**
 * What {@link roundRobin} is asked: every entrant against every other on the same seeds, both seat orders.
 *
 * @example const request: RoundRobinRequest = { game: { module: import.meta.resolve('./game.js'), export: 'duelGame' }, entrants: [{ name: 'random' }, { name: 'greedy', agent: { module: import.meta.resolve('./agents/greedy.js'), export: 'greedyAgent' } }], games: 200, seed: 1 };
 */
export interface RoundRobinRequest extends Omit<MatchRequest, 'pairings'> {
  /** Bootstrap resamples for the intervals; default {@link DEFAULT_BOOTSTRAP}. */
  bootstrap?: number;
}

/**
 * One entrant's rating with its 95% interval, and its record.
 *
 * @example const best: Rating = [...(await roundRobin(request)).ratings].sort((a, b) => b.rating - a.rating)[0]!;
 */
export interface Rating {
  name: string;
  rating: number;
  low: number;
  high: number;
  wins: number;
  losses: number;
  draws: number;
  games: number;
}

/**
 * Plays a round robin and rates the entrants (Bradley–Terry, Elo scale)
 * with bootstrap intervals; the same for any number of workers.
 *
 * @example const { ratings } = await roundRobin({ game, entrants: [{ name: 'random' }, { name: 'greedy', agent }], games: 200, seed: 1 });
 */
export async function roundRobin(
  request: RoundRobinRequest,
): Promise<{ ratings: Rating[]; method: string; games: number; seed: number; workers: number; seconds: number }> {
  const k = request.entrants.length;
  const pairings: [number, number][] = [];
  for (let i = 0; i < k; i++) for (let j = i + 1; j < k; j++) pairings.push([i, j]);
  const played = await playMatches({ ...request, pairings });
  const all = Array.from({ length: request.games }, (_, s) => s);
  const elo = (picks: readonly number[]): number[] => bradleyTerry(winMatrix(k, played.pairings, picks)).map(eloOf);
  const ratings = elo(all);
  const rng = new Rng(request.seed);
  const resamples = request.bootstrap ?? DEFAULT_BOOTSTRAP;
  const samples: number[][] = ratings.map(() => []);
  for (let b = 0; b < resamples; b++) {
    const picks = all.map(() => rng.int(request.games));
    elo(picks).forEach((r, i) => samples[i]!.push(r));
  }
  const records = ratings.map(() => ({ wins: 0, losses: 0, draws: 0 }));
  for (const { pairing, first, second } of played.pairings) {
    for (const column of [first, second]) {
      for (const o of column) {
        const [i, j] = pairing;
        const [winner, loser] = o === 1 ? [i, j] : [j, i];
        if (o === 0) {
          records[i]!.draws++;
          records[j]!.draws++;
        } else {
          records[winner]!.wins++;
          records[loser]!.losses++;
        }
      }
    }
  }
  return {
    ratings: ratings.map((rating, i) => {
      const sorted = samples[i]!.sort((a, b) => a - b);
      const at = (q: number): number =>
        sorted.length === 0 ? rating : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
      const r = records[i]!;
      return {
        name: request.entrants[i]!.name,
        rating,
        low: at(0.025),
        high: at(0.975),
        ...r,
        games: r.wins + r.losses + r.draws,
      };
    }),
    method: RATING_METHOD,
    games: request.games,
    seed: request.seed,
    workers: played.workers,
    seconds: played.seconds,
  };
}

/** Wins of i over j over the picked seeds (a draw half to each), plus the virtual half win each way. */
export function winMatrix(k: number, pairings: readonly PairingOutcomes[], picks: readonly number[]): number[][] {
  const wins = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  for (const { pairing, first, second } of pairings) {
    const [i, j] = pairing;
    wins[i]![j]! += VIRTUAL;
    wins[j]![i]! += VIRTUAL;
    for (const s of picks) {
      for (const o of [first[s]!, second[s]!]) {
        if (o === 1) wins[i]![j]!++;
        else if (o === -1) wins[j]![i]!++;
        else {
          wins[i]![j]! += 0.5;
          wins[j]![i]! += 0.5;
        }
      }
    }
  }
  return wins;
}

export type { Entrant };
