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
 * the game is over. `players` are the seats, whose names start their zones' (`p1.hand`). It listens to `nodeEnd`, an observer's event, so the
 * game plays exactly as it would unwatched; a card's zone and face are read
 * from the state after its move, so a move a hook redirected counts where
 * the card really went.
 *
 * @example const tracker = trackCards(engine, cardPlayOf(game), ['p1', 'p2']); engine.run(); tracker.cards().drawn.p1; // ['ace-of-spades', ...]
 */
export function trackCards(engine: Engine<CardState>, rule: FullCardPlayRule, players: readonly string[]): { cards: () => GameCards } {
  const state = engine.state;
  const seats = new Set(players);
  const drawn = new Map<string, Set<string>>();
  const played = new Map<string, Set<string>>();
  /** Card handle -> the seat that last drew it. */
  const holder: (string | undefined)[] = [];
  /** Zone handle -> the seat it is the drawn zone of ('' for none), and whether entering it plays a card; filled as zones are first met. */
  const drawnSeatOf: (string | undefined)[] = [];
  const playsIn: (boolean | undefined)[] = [];
  const playZone = rule.played === 'ability' ? undefined : rule.played;

  const note = (into: Map<string, Set<string>>, seat: string, card: number): void => {
    const id = state.defs[state.cards[card]!.def]?.id;
    if (id === undefined) return;
    let ids = into.get(seat);
    if (ids === undefined) into.set(seat, (ids = new Set()));
    ids.add(id);
  };
  const playedBy = (card: number): string | undefined => {
    const seat = holder[card];
    if (seat !== undefined) return seat;
    const owner = state.cards[card]?.owner;
    return owner !== undefined && seats.has(owner) ? owner : undefined;
  };
  const classify = (zone: number): void => {
    const name = state.zoneNames[zone] ?? '';
    const dot = name.indexOf('.');
    const seat = dot > 0 ? name.slice(0, dot) : '';
    const rest = dot > 0 ? name.slice(dot + 1) : name;
    drawnSeatOf[zone] = seats.has(seat) && rest === rule.drawnZone ? seat : '';
    playsIn[zone] = playZone !== undefined && (playZone.zones.includes(name) || (seats.has(seat) && playZone.zones.includes(rest)));
  };

  engine.on('nodeEnd', (node, args) => {
    if (node === MOVE_CARD) {
      for (const card of (args as unknown as MoveCardArgs).cards) {
        const instance = state.cards[card];
        if (instance == null) continue;
        const zone = instance.zone;
        if (drawnSeatOf[zone] === undefined) classify(zone);
        const seat = drawnSeatOf[zone]!;
        if (seat !== '') {
          holder[card] = seat;
          note(drawn, seat, card);
        }
        if (playsIn[zone] === true && (!playZone!.faceUp || instance.faceUp)) {
          const by = playedBy(card);
          if (by !== undefined) note(played, by, card);
        }
      }
    } else if (node === RESOLVE_ABILITY && playZone === undefined) {
      const card = (args as { card?: unknown }).card;
      if (typeof card !== 'number' || state.cards[card] == null) return;
      const by = playedBy(card);
      if (by !== undefined) note(played, by, card);
    }
  });
  // In no particular order: the report counts them, and sorting every game's lists would only cost.
  const lists = (map: Map<string, Set<string>>): Record<string, string[]> => Object.fromEntries([...map].map(([seat, ids]) => [seat, [...ids]]));
  return { cards: () => ({ drawn: lists(drawn), played: lists(played) }) };
}
