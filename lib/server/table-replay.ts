import type { Engine } from '../graph/engine.js';
import { jsonEqual } from '../graph/json-compare.js';
import type { Json } from '../graph/json.js';
import type { CardState } from '../cards/state.js';
import { answerInView } from './answer-in-view.js';
import { TableError } from './errors.js';
import type { LiveTable } from './live-table.js';
import { ReplayTape } from './replay-tape.js';
import type { ReplayAnswer, ReplayFrame, WhatIfView } from './replay-wire.js';
import { seatOptions, seatView } from './seat-view.js';
import type { TableHost } from './table-host.js';

/** The most answers one what-if plays for its seat. */
export const MAX_WHATIF_ANSWERS = 200;
/** The most option numbers in one answer (a pick). */
const MAX_PICKED = 64;
/** Tables whose replay tape is kept in memory, the least recently used dropped first. */
const KEPT_TAPES = 64;

/**
 * Replays of a table's log, as one viewer saw each step, and what-ifs from
 * any step. The log is the one the host verified when it loaded the table
 * (`host.open`); a seat's view needs that seat's token, checked as joining
 * checks it, during the game and after it (docs/trust-model.md, "Replays
 * and what-ifs"). Every view comes from `seatView`, for the viewer's seat only.
 *
 * @example
 * const replays = new TableReplays(host); const frame = await replays.frame(id, 3, { seat: 'p1', token });
 */
export class TableReplays {
  readonly #host: TableHost;
  readonly #tapes = new Map<string, ReplayTape>();

  constructor(host: TableHost) {
    this.#host = host;
  }

  /** Step `at` of table `id` as `who` saw it: a seat (with its token), or a spectator (neither given). */
  async frame(id: string, at: number, who: { seat?: string; token?: string }): Promise<ReplayFrame> {
    const table = await this.#host.open(id);
    const viewer = await this.#viewer(table, who.seat, who.token);
    const tape = this.#tapeOf(table);
    checkStep(table, at, tape.length);
    const engine = tape.at(at);
    const view = seatView({ id: table.id, game: table.game, seats: table.seats, engine }, viewer, { entries: 0, lines: 0 });
    const frame: ReplayFrame = { at, last: tape.length, ended: table.engine.ended, view };
    const next = tape.decision(at + 1);
    if (next !== undefined) frame.next = answerSeen(engine, view, viewer, next.player, next.choice, at + 1);
    return frame;
  }

  /**
   * A what-if (its body checked here): table `id` at step `at`, then the seat's
   * own answers, the other seats played by bots, until the seat is asked
   * again after its last answer or the game ends. The same request gives the
   * same view: the game's random draws come from the table's seeded RNG as
   * the fork carries it, and the bots are made from the table's seed.
   */
  async whatIf(id: string, body: unknown): Promise<WhatIfView> {
    return (await this.whatIfPlayed(id, body)).result;
  }

  /**
   * A what-if with the game it came to, which holds what the seat may not see: for tests that
   * check the view against it, never for a client.
   *
   * @internal
   * @example const { engine, result } = await replays.whatIfPlayed(id, { at: 3, seat: 'p1', token, answers: [0] });
   */
  async whatIfPlayed(id: string, body: unknown): Promise<{ engine: Engine<CardState>; result: WhatIfView }> {
    const request = checkWhatIf(body);
    const table = await this.#host.open(id);
    const seat = (await this.#viewer(table, request.seat, request.token))!;
    // A fork holds the game's hidden order (the decks as shuffled, the RNG): played forward while the
    // table is played, it would show a seat its next draws. Once the game is over, that is history.
    if (!table.engine.ended)
      throw new TableError(
        'whatif-bad',
        `Table ${table.id} is still being played: what-ifs open once it has ended (one would show what its decks hold next)`,
      );
    const tape = this.#tapeOf(table);
    checkStep(table, request.at, tape.length);
    const botName = request.bot ?? Object.keys(table.game.bots)[0];
    if (request.bot !== undefined && !Object.hasOwn(table.game.bots, request.bot))
      throw new TableError(
        'whatif-bad',
        `Game "${table.game.id}" has no bot "${request.bot.slice(0, 40)}": its bots are ${Object.keys(table.game.bots).join(', ') || '(none)'}`,
      );
    const engine = tape.at(request.at);
    const bots = new Map<string, string>();
    for (const other of table.seats) {
      if (other.seat === seat) continue;
      const name = other.kind === 'bot' ? other.bot! : botName;
      if (name === undefined) continue; // a game without bots: the what-if stops where another seat is asked
      bots.set(other.seat, name);
      engine.setAgent(other.seat, table.game.bots[name]!(table.record.seed, other.seat));
    }
    const moves: ReplayAnswer[] = [];
    const played = (before: number): void => {
      for (const d of engine.decisions.slice(before)) moves.push({ seq: d.id, seat: d.player, bot: bots.get(d.player)! });
    };
    let before = engine.decisions.length;
    const play = (work: () => void): void => {
      try {
        work();
      } catch (error) {
        if (error instanceof TableError) throw error;
        throw new TableError('rule-failed', `The what-if could not be played: ${(error as Error).message}`, { cause: error });
      }
    };
    play(() => engine.run());
    played(before);
    request.answers.forEach((option, i) => {
      const pending = engine.ended ? null : engine.pending;
      if (pending === null || pending.player !== seat)
        throw new TableError(
          'whatif-bad',
          `Answer ${i + 1} of the what-if has no decision of ${seat} to answer: ${pending === null ? 'the game has ended' : `${pending.player} is asked, and has no bot`}`,
        );
      const view = seatView({ id: table.id, game: table.game, seats: table.seats, engine }, seat, {
        entries: engine.log.length,
        lines: 0,
      });
      const answer = answerInView(pending, pending.id, seatOptions(engine, seat) ?? [], option);
      const indices = typeof option === 'number' ? [option] : option;
      moves.push({ seq: pending.id, seat, option, words: indices.map((n) => view.decision!.options[n]!) });
      play(() => {
        engine.decideInView(seat, answer, pending.id);
        before = engine.decisions.length;
        engine.run();
      });
      played(before);
    });
    const view = seatView({ id: table.id, game: table.game, seats: table.seats, engine }, seat, { entries: 0, lines: 0 });
    return { engine, result: { from: request.at, bot: botName ?? '(none)', moves, view } };
  }

  /** Who a request sees the table as: the seat its token plays (and that it names), or a spectator. */
  async #viewer(table: LiveTable, seat: string | undefined, token: string | undefined): Promise<string | null> {
    if (seat !== undefined && !table.seats.some((s) => s.seat === seat))
      throw new TableError(
        'request-bad',
        `Table ${table.id} has no seat "${seat.slice(0, 40)}": its seats are ${table.seats.map((s) => s.seat).join(', ')}`,
      );
    if (token === undefined) {
      if (seat === undefined) return null;
      throw new TableError(
        'replay-seat-refused',
        `${seat}'s view of table ${table.id} needs ${seat}'s token: without one, a replay shows what spectators saw`,
      );
    }
    const plays = await this.#host.seatFor(table, token);
    if (plays === null || (seat !== undefined && plays !== seat))
      throw new TableError(
        'replay-seat-refused',
        `That token plays ${plays}, not ${seat}: ${seat}'s view of table ${table.id} needs ${seat}'s token`,
      );
    return plays;
  }

