import type { CardState } from 'cardweave';

/** The two seats; War is always two players. */
export const PLAYERS = ['p1', 'p2'] as const;
export type Player = (typeof PLAYERS)[number];

/** A game is a draw as soon as this many comparisons have been resolved (RULES.md, classic 7). */
export const COMPARISON_CAP = 10_000;

/** Zones every War game has. Index 0 of a zone is its top. */
export const ZONES = {
  /** The 52 standard cards before the deal. */
  deck: 'deck',
  /** Cards staked in the current battle or war. */
  pot: 'pot',
  /** Twist: the four cards a Fortune set aside, paid to the next winner. */
  fortunePot: 'fortune-pot',
  /** Twist: cards out of play (scored pots, used ability cards). */
  discard: 'discard',
} as const;

/** Each player's zones: the face-down pile, the ability side deck (twist) and the hand (twist draws). */
export const PILE: Readonly<Record<string, string>> = { p1: 'p1.pile', p2: 'p2.pile' };
export const SIDE: Readonly<Record<string, string>> = { p1: 'p1.side', p2: 'p2.side' };
export const HAND: Readonly<Record<string, string>> = { p1: 'p1.hand', p2: 'p2.hand' };
export const OPPONENT: Readonly<Record<string, Player>> = { p1: 'p2', p2: 'p1' };

/** Every zone of a War game, in a fixed order. */
export const ALL_ZONES: readonly string[] = [
  ZONES.deck,
  ...PLAYERS.flatMap((p) => [PILE[p]!, SIDE[p]!, HAND[p]!]),
  ZONES.pot,
  ZONES.fortunePot,
  ZONES.discard,
];

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
  /** The face-up card each player has in the current comparison, or null before they play. */
  up: Record<string, string | null>;
}

/** "Player 1" for "p1": how the log names a player. */
export function playerName(player: string): string {
  return `Player ${player.slice(1)}`;
}
