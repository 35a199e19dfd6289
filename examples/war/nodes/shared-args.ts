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

/**
 * The same args by seat (0 for p1, 1 for p2, see `seatOf`), for the nodes that run on every comparison. Looked up
 * by the player's name, `PLAYER_ARGS[winner]` is a keyed load whose key changes from run to run, which V8 makes
 * megamorphic: a stub-cache probe on every comparison (about 5% of a classic game). By seat it is an array read,
 * and a name that is no player's is refused by `seatOf` instead of passing undefined args on.
 */
export const PLAYER_ARGS_BY_SEAT: readonly Args[] = Object.freeze([PLAYER_ARGS.p1!, PLAYER_ARGS.p2!]);
export const PLAYERS_ARGS_BY_SEAT: readonly (Args & { players: readonly string[] })[] = Object.freeze([PLAYERS_ARGS.p1!, PLAYERS_ARGS.p2!]);
export const BATTLE_ARGS_BY_SEAT: readonly (Args & { players: readonly string[]; battle: true })[] = Object.freeze([
  BATTLE_ARGS.p1!,
  BATTLE_ARGS.p2!,
]);
