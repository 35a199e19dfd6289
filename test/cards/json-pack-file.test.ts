// A card pack as a JSON file (no code): examples/war/packs/gift.json is the Gift pack of gift.ts as
// data, and every loader takes it: loadCardPackFile, the War command line, simulate() (in worker
// threads too) and the table server (test/server/json-pack-table.test.ts).
import test from 'ava';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCardPackFile, simulate } from '../../lib/index.js';
import { CardPackError } from '../../lib/cards/index.js';
import { warGame } from '../../examples/war/game.js';
import { variantPacks } from '../../examples/war/variants.js';
import { runCli } from '../../examples/war/cli/run.js';
import giftTs from '../../examples/war/packs/gift.js';
import { captureCli } from '../examples/shared/fixtures/capture-cli.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const giftJson = `${root}examples/war/packs/gift.json`;
const giftTsFile = `${root}examples/war/packs/gift.ts`;
const dir = mkdtempSync(join(tmpdir(), 'cardweave-json-pack-'));
test.after.always(() => rmSync(dir, { recursive: true, force: true }));

/** A pack file in the scratch folder, by name and text. */
function packFile(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

test('gift.json loads as the pack gift.ts makes: same name, same frozen cards, no code but its setup', async (t) => {
  const pack = await loadCardPackFile(giftJson);
  t.is(pack.name, 'gift');
  t.deepEqual(pack.cards, giftTs.cards);
  t.true(Object.isFrozen(pack.cards[0]));
  t.deepEqual([pack.effects, pack.nodes, pack.conditions, pack.formatters, pack.hooks], [{}, [], {}, {}, []]);
  t.is(typeof pack.setup, 'function');
});

test('a game with gift.json plays exactly as with gift.ts: the same log, entry for entry, on 5 seeds', async (t) => {
  const json = await loadCardPackFile(giftJson);
  for (const seed of [1, 2, 3, 4, 5]) {
    const logs = [json, giftTs].map((gift) => {
      const engine = warGame.createEngine({ seed, packs: [...variantPacks('twist'), gift] });
      t.is(engine.run().status, 'ended');
      return engine.log;
    });
    t.deepEqual(logs[0], logs[1], `seed ${seed}`);
    t.true(JSON.stringify(logs[0]).includes('gift.gift'), `seed ${seed}: a Gift card was made`);
  }
});

test('the War command line takes a JSON pack with --pack: the same game, and the same simulation with 2 workers', async (t) => {
  const one = ['--variant', 'twist', '--seed', '3'];
  const [json, ts] = await Promise.all([
    captureCli(runCli, [...one, '--pack', giftJson]),
    captureCli(runCli, [...one, '--pack', giftTsFile]),
  ]);
  t.is(json.code, 0, json.stderr);
  t.is(json.stdout, ts.stdout);
  t.true(json.stdout.includes('Player 2 drew a Gift card!'));
  const many = ['--variant', 'twist', '--games', '20', '--seed', '7', '--workers', '2', '--json'];
  const [jsonMany, tsMany] = await Promise.all([
    captureCli(runCli, [...many, '--pack', giftJson]),
    captureCli(runCli, [...many, '--pack', giftTsFile]),
  ]);
  t.is(jsonMany.code, 0, jsonMany.stderr);
  const figures = (out: string) => {
    const { gamesPerSecond: _, ...rest } = JSON.parse(out) as Record<string, unknown>;
    return rest;
  };
  t.deepEqual(figures(jsonMany.stdout), figures(tsMany.stdout));
});

test('simulate() loads a JSON pack by file, in this thread and in 2 workers: the same wins as the TypeScript pack', async (t) => {
  const run = (gift: string, workers: number) =>
    simulate({
      game: { module: `${root}examples/war/game.ts`, export: 'warGame' },
      packs: [{ module: `${root}examples/war/twist/pack.ts`, export: 'twist' }, gift],
      games: 12,
      seed: 11,
      workers,
    });
  const [json1, json2, ts1] = await Promise.all([run(giftJson, 1), run(giftJson, 2), run(giftTsFile, 1)]);
  t.deepEqual(json1.wins, ts1.wins);
  t.deepEqual(json2.wins, ts1.wins);
  t.is(json1.draws, ts1.draws);
});

test('bad JSON is refused in one line with its place', async (t) => {
  const file = packFile('broken.json', '{\n  "name": "x",\n  "cards": [,]\n}\n');
  const error = await t.throwsAsync(loadCardPackFile(file), { instanceOf: CardPackError });
  t.is(error.code, 'pack-json-syntax');
  t.is(error.message, `Card pack file "${file}" is not valid JSON at line 3, column 13: expected a JSON value, got ","`);
});

test('a key given twice is refused: JSON.parse would keep the last one silently', async (t) => {
  const file = packFile('twice.json', '{ "name": "x", "cards": [], "name": "y" }');
  const error = await t.throwsAsync(loadCardPackFile(file), { instanceOf: CardPackError });
  t.is(
    error.message,
    `Card pack file "${file}" is not valid JSON at line 1, column 29: key "name" is given twice (first at line 1, column 3)`,
  );
});

test('a misspelt field is refused at its key, with a suggestion, the first written first, and how many more there are', async (t) => {
  const text = JSON.stringify(
    { name: 'x', cards: [{ id: 'x.a', name: 'A', kind: 'k', abilities: [{ on: 'drawn', stpes: [] }] }], stup: [] },
    null,
    2,
  );
  const file = packFile('misspelt.json', text);
  const error = await t.throwsAsync(loadCardPackFile(file), { instanceOf: CardPackError });
  t.is(error.code, 'pack-json-invalid');
  t.is(
    error.message,
    `Card pack file "${file}" at line 11, column 11: cards[0].abilities[0] has an unknown field "stpes" (did you mean "steps"?) (and 1 more: cardweave cards check lists them)`,
  );
});

test('a setup entry naming a card the pack does not define is refused at load', async (t) => {
  const file = packFile(
    'setup.json',
    '{"name":"x","cards":[{"id":"x.a","name":"A","kind":"k"}],\n"setup":[{"card":"x.b","owner":"p1","zone":"p1.side"}]}',
  );
  const error = await t.throwsAsync(loadCardPackFile(file), { instanceOf: CardPackError });
  t.is(
    error.message,
    `Card pack file "${file}" at line 2, column 18: setup[0].card names card "x.b", which this pack does not define (did you mean "x.a"?)`,
  );
});

test('setup copies: three of a card in one zone, face up, after the game set up its own', async (t) => {
  const file = packFile(
    'copies.json',
    JSON.stringify({
      name: 'extra',
      cards: [{ id: 'extra.joker', name: 'Joker', kind: 'standard', stats: { rank: 0 } }],
      setup: [{ card: 'extra.joker', owner: 'p1', zone: 'p1.side', copies: 3, faceUp: true }],
    }),
  );
  const engine = warGame.createEngine({ seed: 1, packs: [await loadCardPackFile(file)] });
  const side = engine.state.zones[engine.state.zoneNames.indexOf('p1.side')]!;
  t.deepEqual(
    side.map((c) => [engine.state.defs[engine.state.cards[c]!.def]!.id, engine.state.cards[c]!.faceUp]),
    [
      ['extra.joker', true],
      ['extra.joker', true],
      ['extra.joker', true],
    ],
  );
});

test('a "__proto__" key stays a plain field and is refused as unknown, never a prototype', async (t) => {
  const file = packFile('proto.json', '{"name":"x","cards":[],"__proto__":{"setup":1}}');
  const error = await t.throwsAsync(loadCardPackFile(file), { instanceOf: CardPackError });
  t.is(error.message, `Card pack file "${file}" at line 1, column 24: the file has an unknown field "__proto__"`);
});

test('docs/cards.md shows gift.json as it is, byte for byte', (t) => {
  const guide = readFileSync(`${root}docs/cards.md`, 'utf8');
  const section = guide.split('\n## Write a pack as JSON\n')[1]!;
  t.is(section.split('```json\n')[1]!.split('```')[0], readFileSync(giftJson, 'utf8'));
});
