/**
 * Which part of the engine a function of a CPU profile belongs to, so a
 * profile reads as a split by area (issue 24): rule bodies, run loop,
 * copies and freezing, selectors, hook table, value queries, GC and the
 * rest. Rules match the file (lib/ through tsx, dist/ when built, or the
 * module a bundle line came from) and, for V8's own entries, the name. The
 * first rule that matches wins; tested in test/bench/profile-areas.test.ts.
 * When lib/ moves files (issue 24 splits lib/graph into rooms), add the new
 * paths here: a file nobody mapped lands in "other", which the split shows.
 */

/** The areas, in the order the split prints them. */
export const AREAS = [
  'rule bodies and card effects',
  'run loop',
  'copies and freezing',
  'selectors',
  'hook table',
  'value queries',
  'Set operations',
  'views',
  'agents',
  'JSON checks',
  'saves and forks',
  'tsx __name',
  'GC',
  'start-up and idle',
  'other',
] as const;
export type Area = (typeof AREAS)[number];

/** V8 builtins of Set (and Map, which shares them) that a profile can show on their own, with no file. */
const SET_METHODS = new Set(['add', 'has', 'delete', 'clear', 'forEach', 'values', 'keys', 'entries']);

/** By file: the part of the path after the repository, lib/ or dist/ alike (extension left off). */
const BY_FILE: [RegExp, Area][] = [
  [/^(lib|dist)\/graph\/(run\/)?clone$/, 'copies and freezing'],
  [/^(lib|dist)\/card-text\/selectors$/, 'selectors'],
  [/^(lib|dist)\/graph\/(run\/)?hook-table$/, 'hook table'],
  [/^(lib|dist)\/graph\/(run\/)?query$/, 'value queries'],
  [/^(lib|dist)\/views\//, 'views'],
  [/^(lib|dist)\/graph\/view$/, 'views'],
  [/^examples\/[^/]+\/agents\//, 'agents'],
  [/^(lib|dist)\/graph\/agents$/, 'agents'],
  [/^(lib|dist)\/graph\/json(-check|-compare)?$/, 'JSON checks'],
  [/^(lib|dist)\/(saves\/|graph\/(snapshot|snapshot-read|history)$)/, 'saves and forks'],
  [/^(lib|dist)\/graph\//, 'run loop'],
  [/^(lib|dist)\/(nodes|cards|card-text|packs)\//, 'rule bodies and card effects'],
  [/^examples\//, 'rule bodies and card effects'],
];

/**
 * The area of one profile entry: `fn` its function name, `file` its source
 * file relative to the repository (`lib/graph/clone.ts`, `dist/graph/clone.js`,
 * `examples/duel/nodes/attack.ts`), a URL such as `node:fs`, or '' for V8's
 * own entries.
 *
 * @example areaOf('copyElement', 'dist/graph/clone.js'); // 'copies and freezing'
 */
export function areaOf(fn: string, file: string): Area {
  if (fn === '(garbage collector)') return 'GC';
  // tsx compiles with esbuild's keepNames: each function made at run time is passed to a `__name`
  // helper (an Object.defineProperty) that dist/ does not have. Counted apart, not in its file's area.
  if (fn === '__name') return 'tsx __name';
  if (file === '') {
    if (SET_METHODS.has(fn)) return 'Set operations';
    return 'start-up and idle'; // (program), (idle), and Node's own file and module calls
  }
  if (file.startsWith('node:')) return 'start-up and idle';
  const path = file.replace(/\.(ts|js|mjs)$/, '');
  for (const [pattern, area] of BY_FILE) if (pattern.test(path)) return area;
  return 'other';
}

/** Milliseconds and share of the whole per area, in {@link AREAS} order, areas with no time left out. */
export function splitByArea(
  rows: readonly { fn: string; file: string; ms: number }[],
): { area: Area; ms: number; share: number }[] {
  const ms = new Map<Area, number>();
  let total = 0;
  for (const row of rows) {
    const area = areaOf(row.fn, row.file);
    ms.set(area, (ms.get(area) ?? 0) + row.ms);
    total += row.ms;
  }
  return AREAS.filter((area) => ms.has(area)).map((area) => ({
    area,
    ms: ms.get(area)!,
    share: total > 0 ? ms.get(area)! / total : 0,
  }));
}
