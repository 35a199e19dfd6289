// The shape of a pack's log declaration, apart from the code that joins it to
// the game's visibility, so that pack.ts can name it without an import circle.

/**
 * Who sees a pack's log entries of one type: every seat (`'public'`), no
 * seat (`'nobody'`: the entry is in the game's full log, not in a view),
 * or the seat named by one of the entry's fields (`{ seenBy: 'player' }`:
 * the acting player, the card's controller, as the entry names it). An
 * entry's own `visibleTo` list still wins, as for the game's own types.
 *
 * @example
 * const log: Record<string, PackLogVisibility> = { 'gift.given': 'public', 'gift.peeked': { seenBy: 'player' } };
 */
export type PackLogVisibility = 'public' | 'nobody' | { seenBy: string };
