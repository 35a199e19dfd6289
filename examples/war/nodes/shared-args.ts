import type { Args } from 'cardweave';

/**
 * `{ player }` args, one frozen object per player, so the hot loop does not
 * allocate a fresh one per step. Frozen because hooks see args: a pre hook
 * that wants other args returns new ones, it cannot edit these.
 */
export const PLAYER_ARGS: Readonly<Record<string, Args>> = {
  p1: Object.freeze({ player: 'p1' }),
  p2: Object.freeze({ player: 'p2' }),
};

/** Both players in the order they play, by who is active: `{ players: [active, opponent] }`, frozen like the above. */
export const PLAYERS_ARGS: Readonly<Record<string, Args & { players: readonly string[] }>> = {
  p1: Object.freeze({ players: Object.freeze(['p1', 'p2']) }),
  p2: Object.freeze({ players: Object.freeze(['p2', 'p1']) }),
};

/** The reveal that starts a battle, by who is active: `{ players: [active, opponent], battle: true }`. */
export const BATTLE_ARGS: Readonly<Record<string, Args & { players: readonly string[]; battle: true }>> = {
  p1: Object.freeze({ players: PLAYERS_ARGS.p1!.players, battle: true as const }),
  p2: Object.freeze({ players: PLAYERS_ARGS.p2!.players, battle: true as const }),
};

/** Args of a node that takes none. */
export const NO_ARGS: Args = Object.freeze({});
