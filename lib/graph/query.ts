// Queries: legality as a rule cards can change. A query is a node that is asked, never run: its base
// rule answers, permit hooks may widen a "no", forbid hooks veto ("can't" beats "can"), and the answer,
// refusals included, is data the caller reads. A value query (a monster's ATK) is measured the same way:
// its base gives the value, its pre hooks adjust it in priority order. Asking is pure: the hooks see a
// context on which every way of changing the game is refused, no lifetime is spent and no step is counted.
import { CardweaveError } from './errors.js';
import type { HookRecord, Slot } from './run/hook-table.js';
import { hookInfo } from './run/hook-table.js';
import type { Args, Json } from './json.js';
import { describeValue } from './json-check.js';
import type { Rng } from './rng.js';
import type { Context, HookInfo, NodeDefinition, QueryAnswer, QueryRefusal } from './types.js';

/**
 * How to declare a query: its name, what it asks, its args, and its base rule
 * (true, or false or the reason as text for "no").
 *
 * @example
 * const spec: QuerySpec<{ attacker: number }, DuelState> = { name: 'duel.can-attack', description: 'May this monster attack?', base: (state, { attacker }) => state.positions[attacker] === 'attack' || 'it is in defense position' };
 */
export interface QuerySpec<A extends Args = any, S = any> {
  /** The query's name, as nodes are named: hooks attach to it, `ctx.ask` names it. */
  name: string;
  /** What it asks, in one sentence (pictures and docs show it). */
  description: string;
  /** Documentation of the args, one line per field. */
  args?: Readonly<Record<string, string>>;
  /** The rules' answer before any card: true, or false or the reason (text) for no. Reads the state, changes nothing. */
  base: (state: S, args: A) => boolean | string;
}

/**
 * Declares a query: registered with `graph.define` like a node, asked with
 * `ctx.ask(name, args)` (or `engine.ask`), changed by `permit` and `forbid`
 * hooks. Running it as a node is refused.
 *
 * @example
 * graph.define(defineQuery({ name: 'can-attack', description: 'May it attack?', base: (state, { attacker }) => state.ready[attacker] === true }));
 */
export function defineQuery<A extends Args = any, S = any>(spec: QuerySpec<A, S>): NodeDefinition<A, S> {
  if (typeof spec?.base !== 'function')
    throw new CardweaveError('query-bad-spec', `defineQuery("${String(spec?.name)}") needs a base rule: base(state, args)`);
  const name = spec.name;
  const node: NodeDefinition<A, S> = {
    name,
    description: spec.description,
    query: spec.base,
    body() {
      throw new CardweaveError('query-run', `${name} is a query: ask it with ctx.ask("${name}", args), do not run it`);
    },
  };
  if (spec.args !== undefined) node.args = spec.args;
  return node;
}

/**
 * How to declare a value query: its name, what it measures, its args, the
 * args field that holds the value, and its base rule (the value before any card).
 *
 * @example
 * const spec: ValueQuerySpec<{ card: number; atk: number }, DuelState> = { name: 'duel.measure-atk', description: "A monster's ATK", value: 'atk', base: (state, { card }) => printedAtk(state, card) };
 */
export interface ValueQuerySpec<A extends Args = any, S = any> {
  /** The query's name: pre hooks attach to it, `ctx.measure` names it. */
  name: string;
  /** What it measures, in one sentence (pictures and docs show it). */
  description: string;
  /** Documentation of the args, one line per field (the value's field included). */
  args?: Readonly<Record<string, string>>;
  /** The args field the value travels in: the base writes it, each pre hook may return args with it changed. */
  value: string;
  /** The rules' value before any card. Reads the state, changes nothing. */
  base: (state: S, args: A) => Json;
}

/**
 * Declares a value query: registered with `graph.define` like a node,
 * measured with `ctx.measure(name, args)` (or `engine.measure`), adjusted by
 * pre hooks that return the args with the value changed (card data: `set`).
 * Running it as a node, or asking it as a yes/no query, is refused.
 *
 * @example
 * graph.define(defineValueQuery({ name: 'power', description: 'A unit's power', value: 'power', base: (state, { unit }) => state.power[unit] }));
 */
