/**
 * Comparing JSON values by value: objects field by field whatever the order
 * of their keys, arrays item by item. Used to match an answer against the
 * options offered, and to find where a save differs from its replay.
 */

/** Two values still to compare and where they sit, or (`only`) a difference to report once everything stacked above it is equal. */
interface Pair {
  a: unknown;
  b: unknown;
  path: string;
  only?: { a: string; b: string };
}

/**
 * True when two JSON values are equal by value: `{ a: 1, b: 2 }` equals
 * `{ b: 2, a: 1 }`. Both must be JSON (checked, so no cycles).
 *
 * @internal
 * @example jsonEqual({ card: 'c1', to: 'pot' }, { to: 'pot', card: 'c1' }); // true
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  return difference(a, b, '', false) === undefined;
}

/**
 * Where two JSON values first differ, as a path from `root` with what each
 * side holds there (`state.scores.p1`, `7`, `5`), or undefined when they are
 * equal. Fields are visited in `a`'s order, items in order; iterative, so
 * any depth is fine.
 *
 * @internal
 * @example firstDifference({ n: 1 }, { n: 2 }, 'state'); // { path: 'state.n', a: '1', b: '2' }
 */
export function firstDifference(a: unknown, b: unknown, root: string): { path: string; a: string; b: string } | undefined {
  return difference(a, b, root, true);
}

function difference(a: unknown, b: unknown, root: string, paths: boolean): { path: string; a: string; b: string } | undefined {
  const stack: Pair[] = [{ a, b, path: root }];
  while (stack.length > 0) {
    const { a: x, b: y, path, only } = stack.pop()!;
    if (only !== undefined) return { path, ...only };
    if (x === y) continue;
    if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null || Array.isArray(x) !== Array.isArray(y)) {
      return { path, a: brief(x), b: brief(y) };
    }
    if (Array.isArray(x)) {
      const ys = y as unknown[];
      const common = Math.min(x.length, ys.length);
      if (x.length !== ys.length) {
        // The first item only one side has is the difference, unless an earlier one differs.
        const at = `${path}[${common}]`;
        stack.push({ a: undefined, b: undefined, path: at, only: { a: brief(x[common]), b: brief(ys[common]) } });
      }
      for (let k = common - 1; k >= 0; k--) stack.push({ a: x[k], b: ys[k], path: paths ? `${path}[${k}]` : '' });
      continue;
    }
    const xo = x as Record<string, unknown>;
    const yo = y as Record<string, unknown>;
    // A field holding undefined is absent, as in JSON.
    const xKeys = Object.keys(xo).filter((key) => xo[key] !== undefined);
    for (const key of Object.keys(yo)) {
      if (yo[key] !== undefined && own(xo, key) === undefined)
        return { path: paths ? fieldPath(path, key) : '', a: 'nothing', b: brief(yo[key]) };
    }
    for (let k = xKeys.length - 1; k >= 0; k--) {
      const key = xKeys[k]!;
      stack.push({ a: xo[key], b: own(yo, key), path: paths ? fieldPath(path, key) : '' });
    }
  }
  return undefined;
}

/** An own field's value; undefined for a missing one (never an inherited `constructor` or `toString`). */
function own(o: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(o, key) ? o[key] : undefined;
}

function fieldPath(path: string, key: string): string {
  if (!/^[A-Za-z_$][\w$]*$/.test(key)) return `${path}[${JSON.stringify(key)}]`;
  return path === '' ? key : `${path}.${key}`;
}

/** A value as short JSON for a one-line message. */
function brief(value: unknown): string {
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
