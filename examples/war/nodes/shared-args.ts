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

/** Args of a node that takes none. */
export const NO_ARGS: Args = Object.freeze({});
