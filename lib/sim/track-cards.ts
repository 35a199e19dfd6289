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
  // definitions are looked up once, when the game is over.
  let size = Math.max(64, state.cards.length);
  const seats = players.length;
  /** `card * seats + seat` -> 1 once the seat drew (played) the card. */
  let drawnBy = new Uint8Array(size * seats);
  let playedBy = new Uint8Array(size * seats);
  /**
   * Card handle -> how many of its drawn and played marks are still unset. A card with none left can
   * teach nothing more, so its moves are skipped before its instance is even read: in classic War, 83%
   * of a game's 7,700 card moves.
   */
  let left = new Int32Array(size).fill(2 * seats);
  /** Card handle -> index of the seat that last drew it, -1 for none yet. */
  let holder = new Int32Array(size).fill(-1);
  /** Card handle -> its definition handle, noted as it moves (a removed card's instance is gone by the end). */
  let defOf = new Int32Array(size).fill(-1);
  /** Zone handle -> index of the seat it is the drawn zone of (-1 for none), and whether entering it plays a card; filled as zones are first met. */
  const drawnSeatOf: number[] = [];
  const playsIn: boolean[] = [];
  const playZone = rule.played === 'ability' ? undefined : rule.played;

  const playerOf = (card: number): number => {
    const seat = holder[card]!;
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
    drawnBy = grown(drawnBy, new Uint8Array(size * seats));
    playedBy = grown(playedBy, new Uint8Array(size * seats));
    left = grown(left, new Int32Array(size).fill(2 * seats));
    holder = grown(holder, new Int32Array(size).fill(-1));
    defOf = grown(defOf, new Int32Array(size).fill(-1));
  };
  const play = (card: number, def: number): void => {
    const by = playerOf(card);
    if (by < 0) return;
    defOf[card] = def;
    const at = card * seats + by;
    if (playedBy[at] === 0) {
      playedBy[at] = 1;
      left[card]!--;
    }
  };

  const moved = (args: Readonly<MoveCardArgs>): void => {
    // Indexed, not for-of: this runs for every move of the game (classic War: about 3,800 a game).
    const cards = args.cards;
    for (let i = 0; i < cards.length; i++) {
      const card = cards[i]!;
      if (left[card] === 0) continue;
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
        holder[card] = seat;
        defOf[card] = instance.def;
        const at = card * seats + seat;
        if (drawnBy[at] === 0) {
          drawnBy[at] = 1;
          left[card]!--;
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
  // Per seat, the ids of the definitions of the cards it drew (played); in no particular order: the report counts them.
  const lists = (marks: Uint8Array): Record<string, string[]> => {
    const out: Record<string, string[]> = {};
    players.forEach((seat, index) => {
      const ids = new Set<string>();
      for (let card = 0; card < size; card++) {
        const id = marks[card * seats + index] === 1 ? state.defs[defOf[card]!]?.id : undefined;
        if (id !== undefined) ids.add(id);
      }
      if (ids.size > 0) out[seat] = [...ids];
    });
    return out;
  };
  return { cards: () => ({ drawn: lists(drawnBy), played: lists(playedBy) }) };
}

/** `into` (a new, longer array) with `from` copied to its start. */
function grown<T extends Uint8Array | Int32Array>(from: T, into: T): T {
  into.set(from);
  return into;
}
