import { cloneJson } from '../clone.js';
import { HookError } from '../errors.js';
import type { Rules } from '../rules.js';
import { checkJson, DEFAULT_LIMITS, SAVED_DEPTH, type JsonLimits } from '../json-check.js';
import type { Args, JsonObject } from '../json.js';
import { didYouMean, unknownNodeHint } from '../suggest.js';
import type { AnyHookSpec, Condition, HookFn, HookInfo, HookRecord, Lifetime, NodeDefinition, Phase } from '../types.js';

// HookRecord lives with the shared types (types.ts), so a save's types need not import the table.
export type { HookRecord } from '../types.js';

/**
 * What Engine.observe calls after each run of its node: the args the body
 * ran with and the state, both to read only (see Engine.observe).
 *
 * @example const seen: Observer = (args) => void count++;
 */
// Readonly at the top level only: ReadonlyDeep lives with the agents, and importing it here would close an import circle.
export type Observer<A extends Args = Args, S extends object = object> = (args: Readonly<A>, state: Readonly<S>) => void;

/**
 * A node's runtime slot in one game: its definition and the hooks on it. Hook
 * arrays are replaced, never mutated, so a run that has started keeps the hook
 * lists it started with ("changes take effect from the next node run").
 */
export interface Slot {
  name: string;
  def: NodeDefinition;
  /** `def.body`, read once: the run that calls it is the engine's hottest line. */
  body: NodeDefinition['body'];
  pre: readonly HookRecord[];
  mask: readonly HookRecord[];
  post: readonly HookRecord[];
  /** A query's hooks that widen a "no" of its base rule. */
  permit: readonly HookRecord[];
  /** A query's hooks that veto. */
  forbid: readonly HookRecord[];
  /** Hooks whose lifetime ends when this node finishes a run. */
  expiring: readonly HookRecord[];
  /** True when any hook list above is non-empty: the fast path checks only this. */
  hooked: boolean;
  /** Read-only observers (Engine.observe), called after the post hooks; null while there are none. Not hooks: never saved, never copied. */
  observers: Observer[] | null;
  /**
   * Nodes this node has named in `next`, `enqueue` or `call`, and their slots:
   * a node continues to the same few nodes run after run, so the engine finds
   * them here by comparing names instead of hashing them (see RunLoop.slotNamed).
   */
  linkNames: string[];
  linkSlots: Slot[];
}

const PHASES: readonly Phase[] = ['pre', 'mask', 'post', 'permit', 'forbid'];
/** The name of a node given by name or definition; anything else is passed on, for the unknown-node refusal to name. */
function definitionName(node: string | NodeDefinition): string {
  return node !== null && typeof node === 'object' && typeof node.name === 'string' ? node.name : (node as string);
}

/** The phases a query's hooks take: they answer, they do not run around a body. */
const QUERY_PHASES: readonly Phase[] = ['permit', 'forbid'];

/**
 * How a lookup of an unknown node is refused: the catalogue code and the
 * start of the message (`Cannot run next: unknown node "dnoe"`). One object
 * per kind of lookup, so the engine's hot paths pass one argument.
 */
export interface Refusal {
  readonly code: string;
  readonly what: string;
}

const RUN: Refusal = { code: 'node-unknown', what: 'Cannot run' };

const NONE: readonly HookRecord[] = Object.freeze([]);

/**
 * Lists shorter than this are copied on every change and searched by a plain
 * scan, as they always were: for the few hooks of a real game that is the
 * cheapest. From this length on, a list no run has read since the table made
 * it is changed in place, and duplicate keys are found through an index, so
 * attaching n hooks one at a time costs O(n log n) instead of O(n²).
 */
const LONG_LIST = 16;

/** The clock of a table no run loop drives: no run ever reads its lists. */
const NO_CLOCK: { readonly steps: number } = Object.freeze({ steps: 0 });

