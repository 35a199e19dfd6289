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
 * megamorphic; and the items of a frozen array are read through a stub call too (Node 20). A choice between two
 * constants is neither, and a seat is a number `seatOf` has checked.
 */
export function playerArgsOf(seat: 0 | 1): Args {
  return seat === 0 ? P1_ARGS : P2_ARGS;
}

/** `{ players: [active, opponent] }` by the active player's seat (see playerArgsOf). */
export function playersArgsOf(seat: 0 | 1): Args & { players: readonly string[] } {
  return seat === 0 ? P1_FIRST : P2_FIRST;
}

/** The reveal that starts a battle by the active player's seat (see playerArgsOf). */
export function battleArgsOf(seat: 0 | 1): Args & { players: readonly string[]; battle: true } {
  return seat === 0 ? P1_BATTLE : P2_BATTLE;
}

const P1_ARGS = PLAYER_ARGS.p1!;
const P2_ARGS = PLAYER_ARGS.p2!;
const P1_FIRST = PLAYERS_ARGS.p1!;
const P2_FIRST = PLAYERS_ARGS.p2!;
const P1_BATTLE = BATTLE_ARGS.p1!;
const P2_BATTLE = BATTLE_ARGS.p2!;
