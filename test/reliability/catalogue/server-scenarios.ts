// Scenarios for the table server's entries of docs/errors.md ("The table server"): each stages the
// storage refusal for real (a PGlite folder, a server command line) and returns what was said.
import type { Outcome } from './scenarios.js';
import { outageScenarios } from './outage-scenarios.js';

export const serverScenarios: Record<string, () => Outcome | Promise<Outcome>> = {
  ...outageScenarios,
};
