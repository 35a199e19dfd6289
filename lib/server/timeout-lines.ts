// The public log lines a seat is sent, with the clock's "p1 ran out of time: ..." lines placed where
// each timed-out decision's own entries begin. The rules never hear of a timeout (it is an answer
// like any other to them), so these lines come from the host's clock, not from the game's log.
import type { PlayerView } from '../graph/view.js';
import type { LogMark, ViewSource } from './seat-view.js';

/**
 * The seat's fresh log lines since `mark`, timeout lines included: those of decisions after the
 * mark's seq, up to the table's.
 *
 * @example
 * const lines = linesWithTimeouts(table, 'p1', mark, engine.view('p1', { logFrom: mark.entries }), seq);
 */
export function linesWithTimeouts(
  source: ViewSource,
  seat: string | null,
  mark: LogMark,
  seen: PlayerView,
  seq: number,
): string[] {
  const { game, engine } = source;
  const lines = (entries: PlayerView['log']): string[] => [...game.logLines(entries, { graph: engine.graph })];
  const since = mark.seq ?? 0;
  const notes = source.clock?.notes.filter((n) => n.seq > since && n.seq <= seq) ?? [];
  if (notes.length === 0) return lines(seen.log);
  const out: string[] = [];
  let from = 0;
  for (const note of notes) {
    // The entries this seat sees from the note's place on; those before it come first.
    const at = Math.max(note.entries, seen.logFrom);
    const after = at >= engine.log.length ? 0 : engine.view(seat, { logFrom: at }).log.length;
    const split = Math.max(from, seen.log.length - after);
    out.push(...lines(seen.log.slice(from, split)), note.line);
    from = split;
  }
  out.push(...lines(seen.log.slice(from)));
  return out;
}

/**
 * The seq up to which a view's timeout lines go: the decisions played, and a forfeit on time (the
 * game's end at the next seq, which the rules never played).
 *
 * @example
 * const mark = { entries: engine.log.length, lines: view.log.total, seq: notesThrough(table) };
 */
export function notesThrough(source: Pick<ViewSource, 'engine' | 'clock'>): number {
  return source.engine.decisions.length + (source.clock?.forfeit == null ? 0 : 1);
}
