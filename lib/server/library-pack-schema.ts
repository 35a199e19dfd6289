import { registerCardNodes } from '../card-text/abilities.js';
import { cardPackSchema } from '../packs/pack-schema.js';
import { RuleGraph } from '../graph/graph.js';
import { standardNodes, turnStructure } from '../nodes/index.js';
import { endTurnNode } from '../nodes/turns/end-turn.js';
import { extraTurnNode } from '../nodes/turns/extra-turn.js';
import { nextTurnNode } from '../nodes/turns/next-turn.js';
import { skipPhaseNode, skipTurnNode } from '../nodes/turns/skip-turn.js';

/**
 * The names of every node the library defines: the card nodes (as
 * `registerCardNodes` registers them), the standard nodes and the turn
 * structure's. Read from the definitions, so a node added to the library
 * is in the schema at the next build.
 *
 * @example
 * libraryNodeNames().includes('extra-turn'); // true
 */
export function libraryNodeNames(): string[] {
  const graph = new RuleGraph({ id: 'cardweave.library-nodes' });
  registerCardNodes(graph);
  const turns = turnStructure({ phases: [{ name: 'main', node: 'cardweave.main' }] });
  const names = new Set(graph.nodes().map((node) => node.name));
  for (const node of [...standardNodes, endTurnNode, extraTurnNode, nextTurnNode, skipTurnNode, skipPhaseNode, ...turns])
    names.add(node.name);
  return [...names].sort();
}

/**
 * The pack schema the package ships (dist/schema/card-pack.schema.json) and
 * `cardweave cards schema` prints without --game: every library node, and
 * any namespaced name for a game's own.
 *
 * @example
 * writeFileSync('card-pack.schema.json', JSON.stringify(libraryPackSchema(), null, 2));
 */
export function libraryPackSchema(): Record<string, unknown> {
  return cardPackSchema({ nodes: libraryNodeNames(), open: true });
}
