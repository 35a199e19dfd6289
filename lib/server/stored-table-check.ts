import { TableError } from './errors.js';
import type { TableRecord } from './store/table-store.js';
import type { TableGame } from './table-game.js';

/**
 * A table's record read from the database, checked against the game that is to play it, before
 * anything of it runs: its packs are the game's (each once), its seats exactly the game's (each
 * once), and each bot seat names a bot the game has. Without this a damaged row loads a table
 * that waits for ever (a seat nobody plays, a bot that does not exist) or fails later on a
 * client's message. The store checked the row's shape; this checks its meaning for this game.
 *
 * @example
 * checkStoredTable(duelTable, record); // throws table-corrupt naming the table and what is wrong
 */
export function checkStoredTable(game: TableGame, record: TableRecord): void {
  const refuse = (what: string): never => {
    throw new TableError('table-corrupt', `Table ${record.id} cannot be loaded: ${what}`);
  };
  record.packs.forEach((pack, i) => {
    if (!Object.hasOwn(game.packs, pack)) refuse(`it names pack ${JSON.stringify(pack)}, which game "${game.id}" does not have`);
    if (record.packs.indexOf(pack) !== i) refuse(`it names pack ${JSON.stringify(pack)} twice`);
  });
  record.seats.forEach((seat, i) => {
    if (!game.seats.includes(seat.seat))
      refuse(`seat ${seat.seat} is not one of game "${game.id}"'s seats (${game.seats.join(', ')})`);
    if (record.seats.findIndex((s) => s.seat === seat.seat) !== i) refuse(`seat ${seat.seat} is listed twice`);
    if (seat.kind === 'bot' && !Object.hasOwn(game.bots, seat.bot!))
      refuse(`seat ${seat.seat} is played by bot ${JSON.stringify(seat.bot)}, which game "${game.id}" does not have`);
  });
  for (const seat of game.seats)
    if (!record.seats.some((s) => s.seat === seat)) refuse(`it has no seat ${seat}, which game "${game.id}" needs`);
}
