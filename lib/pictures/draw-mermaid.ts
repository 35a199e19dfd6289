// Draws a game's flow model (game-flow.ts) as Mermaid text for dagre, Mermaid's usual layout, so it
// reads at a page's width. Top to bottom. Rule nodes are coloured by origin, not boxed in subgraphs:
// the flow crosses origins at every step, and subgraphs that edges cross make dagre set the groups
// side by side, measured about twice as wide. Each pack's cards are a subgraph that edges reach only
// as a whole: dagre lays such a block out apart, compact, and the card's name goes on each edge it
// drives. Wide fan-outs wrap into rows, long labels into lines, and the legend hangs at the bottom.
import type { FlowBox, FlowEdge, FlowModel, EdgeKind } from './game-flow.js';
import { fanOutWraps, lowest, wrap, type Link } from './layout-hints.js';
import { mermaidLabel } from './mermaid-label.js';
import type { GamePicture } from './picture-model.js';

const SHAPES: Record<FlowBox['kind'], [string, string]> = {
  start: ['([', '])'],
  end: ['([', '])'],
  node: ['[', ']'],
  hook: ['{{', '}}'],
  mask: ['[/', '/]'],
  card: ['(', ')'],
};

/** Thick arrows for what is queued (the game's flow), thin for calls, dotted for what hangs on a node. */
const ARROWS: Record<EdgeKind, string> = {
  start: '==>',
  next: '==>',
  choice: '==>',
  call: '-->',
  arg: '-.->',
  hook: '-.-',
  mask: '-.-',
  resolves: '-.->',
  attaches: '-.->',
  becomes: '-.->',
  end: '==>',
};

/** Fill and stroke by origin: the library grey, then the game and each pack in turn. */
const LIBRARY_COLOURS: readonly [string, string] = ['#f1f1f1', '#777777'];
const ORIGIN_COLOURS: readonly (readonly [string, string])[] = [
  ['#eef2ff', '#4c5fd5'],
  ['#e8f5e9', '#2e7d32'],
  ['#f3e5f5', '#7b1fa2'],
  ['#e0f7fa', '#00838f'],
  ['#fce4ec', '#ad1457'],
  ['#fffde7', '#9e9d24'],
];

/** Node names passed in args dashed; what cards drive dotted and gold. */
const DASHED = 'stroke-dasharray:7 4';
const CARD_DRIVEN = 'stroke:#b58900,stroke-dasharray:2 3';

/** Cards in a row of a pack's block. */
const CARD_COLUMNS = 3;

const CONFIG = [
  '---',
  'config:',
  // Liberation Sans has Arial's metrics: the widths measured here are what a reader with Arial or Helvetica sees.
  "  fontFamily: 'Liberation Sans, Arial, Helvetica, sans-serif'",
  // Labels as SVG text, not HTML: an SVG shown as an image (a README's) then needs nothing a browser may withhold.
  '  htmlLabels: false',
  // Some shapes (the start's, the end's) are drawn through random points unless seeded: seeded, the same picture gives the same SVG.
  '  handDrawnSeed: 1',
  '  flowchart:',
  '    curve: basis',
  '    nodeSpacing: 4',
  '    rankSpacing: 30',
  '    padding: 4',
  '    subGraphTitleMargin:',
  '      top: 4',
  '      bottom: 8',
  '---',
  'flowchart TD',
];

interface Origin {
  name: string;
  fill: string;
  stroke: string;
}

/**
 * The Mermaid text of a flow model, with the box ids of its nodes and hooks.
 *
 * @example drawMermaid(gameFlow(graph, input), true).mermaid; // '---\nconfig: ...'
 */
