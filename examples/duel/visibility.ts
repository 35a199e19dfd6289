import { cardVisibility, type Engine, type LogEntry, type Sight, type ZoneVisibility } from 'cardweave';
import { PLAYERS, stat, type DuelState } from './state.js';

/**
 * How each zone of a duel is seen: decks by nobody (only their size), hands
 * by their owner, the field and graveyards by everyone, a set card (face
 * down) by its controller only.
 */
function duelZone(zone: string): ZoneVisibility | undefined {
  const [seat, kind] = zone.split('.');
  switch (kind ?? '') {
    case 'deck':
      return { seen: 'hidden' };
    case 'hand':
      return { seen: 'owner', owner: seat! };
    case 'monsters':
    case 'spells':
    case 'graveyard':
      return { seen: 'public', faceDown: 'controller' };
    default:
      return undefined;
  }
}

/** A set monster is logged with its name and ATK: only its controller may read them. */
function summoned(entry: LogEntry, see: Sight): LogEntry | undefined {
  const shown = see.translate(entry);
  if (entry.position === 'attack' || entry.player === see.seat) return shown;
  delete shown.name;
  delete shown.atk;
  return shown;
}

/**
 * After a sample dealt the hidden cards of a duel anew (their hooks and
 * static abilities already follow what they now are): a set monster's ATK is
 * its new card's.
 */
function redealt(game: Engine<DuelState>, cards: readonly number[]): void {
  const state = game.state;
  for (const card of cards) if (state.positions[card] !== null) state.atk[card] = stat(state, card, 'atk');
}

/**
 * What each seat of a duel sees. Cards in options and log entries sit in
 * the fields `card`, `cards`, `target` and `attacker`; a pick's options
 * (discards, tributes) are the player's own cards, which they see.
 *
 * @example
 * duelGame.createEngine({ seed: 7 }).view('p1').state.zones; // { 'p1.deck': { count: 40, cards: [] }, ... }
 */
export const duelVisibility = cardVisibility<DuelState>({
  seats: PLAYERS,
  zones: duelZone,
  fields: {
    players: 'public',
    active: 'public',
    turn: 'public',
    phase: 'public',
    startingLifePoints: 'public',
    lifePoints: 'public',
    turnFlags: (value, see) => {
      const flags = value as unknown as DuelState['turnFlags'];
      return {
        normalSummons: flags.normalSummons,
        summoned: flags.summoned.map((card) => see.card(card)),
        switched: flags.switched.map((card) => see.card(card)),
        attacked: flags.attacked.map((card) => see.card(card)),
      };
    },
  },
  // A set monster's position is on the table for all to see; its ATK is on its face.
  perCard: { positions: 'public', atk: 'face' },
  cardFields: ['card', 'cards', 'target', 'attacker'],
  redealt,
  log: {
    'duel.opened': 'public',
    turn: 'public',
    shuffled: 'public',
    drew: { seenBy: 'player' },
    'duel.drew': 'public',
    empty: 'public',
    'duel.summoned': summoned,
    'duel.switched': 'public',
    'duel.flipped': 'public',
    'duel.activated': 'public',
    'duel.set-trap': 'public',
    'duel.gained': 'public',
    'duel.damage': 'public',
    'duel.destroyed': 'public',
    'duel.attack-declared': 'public',
    'duel.attack-fizzled': 'public',
    'duel.battle': 'public',
    'duel.battle-skipped': 'public',
    'duel.reflected': 'public',
    'duel.negated': 'public',
    // A move forced past the rules names a card of the hand: only its player reads it.
    'duel.move-refused': { seenBy: 'player' },
    winner: 'public',
  },
});
