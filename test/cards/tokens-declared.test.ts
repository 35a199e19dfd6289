// create-card attaches the tokens hook (a token ceases to exist when it leaves its zone): its flow
// declares that hook, so a traced game that makes tokens does nothing undeclared, and `cards report`
// and `describe` say which cards a card makes as tokens and how they end.
import test from 'ava';
import { fileURLToPath } from 'node:url';
import { recordTrace } from '../../lib/index.js';
import { cardRecord, gameDigest } from '../../lib/cards/index.js';
import { checkFlow, readTrace } from '../../lib/pictures/index.js';
import { cardsCommand, describeCommand } from '../../lib/server/index.js';
import { forge, game, spark } from './fixtures/token-forge.js';

const MODULE = fileURLToPath(new URL('fixtures/token-forge.ts', import.meta.url));
const played = { node: 'skirmish.play', args: { player: 'p1', card: 0 } };

test("create-card's flow declares the tokens hook it attaches", (t) => {
  const node = game
    .graph()
    .nodes()
    .find((n) => n.name === 'create-card');
  t.deepEqual(node?.attaches, [{ node: 'move-card', phase: 'post', key: 'cardweave.tokens', effect: 'cardweave.tokens' }]);
});

test('a traced game that makes tokens: the tokens hook create-card attaches is declared', (t) => {
  const engine = game.createEngine({ seed: 1, options: { p1: { hand: ['x.forge'] }, script: [played] } });
  const lines: string[] = [];
  const stop = recordTrace(engine, (line) => lines.push(line), { log: false });
  engine.run();
  stop();
  t.deepEqual(engine.state.tokens, { 1: 2, 2: 2 });
  const report = checkFlow(game.graph(), [readTrace(lines).runs]);
  // The skirmish fixture's own nodes declare no flow; what the card layer does must all be declared.
  t.deepEqual(report.undeclared, [
    'node "skirmish.play" calls "move-card"',
    'node "skirmish.play" calls "resolve-ability"',
    'node "skirmish.script" continues (enqueue) to "skirmish.play"',
  ]);
  t.deepEqual(report.attachesNotSeen, []);
});

test("a card's record names the tokens it makes; a card that makes none has no tokens field", (t) => {
  t.deepEqual(cardRecord(forge, 'skirmish').tokens, ['x.spark']);
  t.false('tokens' in cardRecord(spark, 'skirmish'));
});

test('the digest (describe) says how tokens end, on create-card and on the card that makes them', (t) => {
  const digest = gameDigest(game.graph(), game.packs()).split('\n');
  const node = digest.slice(digest.indexOf('### `create-card`'));
  t.true(
    node.includes('- Attaches: `cardweave.tokens` to `move-card` post (effect `cardweave.tokens`)'),
    node.slice(0, 16).join('\n'),
  );
  t.true(
    digest.includes(
      "  - Makes tokens: `x.spark` (each ceases to exist when it leaves its zone: create-card's post hook on `move-card`)",
    ),
  );
});

test('cardweave cards report, as JSON and as a table, and cardweave describe show the tokens', async (t) => {
  const run = async (command: typeof cardsCommand, ...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await command(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join('\n'), err };
  };
  const json = await run(cardsCommand, 'report', MODULE, '--json');
  t.is(json.code, 0, json.err.join('\n'));
  const records = JSON.parse(json.out) as { card: string; tokens?: string[] }[];
  t.deepEqual(records.find((r) => r.card === 'x.forge')?.tokens, ['x.spark']);
  const table = await run(cardsCommand, 'report', MODULE);
  t.regex(table.out, /x\.forge .*move-card post \(create-card's, for tokens x\.spark\)/);
  const described = await run(describeCommand, MODULE);
  t.is(described.code, 0, described.err.join('\n'));
  t.true(described.out.includes('Makes tokens: `x.spark`'));
});
