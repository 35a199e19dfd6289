// What the replay API sends and takes, as plain data types that import only wire.ts's, so the
// replay page (web/src/replay.ts) type-checks against exactly what the server sends.
import type { SeatView } from './wire.js';

/**
 * The decision asked at a replay step and how it was answered. Every
 * viewer learns whose it was; only the seat that answered it is told which
 * option it chose and the option's words as its page showed them (another
 * seat's choice is its own: it shows only through the public log after it).
 *
 * @example
 * const mine: ReplayAnswer = { seq: 4, seat: 'p1', option: 1, words: ['Attack with Glass Moth'] };
 */
export interface ReplayAnswer {
  seq: number;
  seat: string;
  /** The option number chosen (a list of them for a pick), for the seat that chose it only. */
  option?: number | number[];
  /** The chosen options' words, as that seat's page offered them. */
  words?: string[];
  /** In a what-if, for a seat a bot played: the bot's name (a bot seat's own bot, else the what-if's). */
  bot?: string;
}

/**
 * One step of a table's replay as one viewer saw it: the view it was sent
 * after `at` decisions (exactly what `seatView` made live, with the whole
 * log window), and the decision asked next with its answer (none at the last step).
 *
 * @example
 * const frame: ReplayFrame = await (await fetch(`/api/tables/${id}/replay?at=3`)).json();
 */
export interface ReplayFrame {
  at: number;
  /** The table's last step (its decisions answered so far). */
  last: number;
  /** Whether the table's game has ended: what-ifs open then (while it is played, one would show what its decks hold next). */
  ended: boolean;
  view: SeatView;
  next?: ReplayAnswer;
}

/**
 * A what-if: from step `at`, as seat `seat` (proved by its `token`), the
 * seat's own answers in order (option numbers as its view lists them; a
 * list for a pick), the other seats played by `bot` (a bot of the game;
 * a bot seat keeps its own bot). At most 200 answers.
 *
 * @example
 * const asked: WhatIfRequest = { at: 4, seat: 'p1', token, answers: [2, 0] };
 */
export interface WhatIfRequest {
  at: number;
  seat: string;
  token: string;
  answers: (number | number[])[];
  bot?: string;
}

/**
 * What a what-if came to: the seat's view once its answers are played and
 * the bots have moved until it is asked again (or the game ended), and each
 * decision played on the way: the seat's own with its words, the bots' by seat and bot only.
 * `bot` is the bot that played the person seats other than `seat`.
 *
 * @example
 * const after: WhatIfView = { from: 4, bot: 'greedy', moves: [{ seq: 5, seat: 'p1', words: ['End the turn'] }], view };
 */
export interface WhatIfView {
  from: number;
  bot: string;
  moves: ReplayAnswer[];
  view: SeatView;
}
