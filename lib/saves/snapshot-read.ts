/**
 * Reading a snapshot from outside: everything a save holds is checked before
 * anything of it is used, within stated limits of size, depth and work. A save
 * is data from anyone (a shared file, a database row, a client), so every
 * field is checked for presence, type and range, every name against the
 * rules, and every refusal names the field by its JSON path.
 */
import { cloneJson } from '../graph/clone.js';
import { SnapshotError } from '../graph/errors.js';
import { RESOLVE_REPLACEMENT, type Rules } from '../graph/rules.js';
import { MAX_HOOKS } from '../graph/run/hook-table.js';
import type { Json } from '../graph/json.js';
import { checkPick } from '../graph/pick.js';
import { describeValue, findJsonProblem, isJson, type JsonLimits } from '../graph/json-check.js';
import { jsonEqual } from '../graph/json-compare.js';
import { SNAPSHOT_FORMAT, SNAPSHOT_VERSION, type Snapshot } from './snapshot.js';

const POSITION_FIELDS = ['state', 'queue', 'hooks', 'hookSeq', 'rng', 'pending', 'decisionSeq', 'steps', 'result', 'ended'];
const SNAPSHOT_FIELDS = [
  'format',
  'version',
  'rules',
  'packs',
  'start',
  ...POSITION_FIELDS,
  'decisions',
  'log',
  'origin',
  'history',
];
const HOOK_FIELDS = [
  'node',
  'phase',
  'key',
  'effect',
  'params',
  'priority',
  'seq',
  'remaining',
  'until',
  'applies',
  'owner',
  'tier',
];
const PENDING_FIELDS = ['id', 'player', 'prompt', 'options', 'then', 'args', 'pick'];
const PHASES = ['pre', 'mask', 'post', 'permit', 'forbid'];
const JSON_KIND_CODES = {
  'not-json': 'snapshot-not-json',
  cycle: 'snapshot-not-json',
  'too-deep': 'snapshot-too-deep',
  'too-many': 'snapshot-too-many-elements',
  'too-long': 'snapshot-string-too-long',
} as const;

/** A refusal naming the field by its path. */
function refuse(code: string, path: string, problem: string): never {
  throw new SnapshotError(code, `Snapshot field "${path}" ${problem}`);
}

/**
 * A value as short text for a refusal. Some refusals come before the size and
 * depth checks (the version), so the value may be nested too deep for
 * JSON.stringify: then its kind is named instead.
 */
function shown(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    return describeValue(value);
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

type Obj = Record<string, unknown>;

function isObject(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

/** Refuses fields a snapshot part does not have: a forged or mistyped field is never silently ignored. */
function onlyFields(value: Obj, allowed: readonly string[], path: string): void {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key))
      refuse('snapshot-unknown-field', path === '' ? key : `${path}.${key}`, 'is not part of a cardweave snapshot');
  }
}

