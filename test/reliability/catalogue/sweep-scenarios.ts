// The catalogue scenarios of same-seed comparisons (sweep(), issue 26): kept apart from scenarios.ts, which spreads them in.
import { resolve } from 'node:path';
import { sweep, type SweepRequest } from '../../../lib/index.js';
import type { Outcome } from './scenarios.js';

async function sweepFails(change: Partial<SweepRequest>): Promise<Outcome> {
  try {
    await sweep({ game: { module: resolve('examples/war/game.ts'), export: 'warGame' }, arms: [], games: 2, seed: 1, workers: 1, ...change });
  } catch (error) {
    return { kind: 'error', name: (error as Error).name, message: (error as Error).message, code: (error as { code?: unknown }).code };
  }
  throw new Error('the scenario did not fail');
}

const ACE = 'war.14-of-spades';

export const sweepScenarios: Record<string, () => Outcome | Promise<Outcome>> = {
  'sweep-bad-arm': () => sweepFails({}),
  'sweep-no-card': () => sweepFails({ arms: [{ card: 'war.1-of-spades', field: 'rank', values: [3] }] }),
  'sweep-no-field': () => sweepFails({ arms: [{ card: ACE, field: 'cost', values: [3] }] }),
  'sweep-value-type': () => sweepFails({ arms: [{ card: ACE, field: 'rank', values: ['ace'] }] }),
  'sweep-no-seat': () => sweepFails({ arms: [{ card: ACE, field: 'rank', values: [2] }], seat: 'north' }),
  'sweep-not-card-game': () =>
    sweepFails({ game: { module: resolve('examples/duel/simulate-game.ts'), export: 'playDuel' }, arms: [{ card: ACE, field: 'rank', values: [2] }] }),
  'sweep-agent-not-function': () =>
    sweepFails({ arms: [{ seat: 'p1', agent: { module: resolve('examples/duel/agents/index.ts'), export: 'AGENT_KINDS' } }] }),
};
