// Flow declarations: what a node body or an effect says it may do to a game's flow (continuesTo,
// calls, attaches, ends, and for effects with and becomes). Their shape is checked where they are
// written (defineNode's graph.define, defineEffect); the names in them only once the whole graph is
// known, since a node may continue to one defined after it.
import { didYouMean, unknownNodeHint } from './suggest.js';
import type { Continuation, EffectDeclaration, FlowDeclaration, HookDeclaration, NodeDefinition, PassedNodes } from './types.js';

const PHASES: readonly string[] = ['pre', 'mask', 'post', 'permit', 'forbid'];
const LISTS = ['continuesTo', 'calls'] as const;

/**
 * The first thing wrong with the shape of a flow declaration, as "field: problem",
 * or undefined. `effect` allows the fields only an effect has (`with`, `becomes`).
 */
export function flowShapeProblem(decl: FlowDeclaration & EffectDeclaration, effect: boolean): string | undefined {
  for (const list of LISTS) {
    const entries = decl[list] as unknown;
    if (entries === undefined) continue;
    if (!Array.isArray(entries)) return `${list} must be a list, got ${show(entries)}`;
    for (let i = 0; i < entries.length; i++) {
      const problem = continuationProblem(entries[i], list === 'continuesTo');
      if (problem !== undefined) return `${list}[${i}] ${problem}`;
    }
  }
  const attaches = decl.attaches as unknown;
  if (attaches !== undefined) {
    if (!Array.isArray(attaches)) return `attaches must be a list of { node, phase, key, effect }, got ${show(attaches)}`;
    for (let i = 0; i < attaches.length; i++) {
      const problem = hookProblem(attaches[i]);
      if (problem !== undefined) return `attaches[${i}] ${problem}`;
    }
  }
  if (decl.ends !== undefined && typeof decl.ends !== 'boolean') return `ends must be true or false, got ${show(decl.ends)}`;
  if (!effect) {
    if (decl.with !== undefined)
      return 'with belongs to an effect used as a pre hook; a node passes node names in a continuation: { node, with }';
    if (decl.becomes !== undefined) return 'becomes belongs to an effect used as a mask';
    return undefined;
  }
  if (decl.with !== undefined) {
    const problem = passedProblem(decl.with);
    if (problem !== undefined) return `with ${problem}`;
  }
  if (decl.becomes !== undefined) {
    const becomes = decl.becomes as unknown;
    if (!Array.isArray(becomes) || !becomes.every(isName)) return `becomes must be a list of node names, got ${show(becomes)}`;
  }
  return undefined;
}

function continuationProblem(entry: unknown, queued: boolean): string | undefined {
  if (isName(entry)) return undefined;
  const shape = 'must be a node name, { node, with?, choice? } or { arg, like? }';
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return `${shape}, got ${show(entry)}`;
  const c = entry as Record<string, unknown>;
  if ('arg' in c) {
    if (!isName(c.arg)) return `{ arg } must name an arg, got ${show(c.arg)}`;
    if (c.like !== undefined && !isName(c.like)) return `like must be a node name, got ${show(c.like)}`;
    const extra = Object.keys(c).find((k) => k !== 'arg' && k !== 'like');
    return extra === undefined ? undefined : `has an unknown field "${extra}" (${shape})`;
  }
  if (!isName(c.node)) return `${shape}, got ${show(entry)}`;
  const extra = Object.keys(c).find((k) => k !== 'node' && k !== 'with' && k !== 'choice');
  if (extra !== undefined) return `has an unknown field "${extra}" (${shape})`;
  if (c.choice !== undefined && typeof c.choice !== 'boolean') return `choice must be true or false, got ${show(c.choice)}`;
  if (c.choice === true && !queued)
    return "cannot be a choice: a decision's then node is queued once answered, so list it in continuesTo";
  if (c.with !== undefined) {
    const problem = passedProblem(c.with);
    if (problem !== undefined) return `with ${problem}`;
  }
  return undefined;
}

function passedProblem(passed: unknown): string | undefined {
  if (passed === null || typeof passed !== 'object' || Array.isArray(passed))
    return `must map arg names to node names, e.g. { then: 'war.resolve' }, got ${show(passed)}`;
  for (const [arg, nodes] of Object.entries(passed)) {
    if (isName(nodes)) continue;
    if (!Array.isArray(nodes) || nodes.length === 0 || !nodes.every(isName))
      return `"${arg}" must be a node name or a non-empty list of them, got ${show(nodes)}`;
  }
  return undefined;
}

function hookProblem(hook: unknown): string | undefined {
  if (hook === null || typeof hook !== 'object' || Array.isArray(hook))
    return `must be { node, phase, key, effect }, got ${show(hook)}`;
  const h = hook as Record<string, unknown>;
  if (!isName(h.node)) return `node must be a node name, got ${show(h.node)}`;
  if (!PHASES.includes(h.phase as string))
    return `phase must be "pre", "mask", "post", "permit" or "forbid", got ${show(h.phase)}`;
  if (!isName(h.key)) return `key must be a non-empty string, got ${show(h.key)}`;
  const star = h.key.indexOf('*');
  if (star >= 0 && star !== h.key.length - 1) return `key may end in * (any rest), but has * elsewhere: "${h.key}"`;
  if (!isName(h.effect)) return `effect must be an effect name, got ${show(h.effect)}`;
  return undefined;
}