function field(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

/**
 * Parses (when given text) and checks a snapshot against a graph and limits;
 * refuses anything it cannot restore with a SnapshotError naming the field.
 * Returns the caller's snapshot as a private copy the engine may keep.
 * Costs O(size of the save) plus formatting its log, and never more than the
 * limits allow: text longer than `maxTextLength` is refused before it is
 * parsed, an array longer than the element limit before it is walked.
 *
 * @internal
 * @example const snap = readSnapshot(graph, text, DEFAULT_LIMITS);
 */
export function readSnapshot(graph: Rules, input: unknown, limits: JsonLimits): Snapshot {
  let data = input;
  if (typeof input === 'string') {
    if (input.length > limits.maxTextLength) {
      throw new SnapshotError(
        'snapshot-too-long',
        `Snapshot text is ${input.length} characters long, more than ${limits.maxTextLength} (the limit maxTextLength)`,
      );
    }
    try {
      data = JSON.parse(input);
    } catch (error) {
      throw new SnapshotError('snapshot-truncated', `Snapshot is not valid JSON (is it truncated?): ${(error as Error).message}`);
    }
  }
  if (!isObject(data) || data.format !== SNAPSHOT_FORMAT) {
    throw new SnapshotError(
      'snapshot-not-a-snapshot',
      `Not a cardweave snapshot: the "format" field is not "${SNAPSHOT_FORMAT}"`,
    );
  }
  if (data.version !== SNAPSHOT_VERSION) {
    const version = data.version;
    const named =
      typeof version === 'number' || typeof version === 'string'
        ? `version ${shown(version)}`
        : `field "version" (${describeValue(version)})`;
    throw new SnapshotError(
      'snapshot-version',
      `Snapshot ${named} is not supported (this cardweave reads version ${SNAPSHOT_VERSION})`,
    );
  }
  // Size, depth and JSON-ness before any field is trusted: the walks below may then recurse and copy freely.
  const problem = isJson(data, limits) ? undefined : findJsonProblem(data, 'snapshot', limits);
  if (problem !== undefined) {
    const path = problem.path.replace(/^snapshot\.?/, '');
    throw new SnapshotError(JSON_KIND_CODES[problem.kind], `Snapshot field "${path}": ${problem.reason}`);
  }
  if (data.rules !== graph.id) {
    throw new SnapshotError('snapshot-other-rules', `Snapshot is from rule set ${shown(data.rules)}, not "${graph.id}"`);
  }
  onlyFields(data, SNAPSHOT_FIELDS, '');
  checkPacks(graph, data.packs);
  checkStart(data.start);
  checkPosition(graph, data, '');
  if (data.origin !== null) {
    if (!isObject(data.origin)) refuse('snapshot-bad-field', 'origin', 'must be an object or null');
    onlyFields(data.origin, POSITION_FIELDS, 'origin');
    checkPosition(graph, data.origin, 'origin');
  }
  checkDecisions(data);
  if ('history' in data) checkHistory(data.history, data.decisions as Obj[]);
  checkLog(graph, data.log);
  // Text was just parsed, so nobody else holds it; an object given by the caller is copied once.
  return (typeof input === 'string' ? data : cloneJson(data)) as unknown as Snapshot;
}

function checkPacks(graph: Rules, packs: unknown): void {
  if (!Array.isArray(packs)) refuse('snapshot-bad-field', 'packs', 'must be an array of { name, version }');
  packs.forEach((pack: unknown, i) => {
    const path = `packs[${i}]`;
    if (!isObject(pack)) refuse('snapshot-bad-field', path, 'must be { name, version }');
    onlyFields(pack, ['name', 'version'], path);
    if (typeof pack.name !== 'string') refuse('snapshot-bad-field', `${path}.name`, 'must be a string');
    if (pack.version !== null && typeof pack.version !== 'string')
      refuse('snapshot-bad-field', `${path}.version`, 'must be a string or null');
  });
  const ours = graph.packs;
  const count = Math.max(ours.length, packs.length);
  for (let i = 0; i < count; i++) {
    const saved = packs[i] as { name: string; version: string | null } | undefined;
    const here = ours[i];
    if (saved?.name === here?.name && saved?.version === here?.version) continue;
    const said = (p: typeof here): string =>
      p === undefined ? 'no pack' : `pack "${p.name}" ${p.version === null ? 'without a version' : `version ${p.version}`}`;
    refuse(
      'snapshot-packs',
      `packs[${i}]`,
      `is ${said(saved)}, but the rules restoring it have ${said(here)}: restore with the packs and versions that saved it`,
    );
  }
}

function checkStart(start: unknown): void {
  if (start === null) return;
  if (!isObject(start)) refuse('snapshot-bad-field', 'start', 'must be { seed, options? } or null');
  onlyFields(start, ['seed', 'options'], 'start');
  if (!Number.isInteger(start.seed) || (start.seed as number) < 0 || (start.seed as number) > 0xffffffff) {
    refuse('snapshot-bad-field', 'start.seed', `must be a whole number from 0 to 4294967295, got ${shown(start.seed)}`);
  }
}

function checkPosition(graph: Rules, pos: Obj, path: string): void {
  for (const key of POSITION_FIELDS) if (!(key in pos)) refuse('snapshot-bad-field', field(path, key), 'is missing');
  if (!isObject(pos.state)) refuse('snapshot-bad-field', field(path, 'state'), 'must be an object');
  checkQueue(graph, pos.queue, field(path, 'queue'));
  for (const key of ['hookSeq', 'decisionSeq', 'steps']) {
    if (!isCount(pos[key]))
      refuse('snapshot-bad-field', field(path, key), `must be a non-negative whole number, got ${shown(pos[key])}`);
  }
  checkHooks(graph, pos.hooks, pos.hookSeq as number, field(path, 'hooks'));
  const rng = pos.rng;
  if (
    !Array.isArray(rng) ||
    rng.length !== 4 ||
    rng.some((w) => !Number.isInteger(w) || (w as number) < 0 || (w as number) > 0xffffffff)
  ) {
    refuse('snapshot-rng', field(path, 'rng'), 'must be four unsigned 32-bit integers');
  }
  if (rng.every((w) => w === 0)) refuse('snapshot-rng', field(path, 'rng'), 'is all zeros, a state the generator never reaches');
  checkPending(graph, pos.pending, pos.decisionSeq as number, field(path, 'pending'));
  if (typeof pos.ended !== 'boolean') refuse('snapshot-bad-field', field(path, 'ended'), 'must be true or false');
  if (!pos.ended && pos.result !== null)
    refuse('snapshot-bad-field', field(path, 'result'), 'must be null while the game has not ended');
  const failed = graph.checkState(pos.state);
  if (failed !== undefined) refuse('snapshot-state-check', field(path, 'state'), `fails the game's check: ${failed}`);
}

function checkQueue(graph: Rules, queue: unknown, path: string): void {
  if (!Array.isArray(queue)) refuse('snapshot-bad-field', path, 'must be an array of { node, args }');
  queue.forEach((inv: unknown, i) => {
    const at = `${path}[${i}]`;
    if (!isObject(inv) || typeof inv.node !== 'string' || !isObject(inv.args))
      refuse('snapshot-queue-entry', at, 'is not { node, args } with a node name and an args object');
    onlyFields(inv, ['node', 'args'], at);
    if (!graph.hasNode(inv.node)) refuse('snapshot-queue-unknown-node', `${at}.node`, `names unknown node "${inv.node}"`);
  });
}

function checkHooks(graph: Rules, hooks: unknown, hookSeq: number, path: string): void {
  if (!Array.isArray(hooks)) refuse('snapshot-bad-field', path, 'must be an array of hooks');
  if (hooks.length > MAX_HOOKS)
    refuse('snapshot-too-many-hooks', path, `holds ${hooks.length} hooks, more than a game may hold (${MAX_HOOKS})`);
  const policy = graph.policy;
  const keys = new Set<string>();
  const seqs = new Set<number>();
  // The lowest priority seen so far on each node and phase: a list must be in run order, highest first.
  const lowest = new Map<string, number>();
  hooks.forEach((raw: unknown, i) => {
    const at = `${path}[${i}]`;
    if (!isObject(raw)) refuse('snapshot-bad-field', at, 'must be a hook object');
    const h = raw;
    onlyFields(h, HOOK_FIELDS, at);
    for (const key of HOOK_FIELDS) if (!(key in h)) refuse('snapshot-bad-field', `${at}.${key}`, 'is missing');
    if (typeof h.key !== 'string' || h.key === '') refuse('snapshot-bad-field', `${at}.key`, 'must be a non-empty string');
    if (typeof h.node !== 'string' || !graph.hasNode(h.node))
      refuse('snapshot-hook-unknown-node', `${at}.node`, `names unknown node ${shown(h.node)}`);
    if (typeof h.phase !== 'string' || !PHASES.includes(h.phase)) {
      refuse('snapshot-hook-unknown-phase', `${at}.phase`, `must be pre, mask, post, permit or forbid, got ${shown(h.phase)}`);
    }
    if (typeof h.effect !== 'string' || !graph.hasEffect(h.effect))
      refuse('snapshot-hook-unknown-effect', `${at}.effect`, `names unknown effect ${shown(h.effect)}`);
    if (h.applies !== null && (typeof h.applies !== 'string' || !graph.hasCondition(h.applies))) {
      refuse('snapshot-hook-unknown-condition', `${at}.applies`, `names unknown condition ${shown(h.applies)}`);
    }
    if (h.until !== null && (typeof h.until !== 'string' || !graph.hasNode(h.until))) {
      refuse('snapshot-hook-unknown-node', `${at}.until`, `names unknown node ${shown(h.until)}`);
    }
    if (!isObject(h.params)) refuse('snapshot-bad-field', `${at}.params`, 'must be an object');
    if (typeof h.priority !== 'number')
      refuse('snapshot-bad-field', `${at}.priority`, `must be a number, got ${shown(h.priority)}`);
    if (!isCount(h.seq) || h.seq >= hookSeq)
      refuse('snapshot-bad-field', `${at}.seq`, `must be a whole number below hookSeq (${hookSeq}), got ${shown(h.seq)}`);
    if (seqs.has(h.seq)) refuse('snapshot-hook-duplicate', `${at}.seq`, `repeats seq ${h.seq}`);
    seqs.add(h.seq);
    if (h.remaining !== -1 && !(Number.isSafeInteger(h.remaining) && (h.remaining as number) > 0)) {
      refuse(
        'snapshot-bad-field',
        `${at}.remaining`,
        `must be -1 (no limit) or a positive whole number, got ${shown(h.remaining)}`,
      );
    }
    if (h.owner !== null && typeof h.owner !== 'string') refuse('snapshot-bad-field', `${at}.owner`, 'must be a string or null');
    const tierOk = h.phase === 'mask' ? policy.tiers.includes(h.tier as string) : h.tier === policy.defaultTier;
    if (!tierOk) {
      const expected =
        h.phase === 'mask' ? `one of ${policy.tiers.join(', ')}` : `"${policy.defaultTier}" (only masks have other tiers)`;
      refuse('snapshot-hook-unknown-tier', `${at}.tier`, `must be ${expected}, got ${shown(h.tier)}`);
    }
    const list = `${h.node}\u0000${h.phase}`;
    const id = `${list}\u0000${h.key}`;
    if (keys.has(id)) refuse('snapshot-hook-duplicate', `${at}.key`, `repeats hook "${h.key}" on ${h.node} (${h.phase})`);
    keys.add(id);
    const floor = lowest.get(list);
    if (floor !== undefined && h.priority > floor) {
      refuse(
        'snapshot-hook-order',
        `${at}.priority`,
        `is ${h.priority}, after a hook of priority ${floor} on ${h.node} (${h.phase}): hooks are saved in run order`,
      );
    }
    lowest.set(list, h.priority);
  });
}

function checkPending(graph: Rules, pending: unknown, decisionSeq: number, path: string): void {
  if (pending === null) return;
  if (!isObject(pending)) refuse('snapshot-pending', path, 'must be a decision or null');
  onlyFields(pending, PENDING_FIELDS, path);
  if (pending.id !== decisionSeq || decisionSeq < 1)
    refuse(
      'snapshot-pending',
      `${path}.id`,
      `must be the last decision number (decisionSeq ${decisionSeq}), got ${shown(pending.id)}`,
    );
  if (typeof pending.player !== 'string' || pending.player === '')
    refuse('snapshot-pending', `${path}.player`, 'must be a non-empty string');
  if (typeof pending.prompt !== 'string') refuse('snapshot-pending', `${path}.prompt`, 'must be a string');
  if (!Array.isArray(pending.options) || pending.options.length === 0)
    refuse('snapshot-pending', `${path}.options`, 'must be a non-empty array');
  if (!isObject(pending.args)) refuse('snapshot-pending', `${path}.args`, 'must be an object');
  if (pending.pick !== undefined) {
    // A pick question is kept as asked: its rule must fit its candidates, as when it was asked.
    try {
      checkPick(pending.pick, pending.options as Json[], pending.player);
    } catch (error) {
      refuse('snapshot-pending', `${path}.pick`, (error as Error).message.replace(/^choose\(\) for [^:]*: /, ''));
    }
  }
  if (typeof pending.then !== 'string' || !graph.hasNode(pending.then)) {
    refuse('snapshot-pending-then', `${path}.then`, `names unknown node ${shown(pending.then)}`);
  }
  if (pending.then === RESOLVE_REPLACEMENT) {
    // The engine's own question (which replacement applies first): its args carry the rest of the event.
    const resume = pending.args;
    if (typeof resume.node !== 'string' || !graph.hasNode(resume.node))
      refuse('snapshot-pending', `${path}.args.node`, `names unknown node ${shown(resume.node)}`);
    if (!isObject(resume.args)) refuse('snapshot-pending', `${path}.args.args`, 'must be an object');
    if (!Array.isArray(resume.applied) || resume.applied.some((a) => typeof a !== 'string')) {
      refuse('snapshot-pending', `${path}.args.applied`, 'must be an array of mask ids');
    }
    if (pending.options.some((o) => typeof o !== 'string'))
      refuse('snapshot-pending', `${path}.options`, 'must be the keys of masks');
  }
}

function checkDecisions(snap: Obj): void {
  const decisions = snap.decisions;
  if (!Array.isArray(decisions)) refuse('snapshot-bad-field', 'decisions', 'must be an array');
  let last = 0;
  decisions.forEach((d: unknown, i) => {
    const at = `decisions[${i}]`;
    if (!isObject(d)) refuse('snapshot-decision', at, 'must be { id, player, choice }');
    onlyFields(d, ['id', 'player', 'choice'], at);
    if (!Number.isSafeInteger(d.id) || (d.id as number) <= last)
      refuse('snapshot-decision', `${at}.id`, `must be a whole number above ${last}, got ${shown(d.id)}`);
    last = d.id as number;
    if (typeof d.player !== 'string' || d.player === '')
      refuse('snapshot-decision', `${at}.player`, 'must be a non-empty string');
    if (!('choice' in d)) refuse('snapshot-decision', `${at}.choice`, 'is missing');
  });
  if (last > (snap.decisionSeq as number))
    refuse(
      'snapshot-decision',
      `decisions[${decisions.length - 1}].id`,
      `is ${last}, but decisionSeq is only ${String(snap.decisionSeq)}`,
    );
  if (decisions.length > 0 && snap.origin === null)
    refuse('snapshot-bad-field', 'origin', 'is null, but the game has answered decisions, so it has started');
}

function checkLog(graph: Rules, log: unknown): void {
  if (log === null) return;
  if (!Array.isArray(log)) refuse('snapshot-bad-field', 'log', 'must be an array or null');
  log.forEach((entry: unknown, i) => {
    if (!isObject(entry) || typeof entry.type !== 'string')
      refuse('snapshot-log-entry', `log[${i}]`, 'must be an object with a string "type"');
    const missing = graph.missingField(entry as never);
    if (missing !== undefined) refuse('snapshot-log-entry', `log[${i}].${missing}`, `is missing: a "${entry.type}" entry has it`);
    // A formatter reads the fields its entry type has; format now, so a broken entry is refused here and not when printed.
    try {
      const line = graph.format(entry as never);
      if (typeof line !== 'string') throw new Error(`its formatter returned ${shown(line)}, not a string`);
    } catch (error) {
      refuse(
        'snapshot-log-entry',
        `log[${i}]`,
        `cannot be formatted as a "${entry.type}" entry: ${(error as Error).message ?? String(error)}`,
      );
    }
  });
}

/**
 * The history tree of a save: points that each hang below an earlier one,
 * answers shaped as decision records, branches on points of the tree with
 * their tip on the way to their end, a head among them whose path is the
 * save's decisions, and no point that no branch reaches. Its answers are
 * played again through the rules by a verified restore.
 */
function checkHistory(history: unknown, decisions: Obj[]): void {
  if (!isObject(history)) refuse('snapshot-history', 'history', 'must be { points, branches, head }');
  onlyFields(history, ['points', 'branches', 'head'], 'history');
  const { points, branches, head } = history;
  if (!Array.isArray(points)) refuse('snapshot-history', 'history.points', 'must be an array');
  const parents: number[] = [-1];
  const depths: number[] = [0];
  points.forEach((p: unknown, i) => {
    const at = `history.points[${i}]`;
    if (!isObject(p)) refuse('snapshot-history', at, 'must be { parent, id, player, choice }');
    onlyFields(p, ['parent', 'id', 'player', 'choice'], at);
    if (!isCount(p.parent) || p.parent > i)
      refuse('snapshot-history', `${at}.parent`, `must be a point before it (0 to ${i}), got ${shown(p.parent)}`);
    if (!Number.isSafeInteger(p.id) || (p.id as number) < 1)
      refuse('snapshot-history', `${at}.id`, `must be a decision id (a whole number from 1), got ${shown(p.id)}`);
    if (typeof p.player !== 'string' || p.player === '') refuse('snapshot-history', `${at}.player`, 'must be a non-empty string');
    if (!('choice' in p)) refuse('snapshot-history', `${at}.choice`, 'is missing');
    parents.push(p.parent);
    depths.push(depths[p.parent]! + 1);
  });
  if (!Array.isArray(branches) || branches.length === 0)
    refuse('snapshot-history', 'history.branches', 'must be a non-empty array');
  const names = new Set<string>();
  const reached = new Uint8Array(parents.length);
  const point = (value: unknown, at: string): number => {
    if (!isCount(value) || value >= parents.length)
      refuse('snapshot-history', at, `must be a point of the tree (0 to ${parents.length - 1}), got ${shown(value)}`);
    return value;
  };
  branches.forEach((b: unknown, i) => {
    const at = `history.branches[${i}]`;
    if (!isObject(b)) refuse('snapshot-history', at, 'must be { name, tip, end }');
    onlyFields(b, ['name', 'tip', 'end'], at);
    if (typeof b.name !== 'string' || !/^[A-Za-z0-9][\w.-]{0,63}$/.test(b.name))
      refuse('snapshot-history', `${at}.name`, `must be a branch name, got ${shown(b.name)}`);
    if (names.has(b.name)) refuse('snapshot-history', `${at}.name`, `names branch "${b.name}" a second time`);
    names.add(b.name);
    const tip = point(b.tip, `${at}.tip`);
    let end = point(b.end, `${at}.end`);
    let walk = end;
    while (depths[walk]! > depths[tip]!) walk = parents[walk]!;
    if (walk !== tip)
      refuse('snapshot-history', `${at}.tip`, `is point ${tip}, which is not on the way to its end, point ${end}`);
    for (; end > 0 && reached[end] === 0; end = parents[end]!) reached[end] = 1;
  });
  const unreached = reached.indexOf(0, 1);
  if (unreached > 0) refuse('snapshot-history', `history.points[${unreached - 1}]`, 'is on no branch');
  if (typeof head !== 'string' || !names.has(head))
    refuse('snapshot-history', 'history.head', `must name one of the branches, got ${shown(head)}`);
  // The save's position is the head's tip: its decisions are the answers on the way there.
  let tip = (branches as Obj[]).find((b) => b.name === head)!.tip as number;
  const path: Obj[] = [];
  for (; tip > 0; tip = parents[tip]!) path.push(points[tip - 1] as Obj);
  path.reverse();
  const same =
    path.length === decisions.length &&
    path.every(
      (p, i) => p.id === decisions[i]!.id && p.player === decisions[i]!.player && jsonEqual(p.choice, decisions[i]!.choice),
    );
  if (!same) refuse('snapshot-history', 'history.head', `is branch "${head}", whose answers are not the save's decisions`);
}