export function drawMermaid(model: FlowModel, legend: boolean): GamePicture {
  const lines = [...CONFIG];
  const byId = new Map(model.boxes.map((b) => [b.id, b]));
  const cards = new Map<string, FlowBox[]>(); // by pack
  for (const b of model.boxes) {
    if (b.kind === 'card') cards.set(b.group!, [...(cards.get(b.group!) ?? []), b]);
    else if (b.kind !== 'start') lines.push(`  ${boxLine(b)}`);
  }
  const blockOf = new Map<string, string>();
  const grid: [string, string][] = [];
  [...cards].forEach(([pack, packCards], i) => {
    const id = `k${i + 1}`;
    lines.push(`  subgraph ${id} [${mermaidLabel(`${pack}: cards`)}]`);
    for (const card of packCards) {
      lines.push(`    ${boxLine(card)}`);
      blockOf.set(card.id, id);
    }
    // A block is laid out left to right (across its parent's direction): a link puts a card beside the one a row before.
    for (let c = CARD_COLUMNS; c < packCards.length; c++) grid.push([packCards[c - CARD_COLUMNS]!.id, packCards[c]!.id]);
    lines.push('  end');
  });

  const all = blockEdges(model.edges, blockOf, byId);
  const edges = all.filter((e) => e.kind !== 'start');
  const styles = new Map<string, number[]>();
  const style = (css: string | undefined, index: number): void => {
    if (css !== undefined) styles.set(css, [...(styles.get(css) ?? []), index]);
  };
  edges.forEach((e, i) => {
    lines.push(`  ${e.from} ${ARROWS[e.kind]}${edgeLabel(e)} ${e.to}`);
    style(e.card === true ? CARD_DRIVEN : e.kind === 'arg' ? DASHED : undefined, i);
  });
  const sources = model.boxes.filter((b) => b.kind !== 'card').map((b) => b.id);
  const wraps = [...grid, ...fanOutWraps(sources, edges)];
  for (const [a, b] of wraps) lines.push(`  ${a} ~~~ ${b}`);
  const origins = originsOf(model);
  if (legend) {
    const links: Link[] = [...all, ...wraps.map(([from, to]) => ({ from, to }))];
    const start = model.boxes.filter((b) => b.kind === 'start').map((b) => b.id);
    legendLines(lines, edges.length + wraps.length, origins, lowest(start, [...byId.keys()], links), style);
  }
  startLines(lines, model.boxes, all);
  for (const [css, indexes] of styles) lines.push(`  linkStyle ${indexes.join(',')} ${css}`);
  lines.push(...classLines(model.boxes, origins, legend));
  return {
    mermaid: lines.join('\n') + '\n',
    nodes: { ...model.nodes },
    folded: Object.fromEntries(Object.entries(model.folded).map(([name, ids]) => [name, [...ids]])),
    cards: Object.fromEntries(Object.entries(model.cards).map(([effect, ids]) => [effect, [...ids]])),
    hooks: model.hooks.map((h) => ({ ...h })),
  };
}

function boxLine(b: FlowBox): string {
  const [open, close] = SHAPES[b.kind];
  return `${b.id}${open}${mermaidLabel(labelOf(b).flatMap(wrap).join('\n'))}${close}`;
}

/** The lines of a box's label. */
function labelOf(b: FlowBox): string[] {
  const out: string[] = [];
  switch (b.kind) {
    case 'start':
    case 'end':
    case 'node':
      out.push(b.title);
      for (const m of b.masks ?? []) out.push(m.thenBody ? `mask ${m.key}, then body` : `mask ${m.key}`);
      break;
    case 'hook':
      out.push(`${b.phase} hook ${b.title}`);
      break;
    case 'mask':
      out.push(`mask ${b.title}`);
      if (b.thenBody === true) out.push('then the body');
      break;
    case 'card':
      out.push(b.title, b.trigger!.startsWith('while ') ? b.trigger! : `when ${b.trigger}`);
      break;
  }
  if (b.by !== undefined) out.push(`by ${b.by.join(', ')}`);
  if (b.owner !== undefined) out.push(`owner ${b.owner}`);
  if (b.calls !== undefined) out.push(`calls ${b.calls.join(', ')}`);
  return out;
}

