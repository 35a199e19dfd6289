/**
 * A JSON value: what game state, node args, hook params and decisions are made of.
 *
 * @example
 * const state: Json = { scores: { p1: 0, p2: 0 }, deck: ['c1', 'c2'], over: false };
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * A JSON object.
 *
 * @example
 * const params: JsonObject = { player: 'p1', points: 2 };
 */
export type JsonObject = { [key: string]: Json };

/**
 * Node arguments. At run time they are plain JSON objects; the index signature
 * lets node authors declare their own precise argument interfaces.
 *
 * @example
 * interface DrawTwoArgs { player: string; from: string } // any object type serves as a node's Args
 */
export type Args = object;
