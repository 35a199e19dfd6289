import type { CardDefinition, CardState, MoveCardArgs } from '../cards/index.js';
import type { Engine } from '../graph/index.js';
import type { FullCardPlayRule } from './card-play.js';
import type { CardCounts } from './tally.js';

/** Names of the card nodes a tracker watches: a card changes zone only through the first, an ability resolves only through the second. */
const MOVE_CARD = 'move-card';
const RESOLVE_ABILITY = 'resolve-ability';

/** A zone's class, by zone handle: 0 not yet classed this game; else CLASSED, plus PLAYS when entering it plays a card, plus (seat + 1) << 2 when it is that seat's drawn zone. */
const CLASSED = 1;
const PLAYS = 2;

/**
 * Counts, over every game of one player (one simulation in one thread), which
 * cards each seat drew and played under `rule` (see CardPlayRule), and adds
 * the counts to a range's tally when the range is over (`addTo`). Made once
 * per simulation, not per game: a game only resets a few small typed arrays
 * (`begin`), attaches the same two observer functions, and folds its marks
 * into per-card counters when it ends (`end`). Cards are numbered once per
 * simulation by id, so no list of ids, Map or Set is built per game
 * (issue 26: the per-game lists and the tally's string lookups were a third
 * of the report's cost).
 *
 * It observes `move-card` and `resolve-ability` (Engine.observe: read only,
 * after the post hooks); a card's zone and face are read after its move, so
 * a move a hook redirected counts where the card really went. A seat "drew"
 * a card when it entered the seat's drawn zone (`p1.hand`), and "played" it
 * when it entered a played zone (or its ability resolved), played by the seat
 * that last drew it, else by its owner. A seat's game counts a card id once,
 * however many copies it drew, and a played card as drawn.
 *
 * @example const tracker = new CardTracker(cardPlayOf(game)); tracker.begin(engine, ['p1', 'p2']); engine.run(); tracker.end('p1');
 */
export class CardTracker {
  readonly #rule: FullCardPlayRule;
  readonly #playZone: { zones: readonly string[]; faceUp: boolean } | undefined;

  // Per simulation: card numbers by id, and four counts per number.
  readonly #numbers = new Map<string, number>();
  readonly #ids: string[] = [];
  /** Card number `n` at `n * 4`: [drawn, won when drawn, played, won when played], as CardCounts. Doubles: exact to 2^53. */
  #counts = new Float64Array(4 * 64);
  /** Definition handle -> the definition last numbered at that handle, and its number: games of one game share their definitions. */
  readonly #defAt: (CardDefinition | undefined)[] = [];
  #numberAt = new Int32Array(64);

  // Per game, reset by begin(): typed arrays by card handle, reused from game to game (an ArrayBuffer is costly to make).
  #state: CardState | undefined;
  #players: readonly string[] = [];
  #seatOf = new Map<string, number>();
  #seats = 0;
  /** Cards the arrays have room for. */
  #size = 0;
  /** Card handle -> how many of its 2 * seats marks are still unset; 0: nothing more to learn, its moves are skipped at once. Int32, not Uint8: a game of 128 seats would wrap a byte. */
  #left = new Int32Array(0);
  /** `card * 2 * seats + seat` -> 1 once the seat drew the card; `+ seats` more -> 1 once it played it. */
  #marks = new Uint8Array(0);
  /** Card handle -> the seat that last drew it (-1 for none yet). */
  #holder = new Int32Array(0);
  /** Card handle -> its definition handle, noted as it moves (a removed card's instance is gone by the end), -1 for none. */
  #def = new Int32Array(0);
  /** Zone handle -> its class (CLASSED, PLAYS, drawn seat), 0 until first met in the game. */
  #zoneClass = new Int32Array(16);
  /** Scratch for end(): per card number and seat, 1 drawn, 2 played; and which entries were set. */
  #flags = new Uint8Array(0);
  #touched = new Int32Array(0);

  constructor(rule: FullCardPlayRule) {
    this.#rule = rule;
    this.#playZone = rule.played === 'ability' ? undefined : rule.played;
  }

