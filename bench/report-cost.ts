/**
 * What the simulation report costs (issue 26: at most 10%): classic War as a
 * card game (`warGame`, every seat a seeded random player) through
 * simulate(), one worker (the calling thread), the same seeds with the whole
 * report and with `report: { cards: false }`, which leaves out the per-card
 * tracking, almost all of the report's cost. Rates are games per CPU-second
 * of this process (process.cpuUsage), not wall time: the machine is shared,
 * and a process waiting for a core is not the report's doing. The two
 * variants alternate round by round after a warm-up of each.
 */
import { simulate } from '../lib/index.js';
import { isMain, median } from './measure.js';

export interface ReportCostFigures {
  /** Games per CPU-second with the whole report. */
  withReport: number;
  /** Games per CPU-second with `report: { cards: false }`. */
  withoutReport: number;
  /** 1 - withReport / withoutReport: the share of the time the card tracking adds (0.08 is 8%). */
  cost: number;
  games: number;
  rounds: number;
}

const GAME = { module: import.meta.resolve('../examples/war/game.js'), export: 'warGame' };

/** Games per CPU-second of one simulate() run in this thread. */
async function rate(games: number, cards: boolean): Promise<number> {
  const start = process.cpuUsage();
  await simulate({ game: GAME, games, seed: 1, workers: 1, report: { cards } });
  const used = process.cpuUsage(start);
  return games / ((used.user + used.system) / 1e6);
}

/** Medians of `rounds` alternating rounds of `games` games with and without the per-card report. */
export async function benchReportCost(games = 300, rounds = 5): Promise<ReportCostFigures> {
  // Warm-up: both paths compiled before anything is timed.
  await rate(Math.min(games, 50), true);
  await rate(Math.min(games, 50), false);
  const withRates: number[] = [];
  const withoutRates: number[] = [];
  for (let r = 0; r < rounds; r++) {
    // Which goes first alternates too: a burst of load elsewhere then hits both alike.
    if (r % 2 === 0) {
      withRates.push(await rate(games, true));
      withoutRates.push(await rate(games, false));
    } else {
      withoutRates.push(await rate(games, false));
      withRates.push(await rate(games, true));
    }
  }
  const withReport = median(withRates);
  const withoutReport = median(withoutRates);
  return { withReport, withoutReport, cost: 1 - withReport / withoutReport, games, rounds };
}

if (isMain(import.meta.url)) console.log(await benchReportCost(Number(process.argv[2] ?? 300), Number(process.argv[3] ?? 5)));
