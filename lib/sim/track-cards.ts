import type { CardState, MoveCardArgs } from '../cards/index.js';
import type { Engine } from '../graph/index.js';
import type { FullCardPlayRule } from './card-play.js';
import type { GameCards } from './types.js';

/** Names of the card nodes a tracker watches: a card changes zone only through the first, an ability resolves only through the second. */
const MOVE_CARD = 'move-card';
const RESOLVE_ABILITY = 'resolve-ability';

/**
 * Watches one game's engine and notes, per seat, the ids of the cards it
 * drew and played under `rule` (see CardPlayRule); `cards()` reads them when
 * the game is over. `players` are the seats, whose names start their zones'
 * (`p1.hand`). It observes `move-card` and `resolve-ability`
 * (Engine.observe: read only, after the post hooks); a card's zone and face
 * are read after its move, so a move a hook redirected counts where the card really went.
 *
 * @example const tracker = trackCards(engine, cardPlayOf(game), ['p1', 'p2']); engine.run(); tracker.cards().drawn.p1; // ['ace-of-spades', ...]
 */
export function trackCards(engine: Engine<CardState>, rule: FullCardPlayRule, players: readonly string[]): { cards: () => GameCards } {
  const state = engine.state;
  const seatOf = new Map(players.map((seat, i) => [seat, i]));
  // Everything on the hot path is a typed array indexed by card handle: plain arrays filled at scattered
  // indexes went to slow elements, and the tracking cost classic War a fifth of its time. Card ids and
  // definitions are looked up once, when the game is over. Two buffers, not five: an ArrayBuffer is
  // costly to make, and a tracker is made for every game.
  let size = Math.max(64, state.cards.length);
  const seats = players.length;
  /** `card * 2 * seats + seat` -> 1 once the seat drew the card; `+ seats` more -> 1 once it played it. */
  let marks = new Uint8Array(size * 2 * seats);
  /**
   * Card handle `c` at `c * 3`: how many of its drawn and played marks are still unset (a card with none
   * left can teach nothing more, so its moves are skipped before its instance is even read: in classic
   * War, 83% of a game's 7,700 card moves); at `+ 1` the index of the seat that last drew it (-1 for none
   * yet); at `+ 2` its definition handle, noted as it moves (a removed card's instance is gone by the end).
   */
  let info = freshInfo(size, seats);
  /** Zone handle -> index of the seat it is the drawn zone of (-1 for none), and whether entering it plays a card; filled as zones are first met. */
  const drawnSeatOf: number[] = [];
  const playsIn: boolean[] = [];
  const playZone = rule.played === 'ability' ? undefined : rule.played;

  const playerOf = (card: number): number => {
    const seat = info[card * 3 + 1]!;
    if (seat >= 0) return seat;
    return seatOf.get(state.cards[card]?.owner ?? '') ?? -1;
  };
  const classify = (zone: number): void => {
    const name = state.zoneNames[zone] ?? '';
    const dot = name.indexOf('.');
    const seat = dot > 0 ? (seatOf.get(name.slice(0, dot)) ?? -1) : -1;
    const rest = dot > 0 ? name.slice(dot + 1) : name;
    drawnSeatOf[zone] = seat >= 0 && rest === rule.drawnZone ? seat : -1;
    playsIn[zone] = playZone !== undefined && (playZone.zones.includes(name) || (seat >= 0 && playZone.zones.includes(rest)));
  };
  /** Makes room for card handle `card` (cards made during the game have new handles). */
  const grow = (card: number): void => {
    size = Math.max(card + 1, size * 2);
    const wider = new Uint8Array(size * 2 * seats);
    wider.set(marks);
    marks = wider;
    const longer = freshInfo(size, seats);
    longer.set(info);
    info = longer;
  };
  const play = (card: number, def: number): void => {
    const by = playerOf(card);
    if (by < 0) return;
    info[card * 3 + 2] = def;
    const at = card * 2 * seats + seats + by;
    if (marks[at] === 0) {
      marks[at] = 1;
      info[card * 3]!--;
    }
  };

  const moved = (args: Readonly<MoveCardArgs>): void => {
    // Indexed, not for-of: this runs for every move of the game (classic War: about 3,500 a game).
    const cards = args.cards;
    for (let i = 0; i < cards.length; i++) {
      const card = cards[i]!;
      if (info[card * 3] === 0) continue;
      const instance = state.cards[card];
      if (instance == null) continue;
      if (card >= size) grow(card);
      const zone = instance.zone;
      let seat = drawnSeatOf[zone];
      if (seat === undefined) {
        classify(zone);
        seat = drawnSeatOf[zone]!;
      }
      if (seat >= 0) {
        info[card * 3 + 1] = seat;
        info[card * 3 + 2] = instance.def;
        const at = card * 2 * seats + seat;
        if (marks[at] === 0) {
          marks[at] = 1;
          info[card * 3]!--;
        }
      }
      if (playsIn[zone] === true && (!playZone!.faceUp || instance.faceUp)) play(card, instance.def);
    }
  };
  const resolved = (args: Readonly<{ card?: unknown }>): void => {
    const card = args.card;
    if (typeof card !== 'number' || state.cards[card] == null) return;
    if (card >= size) grow(card);
    play(card, state.cards[card].def);
  };
  // Observers, not post hooks: a post hook on move-card cost classic War 12% by itself (its context, hook record
  // and phase bookkeeping, about 3,800 times a game), and a nodeEnd listener 40% (an event for every node).
  // An observer is called where post hooks run, after them, with the args the move ran with, and only reads.
  engine.observe<MoveCardArgs>(MOVE_CARD, moved);
  if (playZone === undefined) engine.observe<{ card?: unknown }>(RESOLVE_ABILITY, resolved);
  // Per seat, the ids of the definitions of the cards it drew (played), each once; in no particular order: the report
  // counts them. Deduplicated by definition handle in a typed array, not in a Set of ids: this runs for every game.
  const lists = (offset: number): Record<string, string[]> => {
    const out: Record<string, string[]> = {};
    const defs = state.defs;
    const seen = new Uint8Array(defs.length);
    for (let index = 0; index < seats; index++) {
      let ids: string[] | undefined;
      if (index > 0) seen.fill(0);
      for (let card = 0; card < size; card++) {
        if (marks[card * 2 * seats + offset + index] !== 1) continue;
        const def = info[card * 3 + 2]!;
        const id = defs[def]?.id;
        if (id === undefined || seen[def] === 1) continue;
        seen[def] = 1;
        (ids ??= []).push(id);
      }
      if (ids !== undefined) out[players[index]!] = ids;
    }
    return out;
  };
  return { cards: () => ({ drawn: lists(0), played: lists(seats) }) };
}

/** Per-card numbers for `size` cards: none of `2 * seats` marks set, no seat holding it, no definition yet. */
function freshInfo(size: number, seats: number): Int32Array {
  const info = new Int32Array(size * 3).fill(-1);
  for (let at = 0; at < info.length; at += 3) info[at] = 2 * seats;
  return info;
}
