// A sweep's arms as text for people: per arm and seat the change against the base, its paired interval, and
// whether these games can tell the arm from the base at all.
import type { SweepResult } from '../sim/sweep/types.js';
import { table } from './sim-report-text.js';

/** Percentage points with their sign: 0.031 → "+3.1". */
const points = (share: number): string => `${share > 0 ? '+' : ''}${(share * 100).toFixed(1)}`;
const pct = (share: number): string => `${(share * 100).toFixed(1)}%`;

/**
 * The lines `cardweave sim --sweep` prints: the run, the base's win shares,
 * then one row per arm and seat.
 *
 * @example for (const line of sweepText(result, 'examples/war/game.ts (warGame)')) console.log(line);
 */
export function sweepText(result: SweepResult, game: string): string[] {
  const arms = new Set(result.arms.map((a) => a.name)).size;
  return [
    `${game}: ${arms} arm${arms === 1 ? '' : 's'} against the base, each on the same ${result.games.toLocaleString('en-US')} seeds from seed ${result.seed}, ${result.workers} worker${result.workers === 1 ? '' : 's'}, ${result.seconds.toFixed(1)} s`,
    `base win share: ${result.seats.map((seat) => `${seat} ${pct(result.base[seat]!)}`).join(', ')}`,
    '',
    ...table([
      ['arm', 'seat', 'win share', 'change (pts)', '95% interval (pts)', ''],
      ...result.arms.map((a) => [
        a.name,
        a.seat,
        pct(a.winShare),
        points(a.change),
        `${points(a.low)} to ${points(a.high)}`,
        a.distinguishable ? '' : 'not distinguishable',
      ]),
    ]),
    '',
    `interval: ${result.method}`,
  ];
}
