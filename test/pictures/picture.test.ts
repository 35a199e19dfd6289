import test from 'ava';
import { defineNode, gamePicture, renderMermaid, RuleGraph } from '../../lib/index.js';
import { DefinitionError } from '../../lib/graph/index.js';
import { mermaidLabel } from '../../lib/pictures/mermaid-label.js';
import { demoEngine, demoGraph } from '../tooling/_demo-game.js';
import { defineHighLow, highLow, luckyPack } from './_card-game.js';

/** The Mermaid config every picture starts with: Arial's metrics, dagre's spacing kept tight for a page. */
const HEADER = `---
config:
  fontFamily: 'Liberation Sans, Arial, Helvetica, sans-serif'
  htmlLabels: false
  handDrawnSeed: 1
  flowchart:
    curve: basis
    nodeSpacing: 4
    rankSpacing: 30
    padding: 4
    subGraphTitleMargin:
      top: 4
      bottom: 8
---
flowchart TD
`;

/** The class definitions every picture ends with, after its origins. */
const MARKS = `  classDef masked stroke:#c2410c,stroke-width:2px
  classDef hook fill:#fff3cd,stroke:#b58900,color:#3d2f00
  classDef mask fill:#ffe0cc,stroke:#c2410c,color:#431407
  classDef possible stroke-dasharray:3 3
  classDef card fill:#fffaf0,stroke:#b58900,color:#3d2f00
  classDef terminal fill:#222,stroke:#222,color:#fff
`;

const START = `  subgraph begin [" "]
    s1(["start"])
  end
  style begin fill:none,stroke:none
`;

test('a graph without a start draws every node; a node only called and leading nowhere is listed in its caller', (t) => {
  t.is(
    renderMermaid(demoGraph(), { legend: false }),
    HEADER +
      `  e1(["end"])
  n1["deal"]
  n2["turn<br/>calls draw"]
  n4["score"]
  n1 ==> n2
  n2 ==> n2
  n2 ==> n4
  n4 ==> e1
  classDef origin1 fill:#eef2ff,stroke:#4c5fd5,color:#1a1a2e
  class n1,n2,n4 origin1
` +
      MARKS +
      '  class e1 terminal\n',
  );
});

test('an engine is drawn from what it has queued, with its hooks beside their nodes (pre before, post after) and their owners; a hooked node keeps its box', (t) => {
  const engine = demoEngine();
  engine.attach('draw', 'pre', { key: 'peek', effect: 'noop' });
  engine.attach('turn', 'post', { key: 'tick', effect: 'noop', owner: 'c2' });
  const picture = gamePicture(engine, { legend: false });
  t.is(
    picture.mermaid,
    HEADER +
      `  e1(["end"])
  n1["deal"]
  n2["turn"]
  h1{{"post hook tick<br/>owner c2"}}
  n3["draw"]
  h2{{"pre hook peek"}}
  n4["score"]
  n2 -.- h1
  h2 -.- n3
  n1 ==> n2
  n2 ==> n2
  n2 ==> n4
  n2 --> n3
  n4 ==> e1
` +
      START +
      `  begin ==> n1
  classDef origin1 fill:#eef2ff,stroke:#4c5fd5,color:#1a1a2e
  class n1,n2,n3,n4 origin1
` +
      MARKS +
      `  class h1,h2 hook
  class e1,s1 terminal
`,
  );
  t.deepEqual(picture.nodes, { deal: 'n1', turn: 'n2', draw: 'n3', score: 'n4' });
  t.deepEqual(picture.folded, {});
  t.deepEqual(gamePicture(demoGraph()).folded, { draw: ['n2'] }, 'without its hook, draw is listed in turn, which calls it');
  t.deepEqual(picture.hooks, [
    { node: 'turn', phase: 'post', key: 'tick', id: 'h1' },
    { node: 'draw', phase: 'pre', key: 'peek', id: 'h2' },
  ]);
  engine.detach('draw', 'pre', 'peek');
  t.false(renderMermaid(engine).includes('peek'), 'a detached hook leaves the picture');
});

test('a card game: only what its start reaches, the library apart, compare going where it is told, a choice, and the end', (t) => {
  const picture = gamePicture(highLow.createEngine({ seed: 1 }), { packs: highLow.packs(), legend: false });
  t.is(
    picture.mermaid,
    HEADER +
      `  e1(["end"])
  n1["hl.round<br/>calls draw"]
  n2["compare"]
  n6["hl.award<br/>calls score"]
  n7["hl.again"]
  n9["declare-winner"]
  n1 ==> n2
  n2 -.->|"then"| n6
  n6 ==>|choice| n7
  n7 ==> n1
  n7 ==> n9
  n9 ==> e1
` +
      START +
      `  begin ==> n1
  linkStyle 1 stroke-dasharray:7 4
  classDef origin1 fill:#f1f1f1,stroke:#777777,color:#1a1a2e
  class n2,n9 origin1
  classDef origin2 fill:#eef2ff,stroke:#4c5fd5,color:#1a1a2e
  class n1,n6,n7 origin2
` +
      MARKS +
      '  class e1,s1 terminal\n',
  );
  t.false(picture.mermaid.includes('move-all'), 'library nodes the game never reaches are not drawn');
});

