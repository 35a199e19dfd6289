// The picture of a game as data: the boxes (start, end, nodes, hooks, cards) reachable from its
// start through what nodes and effects declare, the edges between them, and the groups by origin.
// mermaid.ts draws it; nothing here knows Mermaid.
import { cardAbilityFlows } from '../card-text/card-flows.js';
import { LIFETIMES_KEY } from '../card-text/lifetimes.js';
import { TOKENS_KEY } from '../nodes/tokens.js';
import type { CardPack, PackHook } from '../packs/pack.js';
import { keyMatches, namesOf } from '../graph/flow.js';
import type { RuleGraph } from '../graph/graph.js';
import type { Continuation, EffectDeclaration, HookDeclaration, HookInfo, NodeDefinition, Phase } from '../graph/types.js';

/** What a box stands for. */
export type BoxKind = 'start' | 'end' | 'node' | 'hook' | 'mask' | 'card';

/** One box of the picture. */
export interface FlowBox {
  id: string;
  kind: BoxKind;
  /** The name it shows first: the node, the hook's key, the card's name. */
  title: string;
  /** The origin group it is drawn in (undefined: outside every group: start and end). */
  group: string | undefined;
  /** Node boxes: the node; hook boxes: the node hooked. */
  node?: string;
  phase?: Phase;
  /** Node boxes: masks attached from the start, drawn inside the box whose body they replace. */
  masks?: { key: string; thenBody: boolean }[];
  /** A node whose body a mask attached from the start always replaces. */
  replaced?: boolean;
  /** Hooks that nodes or cards may attach during play: who attaches them (card names, or nodes). */
  by?: string[];
  /** A hook attached now that nothing declares attaching: its owner, if it has one. */
  owner?: string;
  /** A mask's box: the mask turns the event back into its own node, whose body then runs. */
  thenBody?: boolean;
  /** A possible hook attached right now (a game under way). */
  attached?: boolean;
  /** Card boxes: the trigger of the ability. */
  trigger?: string;
  /** Leaf nodes this box calls, listed in its label rather than drawn as boxes of their own. */
  calls?: string[];
}

/**
 * How one box leads to another: queued (`next`), run nested (`call`), reached
 * through a decision (`choice`), through a node name in an arg (`arg`), a hook
 * on its node (`hook`, `mask`), a card's ability resolving (`resolves`), an
 * attach, a mask becoming another node, the start and the end.
 */
export type EdgeKind =
  'start' | 'next' | 'call' | 'choice' | 'arg' | 'hook' | 'mask' | 'resolves' | 'attaches' | 'becomes' | 'end';

/** One edge of the picture. */
export interface FlowEdge {
  from: string;
  to: string;
  kind: EdgeKind;
  label?: string;
  /** Driven by a card: from a card's ability or a hook a card attaches. */
  card?: boolean;
}

/** A group of boxes by origin: the library, the game itself, or one card pack. */
export interface FlowGroup {
  name: string;
  kind: 'library' | 'game' | 'pack';
  ids: string[];
}

/** The whole picture as data. */
export interface FlowModel {
  boxes: FlowBox[];
  edges: FlowEdge[];
  groups: FlowGroup[];
  /** The box showing each hook: its own, or for a mask drawn inside its node, the node's. */
  hooks: { node: string; phase: Phase; key: string; id: string }[];
  /** The box showing each node drawn; a leaf folded into its callers' labels has none. */
  nodes: Record<string, string>;
  /** Each leaf listed in its callers' labels, with the boxes that list it (through other folded leaves too). */
  folded: Record<string, string[]>;
  /** The card boxes of each effect a card's ability names. */
  cards: Record<string, string[]>;
}

/** What the model is built from besides the graph. */
export interface FlowInput {
  /** Start nodes; empty: every node is drawn, with no start. */
  start: readonly string[];
  /** Hooks attached now (when the game starts, or in a game under way). */
  hooks: readonly HookInfo[];
  /** The card packs of the game, in load order. */
  packs: readonly CardPack[];
  /** Tells the library's own nodes (drawn as the library's) from the game's. */
  library: (node: NodeDefinition) => boolean;
}

/** What draws an edge: a box, the node whose args it reads, and whether a card drives it. */
type Source = { box: string; node: string; card: boolean };

/**
 * Builds the picture of a game: boxes reachable from its start through the
 * declared flow of nodes, hooks and card abilities, grouped by origin; masks
 * attached from the start drawn inside their node; nodes that are only called
 * and lead nowhere listed in their callers' labels.
 *
 * @example
 * const model = gameFlow(graph, { start: ['war.begin'], hooks: engine.hooks(), packs: warGame.packs(), library });
 */
