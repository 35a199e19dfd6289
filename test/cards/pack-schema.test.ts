// The JSON Schema of card pack files: generated from the card language (cardPackSchema), written
// by the build (scripts/write-schema.js), printed by `cardweave cards schema`. A standard validator
// (ajv, draft-07) accepts every example pack and refuses misspellings of the language's words.
import test from 'ava';
import Ajv from 'ajv';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cardPackSchema, CARD_VERBS } from '../../lib/cards/index.js';
import { cardsCommand } from '../../lib/server/index.js';
import { libraryNodeNames, libraryPackSchema } from '../../lib/server/library-pack-schema.js';
import { writeCardPackSchema } from '../../scripts/write-schema.js';
import { warGame } from '../../examples/war/game.js';
import { EXAMPLE_PACKS } from './fixtures/example-packs-as-json.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const gift = JSON.parse(readFileSync(join(root, 'examples/war/packs/gift.json'), 'utf8')) as Record<string, any>;

function validator(schema: object) {
  const validate = new Ajv({ allErrors: true }).compile(schema);
  return (doc: unknown) => (validate(doc) ? [] : (validate.errors ?? []).map((e) => `${e.dataPath} ${e.message}`));
}

/** gift.json with its score step's verb replaced by `verb`. */
function giftDoing(verb: string): unknown {
  const copy = structuredClone(gift);
  copy.cards[0].abilities[0].steps[1].do = verb;
  return copy;
}

/** What `cardweave cards schema` prints (its exit status must be 0). */
async function printed(...argv: string[]): Promise<string> {
  const out: string[] = [];
  const status = await cardsCommand(['schema', ...argv], { out: (l) => out.push(l), err: (l) => out.push(l) });
  if (status !== 0) throw new Error(`cards schema exited ${status}: ${out.join('\n')}`);
  return out.join('\n');
}

test('the schema is generated from the language: every card verb, selector operator and library node is in it', (t) => {
  const text = JSON.stringify(libraryPackSchema());
  t.true(libraryNodeNames().length >= 20);
  for (const node of libraryNodeNames()) t.true(text.includes(`"${node}"`), node);
  for (const verb of CARD_VERBS) t.true(text.includes(`"${verb}"`), verb);
  for (const op of ['$zone', '$cards', '$stat', '$eq', '$and', '$literal']) t.true(text.includes(`"${op}"`), op);
  for (const node of ['move-card', 'create-card', 'remove-card', 'score', 'draw', 'each', 'extra-turn', 'skip-turn'])
    t.true(text.includes(`"${node}"`), node);
});

test('gift.json and every code-free example pack in JSON form pass the schema; every example pack passes its game schema', (t) => {
  const plain = validator(libraryPackSchema());
  t.deepEqual(plain(gift), []);
  for (const pack of EXAMPLE_PACKS.filter((p) => p.dataOnly)) t.deepEqual(plain(JSON.parse(pack.text)), [], pack.name);
  for (const pack of EXAMPLE_PACKS) {
    const forGame = validator(cardPackSchema({ nodes: pack.names.nodes.map((n) => n.name) }));
    t.deepEqual(forGame(JSON.parse(pack.text)), [], pack.name);
  }
});

test('a misspelt verb, selector operator, card field, phase or setup field is refused', (t) => {
  const plain = validator(libraryPackSchema());
  const forWar = validator(
    cardPackSchema({
      nodes: warGame
        .graph()
        .nodes()
        .map((n) => n.name),
    }),
  );
  t.true(
    plain(giftDoing('scroe')).includes(
      '.cards[0].abilities[0].steps[1].do should match pattern "^[A-Za-z0-9_-]+\\.[A-Za-z0-9_.-]+$"',
    ),
  );
  t.true(forWar(giftDoing('scroe')).includes('.cards[0].abilities[0].steps[1].do should be equal to one of the allowed values'));
  // Without a game a namespaced name may be any game's node; with the game it must be one of War's.
  t.deepEqual(plain(giftDoing('war.scroe')), []);
  t.not(forWar(giftDoing('war.scroe')).length, 0);
  const mutants: [string, (doc: any) => void][] = [
    ['operator', (doc) => (doc.cards[0].abilities[0].steps[0].to = { $znoe: 'discard' })],
    ['card field', (doc) => (doc.cards[0].txet = doc.cards[0].text)],
    ['pack field', (doc) => (doc.stup = [])],
    ['setup field', (doc) => (doc.setup[0].ownr = 'p1')],
    [
      'phase',
      (doc) =>
        (doc.cards[0].abilities = [
          { while: 'discard', hooks: [{ node: 'score', phase: 'psot', steps: [{ do: 'score', player: '$you', points: 1 }] }] },
        ]),
    ],
    ['as name', (doc) => (doc.cards[0].abilities[0].steps[0].as = 'two words')],
  ];
  for (const [what, mutate] of mutants) {
    const doc = structuredClone(gift);
    mutate(doc);
    t.not(plain(doc).length, 0, what);
  }
});

test("cardweave cards schema prints the schema; with --game, the game's nodes", async (t) => {
  t.is(await printed(), JSON.stringify(libraryPackSchema(), null, 2));
  const war = JSON.parse(await printed('--game', 'examples/war/game.ts')) as object;
  t.deepEqual(
    war,
    cardPackSchema({
      nodes: warGame
        .graph()
        .nodes()
        .map((n) => n.name),
    }),
  );
});

test('the build writes the schema from the library, the same text cards schema prints; the repository keeps no copy', async (t) => {
  const out = mkdtempSync(join(tmpdir(), 'cardweave-schema-'));
  t.teardown(() => rmSync(out, { recursive: true, force: true }));
  const file = await writeCardPackSchema(new URL('../../lib/server/library-pack-schema.ts', import.meta.url), out);
  t.is(readFileSync(file, 'utf8'), `${await printed()}\n`);
  t.true(
    readFileSync(join(root, 'scripts/build.js'), 'utf8').includes(
      "await writeCardPackSchema(new URL('../dist/server/library-pack-schema.js', import.meta.url), 'dist/schema');",
    ),
  );
  const kept = execFileSync('git', ['ls-files', '*.schema.json'], { cwd: root, encoding: 'utf8' });
  t.is(kept, '', 'a committed schema file could go stale');
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, string> };
  t.is(pkg.exports['./schema/card-pack.schema.json'], './dist/schema/card-pack.schema.json');
});