/** Edges to and from cards become edges to and from their pack's block, the card named on those leaving it. */
function blockEdges(
  edges: readonly FlowEdge[],
  blockOf: ReadonlyMap<string, string>,
  boxes: ReadonlyMap<string, FlowBox>,
): FlowEdge[] {
  const out: FlowEdge[] = [];
  const seen = new Set<string>();
  for (const e of edges) {
    const from = blockOf.get(e.from);
    const to = blockOf.get(e.to);
    const moved: FlowEdge = { ...e, from: from ?? e.from, to: to ?? e.to };
    if (from !== undefined) moved.label = boxes.get(e.from)!.title;
    else if (to !== undefined) moved.label = 'resolves';
    const id = `${moved.from}\u0000${moved.to}\u0000${moved.kind}\u0000${moved.label ?? ''}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(moved);
  }
  return out;
}

function edgeLabel(e: FlowEdge): string {
  if (e.kind === 'choice') return '|choice|';
  if (e.kind === 'becomes') return '|becomes|';
  return e.label === undefined ? '' : `|${mermaidLabel(e.label)}|`;
}

/**
 * The start, in a frame of its own declared last. Mermaid hands dagre the last
 * subgraph first, so the search that decides which edges of a loop point back
 * up begins at the start, and loops read as loops (without it, a card block
 * came first and the card's way back into the flow was taken as the way down).
 */
function startLines(lines: string[], boxes: readonly FlowBox[], edges: readonly FlowEdge[]): void {
  const start = boxes.find((b) => b.kind === 'start');
  if (start === undefined) return;
  lines.push('  subgraph begin [" "]', `    ${boxLine(start)}`, '  end', '  style begin fill:none,stroke:none');
  for (const e of edges) if (e.kind === 'start') lines.push(`  begin ==> ${e.to}`);
}

/** The origins drawn, in the order of the model's groups, each with its colours. */
function originsOf(model: FlowModel): Origin[] {
  let next = 0;
  return model.groups.map((g) => {
    const [fill, stroke] = g.kind === 'library' ? LIBRARY_COLOURS : ORIGIN_COLOURS[next++ % ORIGIN_COLOURS.length]!;
    return { name: originName(g.name)!, fill, stroke };
  });
}

function originName(group: string | undefined): string | undefined {
  return group === 'library' ? 'cardweave library' : group;
}

function legendLines(
  lines: string[],
  first: number,
  origins: readonly Origin[],
  anchor: string | undefined,
  style: (css: string | undefined, index: number) => void,
): void {
  lines.push(
    '  subgraph legend [Legend]',
    '    direction LR',
    '    l1[node] ==>|queues| l2[node]',
    '    l3[node] -->|calls| l4[node]',
    `    l5[node] -.->|${mermaidLabel('then: node named in an arg')}| l6[node]`,
    `    l7(${mermaidLabel('card')}) -.->|${mermaidLabel('card-driven')}| l8{{${mermaidLabel('hook it may attach')}}}`,
    `    l9[${mermaidLabel('node\nmask: body replaced')}] ~~~ l10{{${mermaidLabel('hook from the start')}}}`,
  );
  origins.forEach((o, i) => lines.push(`    o${i + 1}[${mermaidLabel(o.name)}]`));
  for (let i = 1; i < origins.length; i++) lines.push(`    o${i} ~~~ o${i + 1}`);
  lines.push('  end');
  style(DASHED, first + 2);
  style(CARD_DRIVEN, first + 3);
  if (anchor !== undefined) lines.push(`  ${anchor} ~~~ legend`);
}

function classLines(boxes: readonly FlowBox[], origins: readonly Origin[], legend: boolean): string[] {
  const of = (test: (b: FlowBox) => boolean): string[] => boxes.filter(test).map((b) => b.id);
  const out: string[] = [];
  // For one property, a later class line wins over an earlier one: origins first, what marks a box after.
  origins.forEach((o, i) => {
    out.push(`  classDef origin${i + 1} fill:${o.fill},stroke:${o.stroke},color:#1a1a2e`);
    const ids = of((b) => b.kind === 'node' && originName(b.group) === o.name);
    if (legend) ids.push(`o${i + 1}`);
    if (ids.length > 0) out.push(`  class ${ids.join(',')} origin${i + 1}`);
  });
  if (legend) out.push('  classDef sample fill:#fff,stroke:#555,color:#1a1a2e', '  class l1,l2,l3,l4,l5,l6,l9 sample');
  out.push(
    '  classDef masked stroke:#c2410c,stroke-width:2px',
    '  classDef hook fill:#fff3cd,stroke:#b58900,color:#3d2f00',
    '  classDef mask fill:#ffe0cc,stroke:#c2410c,color:#431407',
    '  classDef possible stroke-dasharray:3 3',
    '  classDef card fill:#fffaf0,stroke:#b58900,color:#3d2f00',
    '  classDef terminal fill:#222,stroke:#222,color:#fff',
  );
  const sample = (...ids: string[]): string[] => (legend ? ids : []);
  const classes: [string, string[]][] = [
    ['masked', [...of((b) => b.masks !== undefined), ...sample('l9')]],
    ['hook', [...of((b) => b.kind === 'hook'), ...sample('l8', 'l10')]],
    ['mask', of((b) => b.kind === 'mask')],
    ['possible', [...of((b) => b.by !== undefined && b.attached !== true && b.kind !== 'node'), ...sample('l8')]],
    ['card', [...of((b) => b.kind === 'card'), ...sample('l7')]],
    ['terminal', of((b) => b.kind === 'start' || b.kind === 'end')],
  ];
  for (const [name, ids] of classes) if (ids.length > 0) out.push(`  class ${ids.join(',')} ${name}`);
  return out;
}
