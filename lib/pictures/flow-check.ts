import { RESOLVE_REPLACEMENT, type RuleGraph } from '../graph/graph.js';
import { keyMatches, namesOf } from '../graph/flow.js';
import type { Continuation, EffectDeclaration } from '../graph/types.js';
import type { TraceRecord, TraceSource } from './trace.js';

/**
 * What traces show a game doing that its flow declarations do not say, and
 * the hooks declared as attached that no traced run attached.
 *
 * @example
 * const { undeclared, attachesNotSeen } = checkFlow(graph, runs);
 */
export interface FlowReport {
  /** One line per undeclared thing seen (a continuation, a call, an attach, an end), sorted, each once. */
  undeclared: string[];
  /** Declared attaches of nodes and effects that ran, never seen attached. */
  attachesNotSeen: string[];
}

type Declared = { decl: EffectDeclaration; who: string } | { decl: undefined; who: string };

/**
 * Compares traced runs (one or more games, each trace's runs in order) with
 * the flow the graph's nodes and effects declare: every run must have been
 * queued, called or chosen as its source declares (through a node name, or
 * an `{ arg }` whose value some declaration passes), every attach and every
 * end declared; a body that runs after a mask needs the mask to declare it
 * `becomes` that node.
 *
 * @example
 * const report = checkFlow(warGame.graph([twist]), readTrace(text).runs);
 * if (report.undeclared.length > 0) throw new Error(report.undeclared.join('\n'));
 */
export function checkFlow(graph: RuleGraph, games: readonly (readonly TraceRecord[])[]): FlowReport {
  const undeclared = new Set<string>();
  const seenAttach = new Set<string>();
  const ran = new Set<string>();
  const passed = passedNodes(graph);
  for (const runs of games) {
    const byStep = new Map(runs.map((r) => [r.step, r]));
    for (const run of runs) {
      ran.add(
        declaredOf(graph, { node: run.node, phase: 'body', ...(run.effect === undefined ? {} : { effect: run.effect }) }).who,
      );
      for (const h of run.hooks)
        // A run's hooks are pre, mask or post: a query's permit and forbid hooks answer, and no run lists them.
        ran.add(
          declaredOf(graph, { node: h.node ?? run.node, phase: h.phase as 'pre' | 'mask' | 'post', key: h.key, effect: h.effect })
            .who,
        );
      const via = run.via;
      if (via !== undefined && run.node !== RESOLVE_REPLACEMENT) {
        const from = byStep.get(via.step);
        const { decl, who } = declaredOf(graph, via);
        // A redirected event was made by its mask, which declares the nodes it becomes.
        const list = via.how === 'call' ? decl?.calls : via.how === 'redirect' ? decl?.becomes : decl?.continuesTo;
        const allowed = targets(list ?? [], via.how === 'choice', via.node, from, passed, graph);
        if (!allowed.has(run.node)) {
          const verb =
            via.how === 'call'
              ? 'calls'
              : via.how === 'redirect'
                ? 'becomes (redirects its event to)'
                : via.how === 'choice'
                  ? 'continues through a decision to'
                  : `continues (${via.how}) to`;
          undeclared.add(`${who} ${verb} "${run.node}"${decl === undefined ? ' (it declares no flow)' : ''}`);
        }
        if (from !== undefined) checkBecomes(graph, via, from, undeclared);
      }
      for (const a of run.attached ?? []) {
        const { decl, who } = declaredOf(graph, a.by);
        const hook = `${a.phase} hook "${a.key}" (effect ${a.effect === null ? 'none: a closure' : `"${a.effect}"`}) on "${a.node}"`;
        const match = (decl?.attaches ?? []).find(
          (d) => d.node === a.node && d.phase === a.phase && d.effect === a.effect && keyMatches(d.key, a.key),
        );
        if (match === undefined) undeclared.add(`${who} attaches ${hook}`);
        else seenAttach.add(`${who}\u0000${match.node}\u0000${match.phase}\u0000${match.key}`);
      }
      if (run.ended !== undefined) {
        const { decl, who } = declaredOf(graph, run.ended);
        if (decl?.ends !== true) undeclared.add(`${who} ends the game`);
      }
    }
  }
  const attachesNotSeen: string[] = [];
  for (const who of ran) {
    const decl = declarationByWho(graph, who);
    for (const d of decl?.attaches ?? []) {
      if (!seenAttach.has(`${who}\u0000${d.node}\u0000${d.phase}\u0000${d.key}`))
        attachesNotSeen.push(`${who} declares ${d.phase} hook "${d.key}" (effect "${d.effect}") on "${d.node}", never attached`);
    }
  }
  return { undeclared: [...undeclared].sort(), attachesNotSeen: attachesNotSeen.sort() };
}

