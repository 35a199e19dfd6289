import type { Args } from 'cardweave';

/** Args of a node about one player's turn. */
export type PlayerArgs = {
  player: string;
};

/**
 * `{ player }` args, one frozen object per player, so busy steps do not
 * allocate; frozen because hooks see args and must return new ones to change them.
 */
export const PLAYER_ARGS: Readonly<Record<string, Args>> = {
  p1: Object.freeze({ player: 'p1' }),
  p2: Object.freeze({ player: 'p2' }),
};

/** Args of a node or query about one card of one player's. */
export type PlayerCardArgs = {
  player: string;
  card: number;
};
