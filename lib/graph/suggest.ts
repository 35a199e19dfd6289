/**
 * " (did you mean "draw"?)" when `name` is a likely typo of one of `known`,
 * else "". Keeps refusals short while still pointing at the fix.
 */
export function didYouMean(name: string, known: Iterable<string>): string {
  let best: string | undefined;
  // A suggestion must be closer than half the name, or short names would "match" anything.
  let bestDistance = Math.min(3, Math.ceil(name.length / 2));
  for (const candidate of known) {
    const d = editDistance(name, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best === undefined ? '' : ` (did you mean "${best}"?)`;
}

/** Edit distance where swapping two neighbouring letters counts as one edit (the commonest typo). */
function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 99;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 0; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The standard nodes of cardweave/nodes, by name, with the export of
 * cardweave/nodes that registers each. The graph layer cannot import them (lib/nodes builds on it),
 * so their names are kept here as data; a test holds this list equal to
 * `standardNodes`.
 *
 * @example
 * STANDARD_NODE_EXPORTS['each']; // 'eachNode'
 */
export const STANDARD_NODE_EXPORTS: Readonly<Record<string, string>> = Object.freeze({
  shuffle: 'shuffleNode',
  deal: 'dealNode',
  draw: 'drawNode',
  'move-all': 'moveAllNode',
  compare: 'compareNode',
  score: 'scoreNode',
  'next-player': 'nextPlayerNode',
  'declare-winner': 'declareWinnerNode',
  log: 'logNode',
  each: 'eachNode',
});

/**
 * The hint after "unknown node NAME": what to register when `name` is a
 * standard node the game left out (a game not built on `standardNodes` whose
 * card uses `each`), else a likely typo of one of `known`, else "".
 *
 * @example
 * unknownNodeHint('each', ['draw']); // ' ("each" is a standard node this game does not register: add eachNode ...)'
 */
export function unknownNodeHint(name: string, known: Iterable<string>): string {
  const names = [...known]; // once: `known` may be an iterator
  const exported = Object.hasOwn(STANDARD_NODE_EXPORTS, name) ? STANDARD_NODE_EXPORTS[name] : undefined;
  if (exported !== undefined && !names.includes(name))
    return ` ("${name}" is a standard node this game does not register: add ${exported} from cardweave/nodes, or ...standardNodes, to its nodes)`;
  return didYouMean(name, names);
}