export function gameFlow(graph: RuleGraph, input: FlowInput): FlowModel {
  const game = graph.id.split('+')[0]!;
  // A node's box is numbered when it is first reached, not by its place in the graph: a picture's text then
  // depends only on what it draws, so a node the game registers but never reaches (a standard node it does not
  // use) changes nothing in it.
  const nodeIds = new Map<string, string>();
  const boxes = new Map<string, FlowBox>();
  const edges = new Map<string, FlowEdge>();
  const work: (() => void)[] = [];
  const hooks: FlowModel['hooks'] = [];
  const hookBoxes = new Map<string, FlowBox>(); // by node, phase, key
  const passed = new Map<string, Map<string, { name: string; card: boolean }[]>>(); // node -> arg -> names
  const argEdges: { source: Source; arg: string; like: string | undefined }[] = [];
  let cards = 0;
  let hookCount = 0;
  const cardsOf: Record<string, string[]> = {};

  const packOfNode = (name: string) => input.packs.find((p) => p.nodes.some((n) => n.name === name));
  const nodeGroup = (name: string): string => (input.library(graph.node(name)) ? 'library' : (packOfNode(name)?.name ?? game));

  const edge = (e: FlowEdge): void => {
    const id = `${e.from}\u0000${e.to}\u0000${e.kind}\u0000${e.label ?? ''}`;
    const seen = edges.get(id);
    if (seen === undefined) edges.set(id, e);
    else if (seen.card === true && e.card !== true) seen.card = false; // the rules draw it anyway
  };

  const nodeBox = (name: string): string => {
    let id = nodeIds.get(name);
    if (id === undefined) {
      id = `n${nodeIds.size + 1}`;
      nodeIds.set(name, id);
      boxes.set(id, { id, kind: 'node', title: name, group: nodeGroup(name), node: name });
      work.push(() => visitNode(name));
    }
    return id;
  };

  /** A hook's box, next to its node (in its node's group); a mask attached from the start goes inside the node's box. */
  const hookBox = (node: string, phase: Phase, key: string, effect: string | undefined, by: string[] | undefined): string => {
    const at = `${node}\u0000${phase}\u0000${key}`;
    const seen = hookBoxes.get(at);
    if (seen !== undefined) return seen.id;
    const target = nodeBox(node);
    const decl = effect === undefined ? undefined : graph.effectDeclaration(effect);
    if (phase === 'mask' && by === undefined) {
      const box = boxes.get(target)!;
      (box.masks ??= []).push({ key, thenBody: (decl?.becomes ?? []).includes(node) });
      hookBoxes.set(at, box);
      hooks.push({ node, phase, key, id: target });
      work.push(() => visitEffect({ box: target, node, card: false }, decl, box));
      return target;
    }
    const possible = by !== undefined;
    const box: FlowBox = {
      id: `h${++hookCount}`,
      kind: phase === 'mask' ? 'mask' : 'hook',
      title: key,
      group: nodeGroup(node),
      node,
      phase,
    };
    if (possible) box.by = by;
    hookBoxes.set(at, box);
    boxes.set(box.id, box);
    hooks.push({ node, phase, key, id: box.id });
    // Pre hooks sit before their node, post hooks and masks after it: the event goes through them in that order.
    if (phase === 'pre') edge({ from: box.id, to: target, kind: 'hook', card: possible });
    else edge({ from: target, to: box.id, kind: phase === 'mask' ? 'mask' : 'hook', card: possible });
    work.push(() => visitEffect({ box: box.id, node, card: possible }, decl, box));
    return box.id;
  };

  /** A node whose body a mask attached from the start replaces, every time, for good. */
  const bodyReplaced = (name: string): boolean =>
    input.hooks.some((h) => {
      if (h.node !== name || h.phase !== 'mask') return false;
      const spec = packHook(input.packs, h)?.spec;
      const lasting =
        spec !== undefined && spec.applies === undefined && (spec.lifetime === undefined || spec.lifetime === 'permanent');
      return lasting && !(graph.effectDeclaration(h.effect ?? '')?.becomes ?? []).includes(name);
    });

  const visitNode = (name: string): void => {
    const def = graph.node(name);
    const id = nodeIds.get(name)!;
    if (bodyReplaced(name)) boxes.get(id)!.replaced = true;
    else visitFlow({ box: id, node: name, card: false }, def);
    if (def.resolves === undefined) return;
    // Whatever cards the game holds, each ability resolves here: one box per ability, its effect's flow from there.
    // A static ability is drawn as its card too, with the hooks it holds while in its zones.
    for (const pack of input.packs) {
      for (const card of pack.cards) {
        for (const ability of cardAbilityFlows(card)) {
          const cardId = `c${++cards}`;
          boxes.set(cardId, { id: cardId, kind: 'card', title: card.name, trigger: ability.trigger, group: pack.name });
          if (ability.effect !== undefined) {
            (cardsOf[ability.effect] ??= []).push(cardId);
            edge({ from: id, to: cardId, kind: 'resolves', card: true });
          }
          const decl =
            ability.effect !== undefined ? (graph.effectDeclaration(ability.effect) ?? {}) : { attaches: ability.hooks };
          work.push(() => visitFlow({ box: cardId, node: name, card: true }, decl, card.name));
        }
      }
    }
  };

  const visitEffect = (source: Source, decl: EffectDeclaration | undefined, box: FlowBox): void => {
    if (decl === undefined) return;
    visitFlow(source, decl);
    for (const [arg, names] of Object.entries(decl.with ?? {})) pass(source.node, arg, names, source.card);
    for (const name of decl.becomes ?? []) {
      if (name !== box.node) edge({ from: box.id, to: nodeBox(name), kind: 'becomes', card: source.card });
      else if (box.kind === 'mask') box.thenBody = true;
    }
  };

  const visitFlow = (source: Source, decl: EffectDeclaration, card?: string): void => {
    const follow = (list: readonly Continuation[] | undefined, kind: 'next' | 'call'): void => {
      for (const c of list ?? []) {
        if (typeof c === 'string') edge({ from: source.box, to: nodeBox(c), kind, card: source.card });
        else if ('arg' in c) argEdges.push({ source, arg: c.arg, like: c.like });
        else {
          edge({ from: source.box, to: nodeBox(c.node), kind: c.choice === true ? 'choice' : kind, card: source.card });
          for (const [arg, names] of Object.entries(c.with ?? {})) pass(c.node, arg, names, source.card);
        }
      }
    };
    follow(decl.continuesTo, 'next');
    follow(decl.calls, 'call');
    for (const hook of decl.attaches ?? []) {
      // create-card's tokens hook is the card layer's own post hook on move-card, left out as the lifetimes one is.
      if (hook.key === TOKENS_KEY) continue;
      const by = card !== undefined ? [card] : cardsLeadingTo(source.node);
      const id = hookBox(hook.node, hook.phase, hook.key, hook.effect, by.length > 0 ? by : [source.node]);
      edge({ from: source.box, to: id, kind: 'attaches', card: true });
    }
    if (decl.ends === true) edge({ from: source.box, to: 'e1', kind: 'end', card: source.card });
  };

  const pass = (node: string, arg: string, names: string | readonly string[], card: boolean): void => {
    let args = passed.get(node);
    if (args === undefined) passed.set(node, (args = new Map<string, { name: string; card: boolean }[]>()));
    const list = args.get(arg) ?? [];
    for (const name of namesOf(names)) if (!list.some((p) => p.name === name && p.card === card)) list.push({ name, card });
    args.set(arg, list);
  };

  /** The names a node's arg may hold: what is passed to it, and for `like`, what the other node's arg holds. */
  const argValues = (
    node: string,
    arg: string,
    like: string | undefined,
    seen = new Set<string>(),
  ): { name: string; card: boolean }[] => {
    const out = [...(passed.get(node)?.get(arg) ?? [])];
    if (like !== undefined && !seen.has(like)) {
      seen.add(node);
      const other = [...(graph.node(like).continuesTo ?? []), ...(graph.node(like).calls ?? [])].find(
        (c): c is { arg: string; like?: string } => typeof c === 'object' && 'arg' in c && c.arg === arg,
      );
      for (const v of argValues(like, arg, other?.like, seen)) if (v.name !== node) out.push(v);
    }
    return out;
  };

  /** Card names whose abilities continue straight to `node`: a hook that node attaches is that card's doing. */
  const cardsLeadingTo = (node: string): string[] => {
    const names: string[] = [];
    for (const pack of input.packs) {
      for (const card of pack.cards) {
        for (const ability of cardAbilityFlows(card)) {
          if (ability.effect === undefined) continue;
          const decl = graph.effectDeclaration(ability.effect);
          const targets = [...(decl?.continuesTo ?? []), ...(decl?.calls ?? [])].map((c) =>
            typeof c === 'string' ? c : 'node' in c ? c.node : undefined,
          );
          if (targets.includes(node) && !names.includes(card.name)) names.push(card.name);
        }
      }
    }
    return names;
  };

  // The start, the hooks attached when the game starts, then everything reachable.
  boxes.set('e1', { id: 'e1', kind: 'end', title: 'end', group: undefined });
  if (input.start.length > 0) boxes.set('s1', { id: 's1', kind: 'start', title: 'start', group: undefined });
  for (const name of input.start.length > 0 ? input.start : graph.nodes().map((n) => n.name)) {
    const id = nodeBox(name);
    if (input.start.length > 0) edge({ from: 's1', to: id, kind: 'start' });
  }
  const declared = declaredAttaches(graph);
  const isDeclared = (h: HookInfo): boolean =>
    declared.some((d) => d.node === h.node && d.phase === h.phase && d.effect === h.effect && keyMatches(d.key, h.key));
  // A hook some node or card attaches is drawn where that is reached (and marked attached now); the others here.
  // The card layer's own post hooks on move-card, which keep hooks bound to zones and end tokens that leave theirs,
  // are not drawn: what they do is the cards', and a box on move-card would unfold it into every caller.
  const hooksShown = input.hooks.filter((h) => h.key !== LIFETIMES_KEY && h.key !== TOKENS_KEY);
  for (const h of hooksShown) {
    if (isDeclared(h)) continue;
    const id = hookBox(h.node, h.phase, h.key, h.effect, undefined);
    const box = boxes.get(id)!;
    if (h.owner !== undefined && box.kind !== 'node') box.owner = h.owner;
  }
  for (;;) {
    while (work.length > 0) work.shift()!();
    const before = edges.size;
    for (const a of argEdges) {
      for (const v of argValues(a.source.node, a.arg, a.like)) {
        edge({ from: a.source.box, to: nodeBox(v.name), kind: 'arg', label: a.arg, card: a.source.card || v.card });
      }
    }
    if (work.length === 0 && edges.size === before) break;
  }
  for (const h of hooksShown) {
    if (!isDeclared(h)) continue;
    for (const box of hookBoxes.values())
      if (box.by !== undefined && box.node === h.node && box.phase === h.phase && keyMatches(box.title, h.key))
        box.attached = true;
  }
  if (![...edges.values()].some((e) => e.kind === 'end')) boxes.delete('e1');
  const { nodes, folded } = foldLeaves(boxes, edges);
  return {
    boxes: [...boxes.values()],
    edges: [...edges.values()],
    groups: groupsOf([...boxes.values()], input.packs, game),
    hooks,
    nodes,
    folded,
    cards: cardsOf,
  };
}

