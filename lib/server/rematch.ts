// A rematch: the same game, packs and options at a new table with a new seed, each person (and
// each bot) moved one seat on, so the first seat rotates. Who moves where is decided here, once,
// for the new table's seats, the seat tokens carried over and each watcher's `view.rematch`.
import type { SeatRecord } from './wire.js';

/**
 * The seat the occupant of `seat` plays at the rematch: the next one in the
 * table's order (the last seat's occupant takes the first), or undefined for
 * a seat the table does not have.
 *
 * @example
 * rotatedSeat([{ seat: 'p1', kind: 'person' }, { seat: 'p2', kind: 'person' }], 'p1'); // 'p2'
 */
export function rotatedSeat(seats: readonly SeatRecord[], seat: string): string | undefined {
  const at = seats.findIndex((s) => s.seat === seat);
  return at < 0 ? undefined : seats[(at + 1) % seats.length]!.seat;
}

/**
 * The rematch's seats: each seat's occupant (a person with its name, or a
 * bot with its name) sits one seat on; the seat names stay the game's.
 *
 * @example
 * rotateSeats([{ seat: 'p1', kind: 'person' }, { seat: 'p2', kind: 'bot', bot: 'greedy' }]);
 * // [{ seat: 'p1', kind: 'bot', bot: 'greedy' }, { seat: 'p2', kind: 'person' }]
 */
export function rotateSeats(seats: readonly SeatRecord[]): SeatRecord[] {
  return seats.map((s, i) => ({ ...seats[(i - 1 + seats.length) % seats.length]!, seat: s.seat }));
}

/**
 * The seat token hashes of the rematch: each person's hash moved to the
 * seat that person plays there, so the token the person holds joins it.
 *
 * @example
 * rotateTokenHashes(seats, { p1: 'ab12…' }); // { p2: 'ab12…' }
 */
export function rotateTokenHashes(seats: readonly SeatRecord[], hashes: Record<string, string>): Record<string, string> {
  const moved: Record<string, string> = {};
  for (const [seat, hash] of Object.entries(hashes)) {
    const next = rotatedSeat(seats, seat);
    if (next !== undefined) moved[next] = hash;
  }
  return moved;
}