  /** The table's tape, grown to its log; kept for the most recently replayed tables. */
  #tapeOf(table: LiveTable): ReplayTape {
    let tape = this.#tapes.get(table.id);
    if (tape === undefined) tape = new ReplayTape(table.game, table.record);
    // Most recently used last, so the first is the one to drop.
    this.#tapes.delete(table.id);
    this.#tapes.set(table.id, tape);
    if (this.#tapes.size > KEPT_TAPES) this.#tapes.delete(this.#tapes.keys().next().value!);
    tape.extend(table.engine.decisions);
    return tape;
  }
}

function checkStep(table: LiveTable, at: number, last: number): void {
  if (!Number.isSafeInteger(at) || at < 0 || at > last)
    throw new TableError(
      'request-bad',
      `Step ${String(at).slice(0, 20)} is not in table ${table.id}'s replay: its steps are 0 to ${last}`,
    );
}

/**
 * The decision asked at a step and its answer, as `viewer` may see it: whose it
 * was for everyone; which option and its words only for the seat that answered,
 * taken from that seat's own view (`view`, when the viewer is that seat).
 */
function answerSeen(
  engine: Engine<CardState>,
  view: ReturnType<typeof seatView>,
  viewer: string | null,
  seat: string,
  choice: Json,
  seq: number,
): ReplayAnswer {
  const seen: ReplayAnswer = { seq, seat };
  const pending = engine.ended ? null : engine.pending;
  if (viewer !== seat || pending === null || view.decision === null) return seen;
  const indexOf = (value: Json): number => pending.options.findIndex((o) => jsonEqual(o, value));
  const picked = pending.pick !== undefined && Array.isArray(choice) ? choice.map(indexOf) : [indexOf(choice)];
  if (picked.some((i) => i < 0)) return seen;
  seen.option = pending.pick !== undefined ? picked : picked[0]!;
  seen.words = picked.map((i) => view.decision!.options[i]!);
  return seen;
}

/** A what-if body: exactly { at, seat, token, answers, bot? }, each of its type and size. */
function checkWhatIf(body: unknown): { at: number; seat: string; token: string; answers: (number | number[])[]; bot?: string } {
  const bad = (why: string): never => {
    throw new TableError('whatif-bad', why);
  };
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    bad('Send a what-if as { "at": step, "seat": ..., "token": ..., "answers": [...] }');
  const { at, seat, token, answers, bot, ...extra } = body as Record<string, unknown>;
  const unknown = Object.keys(extra)[0];
  if (unknown !== undefined) bad(`A what-if has no field "${unknown.slice(0, 40)}" (only at, seat, token, answers and bot)`);
  if (typeof at !== 'number' || !Number.isSafeInteger(at)) bad('"at" must be the step to branch from, a whole number');
  if (typeof seat !== 'string' || seat.length > 32) bad('"seat" must be the seat whose answers these are');
  if (typeof token !== 'string' || token.length > 64) bad(`"token" must be ${String(seat)}'s token`);
  if (!Array.isArray(answers)) bad('"answers" must be a list of option numbers (a list of them for a pick)');
  const list = answers as unknown[];
  if (list.length > MAX_WHATIF_ANSWERS) bad(`A what-if has at most ${MAX_WHATIF_ANSWERS} answers, got ${list.length}`);
  list.forEach((a, i) => {
    const number = (n: unknown) => typeof n === 'number' && Number.isSafeInteger(n);
    if (!number(a) && !(Array.isArray(a) && a.length <= MAX_PICKED && a.every(number)))
      bad(`answers[${i}] must be an option number, or a list of at most ${MAX_PICKED} for a pick`);
  });
  if (bot !== undefined && typeof bot !== 'string') bad('"bot" must be the name of a bot of the game');
  return {
    at: at as number,
    seat: seat as string,
    token: token as string,
    answers: list as (number | number[])[],
    ...(bot === undefined ? {} : { bot: bot as string }),
  };
}
