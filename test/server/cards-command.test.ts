// `cardweave cards check` and its help: findings as file:line:column code message, a summary line,
// exit status 0 when clean and 2 otherwise; every refusal is one line on stderr with status 2.
// Run in this process through cardsCommand, and once as the real `cardweave` process.
import test from 'ava';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cardsCommand } from '../../lib/server/index.js';
import { CARDS_HELP } from '../../lib/server/cards-command.js';
import { tempDir } from './fixtures.js';
import { EXAMPLE_PACKS } from '../cards/fixtures/example-packs-as-json.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = tempDir('cardweave-cards-check-');
test.after.always(() => dir.remove());
const GIFT = 'examples/war/packs/gift.json';
const WAR = ['--game', 'examples/war/game.ts'];
/** What Reversal's data reads, step by step: the one War card whose printed text says its rule instead. */
const REVERSAL_READS = JSON.stringify(
  'Upon drawing this card, note compare has the mask hook reversal as armed, then if compare has the mask hook reversal holds, ' +
    'end the mask hook reversal on compare. If not (compare has the mask hook reversal), the next time the cards are compared, it happens instead.',
);

/** Where `needle` first starts in `file`, as line:column: read from the file, so a reformatted file moves the expectation with it. */
function placeOf(file: string, needle: string): string {
  const text = readFileSync(join(root, file), 'utf8');
  const at = text.indexOf(needle);
  if (at === -1) throw new Error(`${file} no longer holds ${needle}`);
  const lines = text.slice(0, at).split('\n');
  return `${lines.length}:${lines.at(-1)!.length + 1}`;
}
/** Reversal's place, which cards check gives its finding: the card's id. */
const REVERSAL_AT = placeOf('examples/war/packs/reversal.ts', "'rev.reversal'");

