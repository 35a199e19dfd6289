// What travels between a table server and its clients, as plain data types with no imports, so
// the web page (web/src) type-checks against exactly what the server sends.

/**
 * One seat of a table: a person (who joins with the seat's token) or a bot the server plays.
 *
 * @example
 * const seat: SeatRecord = { seat: 'p2', kind: 'bot', bot: 'greedy' };
 */
export interface SeatRecord {
  seat: string;
  kind: 'person' | 'bot';
  /** The bot's name, for bot seats. */
  bot?: string;
  /** The name a person gave when the table was made (at most 24 characters); the page shows it beside the seat. */
  name?: string;
}

/**
 * A card a seat may see: its printed name, kind and stats.
 *
 * @example
 * const face: CardFace = { name: 'Glass Moth', kind: 'monster', stats: { level: 1, atk: 300, def: 300 } };
 */
export interface CardFace {
  name: string;
  kind: string;
  stats: Record<string, number | string>;
  /** True when it lies face down (its controller sees it; nobody else does). */
  faceDown?: true;
  /** Its printed stats where they differ from `stats` (the current values), so the page can mark a changed stat. */
  printed?: Record<string, number | string>;
  /** Its position on the board when the game has one (`attack`, `defense`). */
  position?: string;
  /** Its card text in words (the card's printed text, or what its data reads), when it has any. */
  text?: string;
}

/**
 * A zone as one seat sees it: always its count; its cards only when that seat may see them (`null` for one it may not).
 *
 * @example
 * const deck: ZoneView = { name: 'p2.deck', owner: 'p2', count: 34 };
 */
export interface ZoneView {
  name: string;
  owner: string | null;
  count: number;
  cards?: (CardFace | null)[];
}

/**
 * The question a seat is asked, by seq, with its options in words; the seat answers with an option's index.
 *
 * @example
 * const asked: DecisionView = { seq: 3, prompt: 'Main phase', options: ['End the turn'] };
 */
export interface DecisionView {
  seq: number;
  prompt: string;
  options: string[];
  /** Set on a pick decision ("discard two cards"): answer with a list of option numbers, as many as `min` to `max`. */
  pick?: { min: number; max: number };
  /** When the table's clock answers for the seat (epoch milliseconds, the server's clock); absent without a clock. */
  deadline?: number;
}

/**
 * A table's clock as every seat sees it: each seat's time left (milliseconds,
 * as of `at`, the server's epoch milliseconds), whose clock runs, and what
 * happens when it runs out.
 *
 * @example
 * const clock: ClockView = { at: 1764190000000, left: { p1: 295000, p2: 300000 }, running: 'p1', policy: 'forfeit' };
 */
export interface ClockView {
  at: number;
  left: Record<string, number>;
  running: string | null;
  /** The timeout policy in words the page shows: `default answer`, `pass`, `random`, `forfeit`. */
  policy: string;
}

/**
 * One chat line of a table: its number (from 1), who wrote it (a seat; spectators only read), when, and the text.
 *
 * @example
 * const line: ChatLine = { n: 3, seat: 'p2', at: 1764190000000, text: 'good game' };
 */
export interface ChatLine {
  n: number;
  seat: string;
  at: number;
  text: string;
}

/**
 * How a game ended for the page: the winning seat (null for a draw or when
 * nobody won), why in words, and whether a seat conceded or timed out.
 *
 * @example
 * const end: GameOverView = { winner: 'p2', reason: 'p1 conceded', how: 'concede' };
 */
export interface GameOverView {
  winner: string | null;
  reason: string;
  how: 'rules' | 'concede' | 'timeout';
}

/**
 * A rematch of an ended table: the new table's id and, for a seat, the seat
 * it plays there (the first seat rotates). A person's seat token carries over
 * to the rematch, so the page links to it with the token it already has.
 *
 * @example
 * const next: RematchView = { table: 'Qw8v0xYtR1aC', seat: 'p2' };
 */
export interface RematchView {
  table: string;
  seat?: string;
}

/**
 * Everything one seat (or a spectator, seat null) is sent about a table: the
 * zones and facts it may see, the public log, and its own pending decision.
 * Never the seed, the RNG, a snapshot, raw card handles or option values.
 *
 * @example
 * const asked = (view: SeatView) => view.decision?.options ?? [];
 */
export interface SeatView {
  table: string;
  game: string;
  title: string;
  seat: string | null;
  seats: SeatRecord[];
  /** Decisions answered so far. */
  seq: number;
  status: 'playing' | 'ended';
  result?: string;
  facts: Record<string, string | number>;
  zones: ZoneView[];
  /** Public log lines from line `from` on (earlier ones were sent before, or fall outside the window); `total` lines in all. */
  log: { from: number; total: number; lines: string[] };
  decision: DecisionView | null;
  /** The seat being asked, when it is not this one. */
  waitingFor: string | null;
  /** Set when the game has ended: who won and why (`result` keeps the game's own words). */
  over?: GameOverView;
  /** The table's clock, when its game declares one. */
  clock?: ClockView;
  /**
   * Chat lines after the first `from`, `total` in all (like `log`); absent when the table has no chat
   * yet. Lines are numbered from 1, so the first here has `n` = `from` + 1: place them by `from`.
   */
  chat?: { from: number; total: number; lines: ChatLine[] };
  /** The table this one is a rematch of. */
  rematchOf?: string;
  /** The rematch of this table, once a seat asked for it. */
  rematch?: RematchView;
}

/**
 * What a client may send: join a table (as a seat, with its token, or as a
 * spectator, without), then answers to its own pending decisions by seq and
 * option index (a list of indices for a pick decision); a seat may also chat,
 * concede while the game runs, and ask for a rematch after it. Nothing else.
 *
 * @example
 * const hello: ClientMessage = { t: 'join', table: 'Zq3v0xYtR1aB' };
 */
export type ClientMessage =
  | { t: 'join'; table: string; token?: string }
  | { t: 'answer'; seq: number; option: number | number[] }
  /** A chat line from a seat: 1 to 280 characters after trimming, no control characters. */
  | { t: 'chat'; text: string }
  /** A seat gives up while the game runs: the other seat wins. */
  | { t: 'concede' }
  /** A seat asks, after the end, for the rematch table (the same one for every seat that asks). */
  | { t: 'rematch' };

/**
 * What the server sends: a seat's view after every move (and on joining), or
 * a refusal in one line.
 *
 * @example
 * const refused: ServerFrame = { t: 'error', code: 'decision-stale', message: 'Decision 4 is stale: the table is at decision 5' };
 */
export type ServerFrame = { t: 'view'; view: SeatView } | { t: 'error'; code: string; message: string };
