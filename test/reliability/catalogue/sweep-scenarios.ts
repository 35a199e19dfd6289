// The catalogue scenarios of same-seed comparisons (sweep(), issue 26): kept apart from scenarios.ts, which spreads them in.
import { resolve } from 'node:path';
import { sweep, type SweepRequest } from '../../../lib/index.js';
import { roundRobin, type RoundRobinRequest } from '../../../lib/sim/index.js';
import type { Outcome } from './scenarios.js';

async function sweepFails(change: Partial<SweepRequest>): Promise<Outcome> {
  try {
    await sweep({
      game: { module: resolve('examples/war/game.ts'), export: 'warGame' },
      arms: [],
      games: 2,
      seed: 1,
      workers: 1,
      ...change,
    });
  } catch (error) {
    return {
      kind: 'error',
      name: (error as Error).name,
      message: (error as Error).message,
      code: (error as { code?: unknown }).code,
    };
  }
  throw new Error('the scenario did not fail');
}

const ACE = 'war.14-of-spades';

async function roundRobinFails(request: Omit<RoundRobinRequest, 'games' | 'seed'>): Promise<Outcome> {
  try {
    await roundRobin({ games: 2, seed: 1, workers: 1, ...request });
  } catch (error) {
    return {
      kind: 'error',
      name: (error as Error).name,
      message: (error as Error).message,
      code: (error as { code?: unknown }).code,
    };
  }
  throw new Error('the scenario did not fail');
}

const copies = (id: string, n: number): string[] => Array.from({ length: n }, () => id);

export const sweepScenarios: Record<string, () => Outcome | Promise<Outcome>> = {
  'sweep-bad-arm': () => sweepFails({}),
  'sweep-no-card': () => sweepFails({ arms: [{ card: 'war.1-of-spades', field: 'rank', values: [3] }] }),
  'sweep-no-field': () => sweepFails({ arms: [{ card: ACE, field: 'cost', values: [3] }] }),
  'sweep-value-type': () => sweepFails({ arms: [{ card: ACE, field: 'rank', values: ['ace'] }] }),
  'sweep-no-seat': () => sweepFails({ arms: [{ card: ACE, field: 'rank', values: [2] }], seat: 'north' }),
  'sweep-not-card-game': () =>
    sweepFails({
      game: { module: resolve('examples/duel/simulate-game.ts'), export: 'playDuel' },
      arms: [{ card: ACE, field: 'rank', values: [2] }],
    }),
  'sweep-agent-not-function': () =>
    sweepFails({ arms: [{ seat: 'p1', agent: { module: resolve('examples/duel/agents/index.ts'), export: 'AGENT_KINDS' } }] }),
  'sweep-bad-deck': () =>
    roundRobinFails({
      game: { module: resolve('examples/duel/game.ts'), export: 'duelGame' },
      entrants: [
        { name: 'moths', deck: copies('duel.glass-moth', 20) },
        { name: 'odd', deck: ['duel.glass-moth', 'duel.ogre'] },
      ],
    }),
  'sweep-deck-ignored': () =>
    roundRobinFails({
      game: { module: resolve('examples/war/game.ts'), export: 'warGame' },
      entrants: [
        { name: 'aces', deck: copies(ACE, 4) },
        { name: 'twos', deck: copies('war.2-of-clubs', 4) },
      ],
    }),
};