/**
 * Most hooks one game may hold. Far above any real game (hundreds) and twice
 * the benchmark's largest case; it stops hooks that attach new hooks on every
 * run, which would otherwise double until memory runs out long before the step
 * budget notices. Not higher: a run in progress keeps the lists it started
 * with, so the first change to a list after a run has read it copies it, and
 * hooks that attach a hook on every run of their own node cost O(n²) to the cap.
 */
export const MAX_HOOKS = 20_000;

/** Identity of a hook record for events and errors. */
export function hookInfo(rec: HookRecord): HookInfo {
  return { node: rec.node, phase: rec.phase, key: rec.key, owner: rec.owner, effect: rec.effect };
}

/** The hooks of one game, indexed by node and phase so a node run looks only at its own. */
export class HookTable {
  readonly #graph: Rules;
  readonly #limits: JsonLimits;
  readonly #slots = new Map<string, Slot>();
  /**
   * The same slots in a prototype-free object: every ctx.next, enqueue and call
   * looks a slot up by name, and a keyed load here costs about half a Map.get.
   * The Map keeps the graph's order for listings.
   */
  readonly #byName: Record<string, Slot | undefined> = Object.create(null) as Record<string, Slot | undefined>;
  /** The slots in the graph's order, for listings; undefined once a slot was made since (see #inGraphOrder). */
  #ordered: Slot[] | undefined = undefined;
  #seq = 0;
  #count = 0;
  /**
   * The run loop, whose step count goes up as every node run starts, before
   * the run reads its hook lists (a standalone table has none).
   */
  clock: { readonly steps: number; readonly observing?: boolean } = NO_CLOCK;
  /**
   * Bumped by whatever reads hook lists without counting a step (a query, a
   * replacement question) and after a change made from outside the rules
   * while a node runs. With the clock's steps it makes the table's time: a
   * list the table made at the current time has been read by no run, so it
   * may be changed in place; any other may be held by a run in progress,
   * which must keep it as it was, so it is copied first. Both only go up
   * between loads, and a load replaces every list.
   */
  generation = 0;
  /** The time (steps + generation) at which the table made each long list it made (see #writable). */
  readonly #madeIn = new WeakMap<readonly HookRecord[], number>();
  /** Hooks by key, for long lists: node slot, then phase. Dropped by clear and load, kept in step by insert and remove. */
  readonly #byKey = new Map<Slot, Partial<Record<Phase, Map<string, HookRecord>>>>();
  /** Called after every attach and detach; the engine turns it into events. */
  onChange: ((kind: 'attached' | 'detached', rec: HookRecord) => void) | undefined;

  constructor(graph: Rules, limits: JsonLimits = DEFAULT_LIMITS) {
    this.#graph = graph;
    this.#limits = limits;
    // No slot is made here: each is made when first looked up (a run, an attach, a query), so a new engine
    // or a fork does not pay one per node of the rules for the few a game touches. Listings follow the
    // graph's order anyway (see all), so they do not depend on which node ran first.
  }

  /**
   * The slot of a node, made on first use. An unknown node is refused as
   * `refusal` says: its catalogue code and the start of its message.
   */
  slot(name: string, refusal: Refusal = RUN): Slot {
    // Kept tiny so the engine's hot paths inline it; the first use and refusals go to #create.
    const slot = this.#byName[name];
    return slot !== undefined ? slot : this.#create(name, refusal.code, refusal.what);
  }