export function defineValueQuery<A extends Args = any, S = any>(spec: ValueQuerySpec<A, S>): NodeDefinition<A, S> {
  if (typeof spec?.base !== 'function' || typeof spec.value !== 'string' || spec.value === '')
    throw new CardweaveError(
      'query-bad-spec',
      `defineValueQuery("${String(spec?.name)}") needs a base rule, base(state, args), and the field of its value, value: 'name'`,
    );
  const name = spec.name;
  const node: NodeDefinition<A, S> = {
    name,
    description: spec.description,
    valueQuery: { field: spec.value, base: spec.base },
    body() {
      throw new CardweaveError('query-run', `${name} is a query: measure it with ctx.measure("${name}", args), do not run it`);
    },
  };
  if (spec.args !== undefined) node.args = spec.args;
  return node;
}

/**
 * Measures a value query: the base value in its args field, then each pre
 * hook that applies, in priority order, may return the args with the value
 * changed (or nothing, to leave it). Returns the value.
 *
 * @example
 * measureQuery(loop, 'duel.measure-atk', { card: 7 }); // 2100 with Rallying Banner on the field
 */
export function measureQuery(host: QueryHost, name: string, args: Args): Json {
  const slot = host.querySlot(name);
  const value = slot.def.valueQuery;
  if (value === undefined)
    throw new CardweaveError(
      'query-not-value',
      `measure("${name}"): ${name} is ${slot.def.query === undefined ? 'a node that runs' : 'a yes/no query: ask it with ctx.ask'}, not a value query (defineValueQuery)`,
    );
  const state = host.state;
  // No hook on the measure (ATK, DEF, life of most cards): the base rule's value, without the context and the
  // args copy that hooks are handed. The same value: hooks are what could change the copy's field.
  if (slot.pre.length === 0) return value.base(state, args);
  const ctx = new QueryContext(host, name);
  let current: Record<string, unknown> = { ...args, [value.field]: value.base(state, args) };
  for (const h of slot.pre) {
    if (h.appliesFn !== undefined && !h.appliesFn(current, h.params, state)) continue;
    ctx.hookNow = h;
    const out = h.fn(ctx, current, h.params);
    ctx.hookNow = undefined;
    if (out === undefined) continue;
    if (out === null || typeof out !== 'object' || Array.isArray(out))
      throw new CardweaveError(
        'query-bad-return',
        `pre hook "${h.key}" on value query ${name} returned ${describeValue(out)}: return the args with ${value.field} changed, or nothing`,
      );
    current = out as Record<string, unknown>;
  }
  return current[value.field] as Json;
}

/** What answering needs of the engine: the slot of a node, the state, and the context of the query's caller. */
export interface QueryHost {
  querySlot(name: string): Slot;
  readonly state: object;
}

/**
 * Answers a query: the base rule; if it says no, the permit hooks that apply
 * widen it; then every forbid hook that applies vetoes. A hook applies when
 * its condition holds and its effect returns true or a reason (text).
 *
 * @example
 * answerQuery(loop, 'duel.can-attack', { attacker: 7 }); // { ok: false, refusals: [{ key: 'frozen:3', owner: 'Frozen Ground[3]', reason: 'Frozen Ground' }], permits: [] }
 */
