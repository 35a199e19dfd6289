// What the drawing tells dagre (Mermaid's layout) beyond the edges themselves: invisible links
// that wrap a wide fan-out into rows and hold the legend below everything, and label wrapping.
// Every choice here is about one thing: the picture reads at a page's width.

/** A link between two box ids, in the direction dagre ranks it. */
export interface Link {
  from: string;
  to: string;
}

/** Most boxes one box fans out to in one row; more go to the rows below. */
export const FAN = 3;

/** Longest label line before it wraps, in characters (two more are let through rather than break off a scrap). */
export const WRAP = 12;

/**
 * Pairs [a, b] to link invisibly so the targets of a wide fan-out sit in rows
 * of {@link FAN}: dagre puts b one rank below a. A target that leads back to
 * its source is left alone: the link would close a loop, and dagre would turn
 * edges of it round.
 *
 * @example fanOutWraps(['a'], [{ from: 'a', to: 'b' }, { from: 'a', to: 'c' }, { from: 'a', to: 'd' }, { from: 'a', to: 'e' }]); // [['b', 'e']]
 */
export function fanOutWraps(sources: readonly string[], links: readonly Link[]): [string, string][] {
  const out: [string, string][] = [];
  const next = successors(links);
  for (const id of sources) {
    const targets = [...new Set(next.get(id) ?? [])].filter((t) => t !== id && !reaches(next, t, id));
    for (let i = FAN; i < targets.length; i++) out.push([targets[i - FAN]!, targets[i]!]);
  }
  return out;
}

/**
 * The box dagre puts lowest, to hang the legend under: ranks by the longest
 * path from `starts`, over the links a depth-first search from there does not
 * find going back up (how dagre itself breaks loops).
 *
 * @example lowest(['s'], ['s', 'a', 'b'], [{ from: 's', to: 'a' }, { from: 'a', to: 'b' }, { from: 'b', to: 'a' }]); // 'b'
 */
export function lowest(starts: readonly string[], ids: readonly string[], links: readonly Link[]): string | undefined {
  const next = successors(links);
  const order: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const back = new Set<string>();
  const visit = (id: string): void => {
    state.set(id, 'open');
    for (const to of next.get(id) ?? []) {
      if (state.get(to) === 'open') back.add(`${id}\u0000${to}`);
      else if (state.get(to) === undefined) visit(to);
    }
    state.set(id, 'done');
    order.push(id);
  };
  for (const id of [...starts, ...ids]) if (!state.has(id)) visit(id);
  const rank = new Map<string, number>();
  for (const id of order.reverse()) {
    const r = rank.get(id) ?? 0;
    rank.set(id, r);
    for (const to of next.get(id) ?? []) if (!back.has(`${id}\u0000${to}`)) rank.set(to, Math.max(rank.get(to) ?? 0, r + 1));
  }
  let best: string | undefined;
  for (const [id, r] of rank) if (best === undefined || r > rank.get(best)!) best = id;
  return best;
}

/**
 * Splits a long label line so no line is much longer than {@link WRAP}:
 * between words where it can, else after a dot, dash, colon or comma inside a
 * name, never leaving two letters or fewer on a line of their own.
 *
 * @example wrap('mask twist.draw-stake'); // ['mask', 'twist.draw-', 'stake']
 */
export function wrap(line: string): string[] {
  const out: string[] = [];
  let rest = line;
  while (rest.length > WRAP + 2) {
    let cut = -1;
    for (let i = WRAP; i >= 4 && cut < 0; i--) if (rest[i - 1] === ' ') cut = i;
    for (let i = WRAP; i >= 4 && cut < 0; i--) if (/[.\-:,]/.test(rest[i - 1]!)) cut = i;
    if (cut < 0) cut = WRAP;
    out.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest !== '') out.push(rest);
  return out;
}

function successors(links: readonly Link[]): Map<string, string[]> {
  const next = new Map<string, string[]>();
  for (const l of links) next.set(l.from, [...(next.get(l.from) ?? []), l.to]);
  return next;
}

function reaches(next: ReadonlyMap<string, readonly string[]>, from: string, to: string): boolean {
  const seen = new Set([from]);
  const stack = [from];
  while (stack.length > 0) {
    for (const n of next.get(stack.pop()!) ?? []) {
      if (n === to) return true;
      if (!seen.has(n)) {
        seen.add(n);
        stack.push(n);
      }
    }
  }
  return false;
}