test('a pack: its mask from the start drawn inside the node whose body it replaces, its cards in a block, the hook a card may attach named by the card', (t) => {
  const picture = gamePicture(highLow.createEngine({ seed: 1, packs: [luckyPack] }), {
    packs: highLow.packs([luckyPack]),
    legend: false,
  });
  const lines = picture.mermaid.split('\n');
  const has = (line: string) => t.true(lines.includes(line), line);
  has('  n2["hl.award<br/>mask<br/>lucky.quick"]');
  has('  n2 ==> n5');
  t.false(lines.includes('  n2 ==>|choice| n5'), "the body's choice is gone: the mask replaces it for good");
  has('  h1{{"pre hook<br/>double:*<br/>by Charm"}}');
  has('  subgraph k1 ["lucky: cards"]');
  has('    c1("Charm<br/>when drawn")');
  has('  n7 -.->|"resolves"| k1');
  has('  k1 -.->|"Charm"| h1');
  has('  h1 -.- n9');
  has('  class n2 masked');
  has('  class h1 possible');
  t.deepEqual(picture.hooks, [
    { node: 'hl.award', phase: 'mask', key: 'lucky.quick', id: 'n2' },
    { node: 'score', phase: 'pre', key: 'double:*', id: 'h1' },
  ]);
});

test('boxes are numbered as they are reached: a node the game registers and never reaches changes nothing in its picture', (t) => {
  const unreached = defineNode({ name: 'hl.unused', description: 'Never reached from the start.', body: () => {} });
  const draw = (game: typeof highLow) =>
    gamePicture(game.createEngine({ seed: 1, packs: [luckyPack] }), { packs: game.packs([luckyPack]) }).mermaid;
  const plain = draw(highLow);
  t.is(draw(defineHighLow([unreached])), plain);
  t.false(plain.includes('each'), 'each, a standard node, is drawn only where a game reaches it');
});

test('the legend, drawn unless asked not to, shows each kind of arrow and box and each origin, and hangs below a lowest box (score, under the hook the Charm attaches)', (t) => {
  const text = renderMermaid(highLow.createEngine({ seed: 1, packs: [luckyPack] }), { packs: highLow.packs([luckyPack]) });
  const legend = text.slice(text.indexOf('  subgraph legend [Legend]'), text.indexOf('  subgraph begin'));
  t.is(
    legend,
    `  subgraph legend [Legend]
    direction LR
    l1[node] ==>|queues| l2[node]
    l3[node] -->|calls| l4[node]
    l5[node] -.->|"then: node named in an arg"| l6[node]
    l7("card") -.->|"card-driven"| l8{{"hook it may attach"}}
    l9["node<br/>mask: body replaced"] ~~~ l10{{"hook from the start"}}
    o1["cardweave library"]
    o2["high-low"]
    o3["lucky"]
    o1 ~~~ o2
    o2 ~~~ o3
  end
  n9 ~~~ legend
`,
  );
});

test('labels escape quotes, angle brackets, hashes and newlines; ids stay n1, n2 whatever the names', (t) => {
  const graph = new RuleGraph({ id: 'odd' }).define(
    defineNode({ name: 'say "hi" <b>', description: 'x', continuesTo: ['end'], body: () => {} }),
    defineNode({ name: 'end', description: 'Mermaid keyword as a name.', body: () => {} }),
  );
  const text = renderMermaid(graph, { legend: false });
  t.true(text.includes('  n1["say #quot;hi#quot; #lt;b#gt;"]\n  n2["end"]\n  n1 ==> n2\n'), text);
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

test('anything but a graph or an engine, bad options and an unknown start are refused', (t) => {
  const refused = (f: () => unknown, type: new (...args: never[]) => Error) => t.throws(f, { instanceOf: type }).message;
  t.is(
    refused(() => renderMermaid({} as never), TypeError),
    'renderMermaid needs a RuleGraph or an Engine, got an instance of Object',
  );
  t.is(
    refused(() => gamePicture(null as never), TypeError),
    'gamePicture needs a RuleGraph or an Engine, got null',
  );
  t.is(
    refused(() => gamePicture(demoGraph(), { start: 3 } as never), TypeError),
    'picture option "start" must be a node name or a list of them, got number',
  );
  t.is(
    refused(() => gamePicture(demoGraph(), { packs: [{}] } as never), TypeError),
    'picture option "packs" must be the game\'s card packs (game.packs(extra))',
  );
  t.is(
    refused(() => gamePicture(demoGraph(), { legend: 'no' } as never), TypeError),
    'picture option "legend" must be true or false, got "no"',
  );
  t.is(
    refused(() => gamePicture(demoGraph(), { start: 'dael' }), DefinitionError),
    'Unknown node "dael" (did you mean "deal"?)',
  );
});
