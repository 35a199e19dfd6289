/** The examples with golden replays, by game id (the folder under test/golden/). */
import { duelGolden } from './duel-games.js';
import type { GoldenExample } from './golden-example.js';
import { warGolden } from './war-games.js';

export const GOLDEN_EXAMPLES: Readonly<Record<string, GoldenExample>> = { war: warGolden, duel: duelGolden };
