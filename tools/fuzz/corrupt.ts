// Corrupt saves: valid War and duel saves, made through the games' public API
// at several points (mid-flow, at a pending question, after answers, at the
// end), then mutated over their JSON tree without knowing its layout (fields
// removed or retyped, numbers pushed out of range, values nested deep or made
// huge, ids swapped or duplicated, queue entries forged, a pending question
// re-addressed or offered a forged option, log entries broken). Every mutant
// must either load or be refused with a SnapshotError, within the time and
// memory bounds docs/trust-model.md states; one that loads must go on playing,
// and a verified one must be exactly where its decisions lead. Used by the
// corrupt-save property in npm test and by npm run soak.
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import {
  CardweaveError,
  Engine,
  type Json,
  randomAgent,
  restore,
  type RuleGraph,
  type Snapshot,
  snapshot,
} from '../../lib/index.js';
import { SnapshotError, type Verify } from '../../lib/graph/index.js';
import { duelGame } from '../../examples/duel/game.js';
import { warGame } from '../../examples/war/game.js';
import { twist } from '../../examples/war/twist/pack.js';

/** A save to start from: its rules, its JSON text and how it was made. */
export interface BaseSave {
  name: string;
  graph: RuleGraph;
  text: string;
}

/** Node runs a continued mutant may take: far more than these games need from any of the saved points. */
export const CONTINUE_BUDGET = 200_000;

/** Milliseconds one mutant may take to restore (either way) and continue; docs/trust-model.md states it. */
export const TIME_BOUND_MS = 10_000;

/** Heap growth one mutant may cause, in MB, measured after its engines are dropped; docs/trust-model.md states it. */
export const HEAP_BOUND_MB = 256;

/** The saves the mutations start from, made through the public game API. */
export function baseSaves(): BaseSave[] {
  const saves: BaseSave[] = [];
  const save = (name: string, engine: Engine) =>
    saves.push({ name, graph: engine.graph, text: JSON.stringify(snapshot(engine)) });

  const classic = warGame.createEngine({ seed: 11 });
  for (let i = 0; i < 25; i++) classic.step();
  save('war, mid-flow after 25 node runs', classic);

  const twisted = warGame.createEngine({ seed: 4, packs: [twist], agents: { p1: randomAgent(4) } });
  twisted.run();
  save('war+twist, before the first step', warGame.createEngine({ seed: 4, packs: [twist] }));
  for (let i = 0; i < 200; i++) twisted.step();
  save('war+twist, 200 node runs in', twisted);

  const duel = duelGame.createEngine({ seed: 7, agents: { p2: randomAgent(7) } });
  let status = duel.run();
  save('duel, p1 asked at the start', duel);
  for (let answered = 0; status.status === 'awaiting' && answered < 12; answered++) {
    const { options, pick } = status.decision;
    // A pick (the tributes) is answered with its first options, as many as it takes.
    duel.decide(status.decision.player, pick === undefined ? options[answered % options.length]! : options.slice(0, pick.min));
    status = duel.run();
  }
  save('duel, p1 asked after 12 answers', duel);

  const ended = duelGame.createEngine({
    seed: 3,
    options: { lifePoints: 800 },
    agents: { p1: randomAgent(3), p2: randomAgent(4) },
  });
  ended.run();
  save('duel at 800 life points, ended', ended);
  return saves;
}

/** One change to a JSON tree, addressed by a path of keys and indexes. */
export type Mutation =
  | { kind: 'remove'; at: number }
  | { kind: 'retype'; at: number; value: Json }
  | { kind: 'number'; at: number; how: 'negate' | 'plus-one' | 'huge' | 'fraction' | 'minus-one' }
  | { kind: 'swap'; at: number; with: number }
  | { kind: 'duplicate'; at: number }
  | { kind: 'deep'; at: number; depth: number }
  | { kind: 'huge'; at: number; size: number }
  | { kind: 'forge-queue'; node: number; args: number }
  | { kind: 'readdress' }
  | { kind: 'forge-option'; from: number }
  | { kind: 'break-log'; at: number; value: Json };

/** Values a field may be retyped to. */
const RETYPES: Json[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 53,
  4294967296,
  '',
  'x',
  'p2',
  'c1',
  [],
  [null],
  {},
  { type: 'replaced' },
];

/** fast-check's generator of mutation lists; indexes are taken modulo what the save holds. */
export function mutations(): fc.Arbitrary<Mutation[]> {
  const at = fc.nat();
  const one: fc.Arbitrary<Mutation> = fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('remove' as const), at }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('retype' as const), at, value: fc.constantFrom(...RETYPES) }) },
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('number' as const),
        at,
        how: fc.constantFrom('negate' as const, 'plus-one' as const, 'huge' as const, 'fraction' as const, 'minus-one' as const),
      }),
    },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('swap' as const), at, with: fc.nat() }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('duplicate' as const), at }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('deep' as const), at, depth: fc.constantFrom(63, 65, 200, 6000) }) },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('huge' as const), at, size: fc.constantFrom(1000, 70_000, 1_000_001) }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('forge-queue' as const), node: fc.nat(), args: fc.nat() }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('readdress' as const) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('forge-option' as const), from: fc.nat() }) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('break-log' as const),
        at,
        value: fc.constantFrom<Json>(null, 7, {}, { type: 'replaced' }, { type: 7 }, 'moved'),
      }),
    },
  );
  return fc.array(one, { minLength: 1, maxLength: 3 });
}

