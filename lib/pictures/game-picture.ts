import { RESOLVE_ABILITY } from '../card-text/abilities.js';
import { moveCardNode } from '../nodes/move-card.js';
import type { CardPack } from '../packs/pack.js';
import { Engine } from '../graph/engine.js';
import { RuleGraph } from '../graph/graph.js';
import type { NodeDefinition } from '../graph/types.js';
import { standardNodes } from '../nodes/index.js';
import { drawMermaid } from './draw-mermaid.js';
import { gameFlow } from './game-flow.js';
import type { GamePicture } from './picture-model.js';

/**
 * What to draw besides the graph.
 *
 * @example
 * const options: PictureOptions = { start: 'war.begin', packs: warGame.packs([twist]) };
 */
export interface PictureOptions {
  /** The node or nodes the game starts with. Default: what the engine has queued; for a graph, none (every node is drawn). */
  start?: string | readonly string[];
  /** The game's card packs in load order (a card game's `game.packs(extra)`): origins by pack, cards by name. */
  packs?: readonly CardPack[];
  /** Draw the legend (default true). */
  legend?: boolean;
}

/** The library's own nodes, coloured apart from the game's: the very definitions, not their names, which a game may reuse. */
const LIBRARY: ReadonlySet<NodeDefinition> = new Set<NodeDefinition>([moveCardNode, ...standardNodes]);

/** resolve-ability is made per graph (it looks effects up in its graph): known by its name and its `resolves`. */
function isLibraryNode(node: NodeDefinition): boolean {
  return LIBRARY.has(node) || (node.name === RESOLVE_ABILITY && typeof node.resolves === 'function');
}

/**
 * Draws a game as a Mermaid flowchart that reads at a page's width: the
 * nodes reachable from its start through what nodes and effects declare
 * (queued, called, through a decision, through a node named in an arg), by
 * origin (the library, the game, each card pack); masks attached from the
 * start inside the node whose body they replace; other hooks beside their
 * node; each pack's cards, with what their abilities do and the hooks they
 * may attach; nodes that are only called and lead nowhere listed in their
 * callers; the start, the end and a legend. Returns the text with the ids of
 * the boxes, for pages that highlight them.
 *
 * @example
 * const picture = gamePicture(warGame.createEngine({ packs: [twist] }), { packs: warGame.packs([twist]) });
 * picture.nodes['war.reveal']; // 'n13'
 */
export function gamePicture(source: Engine | RuleGraph, options: PictureOptions = {}): GamePicture {
  let graph: RuleGraph;
  if (source instanceof Engine) graph = source.graph;
  else if (source instanceof RuleGraph) graph = source;
  else throw new TypeError(`gamePicture needs a RuleGraph or an Engine, got ${describe(source)}`);
  const { start, packs = [], legend = true } = checkOptions(options);
  graph.checkFlow();
  const first = start ?? (source instanceof Engine ? source.queued().map((inv) => inv.node) : []);
  const starts = [...new Set(typeof first === 'string' ? [first] : first)];
  for (const name of starts) graph.node(name); // an unknown start is refused with a did-you-mean
  const model = gameFlow(graph, {
    start: starts,
    hooks: source instanceof Engine ? source.hooks() : [],
    packs,
    library: isLibraryNode,
  });
  return drawMermaid(model, legend);
}

/**
 * The Mermaid text of {@link gamePicture}: what the CLIs' `--graph` prints.
 *
 * @example
 * console.log(renderMermaid(engine, { packs: warGame.packs([twist]) }));
 */
export function renderMermaid(source: Engine | RuleGraph, options: PictureOptions = {}): string {
  if (!(source instanceof Engine) && !(source instanceof RuleGraph))
    throw new TypeError(`renderMermaid needs a RuleGraph or an Engine, got ${describe(source)}`);
  return gamePicture(source, options).mermaid;
}

function checkOptions(options: PictureOptions): PictureOptions {
  if (options === null || typeof options !== 'object')
    throw new TypeError(`picture options must be an object, got ${describe(options)}`);
  const { start, packs, legend } = options;
  const isName = (s: unknown): boolean => typeof s === 'string' && s !== '';
  if (start !== undefined && !isName(start) && !(Array.isArray(start) && start.every(isName)))
    throw new TypeError(`picture option "start" must be a node name or a list of them, got ${describe(start)}`);
  if (
    packs !== undefined &&
    !(Array.isArray(packs) && packs.every((p) => p !== null && typeof p === 'object' && typeof (p as CardPack).name === 'string'))
  )
    throw new TypeError('picture option "packs" must be the game\'s card packs (game.packs(extra))');
  if (legend !== undefined && typeof legend !== 'boolean')
    throw new TypeError(`picture option "legend" must be true or false, got ${describe(legend)}`);
  return options;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'object') return value.constructor?.name ? `an instance of ${value.constructor.name}` : 'an object';
  return typeof value === 'string' ? JSON.stringify(value) : typeof value;
}