/** What the name check needs of a rule graph. */
export interface FlowNames {
  nodes(): readonly NodeDefinition[];
  effectNames(): string[];
  effectDeclaration(name: string): EffectDeclaration | undefined;
}

/**
 * The first unknown or mismatched name in the graph's flow declarations,
 * naming the node or effect that declares it; undefined when all are known.
 */
export function flowNameProblem(graph: FlowNames): { node?: string; effect?: string; message: string } | undefined {
  const nodes = new Map(graph.nodes().map((n) => [n.name, n]));
  const effects = graph.effectNames();
  const argsOf = (name: string): string[] =>
    [...(nodes.get(name)?.continuesTo ?? []), ...(nodes.get(name)?.calls ?? [])].flatMap((c) =>
      typeof c === 'object' && 'arg' in c ? [c.arg] : [],
    );
  const check = (who: string, decl: EffectDeclaration): string | undefined => {
    const unknownNode = (name: string): string => `unknown node "${name}"${unknownNodeHint(name, nodes.keys())}`;
    for (const list of LISTS) {
      const verb = list === 'calls' ? 'calls' : 'continues to';
      for (const c of decl[list] ?? []) {
        if (typeof c === 'string') {
          if (!nodes.has(c)) return `${who} ${verb} ${unknownNode(c)}`;
        } else if ('arg' in c) {
          if (c.like === undefined) continue;
          if (!nodes.has(c.like)) return `${who} takes "${c.arg}" like ${unknownNode(c.like)}`;
          if (!argsOf(c.like).includes(c.arg))
            return `${who} takes "${c.arg}" like ${c.like}, which has no { arg: "${c.arg}" } continuation`;
        } else {
          if (!nodes.has(c.node)) return `${who} ${verb} ${unknownNode(c.node)}`;
          const problem = passedNamesProblem(c.with, c.node, argsOf(c.node), unknownNode, nodes);
          if (problem !== undefined) return `${who} ${problem}`;
        }
      }
    }
    for (const hook of decl.attaches ?? []) {
      if (!nodes.has(hook.node)) return `${who} attaches a hook on ${unknownNode(hook.node)}`;
      if (!effects.includes(hook.effect))
        return `${who} attaches a hook with unknown effect "${hook.effect}"${didYouMean(hook.effect, effects)}`;
    }
    for (const [arg, names] of Object.entries(decl.with ?? {})) {
      for (const name of typeof names === 'string' ? [names] : names)
        if (!nodes.has(name)) return `${who} sets "${arg}" to ${unknownNode(name)}`;
    }
    for (const name of decl.becomes ?? []) if (!nodes.has(name)) return `${who} becomes ${unknownNode(name)}`;
    return undefined;
  };
  for (const node of nodes.values()) {
    const message = check(`Node "${node.name}"`, node);
    if (message !== undefined) return { node: node.name, message };
  }
  for (const effect of effects) {
    const decl = graph.effectDeclaration(effect);
    const message = decl === undefined ? undefined : check(`Effect "${effect}"`, decl);
    if (message !== undefined) return { effect, message };
  }
  return undefined;
}

function passedNamesProblem(
  passed: PassedNodes | undefined,
  target: string,
  args: readonly string[],
  unknownNode: (name: string) => string,
  nodes: ReadonlyMap<string, unknown>,
): string | undefined {
  for (const [arg, names] of Object.entries(passed ?? {})) {
    if (!args.includes(arg)) {
      const takes =
        args.length === 0
          ? 'takes no node names in its args'
          : `takes node names only in ${args.map((a) => `"${a}"`).join(', ')}`;
      return `passes "${arg}" to ${target}, which ${takes}${didYouMean(arg, args)}`;
    }
    for (const name of typeof names === 'string' ? [names] : names)
      if (!nodes.has(name)) return `passes ${unknownNode(name)} as "${arg}" to ${target}`;
  }
  return undefined;
}

/**
 * The node names a continuation may lead to by itself: its node, or nothing for an
 * `{ arg }` one (those depend on what is passed).
 *
 * @example targetOf({ node: 'compare', with: { then: 'war.resolve' } }); // 'compare'
 */
export function targetOf(c: Continuation): string | undefined {
  if (typeof c === 'string') return c;
  return 'arg' in c ? undefined : c.node;
}

/** A hook declaration's key matches an attached hook's key: exactly, or by the prefix before a trailing `*`. */
export function keyMatches(declared: HookDeclaration['key'], key: string): boolean {
  return declared.endsWith('*') ? key.startsWith(declared.slice(0, -1)) : declared === key;
}

/** Node names as a list, whether given as one name or several. */
export function namesOf(names: string | readonly string[]): readonly string[] {
  return typeof names === 'string' ? [names] : names;
}

function isName(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'function') return 'a function';
  try {
    return JSON.stringify(value) ?? typeof value;
  } catch {
    return Object.prototype.toString.call(value);
  }
}