type Path = (string | number)[];

/** Every path in a JSON tree, parents before children. */
function paths(root: Json): Path[] {
  const out: Path[] = [];
  const stack: [Json, Path][] = [[root, []]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    out.push(path);
    if (Array.isArray(value)) value.forEach((item, i) => stack.push([item, [...path, i]]));
    else if (value !== null && typeof value === 'object')
      for (const [k, item] of Object.entries(value)) stack.push([item, [...path, k]]);
  }
  return out;
}

type Container = Json[] | { [key: string]: Json };

function isContainer(value: Json | undefined): value is Container {
  return value !== null && typeof value === 'object';
}

/** The child of a JSON array or object, or undefined. */
function child(value: Json | undefined, key: string | number): Json | undefined {
  if (Array.isArray(value)) return typeof key === 'number' ? value[key] : undefined;
  return isContainer(value) ? value[String(key)] : undefined;
}

function get(root: Json, path: Path): Json | undefined {
  let value: Json | undefined = root;
  for (const key of path) value = child(value, key);
  return value;
}

function set(root: Json, path: Path, value: Json): void {
  const parent = path.length === 0 ? undefined : get(root, path.slice(0, -1));
  const key = path[path.length - 1]!;
  if (Array.isArray(parent)) parent[key as number] = value;
  else if (isContainer(parent)) parent[String(key)] = value;
}

function remove(root: Json, path: Path): void {
  const parent = path.length === 0 ? undefined : get(root, path.slice(0, -1));
  const key = path[path.length - 1]!;
  if (Array.isArray(parent)) parent.splice(key as number, 1);
  else if (isContainer(parent)) delete parent[String(key)];
}

/**
 * Applies mutations to a parsed save and returns its text. Deep values are
 * written as text (JSON.stringify cannot write 6,000 levels), so the mutant
 * is whatever a file could hold.
 */
export function mutate(text: string, list: readonly Mutation[]): string {
  const save = JSON.parse(text) as { [key: string]: Json };
  const deep: string[] = [];
  for (const m of list) {
    const all = paths(save);
    const pick = (n: number): Path => all[n % all.length]!;
    switch (m.kind) {
      case 'remove':
        remove(save, pick(m.at));
        break;
      case 'retype':
        set(save, pick(m.at), m.value);
        break;
      case 'number': {
        const numbers = all.filter((p) => typeof get(save, p) === 'number');
        if (numbers.length === 0) break;
        const path = numbers[m.at % numbers.length]!;
        const n = get(save, path) as number;
        const next = { negate: -n - 1, 'plus-one': n + 1, huge: n * 1e12 + 1, fraction: n + 0.5, 'minus-one': n - 1 }[m.how];
        set(save, path, next);
        break;
      }
      case 'swap': {
        const a = pick(m.at);
        const b = pick(m.with);
        const va = get(save, a);
        const vb = get(save, b);
        // Swapping a value with one inside it would make a cycle; JSON text cannot hold one.
        if (va === undefined || vb === undefined || a.length === 0 || b.length === 0 || isPrefix(a, b) || isPrefix(b, a)) break;
        set(save, a, structuredClone(vb));
        set(save, b, structuredClone(va));
        break;
      }
      case 'duplicate': {
        const arrays = all.filter((p) => Array.isArray(get(save, p)) && (get(save, p) as Json[]).length > 0);
        if (arrays.length === 0) break;
        const list2 = get(save, arrays[m.at % arrays.length]!) as Json[];
        list2.push(structuredClone(list2[m.at % list2.length]!));
        break;
      }
      case 'deep': {
        // A marker string, replaced by the nesting once the rest is text.
        deep.push(`${'['.repeat(m.depth)}0${']'.repeat(m.depth)}`);
        set(save, pick(m.at), `\u0000deep${deep.length - 1}\u0000`);
        break;
      }
      case 'huge':
        set(save, pick(m.at), m.size > 100_000 ? new Array<Json>(m.size).fill(0) : 'x'.repeat(m.size));
        break;
      case 'forge-queue': {
        const queue = save.queue;
        if (!Array.isArray(queue)) break;
        const nodes = all
          .map((p) => get(save, p))
          .filter((v): v is string => typeof v === 'string' && /^[a-z]+(?:[.-][a-z]+)*$/.test(v));
        const objects = all.map((p) => get(save, p)).filter((v) => v !== null && typeof v === 'object' && !Array.isArray(v));
        const node = nodes.length > 0 ? nodes[m.node % nodes.length]! : 'declare-winner';
        queue.unshift({ node, args: structuredClone(objects[m.args % objects.length] ?? {}) });
        break;
      }
      case 'readdress': {
        const pending = save.pending;
        if (isContainer(pending) && !Array.isArray(pending)) pending.player = pending.player === 'p1' ? 'p2' : 'p1';
        break;
      }
      case 'forge-option': {
        const options = child(save.pending, 'options');
        if (!Array.isArray(options)) break;
        const values = all.map((p) => get(save, p)).filter((v): v is Json => v !== undefined);
        options.push(structuredClone(values[m.from % values.length]!));
        break;
      }
      case 'break-log': {
        const log = save.log;
        if (Array.isArray(log) && log.length > 0) log[m.at % log.length] = m.value;
        break;
      }
    }
  }
  let out = JSON.stringify(save);
  deep.forEach((nest, i) => (out = out.replace(`"\\u0000deep${i}\\u0000"`, nest)));
  return out;
}