export function answerQuery(host: QueryHost, name: string, args: Args): QueryAnswer {
  const slot = host.querySlot(name);
  const base = slot.def.query;
  if (base === undefined)
    throw new CardweaveError(
      'query-not-query',
      slot.def.valueQuery === undefined
        ? `ask("${name}"): ${name} is a node that runs, not a query (defineQuery)`
        : `ask("${name}"): ${name} is a value query: measure it with ctx.measure("${name}", args)`,
    );
  const state = host.state;
  // Hooks are handed a context; most asks (a duel's moves, dozens a decision) meet none, and need none made.
  const ctx = slot.permit.length > 0 || slot.forbid.length > 0 ? new QueryContext(host, name) : undefined;
  const said = base(state, args);
  const refusals: QueryRefusal[] = [];
  const permits: string[] = [];
  let ok = said === true;
  if (!ok) {
    for (const h of slot.permit) if (hookSays(ctx!, h, args, state) !== undefined) permits.push(h.key);
    if (permits.length > 0) ok = true;
    else
      refusals.push({ key: 'base', owner: null, reason: typeof said === 'string' ? said : `${name}: the rules do not allow it` });
  }
  for (const h of slot.forbid) {
    const reason = hookSays(ctx!, h, args, state);
    if (reason === undefined) continue;
    ok = false;
    refusals.push({ key: h.key, owner: h.owner ?? null, reason });
  }
  return { ok, refusals, permits };
}

/** A permit or forbid hook's say: its reason when it applies (its key when it gives none), else undefined. */
function hookSays(ctx: QueryContext, h: HookRecord, args: Args, state: object): string | undefined {
  if (h.appliesFn !== undefined && !h.appliesFn(args, h.params, state)) return undefined;
  ctx.hookNow = h;
  const out = h.fn(ctx, args, h.params);
  ctx.hookNow = undefined;
  if (out === undefined || out === false) return undefined;
  if (out === true) return h.key;
  if (typeof out === 'string') return out;
  throw new CardweaveError(
    'query-bad-return',
    `${h.phase} hook "${h.key}" on query ${h.node} returned ${describeValue(out)}: return true or a reason (text) when it applies, nothing otherwise`,
  );
}

/** The context a query's hooks get: they read the game; every way of changing it is refused. */
class QueryContext implements Context {
  readonly #host: QueryHost;
  readonly #query: string;
  hookNow: HookRecord | undefined = undefined;

  constructor(host: QueryHost, query: string) {
    this.#host = host;
    this.#query = query;
  }

  get state(): any {
    return this.#host.state;
  }

  get node(): string {
    return this.#query;
  }

  get hook(): HookInfo | undefined {
    return this.hookNow === undefined ? undefined : hookInfo(this.hookNow);
  }

  get logging(): boolean {
    return false;
  }

  get rng(): Rng {
    return this.#impure('ctx.rng was read (a draw changes the game)');
  }

  #impure(what: string): never {
    const where = this.hookNow === undefined ? '' : ` in ${this.hookNow.phase} hook "${this.hookNow.key}"`;
    throw new CardweaveError('query-not-pure', `query ${this.#query} may not change the game: ${what}${where}`);
  }

  enqueue(node: string): void {
    this.#impure(`ctx.enqueue("${node}") was called`);
  }

  next(node: string): void {
    this.#impure(`ctx.next("${node}") was called`);
  }

  call(node: string): boolean {
    return this.#impure(`ctx.call("${node}") was called`);
  }

  choose(): void {
    this.#impure('ctx.choose() was called');
  }

  end(): void {
    this.#impure('ctx.end() was called');
  }

  log(entry: { type: string }): void {
    this.#impure(`ctx.log() of a "${String(entry?.type)}" entry was called`);
  }

  cancel(): void {
    this.#impure('ctx.cancel() was called');
  }

  decline(): void {
    this.#impure('ctx.decline() was called');
  }

  attach(node: string): void {
    this.#impure(`ctx.attach() to ${node} was called`);
  }

  detach(node: string): void {
    this.#impure(`ctx.detach() from ${node} was called`);
  }

  detachOwned(): number {
    return this.#impure('ctx.detachOwned() was called');
  }

  hasHook(node: string, phase: HookInfo['phase'], key: string): boolean {
    const slot = this.#host.querySlot(node);
    return slot[phase].some((h) => h.key === key);
  }

  ask(query: string, args: Args = {}): QueryAnswer {
    return answerQuery(this.#host, query, args);
  }

  measure(query: string, args: Args = {}): Json {
    return measureQuery(this.#host, query, args);
  }
}
