/** A JSON value: what game state, node args, hook params and decisions are made of. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A JSON object. */
export type JsonObject = { [key: string]: Json };

/**
 * Node arguments. At run time they are plain JSON objects; the index signature
 * lets node authors declare their own precise argument interfaces.
 */
export type Args = object;
