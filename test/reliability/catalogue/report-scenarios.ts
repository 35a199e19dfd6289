// The catalogue scenarios of simulation reports (issue 26): kept apart from scenarios.ts, which spreads them in.
import { declareCardPlay, defineCardGame } from '../../../lib/index.js';
import type { Outcome } from './scenarios.js';

function fails(fn: () => unknown): Outcome {
  try {
    fn();
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

const game = defineCardGame({ id: 'plain', setup: () => {}, start: [] });

export const reportScenarios: Record<string, () => Outcome | Promise<Outcome>> = {
  'sim-card-play-rule': () => fails(() => declareCardPlay(game, { played: { zone: '' } })),
};
