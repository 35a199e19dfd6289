import type { Engine } from '../graph/engine.js';
import type { Json } from '../graph/json.js';
import type { CardState } from '../cards/state.js';
import { cardFace, cardTexts } from './card-faces.js';
import type { SeatRecord, SeatView, ZoneView } from './wire.js';
import type { TableGame } from './table-game.js';
import { fillSocialView, winnerOf, type TableSocial } from './table-social.js';
import type { LiveClock } from './live-clock.js';
import { linesWithTimeouts, notesThrough } from './timeout-lines.js';

/** The most log lines one frame carries; a seat joining a long game gets the last ones. */
export const LOG_WINDOW = 500;

/**
 * What a view is made from: the table's game, record and live engine.
 *
 * @example
 * const source: ViewSource = { id: 't1', game: warTable, seats: [{ seat: 'p1', kind: 'person' }, { seat: 'p2', kind: 'bot', bot: 'random' }], engine };
 */
export interface ViewSource {
  id: string;
  game: TableGame;
  seats: readonly SeatRecord[];
  engine: Engine<CardState>;
  /**
   * Its chat, an end by concession or on time, and rematch links, when it has them (a live table does).
   *
   * @internal
   */
  social?: TableSocial;
  /** The table's packs by the names its game offers them under (their cards' texts are shown); none when absent. */
  packs?: readonly string[];
  /**
   * The table's clock, when its game declares one.
   *
   * @internal
   */
  clock?: LiveClock;
}

/**
 * Where a connection's log stands: the game's log entries it has been sent lines for, and how many lines.
 *
 * @example
 * const joining: LogMark = { entries: 0, lines: 0 };
 */
export interface LogMark {
  entries: number;
  lines: number;
  /** The chat lines it has been sent (the last line's number). */
  chat?: number;
  /** The seq up to which its timeout lines were sent (`notesThrough`); absent: none yet. */
  seq?: number;
}

/** A zone of the engine's view: its count, and the cards the seat may point at (faces or backs). */
interface ViewedZone {
  count: number;
  cards: Record<string, Json>[];
}

/**
 * The one function that decides what a seat sees: the engine's own view of
 * the game for that seat (`engine.view(seat)`; a spectator's with seat null),
 * made by the game's visibility declaration, put in the frame the page reads.
 * Nothing is taken from the state itself: zones and their cards, facts, log
 * lines and the pending decision all come from the view, so what the game
 * does not declare visible stays on the server. Option words come from the
 * game's `describeOption`, handed the seat's viewed state and its decision as
 * the view shows them, never the engine's state.
 *
 * @example
 * const view = seatView(table, 'p2', { entries: 0, lines: 0 }); socket.send(JSON.stringify({ t: 'view', view }));
 */
export function seatView(source: ViewSource, seat: string | null, mark: LogMark): SeatView {
  const { game, engine } = source;
  const seen = engine.view(seat, { logFrom: Math.min(mark.entries, engine.log.length) });
  const state = seen.state as { zones?: Record<string, ViewedZone> };
  const viewed = state.zones ?? {};
  const zones: ZoneView[] = [];
  const texts = cardTexts(game, source.packs ?? []);
  for (const name of game.zones ?? Object.keys(viewed)) {
    const zone = viewed[name];
    if (zone === undefined) continue;
    zones.push(zoneView(game, name, zone, texts));
  }
  // A new connection (no lines yet) is sent the last LOG_WINDOW lines; others the lines since their last frame.
  const fresh = linesWithTimeouts(source, seat, mark, seen, notesThrough(source));
  const total = mark.lines + fresh.length;
  const kept = mark.lines === 0 ? fresh.slice(-LOG_WINDOW) : fresh;
  const view: SeatView = {
    table: source.id,
    game: game.id,
    title: game.title,
    seat,
    seats: source.seats.map((s) => ({ ...s })),
    seq: engine.decisions.length,
    status: seen.ended ? 'ended' : 'playing',
    facts: { ...game.facts(seen.state) },
    zones,
    log: { from: total - kept.length, total, lines: kept },
    decision: null,
    waitingFor: null,
  };
  if (seen.ended) view.result = game.describeResult(seen.result);
  const pending = seen.ended ? null : seen.pending;
  if (pending !== null) {
    if ('options' in pending) {
      // Worded from the seat's own view (its state, its decision): the game's words cannot name what it does not see.
      view.decision = {
        seq: pending.id,
        prompt: pending.prompt,
        options: pending.options.map((o) => game.describeOption(seen.state, pending, o)),
      };
      if (pending.pick !== undefined) view.decision.pick = { min: pending.pick.min, max: pending.pick.max };
    } else {
      view.waitingFor = pending.player;
    }
  }
  // The clock (part of issue 27): every watcher sees every seat's time; a seat's own decision its deadline.
  const clock = source.clock;
  if (clock !== undefined) {
    view.clock = clock.view(Date.now());
    if (view.decision !== null && clock.running?.seq === view.decision.seq) view.decision.deadline = clock.running.dueAt;
  }
  // An end by the rules is part of the game, so every view of it says so (a replay's last step too);
  // an end by concession or by a forfeit on time is the table's, filled in below from its social record.
  if (seen.ended) view.over = { winner: winnerOf(seen.result, source.seats), reason: view.result!, how: 'rules' };
  // Chat, and the end and rematch links the page shows: the same shape for every end.
  if (source.social !== undefined) fillSocialView(view, source.social, source.seats, mark.chat ?? 0);
  return view;
}

/**
 * The options of `seat`'s pending decision as its view lists them (hidden cards named by place), or null.
 *
 * @example
 * const offered = seatOptions(table.engine, 'p1'); if (offered) table.engine.decideInView('p1', offered[2]!, seq);
 */
export function seatOptions(engine: Engine<CardState>, seat: string): Json[] | null {
  const pending = engine.ended ? null : engine.view(seat, { logFrom: engine.log.length }).pending;
  return pending !== null && 'options' in pending ? pending.options : null;
}

/** A zone in the page's terms: faces the seat sees (`cardFace`), null for a card it sees only the back of. */
function zoneView(game: TableGame, name: string, zone: ViewedZone, texts: ReturnType<typeof cardTexts>): ZoneView {
  const shown: ZoneView = { name, owner: game.zoneOwner(name), count: zone.count };
  // The view lists every card the seat may point at; a zone it only counts lists fewer (none).
  if (zone.cards.length !== zone.count) return shown;
  shown.cards = zone.cards.map((card) => cardFace(card, texts));
  return shown;
}
