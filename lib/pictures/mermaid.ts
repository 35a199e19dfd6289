import { Engine } from '../graph/engine.js';
import { DefinitionError } from '../graph/errors.js';
import { RESOLVE_REPLACEMENT, RuleGraph } from '../graph/graph.js';
import { didYouMean } from '../graph/suggest.js';
import { targetOf } from '../graph/flow.js';
import type { Phase } from '../graph/types.js';

const PHASE_ORDER: readonly Phase[] = ['pre', 'mask', 'post'];

/**
 * Renders a game's rule graph as a Mermaid flowchart: one box per node, an
 * arrow per declared continuation and, when given an engine, one box per hook
 * attached right now (key, phase, owner) pointing at its node. The output
 * depends only on the graph's registration order and the hooks' run order, so
 * it can be compared byte for byte (the README checks it against `--graph`).
 *
 * @example
 * console.log(renderMermaid(engine)); // flowchart TD ... n2 --> n3 ...
 */
export function renderMermaid(source: Engine | RuleGraph): string {
  let graph: RuleGraph;
  if (source instanceof Engine) graph = source.graph;
  else if (source instanceof RuleGraph) graph = source;
  else throw new TypeError(`renderMermaid needs a RuleGraph or an Engine, got ${describe(source)}`);

  const nodes = graph.nodes();
  // Ids are positions, not names: names may hold characters Mermaid reads as syntax, and "end" is a keyword.
  const ids = new Map(nodes.map((n, i) => [n.name, `n${i + 1}`]));
  const lines = ['flowchart TD'];
  for (const node of nodes) lines.push(`  ${ids.get(node.name)!}[${mermaidLabel(node.name)}]`);
  for (const node of nodes) {
    for (const target of new Set([...(node.continuesTo ?? []), ...(node.calls ?? [])].map(targetOf).filter((t): t is string => t !== undefined))) {
      if (target === RESOLVE_REPLACEMENT) continue;
      const to = ids.get(target);
      if (to === undefined) {
        const known = nodes.map((n) => n.name);
        throw new DefinitionError('node-continues-to-unknown', `Node "${node.name}" continues to unknown node "${target}"${didYouMean(target, known)}`);
      }
      lines.push(`  ${ids.get(node.name)!} --> ${to}`);
    }
  }
  if (source instanceof Engine) lines.push(...hookLines(source, ids));
  return lines.join('\n') + '\n';
}

/** One box and one dotted arrow per attached hook, ordered by node registration, then phase, then run order. */
function hookLines(engine: Engine, ids: ReadonlyMap<string, string>): string[] {
  const order = [...ids.keys()];
  const hooks = engine
    .hooks()
    .filter((h) => ids.has(h.node))
    .map((h, i) => ({ h, i }))
    .sort(
      (a, b) =>
        order.indexOf(a.h.node) - order.indexOf(b.h.node) ||
        PHASE_ORDER.indexOf(a.h.phase) - PHASE_ORDER.indexOf(b.h.phase) ||
        a.i - b.i,
    )
    .map(({ h }) => h);
  if (hooks.length === 0) return [];
  const lines: string[] = [];
  hooks.forEach((h, i) => {
    const text = `${h.phase} hook: ${h.key}` + (h.owner === undefined ? '' : `\nowner: ${h.owner}`);
    lines.push(`  h${i + 1}{{${mermaidLabel(text)}}}`);
    lines.push(`  h${i + 1} -.-> ${ids.get(h.node)!}`);
  });
  lines.push('  classDef hook fill:#fff3cd,stroke:#b58900');
  lines.push(`  class ${hooks.map((_, i) => `h${i + 1}`).join(',')} hook`);
  return lines;
}

/**
 * Quotes text as a Mermaid label. Mermaid reads `"` as the label's end and
 * `#name;` as an entity, and renders labels as HTML, so those characters are
 * written as entity codes; a newline becomes a line break.
 *
 * @example mermaidLabel('say "hi"') // '"say #quot;hi#quot;"'
 */
export function mermaidLabel(text: string): string {
  const escaped = text
    .replace(/#/g, '#35;')
    .replace(/"/g, '#quot;')
    .replace(/</g, '#lt;')
    .replace(/>/g, '#gt;')
    .replace(/\r?\n/g, '<br/>');
  return `"${escaped}"`;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'object') return value.constructor?.name ? `an instance of ${value.constructor.name}` : 'an object';
  return typeof value;
}
