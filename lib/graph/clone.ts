/**
 * A deep copy of a JSON value (plain objects, arrays, primitives). The engine
 * copies the game at every checkpoint (its start and each answered decision),
 * so this copy is on the path of every decision: for plain JSON it is about
 * four times faster than `structuredClone`, which must handle every type.
 * Anything that is not plain JSON (a Map, a class instance) is outside the
 * game-state contract and is not copied faithfully.
 *
 * @example const copy = cloneJson({ zones: { pot: ['c1'] } });
 */
export function cloneJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const n = value.length;
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) out[i] = cloneJson(value[i] as unknown);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const copy = cloneJson((value as Record<string, unknown>)[key]);
    // JSON.parse makes "__proto__" an own key; assigning it would set the copy's prototype instead.
    if (key === '__proto__') Object.defineProperty(out, key, { value: copy, enumerable: true, writable: true, configurable: true });
    else out[key] = copy;
  }
  return out as T;
}