function isPrefix(a: Path, b: Path): boolean {
  return a.length <= b.length && a.every((k, i) => b[i] === k);
}

/** How a mutant fared, for the fuzz's statistics. */
export type MutantOutcome = 'refused' | 'loaded as trusted only' | 'loaded and verified';

/**
 * Restores a mutant both ways and checks every promise a restore makes; throws
 * (an Error naming the broken promise) when one does not hold.
 */
export function checkMutant(graph: RuleGraph, text: string): MutantOutcome {
  const started = performance.now();
  const structure = attempt(() => restore(graph, text, { verify: 'structure', budget: CONTINUE_BUDGET }), 'structure');
  const replay = attempt(() => restore(graph, text, { verify: 'replay', budget: CONTINUE_BUDGET }), 'replay');
  // The same save given as an object (parsed by the caller) fares the same.
  const asObject = attempt(
    () => restore(graph, JSON.parse(text) as Snapshot, { verify: 'structure', budget: CONTINUE_BUDGET }),
    'structure',
  );
  if ((asObject === undefined) !== (structure === undefined))
    throw new Error('a save fared differently as text and as an object');
  if (replay !== undefined) {
    // Verified: the save is exactly where its decisions lead, so it saves back to the same JSON.
    const again = JSON.stringify(snapshot(replay));
    if (!sameJson(again, text)) throw new Error('a verified restore saved back to something else than the save it read');
    if (structure === undefined) throw new Error('a save that verifies by replay was refused as trusted');
    continueGame(replay, 'replay');
  }
  if (structure !== undefined) continueGame(structure, 'structure');
  const ms = performance.now() - started;
  if (ms > TIME_BOUND_MS)
    throw new Error(`restoring and continuing one mutant took ${ms.toFixed(0)} ms, over the bound of ${TIME_BOUND_MS} ms`);
  return replay !== undefined ? 'loaded and verified' : structure !== undefined ? 'loaded as trusted only' : 'refused';
}

/** The engine, or undefined when the save was refused with a SnapshotError; anything else escapes as a broken promise. */
function attempt(restore: () => Engine, verify: Verify): Engine | undefined {
  try {
    return restore();
  } catch (error) {
    if (error instanceof SnapshotError) {
      if (error.message.includes('\n'))
        throw new Error(`a refusal of ${verify} restore is not one line: ${error.message}`, { cause: error });
      return undefined;
    }
    throw new Error(`a ${verify} restore threw something else than a SnapshotError: ${String(error)}`, { cause: error });
  }
}

/**
 * Plays a loaded mutant on with seeded bots for both players. Rules may fail
 * on a position they never produce (a trusted load of a forged state), but
 * only as a CardweaveError: never a crash of the engine itself.
 */
function continueGame(engine: Engine, verify: Verify): void {
  for (const player of new Set(['p1', 'p2', engine.pending?.player ?? 'p1'])) engine.setAgent(player, randomAgent(player.length));
  try {
    for (let i = 0; i < 4 && engine.run().status === 'awaiting'; i++) {
      // A question for a player no agent answers: answer from outside with its first option (a pick: its first ones).
      const pending = engine.pending!;
      engine.decide(
        pending.player,
        pending.pick === undefined ? pending.options[0]! : pending.options.slice(0, pending.pick.min),
      );
    }
    snapshot(engine);
  } catch (error) {
    if (verify === 'replay') throw new Error(`a verified game failed when continued: ${String(error)}`, { cause: error });
    if (!(error instanceof CardweaveError))
      throw new Error(`a trusted game failed with something else than a CardweaveError: ${String(error)}`, { cause: error });
  }
}

/** Equal as JSON values, whatever the order of keys. */
function sameJson(a: string, b: string): boolean {
  return a === b || isDeepStrictEqual(JSON.parse(a), JSON.parse(b));
}