/**
 * Nodes that are only ever called and lead nowhere (move-card, score, shuffle...) are listed in
 * their callers' labels instead of drawn: one box with a dozen edges into it would cross the
 * whole picture. A node with hooks, a start, or anything going out keeps its box.
 */
function foldLeaves(
  boxes: Map<string, FlowBox>,
  edges: Map<string, FlowEdge>,
): { nodes: Record<string, string>; folded: Record<string, string[]> } {
  const folded: Record<string, string[]> = {};
  for (let again = true; again;) {
    again = false;
    for (const box of boxes.values()) {
      if (box.kind !== 'node' || box.masks !== undefined) continue;
      const touching = [...edges.values()].filter((e) => e.from === box.id || e.to === box.id);
      if (touching.length === 0 || !touching.every((e) => e.to === box.id && e.kind === 'call')) continue;
      const callers: string[] = [];
      for (const [id, e] of edges) {
        if (e.to !== box.id) continue;
        const caller = boxes.get(e.from)!;
        if (!(caller.calls ??= []).includes(box.node!)) caller.calls.push(box.node!);
        if (!callers.includes(caller.id)) callers.push(caller.id);
        edges.delete(id);
      }
      // Leaves folded into this box before are now shown by its callers.
      for (const name of Object.keys(folded)) {
        if (!folded[name]!.includes(box.id)) continue;
        folded[name] = [...new Set(folded[name]!.flatMap((id) => (id === box.id ? callers : [id])))];
      }
      folded[box.node!] = callers;
      boxes.delete(box.id);
      again = true;
    }
  }
  const nodes: Record<string, string> = {};
  for (const box of boxes.values()) if (box.kind === 'node') nodes[box.node!] = box.id;
  return { nodes, folded };
}

