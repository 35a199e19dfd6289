// Reads trace text (from a file: untrusted) into checked records, refusing the first bad line by number.
import type { GamePicture } from './picture-model.js';
import { TRACE_VERSION, TraceError, type TraceHeader, type TraceRecord } from './trace.js';

const PHASES: readonly string[] = ['pre', 'mask', 'post', 'permit', 'forbid'];
const RUN_PHASES: readonly string[] = ['pre', 'mask', 'body', 'post'];
const HOWS: readonly string[] = ['next', 'enqueue', 'call', 'choice', 'redirect'];
/** Box ids the picture may use: plain, so a page can put them in a selector. */
const BOX_ID = /^[a-z][a-z0-9_-]{0,31}$/;

/**
 * A trace read back: its header (undefined for a trace written without one)
 * and its node runs in order.
 *
 * @example
 * const { header, runs } = readTrace(readFileSync('game.jsonl', 'utf8'));
 */
export interface Trace {
  header: TraceHeader | undefined;
  runs: TraceRecord[];
}

/**
 * Reads trace lines (as written by `recordTrace`): an optional header line,
 * then node runs. Blank lines are skipped; a line that is not what it must be
 * is refused with a {@link TraceError} naming its number and the field.
 *
 * @example
 * const trace = readTrace(text); trace.runs.length; // node runs in the file
 */
export function readTrace(input: string | readonly string[]): Trace {
  const lines = typeof input === 'string' ? input.split('\n') : input;
  let header: TraceHeader | undefined;
  const runs: TraceRecord[] = [];
  lines.forEach((text, index) => {
    if (text.trim() === '') return;
    const line = index + 1;
    const data = parseObject(text, line);
    if ('trace' in data) {
      if (runs.length > 0 || header !== undefined)
        throw new TraceError('trace-line-bad', 'a trace header may only be the first line', line);
      header = checkHeader(data, line);
    } else runs.push(checkRun(data, line));
  });
  return { header, runs };
}

function parseObject(text: string, line: number): Record<string, unknown> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new TraceError('trace-line-bad', 'not valid JSON (is the file truncated, or not a trace?)', line);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new TraceError('trace-line-bad', `not a node run: expected a JSON object, got ${short(data)}`, line);
  }
  return data as Record<string, unknown>;
}

function checkHeader(h: Record<string, unknown>, line: number): TraceHeader {
  if (h.trace !== 'cardweave')
    throw new TraceError('trace-line-bad', `not a cardweave trace: "trace" is ${short(h.trace)}`, line);
  if (h.version !== TRACE_VERSION)
    throw new TraceError(
      'trace-line-bad',
      `trace format version ${short(h.version)}; this cardweave reads version ${TRACE_VERSION}`,
      line,
    );
  if (typeof h.rules !== 'string')
    throw new TraceError('trace-line-bad', `"rules" must be the rule graph's id, got ${short(h.rules)}`, line);
  if (h.picture !== undefined) checkPicture(h.picture, line);
  return h as unknown as TraceHeader;
}

function checkPicture(p: unknown, line: number): asserts p is GamePicture {
  const bad = (what: string): never => {
    throw new TraceError('trace-line-bad', `"picture" ${what}`, line);
  };
  if (p === null || typeof p !== 'object' || Array.isArray(p)) bad('must be { mermaid, nodes, folded, cards, hooks }');
  const { mermaid, nodes, hooks } = p as Record<string, unknown>;
  if (typeof mermaid !== 'string') bad('.mermaid must be Mermaid text');
  if (nodes === null || typeof nodes !== 'object' || Array.isArray(nodes)) bad('.nodes must map node names to box ids');
  for (const [name, id] of Object.entries(nodes as object)) {
    if (typeof id !== 'string' || !BOX_ID.test(id)) bad(`.nodes["${name}"] must be a box id such as "n3", got ${short(id)}`);
  }
  const { folded, cards } = p as Record<string, unknown>;
  for (const [field, map] of [
    ['folded', folded],
    ['cards', cards],
  ] as const) {
    if (map === null || typeof map !== 'object' || Array.isArray(map)) bad(`.${field} must map names to lists of box ids`);
    for (const [name, ids] of Object.entries(map as object)) {
      if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string' && BOX_ID.test(id)))
        bad(`.${field}["${name}"] must be a list of box ids such as "n3", got ${short(ids)}`);
    }
  }
  if (!Array.isArray(hooks)) bad('.hooks must be a list of { node, phase, key, id }');
  (hooks as unknown[]).forEach((h, i) => {
    const r = (h ?? {}) as Record<string, unknown>;
    if (
      typeof r.node !== 'string' ||
      !PHASES.includes(r.phase as string) ||
      typeof r.key !== 'string' ||
      typeof r.id !== 'string' ||
      !BOX_ID.test(r.id)
    )
      bad(`.hooks[${i}] must be { node, phase, key, id } with a box id such as "h2", got ${short(h)}`);
  });
}