/** The declaration that speaks for what a source did: a hook's effect, the effect a body resolves, or the node. */
function declaredOf(graph: RuleGraph, source: TraceSource): Declared {
  if (source.key !== undefined) {
    const who = `${source.phase} hook "${source.key}" on "${source.node}"`;
    if (source.effect == null) return { decl: undefined, who: `${who} (a closure)` };
    return { decl: graph.effectDeclaration(source.effect), who: `effect "${source.effect}"` };
  }
  if (source.effect != null) return { decl: graph.effectDeclaration(source.effect), who: `effect "${source.effect}"` };
  return { decl: graph.hasNode(source.node) ? graph.node(source.node) : undefined, who: `node "${source.node}"` };
}

function declarationByWho(graph: RuleGraph, who: string): EffectDeclaration | undefined {
  const effect = /^effect "(.*)"$/.exec(who);
  if (effect !== null) return graph.effectDeclaration(effect[1]!);
  const node = /^node "(.*)"$/.exec(who);
  return node !== null && graph.hasNode(node[1]!) ? graph.node(node[1]!) : undefined;
}

/** Every node name some declaration passes to a node's `{ arg }`, by node and arg ("compare\0then"). */
function passedNodes(graph: RuleGraph): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const add = (node: string, arg: string, names: string | readonly string[]): void => {
    const key = `${node}\u0000${arg}`;
    let set = out.get(key);
    if (set === undefined) out.set(key, (set = new Set()));
    for (const name of namesOf(names)) set.add(name);
  };
  const visit = (decl: EffectDeclaration): void => {
    for (const c of [...(decl.continuesTo ?? []), ...(decl.calls ?? [])]) {
      if (typeof c === 'object' && 'node' in c) for (const [arg, names] of Object.entries(c.with ?? {})) add(c.node, arg, names);
    }
    // A pre hook that sets node names in the args of what it hooks passes them to each node it is declared on.
    for (const hook of decl.attaches ?? []) {
      if (hook.phase !== 'pre') continue;
      for (const [arg, names] of Object.entries(graph.effectDeclaration(hook.effect)?.with ?? {})) add(hook.node, arg, names);
    }
  };
  for (const node of graph.nodes()) visit(node);
  for (const effect of graph.effectNames()) visit(graph.effectDeclaration(effect) ?? {});
  return out;
}

/** The nodes a declared list allows: by name, or through an `{ arg }` the run's node takes. */
function targets(
  list: readonly Continuation[],
  choice: boolean,
  node: string,
  from: TraceRecord | undefined,
  passed: ReadonlyMap<string, ReadonlySet<string>>,
  graph: RuleGraph,
): Set<string> {
  const out = new Set<string>();
  for (const c of list) {
    if (typeof c === 'string') {
      if (!choice) out.add(c);
    } else if ('arg' in c) {
      for (const name of argValues(node, c.arg, c.like, passed, graph)) out.add(name);
      // A pre hook that ran in this very run (started at the queue) may have set the arg.
      for (const h of from?.hooks ?? []) {
        if (h.phase !== 'pre' || h.effect === null || (h.node ?? from!.node) !== node) continue;
        const set = graph.effectDeclaration(h.effect)?.with?.[c.arg];
        if (set !== undefined) for (const name of namesOf(set)) out.add(name);
      }
    } else if ((c.choice === true) === choice) out.add(c.node);
  }
  return out;
}

function argValues(
  node: string,
  arg: string,
  like: string | undefined,
  passed: ReadonlyMap<string, ReadonlySet<string>>,
  graph: RuleGraph,
  seen = new Set<string>(),
): Set<string> {
  const out = new Set(passed.get(`${node}\u0000${arg}`) ?? []);
  if (like !== undefined && !seen.has(like) && graph.hasNode(like)) {
    seen.add(node);
    for (const c of [...(graph.node(like).continuesTo ?? []), ...(graph.node(like).calls ?? [])]) {
      if (typeof c === 'object' && 'arg' in c && c.arg === arg)
        for (const name of argValues(like, arg, c.like, passed, graph, seen)) if (name !== node) out.add(name);
    }
  }
  return out;
}

/** A body that ran after a mask, or as another node than the run's, needs a mask that declares it becomes that node. */
function checkBecomes(graph: RuleGraph, via: TraceSource, from: TraceRecord, undeclared: Set<string>): void {
  if (via.phase !== 'body' || via.effect != null) return;
  const masks = from.hooks.filter((h) => h.phase === 'mask');
  if (masks.length === 0 && via.node === from.node) return;
  const declared = masks.some((h) => h.effect !== null && (graph.effectDeclaration(h.effect)?.becomes ?? []).includes(via.node));
  if (!declared) {
    const which = masks.length === 0 ? 'no mask ran' : masks.map((h) => `mask "${h.key}"`).join(', ');
    undeclared.add(
      `the body of "${via.node}" ran in a run of "${from.node}" after ${which}, which does not declare it becomes "${via.node}"`,
    );
  }
}
