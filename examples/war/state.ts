import type { CardState } from 'cardweave';

/** The two seats; War is always two players. */
export const PLAYERS = ['p1', 'p2'] as const;
export type Player = (typeof PLAYERS)[number];

/** A game is a draw as soon as this many comparisons have been resolved (RULES.md, classic 7). */
export const COMPARISON_CAP = 10_000;

/**
 * Every zone of a War game, in declaration order: a zone's handle is its
 * index here (`layTable` declares them first, so the handles below hold in
 * every War game). Index 0 of a zone is its top.
 */
export const ALL_ZONES = [
  /** The 52 standard cards before the deal. */
  'deck',
  'p1.pile',
  'p1.side',
  'p1.hand',
  'p2.pile',
  'p2.side',
  'p2.hand',
  /** Cards staked in the current battle or war. */
  'pot',
  /** Twist: the four cards a Fortune set aside, paid to the next winner. */
  'fortune-pot',
  /** Twist: cards out of play (scored pots, used ability cards). */
  'discard',
] as const;

/** The handle of a War zone: fixed by {@link ALL_ZONES}. */
function handle(name: (typeof ALL_ZONES)[number]): number {
  return ALL_ZONES.indexOf(name);
}

/** Handles of the shared zones. */
export const ZONES = {
  deck: handle('deck'),
  pot: handle('pot'),
  fortunePot: handle('fortune-pot'),
  discard: handle('discard'),
} as const;

/**
 * Each player's zones by seat (0 for p1, 1 for p2): the face-down pile, the
 * ability side deck (twist) and the hand (twist draws). Rules that run on
 * every comparison index these arrays by seat rather than look a player's
 * name up in an object.
 */
export const PILES: readonly number[] = [handle('p1.pile'), handle('p2.pile')];
export const SIDES: readonly number[] = [handle('p1.side'), handle('p2.side')];
export const HANDS: readonly number[] = [handle('p1.hand'), handle('p2.hand')];

/** The seat of a player: 0 for p1, 1 for p2. */
export function seatOf(player: string): 0 | 1 {
  if (player === 'p1') return 0;
  if (player === 'p2') return 1;
  throw new Error(`War has players "p1" and "p2", not ${JSON.stringify(player)}`);
}

/** The same zones by player name, for code that runs once per game or per round. */
export const PILE: Readonly<Record<string, number>> = { p1: PILES[0]!, p2: PILES[1]! };
export const SIDE: Readonly<Record<string, number>> = { p1: SIDES[0]!, p2: SIDES[1]! };
export const HAND: Readonly<Record<string, number>> = { p1: HANDS[0]!, p2: HANDS[1]! };
export const OPPONENT: Readonly<Record<string, Player>> = { p1: 'p2', p2: 'p1' };

/** The state of a War game: cards and zones, plus the fields below. Plain JSON. */
export interface WarState extends CardState {
  players: Player[];
  /** Who plays first in the current battle; classic keeps Player 1, twist alternates. */
  active: Player;
  /** Rounds started by next-player (twist). */
  turn: number;
  /** Points (twist); classic leaves them at 0. */
  scores: Record<string, number>;
  /** Face-up comparisons resolved so far (RULES.md, classic 8). */
  comparisons: number;
  /** The comparison after which the game is a draw. */
  cap: number;
  /** By seat (p1, p2): the handle of the face-up card each player has in the current comparison, or null before they play. */
  up: (number | null)[];
}

/** "Player 1" for "p1": how the log names a player. */
export function playerName(player: string): string {
  return `Player ${player.slice(1)}`;
}
