/**
 * What the simulation report costs (issue 26: at most 10%): a card game
 * through simulate(), one worker (the calling thread), the same seeds with
 * the whole report and with `report: { cards: false }`, which leaves out the
 * per-card tracking, almost all of the report's cost. Classic War as a card
 * game (`warGame`, every seat a seeded random player) is judged: it moves a
 * card about 6,400 times a game and does little else, so it is the game the
 * tracking costs most. The duel is measured beside it, as a game whose rules
 * do more per card moved. Rates are games per CPU-second of this process
 * (process.cpuUsage), not wall time: the machine is shared, and a process
 * waiting for a core is not the report's doing. The two variants alternate
 * round by round after a warm-up of each.
 *
 * `npm run bench` measures it in a fresh process (benchReportCostApart), as a
 * `cardweave sim` run plays: in the bench's own thread, after the War, twist
 * and fork sections, the engine's calls have seen hooked and twist games, and
 * the same code read 16.8% there against 11 to 13% fresh (issue 26, stop 34).
 */
import { simulate } from '../lib/index.js';
import { isMain, median, runApart } from './measure.js';

/** One game's figures with and without the per-card report. */
export interface ReportCost {
  /** Games per CPU-second with the whole report. */
  withReport: number;
  /** Games per CPU-second with `report: { cards: false }`. */
  withoutReport: number;
  /** 1 - withReport / withoutReport: the share of the time the card tracking adds (0.08 is 8%). */
  cost: number;
  games: number;
  rounds: number;
}

/** Classic War's figures (judged), and the duel's beside them. */
export interface ReportCostFigures extends ReportCost {
  duel: ReportCost;
}

const WAR = { module: import.meta.resolve('../examples/war/game.js'), export: 'warGame' };
const DUEL = { module: import.meta.resolve('../examples/duel/game.js'), export: 'duelGame' };

/** Games per CPU-second of one simulate() run in this thread. */
async function rate(game: typeof WAR, games: number, cards: boolean): Promise<number> {
  const start = process.cpuUsage();
  await simulate({ game, games, seed: 1, workers: 1, report: { cards } });
  const used = process.cpuUsage(start);
  return games / ((used.user + used.system) / 1e6);
}

/** Medians of `rounds` alternating rounds of `games` games of `game` with and without the per-card report. */
async function costOf(game: typeof WAR, games: number, rounds: number): Promise<ReportCost> {
  // Warm-up: both paths compiled before anything is timed.
  await rate(game, Math.min(games, 50), true);
  await rate(game, Math.min(games, 50), false);
  const withRates: number[] = [];
  const withoutRates: number[] = [];
  for (let r = 0; r < rounds; r++) {
    // Which goes first alternates too: a burst of load elsewhere then hits both alike.
    if (r % 2 === 0) {
      withRates.push(await rate(game, games, true));
      withoutRates.push(await rate(game, games, false));
    } else {
      withoutRates.push(await rate(game, games, false));
      withRates.push(await rate(game, games, true));
    }
  }
  const withReport = median(withRates);
  const withoutReport = median(withoutRates);
  return { withReport, withoutReport, cost: 1 - withReport / withoutReport, games, rounds };
}

/** Classic War's figures over `games` games a round, then the duel's over `duelGames`, in this thread. */
export async function benchReportCost(games = 1000, rounds = 7, duelGames = 30): Promise<ReportCostFigures> {
  const war = await costOf(WAR, games, rounds);
  const duel = await costOf(DUEL, duelGames, rounds);
  return { ...war, duel };
}

/** The same figures measured in a fresh process, as `npm run bench` takes them (see the file's comment). */
export function benchReportCostApart(games = 1000, rounds = 7, duelGames = 30): Promise<ReportCostFigures> {
  return runApart<ReportCostFigures>(import.meta.url, [String(games), String(rounds), String(duelGames), '--json']);
}

if (isMain(import.meta.url)) {
  const [games = '1000', rounds = '7', duelGames = '30'] = process.argv.slice(2).filter((arg) => arg !== '--json');
  const figures = await benchReportCost(Number(games), Number(rounds), Number(duelGames));
  console.log(process.argv.includes('--json') ? JSON.stringify(figures) : figures);
}