  /** Starts watching a fresh game's engine; `players` are the seats, whose names start their zones' (`p1.hand`). */
  begin(engine: Engine<CardState>, players: readonly string[]): void {
    const state = engine.state;
    this.#state = state;
    if (!sameSeats(players, this.#players)) {
      this.#players = [...players];
      this.#seatOf = new Map(players.map((seat, i) => [seat, i]));
      this.#seats = players.length;
    }
    this.#reset(Math.max(64, state.cards.length));
    // The same two functions every game, made once: observers, not post hooks (a post hook on move-card cost classic
    // War 12%, a nodeEnd listener 40%): called where post hooks run, after them, with the args the move ran with.
    engine.observe<MoveCardArgs>(MOVE_CARD, this.#moved);
    if (this.#playZone === undefined) engine.observe<{ card?: unknown }>(RESOLVE_ABILITY, this.#resolved);
  }

  /** Folds the game that just ended into the counts: per seat, each card id it drew (and played) once, won when `winner` is that seat. */
  end(winner: string | null): void {
    const state = this.#state!;
    const seats = this.#seats;
    const won = winner === null ? -1 : (this.#seatOf.get(winner) ?? -1);
    const marks = this.#marks;
    const def = this.#def;
    let flags = this.#flags;
    let touched = 0;
    for (let card = 0; card < this.#size; card++) {
      if (def[card]! < 0) continue;
      const at = card * 2 * seats;
      let number = -1;
      for (let seat = 0; seat < seats; seat++) {
        const flag = marks[at + seat]! | (marks[at + seats + seat]! << 1);
        if (flag === 0) continue;
        if (number < 0) number = this.#numberOf(def[card]!, state);
        if (number < 0) break;
        const entry = number * seats + seat;
        if (entry >= flags.length) flags = this.#growFlags(entry);
        if (flags[entry] === 0) this.#touched[touched++] = entry;
        flags[entry]! |= flag;
      }
    }
    const counts = this.#counts;
    for (let i = 0; i < touched; i++) {
      const entry = this.#touched[i]!;
      const number = (entry / seats) | 0;
      const seat = entry - number * seats;
      const win = seat === won ? 1 : 0;
      const at = number * 4;
      counts[at]!++;
      counts[at + 1]! += win;
      if ((flags[entry]! & 2) !== 0) {
        counts[at + 2]!++;
        counts[at + 3]! += win;
      }
      flags[entry] = 0;
    }
    this.#state = undefined;
  }

  /** Adds the counts since the last `addTo` or `discard` to `cards` (by card id) and starts again from nothing. */
  addTo(cards: Map<string, CardCounts>): void {
    const counts = this.#counts;
    for (let number = 0; number < this.#ids.length; number++) {
      const at = number * 4;
      if (counts[at] === 0) continue;
      const id = this.#ids[number]!;
      const here = cards.get(id);
      if (here === undefined) cards.set(id, [counts[at]!, counts[at + 1]!, counts[at + 2]!, counts[at + 3]!]);
      else for (let i = 0; i < 4; i++) here[i]! += counts[at + i]!;
    }
    this.discard();
  }

  /** Forgets the counts since the last `addTo`: a range starts from nothing, even after one that failed part-way. */
  discard(): void {
    this.#counts.fill(0);
  }

  // Indexed, not for-of: this runs for every move of the game (classic War: about 3,500 a game, 7,000 cards).
  readonly #moved = (args: Readonly<MoveCardArgs>, state: CardState): void => {
    const cards = args.cards;
    const left = this.#left;
    for (let i = 0; i < cards.length; i++) {
      const card = cards[i]!;
      // Most moves end here (classic War: 83%): the card has nothing more to teach. A handle past the end (a card
      // made during the game) reads undefined, so it goes on and makes room.
      if (left[card] !== 0) this.#entered(card, state);
    }
  };

  readonly #resolved = (args: Readonly<{ card?: unknown }>, state: CardState): void => {
    const card = args.card;
    if (typeof card !== 'number' || state.cards[card] == null) return;
    if (card >= this.#size) this.#grow(card);
    this.#play(card, state.cards[card].def, state);
  };

  /** A card that may still teach something is where its move put it: note a draw, and a play. */
  #entered(card: number, state: CardState): void {
    const instance = state.cards[card];
    if (instance == null) return;
    if (card >= this.#size) this.#grow(card);
    const zone = instance.zone;
    let zoneClass = this.#zoneClass[zone];
    if (zoneClass === undefined || zoneClass === 0) zoneClass = this.#classify(zone, state);
    const seat = (zoneClass >> 2) - 1;
    if (seat >= 0) {
      this.#holder[card] = seat;
      this.#def[card] = instance.def;
      this.#mark(card, seat);
    }
    if ((zoneClass & PLAYS) !== 0 && (!this.#playZone!.faceUp || instance.faceUp)) this.#play(card, instance.def, state);
  }

  #play(card: number, def: number, state: CardState): void {
    let by = this.#holder[card]!;
    if (by < 0) by = this.#seatOf.get(state.cards[card]?.owner ?? '') ?? -1;
    if (by < 0) return;
    this.#def[card] = def;
    this.#mark(card, this.#seats + by);
  }

  /** Sets mark `offset` (a seat, or seats + a seat) of a card, once. */
  #mark(card: number, offset: number): void {
    const at = card * 2 * this.#seats + offset;
    if (this.#marks[at] === 0) {
      this.#marks[at] = 1;
      this.#left[card]!--;
    }
  }

  #classify(zone: number, state: CardState): number {
    const name = state.zoneNames[zone] ?? '';
    const dot = name.indexOf('.');
    const seat = dot > 0 ? (this.#seatOf.get(name.slice(0, dot)) ?? -1) : -1;
    const rest = dot > 0 ? name.slice(dot + 1) : name;
    const zones = this.#playZone?.zones;
    let zoneClass = CLASSED;
    if (seat >= 0 && rest === this.#rule.drawnZone) zoneClass |= (seat + 1) << 2;
    if (zones !== undefined && (zones.includes(name) || (seat >= 0 && zones.includes(rest)))) zoneClass |= PLAYS;
    if (zone >= this.#zoneClass.length) {
      const wider = new Int32Array(Math.max(zone + 1, this.#zoneClass.length * 2));
      wider.set(this.#zoneClass);
      this.#zoneClass = wider;
    }
    this.#zoneClass[zone] = zoneClass;
    return zoneClass;
  }

  /** The simulation-wide number of definition handle `def` of this game, or -1 when it has no definition. */
  #numberOf(def: number, state: CardState): number {
    const definition = state.defs[def];
    if (definition === undefined) return -1;
    if (this.#defAt[def] === definition) return this.#numberAt[def]!;
    const id = definition.id;
    let number = this.#numbers.get(id);
    if (number === undefined) {
      number = this.#ids.push(id) - 1;
      this.#numbers.set(id, number);
      if (number * 4 >= this.#counts.length) this.#counts = grown(this.#counts, number * 4 + 4);
    }
    if (def >= this.#numberAt.length) this.#numberAt = grown(this.#numberAt, def + 1);
    this.#defAt[def] = definition;
    this.#numberAt[def] = number;
    return number;
  }

  /** Empties the per-game arrays for `size` cards, making them larger when they are too small. */
  #reset(size: number): void {
    const seats = this.#seats;
    if (size > this.#size || this.#marks.length < size * 2 * seats) {
      this.#left = new Int32Array(size);
      this.#marks = new Uint8Array(size * 2 * seats);
      this.#holder = new Int32Array(size);
      this.#def = new Int32Array(size);
    } else {
      size = this.#size;
      this.#marks.fill(0, 0, size * 2 * seats);
    }
    this.#size = size;
    this.#left.fill(2 * seats);
    this.#holder.fill(-1);
    this.#def.fill(-1);
    this.#zoneClass.fill(0);
  }

  /** Makes room for card handle `card` (cards made during the game have new handles), keeping what is noted. */
  #grow(card: number): void {
    const seats = this.#seats;
    const size = Math.max(card + 1, this.#size * 2);
    const marks = new Uint8Array(size * 2 * seats);
    marks.set(this.#marks.subarray(0, this.#size * 2 * seats));
    this.#marks = marks;
    const left = new Int32Array(size).fill(2 * seats);
    left.set(this.#left.subarray(0, this.#size));
    this.#left = left;
    const holder = new Int32Array(size).fill(-1);
    holder.set(this.#holder.subarray(0, this.#size));
    this.#holder = holder;
    const def = new Int32Array(size).fill(-1);
    def.set(this.#def.subarray(0, this.#size));
    this.#def = def;
    this.#size = size;
  }

  #growFlags(entry: number) {
    const length = Math.max(entry + 1, this.#flags.length * 2, 64);
    this.#flags = grown(this.#flags, length);
    this.#touched = grown(this.#touched, length);
    return this.#flags;
  }
}

function sameSeats(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A copy of `array` at least `length` long (doubling), the rest zero. */
function grown<T extends Float64Array | Int32Array | Uint8Array>(array: T, length: number): T {
  const wider = new (array.constructor as new (n: number) => T)(Math.max(length, array.length * 2));
  wider.set(array);
  return wider;
}
