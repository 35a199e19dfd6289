import type { CardState, MoveCardArgs } from '../cards/index.js';
import type { Engine } from '../graph/index.js';
import type { FullCardPlayRule } from './card-play.js';
import type { GameCards } from './types.js';

/** Names of the card nodes a tracker watches: a card changes zone only through the first, an ability resolves only through the second. */
const MOVE_CARD = 'move-card';
const RESOLVE_ABILITY = 'resolve-ability';
/** The key of the tracking hooks: a game's own keys are namespaced by its packs, so this one cannot clash. */
const TRACK_KEY = 'cardweave.sim.track-cards';

/**
 * Watches one game's engine and notes, per seat, the ids of the cards it
 * drew and played under `rule` (see CardPlayRule); `cards()` reads them when
 * the game is over. `players` are the seats, whose names start their zones'
 * (`p1.hand`). It attaches post hooks to `move-card` and `resolve-ability`
 * that only read the state; a card's zone and face are read after its
 * move, so a move a hook redirected counts where the card really went.
 *
 * @example const tracker = trackCards(engine, cardPlayOf(game), ['p1', 'p2']); engine.run(); tracker.cards().drawn.p1; // ['ace-of-spades', ...]
 */
export function trackCards(engine: Engine<CardState>, rule: FullCardPlayRule, players: readonly string[]): { cards: () => GameCards } {
  const state = engine.state;
  const seatOf = new Map(players.map((seat, i) => [seat, i]));
  // Per seat, by definition handle: 1 once the seat drew (played) a card of it. Handles, not ids, on
  // this hot path: War moves a card hundreds of times a game; ids are looked up once, at the end.
  const drawn: number[][] = players.map(() => []);
  const played: number[][] = players.map(() => []);
  /** Card handle -> index of the seat that last drew it. */
  const holder: number[] = [];
  /** Zone handle -> index of the seat it is the drawn zone of (-1 for none), and whether entering it plays a card; filled as zones are first met. */
  const drawnSeatOf: number[] = [];
  const playsIn: boolean[] = [];
  const playZone = rule.played === 'ability' ? undefined : rule.played;

  const playedBy = (card: number): number => {
    const seat = holder[card];
    if (seat !== undefined) return seat;
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

  const moved = (args: MoveCardArgs): void => {
    for (const card of args.cards) {
      const instance = state.cards[card];
      if (instance == null) continue;
      const zone = instance.zone;
      if (drawnSeatOf[zone] === undefined) classify(zone);
      const seat = drawnSeatOf[zone]!;
      if (seat >= 0) {
        holder[card] = seat;
        drawn[seat]![instance.def] = 1;
      }
      if (playsIn[zone] === true && (!playZone!.faceUp || instance.faceUp)) {
        const by = playedBy(card);
        if (by >= 0) played[by]![instance.def] = 1;
      }
    }
  };
  const resolved = (args: { card?: unknown }): void => {
    const card = args.card;
    if (typeof card !== 'number' || state.cards[card] == null) return;
    const by = playedBy(card);
    if (by >= 0) played[by]![state.cards[card].def] = 1;
  };
  // Post hooks that run closures, not nodeEnd listeners: a listener makes the engine emit an event for
  // every node of the game (measured: 40% of classic War's time), a hook runs for these two nodes only.
  // They read the state and change nothing; a post hook runs after the move, with the args it ran with.
  engine.attach(MOVE_CARD, 'post', { key: TRACK_KEY, run: (_ctx, args: MoveCardArgs) => moved(args) });
  if (playZone === undefined) engine.attach(RESOLVE_ABILITY, 'post', { key: TRACK_KEY, run: (_ctx, args: { card?: unknown }) => resolved(args) });
  // In no particular order: the report counts them.
  const lists = (bySeat: number[][]): Record<string, string[]> => {
    const out: Record<string, string[]> = {};
    bySeat.forEach((defs, seat) => {
      const ids: string[] = [];
      defs.forEach((flag, def) => {
        const id = state.defs[def]?.id;
        if (flag === 1 && id !== undefined) ids.push(id);
      });
      if (ids.length > 0) out[players[seat]!] = ids;
    });
    return out;
  };
  return { cards: () => ({ drawn: lists(drawn), played: lists(played) }) };
}