/** Every hook some node or effect declares it attaches. */
function declaredAttaches(graph: RuleGraph): HookDeclaration[] {
  const out: HookDeclaration[] = [];
  for (const node of graph.nodes()) out.push(...(node.attaches ?? []));
  for (const effect of graph.effectNames()) out.push(...(graph.effectDeclaration(effect)?.attaches ?? []));
  return out;
}

function packHook(packs: readonly CardPack[], h: { node: string; phase: Phase; key: string }): PackHook | undefined {
  for (const pack of packs) {
    const found = pack.hooks.find((p) => p.node === h.node && p.phase === h.phase && p.spec.key === h.key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Groups in order: the library, the game's own, then each pack in load order; empty ones left out. */
function groupsOf(boxes: readonly FlowBox[], packs: readonly CardPack[], game: string): FlowGroup[] {
  const order: FlowGroup[] = [{ name: 'library', kind: 'library', ids: [] }];
  if (!packs.some((p) => p.name === game)) order.push({ name: game, kind: 'game', ids: [] });
  for (const pack of packs) order.push({ name: pack.name, kind: 'pack', ids: [] });
  for (const box of boxes) if (box.group !== undefined) order.find((g) => g.name === box.group)?.ids.push(box.id);
  return order.filter((g) => g.ids.length > 0);
}
