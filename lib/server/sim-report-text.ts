// The report of `cardweave sim` as text for people: what simulate()'s report says, in tables.
import type { CardReport, LengthReport, SimulationReport } from '../sim/report-types.js';

/** What the text says beside the report: the game as named, and how the run went (not part of the report: it varies). */
export interface RunFacts {
  game: string;
  workers: number;
  /** Who played, when not this machine's workers (e.g. "12 shards through the queue"). */
  via?: string;
  seconds: number;
  gamesPerSecond: number;
}

const pct = (share: number | null): string => (share === null ? '-' : `${(share * 100).toFixed(1)}%`);
const range = (low: number, high: number): string => `${(low * 100).toFixed(1)}-${(high * 100).toFixed(1)}%`;
const count = (n: number): string => n.toLocaleString('en-US');

/**
 * The lines `cardweave sim` prints: the run, the seats with their
 * intervals and a plain sentence on the first seat, draws and cut games,
 * the balance figure, game lengths, and the card table (strongest first,
 * dead cards marked).
 *
 * @example for (const line of reportText(result.report, { game: 'examples/duel/game.ts (duelGame)', workers: 2, seconds: 12.5, gamesPerSecond: 80 })) console.log(line);
 */
export function reportText(report: SimulationReport, run: RunFacts): string[] {
  const lines = [
    `${run.game}: ${count(report.games)} games from seed ${report.seed}, ${run.via ?? `${run.workers} worker${run.workers === 1 ? '' : 's'}`}, ${run.seconds.toFixed(1)} s (${Math.round(run.gamesPerSecond)} games/s)`,
    '',
    ...table([
      ['seat', 'wins', 'win share', '95% interval'],
      ...report.seats.map((s) => [s.seat, count(s.wins), pct(s.winShare), range(s.low, s.high)]),
    ]),
    `draws: ${count(report.draws)} (${pct(report.draws / report.games)}); cut by a cap: ${count(report.cut)} (${pct(report.cut / report.games)})`,
    ...firstSeatLines(report),
    `balance: ${report.balance.toFixed(3)} (1 - the largest gap between two seats' win shares; 1 is even)`,
    '',
    ...table([
      ['length', 'games', 'p50', 'p90', 'p99', 'mean', 'max'],
      ...lengthRow('turns', report.gameLength.turns),
      ...lengthRow('decisions', report.gameLength.decisions),
    ]),
  ];
  if (report.cards.length > 0) {
    const dead = report.cards.filter((c) => c.dead).length;
    lines.push(
      '',
      `cards, strongest first (win share of the seat that played it); ${dead} of ${report.cards.length} dead (DEAD):`,
      ...table([
        ['card', 'drawn', 'played', 'played/drawn', 'won when played', '95% interval', 'won when not played', 'dead'],
        ...report.cards.map(cardRow),
      ]),
    );
  }
  return lines;
}

/** The first seat's figure, said plainly: who it favours, by how much, and whether the interval leaves out an even share. */
function firstSeatLines(report: SimulationReport): string[] {
  const first = report.firstSeat;
  if (first === null) return [];
  const seat = report.seats[0]!;
  const points = `${Math.abs(first.advantage * 100).toFixed(1)} points`;
  const others =
    report.seats.length === 2
      ? `the second seat (${report.seats[1]!.seat}) ${pct(report.seats[1]!.winShare)}`
      : 'the others less';
  if (!first.clear)
    return [`first seat (${seat.seat}): no clear advantage at 95% (${first.advantage >= 0 ? '+' : '-'}${points})`];
  const side = first.advantage > 0 ? 'ADVANTAGE' : 'DISADVANTAGE';
  return [`first seat (${seat.seat}): clear ${side} of ${points}: it wins ${pct(seat.winShare)} of the games, ${others}`];
}

function lengthRow(name: string, length: LengthReport | null): string[][] {
  if (length === null) return [[name, '-', '-', '-', '-', '-', '-']];
  return [
    [
      name,
      count(length.games),
      String(length.p50),
      String(length.p90),
      String(length.p99),
      length.mean.toFixed(1),
      String(length.max),
    ],
  ];
}

function cardRow(card: CardReport): string[] {
  return [
    card.card,
    count(card.drawn),
    count(card.played),
    pct(card.playedOfDrawn.share),
    pct(card.winShareWhenPlayed),
    card.played === 0 ? '-' : range(card.low, card.high),
    pct(card.whenDrawnNotPlayed.share),
    card.dead ? `DEAD (${card.deadBecause})` : '',
  ];
}

/** Rows as columns: text left-aligned, numbers right-aligned; no trailing spaces (the sweep's table too). */
export function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  // A leading + too: the sweep table's changes are signed.
  const numeric = (text: string): boolean => /^[\d,.%+-]+$/.test(text) && text !== '-';
  return rows.map((row) =>
    row
      .map((cell, c) => (numeric(cell) ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!)))
      .join('  ')
      .trimEnd(),
  );
}