  #create(name: string, code: string, what: string): Slot {
    if (typeof name !== 'string' || !this.#graph.hasNode(name)) {
      const known = this.#graph.nodes().map((n) => n.name);
      throw new HookError(
        code,
        `${what}: unknown node ${JSON.stringify(name) ?? String(name)}${typeof name === 'string' ? unknownNodeHint(name, known) : ''}`,
      );
    }
    return this.#make(name, this.#graph.node(name));
  }

  #make(name: string, def: NodeDefinition): Slot {
    const slot: Slot = {
      name,
      def,
      body: def.body,
      pre: NONE,
      mask: NONE,
      post: NONE,
      permit: NONE,
      forbid: NONE,
      expiring: NONE,
      hooked: false,
      observers: null,
      linkNames: [],
      linkSlots: [],
    };
    this.#slots.set(name, slot);
    this.#byName[name] = slot;
    this.#ordered = undefined;
    return slot;
  }

  /** Looks up a slot without creating it. */
  find(name: string): Slot | undefined {
    return this.#slots.get(name) ?? (this.#graph.hasNode(name) ? this.slot(name) : undefined);
  }

  /** How many hooks are attached. */
  get size(): number {
    return this.#count;
  }

  get nextSeq(): number {
    return this.#seq;
  }

  set nextSeq(value: number) {
    this.#seq = value;
  }

  /**
   * Validates a spec and attaches it to a node, given by name or by its
   * definition (which must be the one the rules register: it is what types
   * the hook's args). Nothing changes when the spec is refused.
   */
  attach(node: string | NodeDefinition, phase: Phase, spec: AnyHookSpec): HookRecord {
    if (this.clock.observing === true) throw observerWrites('attach');
    const rec = typeof node === 'string' ? this.build(node, phase, spec) : this.#buildOnDefinition(node, phase, spec);
    if (this.#count >= MAX_HOOKS) {
      throw new HookError(
        'hook-too-many',
        `Cannot attach hook "${rec.key}" to ${rec.node} (${phase}): the game already holds ${MAX_HOOKS} hooks; ` +
          'a hook that attaches new hooks on every run is the usual cause',
      );
    }
    this.insert(rec);
    return rec;
  }

  /** Builds a hook record for a node given by its definition, which must be the one the rules register. */
  #buildOnDefinition(definition: NodeDefinition, phase: Phase, spec: AnyHookSpec): HookRecord {
    const rec = this.build(definitionName(definition), phase, spec);
    if (this.slot(rec.node).def !== definition) {
      throw new HookError(
        'hook-unknown-node',
        `Cannot attach hook "${rec.key}": the definition of ${rec.node} given is not the one the rules register under that name (a copy, or another game's); give the registered definition or the node's name`,
      );
    }
    return rec;
  }

  /** Builds a hook record from a spec, refusing anything malformed. */
  build(node: string, phase: Phase, spec: AnyHookSpec): HookRecord {
    if (!PHASES.includes(phase))
      throw new HookError(
        'hook-unknown-phase',
        `Unknown hook phase "${String(phase)}" (expected pre, mask, post, permit or forbid)`,
      );
    if (spec === null || typeof spec !== 'object')
      throw new HookError('hook-no-key', `A hook on ${node} (${phase}) needs an options object with a key`);
    const key = spec.key;
    if (typeof key !== 'string' || key === '')
      throw new HookError('hook-no-key', `A hook on ${node} (${phase}) needs a non-empty string key`);
    // Before the key is written into any message: a key a save could not hold is refused here, shown short.
    if (key.length > this.#limits.maxStringLength)
      this.#unsavable(`Hook "${key.length > 40 ? `${key.slice(0, 40)}…` : key}" on ${node} (${phase})`, 'key', key);
    const slot = this.slot(node, { code: 'hook-unknown-node', what: `Cannot attach hook "${key}"` });
    const where = `Hook "${key}" on ${node} (${phase})`;
    // A value query is measured, never run: its pre hooks adjust the value, and it takes no other.
    if (slot.def.valueQuery !== undefined && phase !== 'pre')
      throw new HookError(
        'hook-query-phase',
        `${where}: ${node} is a value query, measured and never run: its hooks are pre hooks that adjust the value`,
      );
    // A query is asked, never run: it takes permit and forbid hooks, and only it does.
    if (slot.def.valueQuery === undefined && (slot.def.query !== undefined) !== QUERY_PHASES.includes(phase))
      throw new HookError(
        'hook-query-phase',
        slot.def.query !== undefined
          ? `${where}: ${node} is a query, asked and never run: its hooks are permit or forbid`
          : `${where}: ${phase} hooks are for queries (defineQuery), and ${node} is a node that runs: use pre, mask or post`,
      );
    if (this.#withKey(slot, phase, key) !== undefined)
      throw new HookError('hook-duplicate-key', `Hook "${key}" is already attached to ${node} (${phase})`);
    if ((spec.effect === undefined) === (spec.run === undefined))
      throw new HookError('hook-effect-and-run', `${where} needs exactly one of effect or run`);
    let fn: HookFn<any, Args, JsonObject>;
    let effect = spec.effect;
    if (typeof effect === 'function') {
      fn = effect;
      effect = this.#effectName(where, fn);
    } else if (effect !== undefined) {
      if (!this.#graph.hasEffect(effect)) {
        throw new HookError(
          'hook-unknown-effect',
          `${where} names unknown effect "${String(effect)}"${didYouMean(String(effect), this.#graph.effectNames())}`,
        );
      }
      fn = this.#graph.getEffect(effect);
    } else {
      if (typeof spec.run !== 'function') throw new HookError('hook-bad-field', `${where}: run must be a function`);
      fn = spec.run;
    }
    let params = spec.params ?? {};
    if (params === null || typeof params !== 'object' || Array.isArray(params))
      throw new HookError('hook-params-not-json', `${where}: params must be a JSON object`);
    // Params are saved with the game: refuse what JSON cannot hold here, not when the game is saved. The hook
    // keeps its own copy (effects may keep count in their params), so the caller's object stays theirs.
    // Counted as deep as a save holds them (origin.hooks[i].params), so whatever is attached can be saved.
    checkJson(
      params,
      'params',
      `Cannot attach hook "${key}" to ${node} (${phase})`,
      'hook-params-not-json',
      this.#limits,
      SAVED_DEPTH.params,
    );
    params = cloneJson(params);
    const priority = spec.priority ?? 0;
    if (typeof priority !== 'number' || !Number.isFinite(priority))
      throw new HookError('hook-bad-field', `${where}: priority must be a finite number`);
    const { remaining, until } = this.#lifetime(where, spec.lifetime ?? 'permanent');
    let applies: string | undefined;
    let appliesFn: Condition<Args, JsonObject> | undefined;
    if (typeof spec.applies === 'string') {
      if (!this.#graph.hasCondition(spec.applies))
        throw new HookError('hook-unknown-condition', `${where} names unknown condition "${spec.applies}"`);
      applies = spec.applies;
      appliesFn = this.#graph.getCondition(spec.applies);
    } else if (spec.applies !== undefined) {
      if (typeof spec.applies !== 'function')
        throw new HookError('hook-bad-field', `${where}: applies must be a condition name or a function`);
      appliesFn = spec.applies;
    }
    if (spec.owner !== undefined && typeof spec.owner !== 'string')
      throw new HookError('hook-bad-field', `${where}: owner must be a string`);
    this.#savable(where, 'owner', spec.owner);
    // A card handle written as a string (String(card)) reads like an owner, but move-card and remove-card detach a
    // card's hooks by hookOwner(state, card): such a hook would outlive its card, silently. Refused where it is written.
    if (spec.owner !== undefined && /^\d{1,15}$/.test(spec.owner))
      throw new HookError(
        'hook-owner-handle',
        `${where}: owner "${spec.owner}" is a card handle written as a string (String(card)), and nothing detaches by it: ` +
          `a card's hooks are detached by hookOwner(state, card) ("Name[${spec.owner}]"); give owner: hookOwner(state, card)`,
      );
    const policy = this.#graph.policy;
    if (spec.tier !== undefined && phase !== 'mask')
      throw new HookError('hook-bad-field', `${where}: only masks have a replacement tier`);
    const tier = spec.tier ?? policy.defaultTier;
    if (phase === 'mask' && !policy.tiers.includes(tier)) {
      throw new HookError(
        'hook-unknown-tier',
        `${where}: unknown replacement tier "${tier}" (known: ${policy.tiers.join(', ')})`,
      );
    }
    // The names a save writes with the hook are the rules' own, but the game's limits may be tighter than they are long.
    this.#savable(where, 'node name', node);
    this.#savable(where, 'effect name', effect);
    this.#savable(where, 'condition name', applies);
    this.#savable(where, 'lifetime node name', until);
    this.#savable(where, 'tier', tier);
    return {
      node,
      phase,
      key,
      effect,
      params: params as JsonObject,
      fn,
      priority,
      seq: this.#seq,
      remaining,
      until,
      applies,
      appliesFn,
      owner: spec.owner,
      tier,
      closure: spec.run !== undefined || (appliesFn !== undefined && applies === undefined),
    };
  }

  /**
   * The name an effect given as a function is saved under: the one name it is
   * registered with. An unregistered function would be a closure that looks
   * savable, and a function under two names would save as either: both refused.
   */
  #effectName(where: string, fn: HookFn<any, Args, JsonObject>): string {
    const names = this.#graph.effectNamesOf(fn);
    if (names.length === 1) return names[0]!;
    if (names.length === 0)
      throw new HookError(
        'hook-unknown-effect',
        `${where}: its effect is a function no effect of the rules is registered as; register it with graph.effect(name, fn) (or a pack's effects), or pass it as run for a closure hook that cannot be saved`,
      );
    throw new HookError(
      'hook-unknown-effect',
      `${where}: its effect function is registered under ${names.length} names (${names.map((n) => `"${n}"`).join(', ')}); give the name to save it under`,
    );
  }

  /** Puts a built record in place: after every hook of higher or equal priority. */
  insert(rec: HookRecord): void {
    const slot = this.slot(rec.node);
    const list = this.#writable(slot[rec.phase]);
    const at = insertionPoint(list, rec.priority);
    if (at === list.length) list.push(rec);
    else list.splice(at, 0, rec);
    slot[rec.phase] = list;
    this.#byKey.get(slot)?.[rec.phase]?.set(rec.key, rec);
    if (rec.seq >= this.#seq) this.#seq = rec.seq + 1;
    if (rec.until !== undefined) {
      const end = this.slot(rec.until);
      const expiring = this.#writable(end.expiring);
      expiring.push(rec);
      end.expiring = expiring;
      end.hooked = true;
    }
    slot.hooked = true;
    this.#count++;
    this.onChange?.('attached', rec);
  }

  /**
   * A list to change, to be stored back in its slot: the list itself when the
   * table made it (and it is long) at the current time, so no run has it in
   * hand; else a copy, which is then the table's own until a run next reads
   * lists.
   */
  #writable(list: readonly HookRecord[]): HookRecord[] {
    if (list.length < LONG_LIST) return list.slice();
    const now = this.clock.steps + this.generation;
    if (this.#madeIn.get(list) === now) return list as HookRecord[];
    const copy = list.slice();
    this.#madeIn.set(copy, now);
    return copy;
  }

  /** The hook under `key` on a slot's phase: a scan of a short list, the index of a long one (made on first need). */
  #withKey(slot: Slot, phase: Phase, key: string): HookRecord | undefined {
    const list = slot[phase];
    if (list.length < LONG_LIST) {
      for (let i = 0; i < list.length; i++) if (list[i]!.key === key) return list[i];
      return undefined;
    }
    let phases = this.#byKey.get(slot);
    if (phases === undefined) this.#byKey.set(slot, (phases = {}));
    let index = phases[phase];
    if (index === undefined) {
      index = new Map();
      for (const h of list) index.set(h.key, h);
      phases[phase] = index;
    }
    return index.get(key);
  }

  /**
   * Replaces every hook with `records` (a saved or captured table, already
   * checked) and sets the next attachment number. O(n log n): each node and
   * phase's list is built once and sorted by priority, without the key checks
   * and events attaching one by one would pay (itself O(n log n)). The sort is
   * stable, so ties keep their order: the result is what attaching the
   * records in order would give.
   */
  load(records: readonly HookRecord[], nextSeq: number): void {
    if (records.length === 0 && this.#count === 0) {
      // Nothing attached and nothing to attach (a fork or restore of a game without hooks): only the numbering moves.
      this.#seq = nextSeq;
      return;
    }
    this.clear();
    type Lists = Record<Phase | 'expiring', HookRecord[]>;
    const lists = new Map<Slot, Lists>();
    const listsOf = (slot: Slot) => {
      let entry = lists.get(slot);
      if (entry === undefined) lists.set(slot, (entry = { pre: [], mask: [], post: [], permit: [], forbid: [], expiring: [] }));
      return entry;
    };
    for (const rec of records) {
      listsOf(this.slot(rec.node))[rec.phase].push(rec);
      if (rec.until !== undefined) listsOf(this.slot(rec.until)).expiring.push(rec);
    }
    const byPriority = (a: HookRecord, b: HookRecord): number => b.priority - a.priority;
    for (const [slot, entry] of lists) {
      slot.pre = entry.pre.length === 0 ? NONE : entry.pre.sort(byPriority);
      slot.mask = entry.mask.length === 0 ? NONE : entry.mask.sort(byPriority);
      slot.post = entry.post.length === 0 ? NONE : entry.post.sort(byPriority);
      slot.permit = entry.permit.length === 0 ? NONE : entry.permit.sort(byPriority);
      slot.forbid = entry.forbid.length === 0 ? NONE : entry.forbid.sort(byPriority);
      slot.expiring = entry.expiring.length === 0 ? NONE : entry.expiring;
      slot.hooked = hasAny(slot);
    }
    this.#count = records.length;
    this.#seq = nextSeq;
  }

  /** Detaches by key; a missing hook is refused. */
  detach(node: string, phase: Phase, key: string): HookRecord {
    if (this.clock.observing === true) throw observerWrites('detach');
    if (!PHASES.includes(phase))
      throw new HookError('hook-unknown-phase', `Unknown hook phase "${String(phase)}" (expected pre, mask or post)`);
    const slot = this.slot(node, { code: 'hook-detach-unknown-node', what: `Cannot detach hook "${key}"` });
    const rec = this.#withKey(slot, phase, key);
    if (rec === undefined) throw new HookError('hook-detach-missing', `No hook "${key}" is attached to ${node} (${phase})`);
    this.remove(rec);
    return rec;
  }

  has(node: string, phase: Phase, key: string): boolean {
    const slot = this.find(node);
    return slot !== undefined && PHASES.includes(phase) && this.#withKey(slot, phase, key) !== undefined;
  }

  /** Removes a record if it is still attached. */
  remove(rec: HookRecord): void {
    const slot = this.#slots.get(rec.node);
    if (slot === undefined) return;
    const at = slot[rec.phase].indexOf(rec);
    if (at < 0) return;
    const list = this.#writable(slot[rec.phase]);
    list.splice(at, 1);
    slot[rec.phase] = list;
    this.#byKey.get(slot)?.[rec.phase]?.delete(rec.key);
    this.#count--;
    if (rec.until !== undefined) {
      const end = this.#slots.get(rec.until)!;
      const expiring = this.#writable(end.expiring);
      expiring.splice(expiring.indexOf(rec), 1);
      end.expiring = expiring;
      end.hooked = hasAny(end);
    }
    slot.hooked = hasAny(slot);
    this.onChange?.('detached', rec);
  }

  /** Counts one run of a limited hook, detaching it when none are left. */
  consume(rec: HookRecord): void {
    if (rec.remaining > 0 && --rec.remaining === 0) this.remove(rec);
  }

  /** Detaches every hook owned by `owner`. */
  removeOwned(owner: string): number {
    const owned = this.all().filter((h) => h.owner === owner);
    for (const rec of owned) this.remove(rec);
    return owned.length;
  }

  /** Every attached hook, grouped by node then phase, each list in run order. */
  all(): HookRecord[] {
    if (this.#count === 0) return [];
    const out: HookRecord[] = [];
    for (const slot of this.#inGraphOrder()) for (const phase of PHASES) out.push(...slot[phase]);
    return out;
  }

  /**
   * The slots made so far in the graph's order, not the order they were made in (first use), so a listing
   * and a save are the same whichever node ran first. A node with hooks always has a slot (attaching makes
   * it), and making one drops this list, so it is rebuilt only after a new node was first used.
   */
  #inGraphOrder(): Slot[] {
    if (this.#ordered !== undefined) return this.#ordered;
    const ordered: Slot[] = [];
    for (const node of this.#graph.nodes()) {
      const slot = this.#byName[node.name];
      if (slot !== undefined) ordered.push(slot);
    }
    return (this.#ordered = ordered);
  }

  /** Removes every hook (used before loading a saved table). */
  clear(): void {
    // Slots are emptied in place, never replaced: queued invocations hold on to them.
    for (const slot of this.#slots.values()) {
      slot.pre = NONE;
      slot.mask = NONE;
      slot.post = NONE;
      slot.permit = NONE;
      slot.forbid = NONE;
      slot.expiring = NONE;
      slot.hooked = false;
    }
    this.#byKey.clear();
    this.#seq = 0;
    this.#count = 0;
  }

  /** Refuses a text of the hook that is longer than a save may hold (the limit maxStringLength). */
  #savable(where: string, field: string, text: string | undefined): void {
    if (text !== undefined && text.length > this.#limits.maxStringLength) this.#unsavable(where, field, text);
  }

  #unsavable(where: string, field: string, text: string): never {
    throw new HookError(
      'hook-not-savable',
      `${where}: its ${field} is ${text.length} characters long, more than ${this.#limits.maxStringLength} (the limit maxStringLength): a save could not hold it`,
    );
  }

  #lifetime(where: string, lifetime: Lifetime): { remaining: number; until: string | undefined } {
    if (lifetime === 'permanent') return { remaining: -1, until: undefined };
    if (lifetime === 'once') return { remaining: 1, until: undefined };
    if (lifetime !== null && typeof lifetime === 'object') {
      if ('runs' in lifetime) {
        // A save holds a count of runs left only as a safe integer: beyond it, counting down is not exact.
        if (!Number.isSafeInteger(lifetime.runs) || lifetime.runs < 1)
          throw new HookError(
            'hook-bad-lifetime',
            `${where}: lifetime runs must be a whole number from 1 to ${Number.MAX_SAFE_INTEGER}`,
          );
        return { remaining: lifetime.runs, until: undefined };
      }
      if ('until' in lifetime) {
        if (!this.#graph.hasNode(lifetime.until))
          throw new HookError('hook-until-unknown', `${where}: lifetime names unknown node "${lifetime.until}"`);
        return { remaining: -1, until: lifetime.until };
      }
    }
    throw new HookError('hook-bad-lifetime', `${where}: lifetime must be "permanent", "once", { runs: N } or { until: "node" }`);
  }
}

/**
 * Where a hook of `priority` goes in a list in run order (priorities never
 * increase along it): after every hook of higher or equal priority. The end,
 * at once, when the last hook's priority is not lower (hooks of one priority
 * attached one after another); else a binary search.
 */
function insertionPoint(list: readonly HookRecord[], priority: number): number {
  let hi = list.length;
  if (hi === 0 || list[hi - 1]!.priority >= priority) return hi;
  let lo = 0;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]!.priority < priority) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function hasAny(slot: Slot): boolean {
  return (
    slot.pre.length + slot.mask.length + slot.post.length + slot.permit.length + slot.forbid.length + slot.expiring.length > 0
  );
}

/**
 * The refusal of a change to the game made while observers run (Engine.observe): `what` is attach,
 * detach or observe, from the engine or from a context kept from a hook.
 */
export function observerWrites(what: string): HookError {
  return new HookError(
    'observer-writes',
    `${what}() was called from an observer (engine.observe); an observer only reads: attach a post hook to act after a node`,
  );
}
