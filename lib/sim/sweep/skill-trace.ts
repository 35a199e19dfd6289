import { SimulationError } from '../errors.js';
import { wilson } from '../stats/wilson.js';
import type { ModuleExport } from '../types.js';
import { playMatches, type MatchRequest } from './matches.js';

/**
 * The levels a skill trace plays by default: small enough for a test in seconds; the CLI's --skill-trace takes more.
 *
 * @example await skillTrace({ ...request, levels: [...DEFAULT_SKILL_LEVELS, 8, 16] });
 */
export const DEFAULT_SKILL_LEVELS: readonly number[] = [1, 2, 4];

/**
 * What {@link skillTrace} is asked: the look-ahead player at each level against itself at the level below.
 *
 * @example const request: SkillTraceRequest = { game: { module: import.meta.resolve('./game.js'), export: 'duelGame' }, agent: { module: import.meta.resolve('./agents/mcts.js'), export: 'mctsAgent' }, levels: [1, 2, 4], games: 50, seed: 1 };
 */
export interface SkillTraceRequest extends Omit<MatchRequest, 'pairings' | 'entrants'> {
  /** The player's factory, e.g. the duel's `mctsAgent`: called with `{ ...options, [option]: level, seed }`. */
  agent: ModuleExport;
  /** Options every level shares. */
  options?: Readonly<Record<string, unknown>>;
  /** The option the levels set; default `iterations`. */
  option?: string;
  /** Increasing levels, default {@link DEFAULT_SKILL_LEVELS}. */
  levels?: readonly number[];
}

/**
 * One level against the one below: its share of the games (both seat orders on every seed) with a 95% Wilson interval.
 *
 * @example for (const step of (await skillTrace(request)).steps as SkillStep[]) console.log(step.level, step.winShare);
 */
export interface SkillStep {
  level: number;
  against: number;
  wins: number;
  losses: number;
  draws: number;
  games: number;
  winShare: number;
  low: number;
  high: number;
  /** True when the interval lies above one half: more search won more, beyond doubt on these games. */
  stronger: boolean;
}

/**
 * Plays each level of a player against the level below on the same seeds,
 * both seat orders per seed, and says whether more search wins more.
 *
 * @example const { steps } = await skillTrace({ game, agent: { module: '/abs/examples/duel/agents/mcts.ts', export: 'mctsAgent' }, games: 20, seed: 1 });
 */
export async function skillTrace(
  request: SkillTraceRequest,
): Promise<{ steps: SkillStep[]; moreSearchWinsMore: boolean; games: number; seed: number; workers: number; seconds: number }> {
  const levels: readonly number[] = request.levels ?? DEFAULT_SKILL_LEVELS;
  const option = request.option ?? 'iterations';
  if (
    !isList(levels) ||
    levels.length < 2 ||
    levels.some((l, i) => !Number.isSafeInteger(l) || l < 1 || (i > 0 && l <= levels[i - 1]!))
  )
    throw new SimulationError(
      'sweep-bad-arm',
      `skillTrace(): levels must be at least two increasing whole numbers from 1, got ${JSON.stringify(levels)}`,
    );
  const entrants = levels.map((level) => ({
    name: `${option}=${level}`,
    agent: request.agent,
    options: { ...(request.options ?? {}), [option]: level },
  }));
  const pairings = levels.slice(1).map((_, i) => [i + 1, i] as const);
  const played = await playMatches({ ...request, entrants, pairings });
  const steps = played.pairings.map(({ first, second }, i): SkillStep => {
    let wins = 0;
    let losses = 0;
    for (const column of [first, second])
      for (const o of column) {
        if (o === 1) wins++;
        else if (o === -1) losses++;
      }
    const games = first.length + second.length;
    const share = wilson(wins, games);
    return {
      level: levels[i + 1]!,
      against: levels[i]!,
      wins,
      losses,
      draws: games - wins - losses,
      games,
      winShare: share.share!,
      low: share.low,
      high: share.high,
      stronger: share.low > 0.5,
    };
  });
  return {
    steps,
    moreSearchWinsMore: steps.every((s) => s.stronger),
    games: request.games,
    seed: request.seed,
    workers: played.workers,
    seconds: played.seconds,
  };
}

// A plain boolean on purpose: Array.isArray would narrow the typed list to any[].
function isList(value: unknown): boolean {
  return Array.isArray(value);
}
