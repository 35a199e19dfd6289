import type { CardState } from 'cardweave';

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

/** The zones of one player. Index 0 of a zone is its top. */
export interface PlayerZones {
  deck: string;
  hand: string;
  monsters: string;
  spells: string;
  graveyard: string;
}

function zonesOf(player: Player): PlayerZones {
  return {
    deck: `${player}.deck`,
    hand: `${player}.hand`,
    monsters: `${player}.monsters`,
    spells: `${player}.spells`,
    graveyard: `${player}.graveyard`,
  };
}

/** Zone names by player, computed once: rules read them on every step. */
export const ZONES: Readonly<Record<string, PlayerZones>> = { p1: zonesOf('p1'), p2: zonesOf('p2') };

/** Every zone of a duel, in a fixed order. */
export const ALL_ZONES: readonly string[] = PLAYERS.flatMap((p) => Object.values(ZONES[p]!) as string[]);

/** What a player may do only once per turn, and what each monster did this turn. Reset when a turn starts. */
export interface TurnFlags {
  normalSummoned: boolean;
  /** Monsters summoned this turn: they may not switch position. */
  summoned: string[];
  /** Monsters that switched position this turn. */
  switched: string[];
  /** Monsters that declared an attack this turn. */
  attacked: string[];
}

/** The state of a duel: cards and zones, plus the fields below. Plain JSON. */
export interface DuelState extends CardState {
  players: Player[];
  /** Whose turn it is; unset until next-player starts turn 1. */
  active?: Player;
  /** Turns started so far; turn 1 is the first player's first turn. */
  turn: number;
  phase: Phase;
  startingLifePoints: number;
  lifePoints: Record<string, number>;
  /** Position of every monster on the field, by instance id. */
  positions: Record<string, Position>;
  /** Current ATK of every monster on the field, as duel.measure-atk last found it (hooks included). */
  atk: Record<string, number>;
  turnFlags: TurnFlags;
}

/** Fresh per-turn flags. */
export function freshTurnFlags(): TurnFlags {
  return { normalSummoned: false, summoned: [], switched: [], attacked: [] };
}

/** "Player 1" for "p1": how the log names a player. */
export function playerName(player: string): string {
  return `Player ${player.slice(1)}`;
}

/** The player whose side of the field a card is on (its controller). */
export function controllerOf(state: DuelState, iid: string): Player {
  return state.cards[iid]!.controller as Player;
}

/** A number stat of a card's definition (level, atk, def); 0 when the card has none. */
export function stat(state: DuelState, iid: string, name: 'level' | 'atk' | 'def'): number {
  const value = state.defs[state.cards[iid]!.defId]!.stats[name];
  return typeof value === 'number' ? value : 0;
}

/** The printed name of a card instance. */
export function nameOf(state: DuelState, iid: string): string {
  return state.defs[state.cards[iid]!.defId]!.name;
}

/** The kind of a card instance: 'monster', 'spell' or 'trap'. */
export function kindOf(state: DuelState, iid: string): string {
  return state.defs[state.cards[iid]!.defId]!.kind;
}

/** A monster's current ATK: as last measured while it is on the field, else its printed ATK. */
export function currentAtk(state: DuelState, iid: string): number {
  return state.atk[iid] ?? stat(state, iid, 'atk');
}