async function cards(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await cardsCommand(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

/** gift.json with `edit` applied to its text, in the scratch folder. */
function giftWith(name: string, edit: (text: string) => string): string {
  const path = join(dir.path, name);
  writeFileSync(path, edit(readFileSync(join(root, GIFT), 'utf8')));
  return path;
}

test('cardweave cards --help and cards check --help print the help, exit 0', async (t) => {
  t.deepEqual(await cards('--help'), { code: 0, out: [CARDS_HELP], err: [] });
  t.deepEqual(await cards('check', '--help'), { code: 0, out: [CARDS_HELP], err: [] });
  t.true(CARDS_HELP.startsWith('Usage: cardweave cards <command> [options]\n'));
  for (const part of [
    'check [options] <pack file>...',
    'schema [options]',
    '--game MODULE[#EXPORT]',
    '--pack FILE',
    'at most 16 MiB',
  ])
    t.true(CARDS_HELP.includes(part), part);
});

test('a clean pack: the summary alone, exit 0; with --game it says the names were checked', async (t) => {
  t.deepEqual(await cards('check', GIFT), {
    code: 0,
    out: ['cards check: 1 file, no problems (names not checked: give --game)'],
    err: [],
  });
  // Reversal's printed text is not what its data reads (test/readings/example-cards-read.test.ts says why): a warning, exit 0.
  t.deepEqual(await cards('check', ...WAR, GIFT, 'examples/war/packs/reversal.ts'), {
    code: 0,
    out: [
      `examples/war/packs/reversal.ts:${REVERSAL_AT} text-differs cards[0].text differs from what its data reads: ${REVERSAL_READS}`,
      'cards check: 2 files, no problems, 1 warning (names checked against game "war")',
    ],
    err: [],
  });
});

test('every problem of a file, one line each at its place, first written first; exit 2', async (t) => {
  const file = giftWith('three-typos.json', (text) =>
    text.replace('"cards": ["$self"]', '"crads": ["$self"]').replace('"score"', '"scroe"').replace('"$opponent"', '"$oponent"'),
  );
  t.deepEqual(await cards('check', ...WAR, file), {
    code: 2,
    out: [
      `${file}:13:34 unknown-argument cards[0].abilities[0].steps[0] gives node "move-card" an arg "crads" it does not take (did you mean "cards"?)`,
      `${file}:14:21 unknown-verb cards[0].abilities[0].steps[1].do names unknown verb (no node or card verb) "scroe" (did you mean "score"?)`,
      `${file}:14:40 unknown-selector cards[0].abilities[0].steps[1].player is an unknown selector "$oponent" (did you mean "$opponent"?)`,
      'cards check: 3 problems in 1 of 1 file (names checked against game "war")',
    ],
    err: [],
  });
});

test('a misspelt field, a missing argument, an undefined effect and a setup naming no card of the pack', async (t) => {
  const file = giftWith('more.json', (text) =>
    text
      .replace('"kind": "ability"', '"knid": "ability"')
      .replace(', "points": 1', '')
      .replace('{ "do": "score"', '{ "do": "effect", "effect": "gift.give" }, { "do": "score"')
      .replace('{ "card": "gift.gift", "owner": "p2"', '{ "card": "gift.gfit", "owner": "p2"'),
  );
  const { code, out } = await cards('check', ...WAR, file);
  t.is(code, 2);
  t.deepEqual(out, [
    `${file}:7:7 unknown-field cards[0] has an unknown field "knid" (did you mean "kind"?)`,
    `${file}:14:41 unknown-effect cards[0].abilities[0].steps[1].effect names unknown effect "gift.give"`,
    `${file}:14:56 missing-argument cards[0].abilities[0].steps[2] is missing arg "points" of node "score" (how many points (may be negative))`,
    `${file}:22:15 unknown-card setup[1].card names card "gift.gfit", which this pack does not define (did you mean "gift.gift"?)`,
    'cards check: 4 problems in 1 of 1 file (names checked against game "war")',
  ]);
});

test('what only loading shows is checked by loading: a setup zone the game lacks, a card id another pack defines', async (t) => {
  const zone = giftWith('zone.json', (text) => text.replace('"zone": "p2.side"', '"zone": "p3.side"'));
  const clash = giftWith('clash.json', (text) => text.replaceAll('"gift.gift"', '"war.2-of-clubs"'));
  t.deepEqual(await cards('check', ...WAR, zone, clash), {
    code: 2,
    out: [
      `${zone}:22:51 refused-at-load a game with this pack is refused: Card pack "gift": setup failed: Unknown zone "p3.side" (did you mean "p1.side"?)`,
      `${clash}:5:13 refused-at-load a game with this pack is refused: Card pack "gift": card "war.2-of-clubs" is already defined by card pack "war"`,
      'cards check: 2 problems in 2 of 2 files (names checked against game "war")',
    ],
    err: [],
  });
});

test('without --game, names are not checked: a misspelt node is not reported, a misspelt selector is', async (t) => {
  const file = giftWith('no-game.json', (text) => text.replace('"score"', '"scroe"').replace('"$opponent"', '"$oponent"'));
  t.deepEqual(await cards('check', file), {
    code: 2,
    out: [
      `${file}:14:40 unknown-selector cards[0].abilities[0].steps[1].player is an unknown selector "$oponent" (did you mean "$opponent"?)`,
      'cards check: 1 problem in 1 of 1 file (names not checked: give --game)',
    ],
    err: [],
  });
});

test('bad JSON is one finding at its place; a key given twice too', async (t) => {
  const trailing = giftWith('trailing.json', (text) => text.replace('"p2.side" }\n', '"p2.side" },\n'));
  const twice = giftWith('twice.json', (text) => text.replace('"name": "Gift",', '"name": "Gift", "name": "Gift",'));
  t.deepEqual(await cards('check', trailing, twice), {
    code: 2,
    out: [
      `${trailing}:23:3 json-syntax not valid JSON: expected a JSON value, got "]"`,
      `${twice}:6:23 json-syntax not valid JSON: key "name" is given twice (first at line 6, column 7)`,
      'cards check: 2 problems in 2 of 2 files (names not checked: give --game)',
    ],
    err: [],
  });
});

test('a TypeScript pack: its cards are checked as data, each finding placed at its card id in the source', async (t) => {
  const file = join(root, 'test/reliability/fixtures/typo-pack.ts');
  const { code, out } = await cards('check', ...WAR, file);
  t.is(code, 2);
  t.deepEqual(out, [
    `${file}:6:28 unknown-effect cards[0].abilities[0].effect names unknown effect "typo.gian" (did you mean "typo.gain"?)`,
    'cards check: 1 problem in 1 of 1 file (names checked against game "war")',
  ]);
});

test('a missing file, a folder, a file over 16 MiB: one line each on stderr, the others still checked, exit 2', async (t) => {
  const folder = join(dir.path, 'a-folder.json');
  mkdirSync(folder);
  const big = join(dir.path, 'big.json');
  writeFileSync(big, Buffer.alloc(16 * 2 ** 20 + 1, 0x20));
  const missing = join(dir.path, 'missing.json');
  t.deepEqual(await cards('check', missing, folder, big, GIFT), {
    code: 2,
    out: ['cards check: 3 problems in 3 of 4 files (names not checked: give --game)'],
    err: [
      `cardweave cards check: Card pack file "${missing}" does not exist`,
      `cardweave cards check: Card pack file "${folder}" is a directory, not a regular file`,
      `cardweave cards check: Card pack file "${big}" is 16777217 bytes, over the limit of 16777216 bytes: pass a larger maxBytes to loadCardPackFile`,
    ],
  });
});

test('refused arguments: one line on stderr, exit 2, nothing checked', async (t) => {
  const cases: [string[], string][] = [
    [[], 'cardweave cards: no command given: the commands are "check", "report" and "schema" (cardweave cards --help)'],
    [
      ['lint'],
      'cardweave cards: unknown command "lint": the commands are "check", "report" and "schema" (cardweave cards --help)',
    ],
    [['check'], 'cardweave cards check: check needs at least one pack file (cardweave cards --help)'],
    [['check', '--pack', GIFT, GIFT], 'cardweave cards check: --pack needs --game: packs are checked as part of a game'],
    [['check', '--gmae', 'x', GIFT], 'cardweave cards check: unknown option "--gmae" (cardweave cards --help)'],
    [['check', '--game', 'nowhere/game.ts', GIFT], `cardweave cards check: --game: no file ${join(root, 'nowhere/game.ts')}`],
    [
      ['check', '--game', 'examples/war/table.ts', GIFT],
      `cardweave cards check: --game: ${join(root, 'examples/war/table.ts')} exports no card game (make one with defineCardGame)`,
    ],
    [
      ['check', '--game', 'examples/war/game.ts#warTable', GIFT],
      `cardweave cards check: --game: ${join(root, 'examples/war/game.ts')} exports no card game "warTable" (make one with defineCardGame)`,
    ],
    [['schema', GIFT], 'cardweave cards schema: schema takes no files, got "examples/war/packs/gift.json"'],
  ];
  for (const [argv, line] of cases) t.deepEqual(await cards(...argv), { code: 2, out: [], err: [line] }, argv.join(' '));
});

test('every extra example pack with no code of its own, written as a JSON file, checks clean against its game', async (t) => {
  for (const game of ['war', 'duel']) {
    const files = EXAMPLE_PACKS.filter((p) => p.game === game && p.dataOnly && p.extra).map((pack) => {
      const path = join(dir.path, `${pack.name}.json`);
      writeFileSync(path, pack.text);
      return path;
    });
    t.true(files.length >= 1, game);
    // Clean but for Reversal's text, which reads apart from its data (test/readings/example-cards-read.test.ts).
    const reversal = files.find((file) => file.endsWith('reversal.json'));
    t.deepEqual(await cards('check', '--game', `examples/${game}/game.ts`, ...files), {
      code: 0,
      out: [
        ...(reversal === undefined
          ? []
          : [`${reversal}:7:15 text-differs cards[0].text differs from what its data reads: ${REVERSAL_READS}`]),
        `cards check: ${files.length} file${files.length === 1 ? '' : 's'}, no problems${reversal === undefined ? '' : ', 1 warning'} (names checked against game "${game}")`,
      ],
      err: [],
    });
  }
});

test('the real cardweave process: exit status 2 with findings on stdout, 0 when clean', (t) => {
  const file = giftWith('process.json', (text) => text.replace('"score"', '"scroe"'));
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import=tsx', 'lib/server/bin.ts', 'cards', 'check', ...WAR, ...args], {
      cwd: root,
      encoding: 'utf8',
    });
  const bad = run(file);
  t.is(bad.status, 2);
  t.is(
    bad.stdout,
    `${file}:14:21 unknown-verb cards[0].abilities[0].steps[1].do names unknown verb (no node or card verb) "scroe" (did you mean "score"?)\n` +
      'cards check: 1 problem in 1 of 1 file (names checked against game "war")\n',
  );
  const clean = run(GIFT);
  t.is(clean.status, 0);
  t.is(clean.stdout, 'cards check: 1 file, no problems (names checked against game "war")\n');
});
