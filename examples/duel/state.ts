import { cardDef, cardOf, type CardState, type TurnStructureState } from 'cardweave';

/** The two seats; a duel is always two players. */
export const PLAYERS = ['p1', 'p2'] as const;
export type Player = (typeof PLAYERS)[number];

export const OPPONENT: Readonly<Record<string, Player>> = { p1: 'p2', p2: 'p1' };

/** Life points each player starts with unless the game is told otherwise. */
export const DEFAULT_LIFE_POINTS = 8000;
/** Main monster zones per player. */
export const MONSTER_ZONES = 5;
/** Spell & trap zones per player. */
export const SPELL_ZONES = 5;
/** Cards each player draws before the first turn. */
export const OPENING_HAND = 5;

/** A monster on the field is in attack position (always face up) or defense position (face up or down). */
export type Position = 'attack' | 'defense';
export type Phase = 'setup' | 'draw' | 'main' | 'battle' | 'end';

/** The zones of one player, by handle. Index 0 of a zone is its top. */
export interface PlayerZones {
  deck: number;
  hand: number;
  monsters: number;
  spells: number;
  graveyard: number;
}

/** The kinds of zone each player has, in declaration order. */
const ZONE_KINDS = ['deck', 'hand', 'monsters', 'spells', 'graveyard'] as const;

/**
 * Every zone of a duel, in declaration order: a zone's handle is its index
 * here (`emptyTable` declares them first): p1's five zones, then p2's.
 */
export const ALL_ZONES: readonly string[] = PLAYERS.flatMap((p) => ZONE_KINDS.map((kind) => `${p}.${kind}`));

function zonesOf(seat: number): PlayerZones {
  const first = seat * ZONE_KINDS.length;
  return { deck: first, hand: first + 1, monsters: first + 2, spells: first + 3, graveyard: first + 4 };
}

/** Zone handles by player, fixed by {@link ALL_ZONES}: rules read them on every step. */
export const ZONES: Readonly<Record<string, PlayerZones>> = { p1: zonesOf(0), p2: zonesOf(1) };

/** What a player may do only once per turn, and what each monster did this turn. Reset when a turn starts. */
export interface TurnFlags {
  /** Normal summons (tribute summons and sets included) this turn: the rules allow one, a card may allow more. */
  normalSummons: number;
  /** Monsters summoned this turn (card handles): they may not switch position. */
  summoned: number[];
  /** Monsters that switched position this turn. */
  switched: number[];
  /** Monsters that declared an attack this turn. */
  attacked: number[];
}

/**
 * The state of a duel: cards and zones, the turn structure's fields (who is
 * active, the turn, the phase, extra turns waiting), plus the fields below. Plain JSON.
 */
export interface DuelState extends CardState, TurnStructureState {
  players: Player[];
  /** Whose turn it is; unset until next-turn starts turn 1. */
  active?: Player;
  /** Turns started so far; turn 1 is the first player's first turn. */
  turn: number;
  phase: Phase;
  startingLifePoints: number;
  lifePoints: Record<string, number>;
  /** By card handle: the position of each monster on the field, null for every other card. */
  positions: (Position | null)[];
  /** By card handle: the current ATK of each monster on the field, as duel.measure-atk last found it (hooks included); null off the field. */
  atk: (number | null)[];
  turnFlags: TurnFlags;
}

/** Fresh per-turn flags. */
export function freshTurnFlags(): TurnFlags {
  return { normalSummons: 0, summoned: [], switched: [], attacked: [] };
}

/** "Player 1" for "p1": how the log names a player. */
export function playerName(player: string): string {
  return `Player ${player.slice(1)}`;
}

/**
 * Gives every card of the game a slot in the per-card arrays (positions,
 * ATK), empty: call once the cards are created.
 */
export function fitCardSlots(state: DuelState): void {
  while (state.positions.length < state.cards.length) state.positions.push(null);
  while (state.atk.length < state.cards.length) state.atk.push(null);
}

/** The player whose side of the field a card is on (its controller). */
export function controllerOf(state: DuelState, card: number): Player {
  return cardOf(state, card).controller as Player;
}

/** A number stat of a card's definition (level, atk, def); 0 when the card has none. */
export function stat(state: DuelState, card: number, name: 'level' | 'atk' | 'def'): number {
  const value = cardDef(state, card).stats[name];
  return typeof value === 'number' ? value : 0;
}

/** The printed name of a card instance. */
export function nameOf(state: DuelState, card: number): string {
  return cardDef(state, card).name;
}

/** The kind of a card instance: 'monster', 'spell' or 'trap'. */
export function kindOf(state: DuelState, card: number): string {
  return cardDef(state, card).kind;
}

/** A monster's current ATK: as last measured while it is on the field, else its printed ATK. */
export function currentAtk(state: DuelState, card: number): number {
  return state.atk[card] ?? stat(state, card, 'atk');
}