function checkRun(r: Record<string, unknown>, line: number): TraceRecord {
  const bad = (field: string, expected: string): never => {
    throw new TraceError('trace-line-bad', `"${field}" must be ${expected}, got ${short(r[field])}`, line);
  };
  if (!isCount(r.step)) bad('step', 'a non-negative integer');
  if (!isName(r.node)) bad('node', 'a node name');
  if (!isCount(r.depth)) bad('depth', 'a non-negative integer');
  if (!Array.isArray(r.hooks) || !r.hooks.every(isHook)) bad('hooks', 'a list of { key, phase, owner, effect }');
  if (r.queue !== null && !isCount(r.queue)) bad('queue', 'a non-negative integer or null');
  if (r.error !== undefined && typeof r.error !== 'string') bad('error', 'a string when present');
  if (r.via !== undefined && !isVia(r.via)) bad('via', '{ step, how, node, phase, key?, effect? }');
  if (r.effect !== undefined && !isName(r.effect)) bad('effect', 'an effect name when present');
  if (r.attached !== undefined && !(Array.isArray(r.attached) && r.attached.every(isAttach)))
    bad('attached', 'a list of { node, phase, key, effect, owner, by }');
  if (r.asked !== undefined && !isAsked(r.asked)) bad('asked', '{ player, prompt }');
  if (r.ended !== undefined && !isSource(r.ended)) bad('ended', '{ node, phase, key?, effect? }');
  if (r.log !== undefined && !(Array.isArray(r.log) && r.log.every((l) => typeof l === 'string'))) bad('log', 'a list of lines');
  return r as unknown as TraceRecord;
}

function isHook(h: unknown): boolean {
  if (h === null || typeof h !== 'object') return false;
  const { key, phase, owner, node, effect } = h as Record<string, unknown>;
  return (
    typeof key === 'string' &&
    PHASES.includes(phase as string) &&
    (owner === null || typeof owner === 'string') &&
    (effect === null || typeof effect === 'string') &&
    (node === undefined || typeof node === 'string')
  );
}

function isSource(s: unknown): boolean {
  if (s === null || typeof s !== 'object' || Array.isArray(s)) return false;
  const { node, phase, key, effect } = s as Record<string, unknown>;
  return (
    isName(node) &&
    RUN_PHASES.includes(phase as string) &&
    (key === undefined || typeof key === 'string') &&
    (effect === undefined || effect === null || typeof effect === 'string')
  );
}

function isVia(v: unknown): boolean {
  return (
    isSource(v) && isCount((v as Record<string, unknown>).step) && HOWS.includes((v as Record<string, unknown>).how as string)
  );
}

function isAttach(a: unknown): boolean {
  if (a === null || typeof a !== 'object') return false;
  const { node, phase, key, effect, owner, by } = a as Record<string, unknown>;
  return (
    isName(node) &&
    PHASES.includes(phase as string) &&
    typeof key === 'string' &&
    (effect === null || typeof effect === 'string') &&
    (owner === null || typeof owner === 'string') &&
    isSource(by)
  );
}

function isAsked(a: unknown): boolean {
  if (a === null || typeof a !== 'object') return false;
  const { player, prompt } = a as Record<string, unknown>;
  return typeof player === 'string' && typeof prompt === 'string';
}

function isCount(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0;
}

function isName(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/** A refused value, at most 80 characters of it: a line may hold megabytes. */
function short(value: unknown): string {
  const text = JSON.stringify(value) ?? 'nothing';
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
