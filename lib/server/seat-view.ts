import type { Engine } from '../graph/engine.js';
import { cardDef, cardOf } from '../cards/instances.js';
import type { CardState } from '../cards/state.js';
import type { CardFace, SeatRecord, SeatView, ZoneView } from './wire.js';
import type { TableGame } from './table-game.js';

/** The most log lines one frame carries; a seat joining a long game gets the last ones. */
export const LOG_WINDOW = 500;

/** What a view is made from: the table's game, record and live engine. */
export interface ViewSource {
  id: string;
  game: TableGame;
  seats: readonly SeatRecord[];
  engine: Engine<CardState>;
  /** The game's public log lines for the engine as it stands (computed once per move, shared by every seat). */
  lines: readonly string[];
}

/**
 * The one function that decides what a seat sees (phase 2 of issue 18
 * replaces its body with the engine's own per-player views). Built by
 * allowlist from the game's declarations: declared zones by their rule,
 * declared facts, public log lines, and the seat's own decision with its
 * options in the game's words. Everything else stays on the server.
 *
 * @example
 * socket.send(JSON.stringify({ t: 'view', view: seatView(table, 'p2', linesSent) }));
 */
export function seatView(source: ViewSource, seat: string | null, logFrom: number): SeatView {
  const { game, engine } = source;
  const state = engine.state;
  const zones: ZoneView[] = [];
  for (const [name, rule] of Object.entries(game.zones)) {
    const handle = state.zoneNames.indexOf(name);
    if (handle < 0) continue;
    const cards = state.zones[handle]!;
    const owner = game.zoneOwner(name);
    const zone: ZoneView = { name, owner, count: cards.length };
    if (rule === 'public' || (rule === 'owner' && seat !== null && seat === owner)) {
      zone.cards = cards.map((card) => {
        const instance = cardOf(state, card);
        if (!instance.faceUp && rule === 'public' && (seat === null || instance.controller !== seat)) return null;
        const def = cardDef(state, card);
        const face: CardFace = { name: def.name, kind: def.kind, stats: { ...def.stats } };
        if (!instance.faceUp && rule === 'public') face.faceDown = true;
        return face;
      });
    }
    zones.push(zone);
  }
  const lines = source.lines;
  const from = Math.min(Math.max(logFrom, lines.length - LOG_WINDOW, 0), lines.length);
  const pending = engine.ended ? null : engine.pending;
  const view: SeatView = {
    table: source.id,
    game: game.id,
    title: game.title,
    seat,
    seats: source.seats.map((s) => ({ ...s })),
    seq: engine.decisions.length,
    status: engine.ended ? 'ended' : 'playing',
    facts: { ...game.facts(state) },
    zones,
    log: { from, total: lines.length, lines: lines.slice(from) },
    decision: null,
    waitingFor: null,
  };
  if (engine.ended) view.result = game.describeResult(engine.result ?? null);
  if (pending !== null) {
    if (seat !== null && pending.player === seat) {
      view.decision = {
        seq: pending.id,
        prompt: pending.prompt,
        options: pending.options.map((o) => game.describeOption(state, pending, o)),
      };
    } else {
      view.waitingFor = pending.player;
    }
  }
  return view;
}
