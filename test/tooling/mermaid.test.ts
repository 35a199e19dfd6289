import test from 'ava';
import { defineNode, DefinitionError, mermaidLabel, renderMermaid, RuleGraph } from '../../lib/index.js';
import { demoEngine, demoGraph } from './_demo-game.js';

const GRAPH_ONLY = `flowchart TD
  n1["deal"]
  n2["turn"]
  n3["draw"]
  n4["score"]
  n1 --> n2
  n2 --> n2
  n2 --> n4
  n2 --> n3
`;

test('a graph renders as its nodes in registration order and one arrow per declared continuation', (t) => {
  t.is(renderMermaid(demoGraph()), GRAPH_ONLY);
});

test('an engine without hooks renders exactly as its graph', (t) => {
  t.is(renderMermaid(demoEngine()), GRAPH_ONLY);
});

test('an engine renders each attached hook with phase, key and owner, by node order then phase, whatever the attach order', (t) => {
  const engine = demoEngine();
  engine.attach('draw', 'post', { key: 'count', effect: 'noop' });
  engine.attach('turn', 'post', { key: 'tick', effect: 'noop', owner: 'c2' });
  engine.attach('draw', 'pre', { key: 'peek', effect: 'noop', owner: 'c1' });
  engine.attach('draw', 'pre', { key: 'first', effect: 'noop', priority: 5 });
  t.is(
    renderMermaid(engine),
    GRAPH_ONLY +
      `  h1{{"post hook: tick<br/>owner: c2"}}
  h1 -.-> n2
  h2{{"pre hook: first"}}
  h2 -.-> n3
  h3{{"pre hook: peek<br/>owner: c1"}}
  h3 -.-> n3
  h4{{"post hook: count"}}
  h4 -.-> n3
  classDef hook fill:#fff3cd,stroke:#b58900
  class h1,h2,h3,h4 hook
`,
  );
});

test('a detached hook leaves the picture', (t) => {
  const engine = demoEngine();
  engine.attach('draw', 'pre', { key: 'peek', effect: 'noop' });
  engine.detach('draw', 'pre', 'peek');
  t.is(renderMermaid(engine), GRAPH_ONLY);
});

test('labels escape quotes, angle brackets, hashes and newlines; ids stay n1, n2 whatever the names', (t) => {
  const graph = new RuleGraph({ id: 'odd' }).define(
    defineNode({ name: 'say "hi" <b>', description: 'x', continuesTo: ['end'], body: () => {} }),
    defineNode({ name: 'end', description: 'Mermaid keyword as a name.', body: () => {} }),
  );
  graph.effect('noop', () => undefined);
  t.is(renderMermaid(graph), 'flowchart TD\n  n1["say #quot;hi#quot; #lt;b#gt;"]\n  n2["end"]\n  n1 --> n2\n');
  t.is(mermaidLabel('#1 "a"\nb\r\nc'), '"#35;1 #quot;a#quot;<br/>b<br/>c"');
});

test('the internal replacement node is never drawn', (t) => {
  t.false(renderMermaid(demoGraph()).includes('cardweave.resolve-replacement'));
});

test('a continuation to an undefined node is refused, naming both nodes', (t) => {
  const graph = new RuleGraph({ id: 'typo' }).define(
    defineNode({ name: 'draw', description: 'x', continuesTo: ['scor'], body: () => {} }),
    defineNode({ name: 'score', description: 'x', body: () => {} }),
  );
  const error = t.throws(() => renderMermaid(graph), { instanceOf: DefinitionError });
  t.is(error.message, 'Node "draw" continues to unknown node "scor" (did you mean "score"?)');
});

test('anything but a graph or an engine is refused', (t) => {
  t.is(
    t.throws(() => renderMermaid({} as never), { instanceOf: TypeError }).message,
    'renderMermaid needs a RuleGraph or an Engine, got an instance of Object',
  );
  t.is(
    t.throws(() => renderMermaid(null as never), { instanceOf: TypeError }).message,
    'renderMermaid needs a RuleGraph or an Engine, got null',
  );
});
