// `cardweave cards report`: one record per card of a game and its --pack packs, as a table with a
// summary line or as JSON; exit status 0, or 2 with one line on stderr naming what was refused.
// Run in this process through cardsCommand, and as the real `cardweave` process.
import test from 'ava';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cardsCommand } from '../../lib/server/index.js';
import { CARDS_HELP } from '../../lib/server/cards-command.js';
import type { CardRecord } from '../../lib/cards/index.js';
import { tempDir } from './fixtures.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const TINY = 'test/cards/fixtures/tiny-card-game.ts';
const EXTRA = 'test/cards/fixtures/tiny-extra-pack.json';
const dir = tempDir('cardweave-cards-report-');
test.after.always(() => dir.remove());

async function cards(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await cardsCommand(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

test('cards report --help prints the cards help, which lists report and --json; exit 0', async (t) => {
  t.deepEqual(await cards('report', '--help'), { code: 0, out: [CARDS_HELP], err: [] });
  for (const part of [
    'report [options] <game module>[#EXPORT]',
    'whether it is data-only',
    '--json                report: the records as a JSON array',
  ])
    t.true(CARDS_HELP.includes(part), part);
});

test('the table: one row per card, code named, then the summary with the data-only share', async (t) => {
  t.deepEqual(await cards('report', TINY, '--pack', EXTRA), {
    code: 0,
    out: [
      'card         pack        data  runs                           hooks                                                                  code',
      'tiny.plain   tiny        yes   -                              -                                                                      -',
      'tiny.coin    tiny        yes   each, log, score, tiny.picked  score post (2 runs)                                                    -',
      'tiny.echo    tiny        yes   log, score                     score pre (until tiny.picked), score mask (once, while in {you}.hand)  -',
      'tiny.banner  tiny        yes   -                              score pre (while in {controller}.hand or {controller}.table)           -',
      'tiny.spell   tiny        no    -                              -                                                                      tiny.double',
      'tiny.ward    tiny        no    -                              score mask (while in {controller}.table)                               tiny.nothing, tiny.is-p1',
      'tiny.skip    tiny        yes   -                              score pre (once)                                                       cardweave.cancel, cardweave.args-match',
      'tiny.gift    tiny-extra  yes   score                          -                                                                      -',
      'cards report: 8 cards in 2 packs, 6 data-only (75.0%)',
    ],
    err: [],
  });
});

test('the share is rounded down: 7 of 9 reads 77.7%, never a share the cards do not reach', async (t) => {
  t.is((await cards('report', `${TINY}#tinyGame`)).out.at(-1), 'cards report: 7 cards in 1 pack, 5 data-only (71.4%)');
  const plain = join(dir.path, 'plain.json');
  writeFileSync(plain, JSON.stringify({ name: 'plain', cards: [{ id: 'plain.one', name: 'One', kind: 'number' }] }));
  t.is(
    (await cards('report', TINY, '--pack', EXTRA, '--pack', plain)).out.at(-1),
    'cards report: 9 cards in 3 packs, 7 data-only (77.7%)',
  );
});

test('--json: the records as a JSON array, nothing else', async (t) => {
  const { code, out, err } = await cards('report', '--json', TINY, '--pack', EXTRA);
  t.is(code, 0);
  t.deepEqual(err, []);
  t.is(out.length, 1);
  const records = JSON.parse(out[0]!) as CardRecord[];
  t.deepEqual(
    records.map((r) => [r.card, r.pack, r.dataOnly]),
    [
      ['tiny.plain', 'tiny', true],
      ['tiny.coin', 'tiny', true],
      ['tiny.echo', 'tiny', true],
      ['tiny.banner', 'tiny', true],
      ['tiny.spell', 'tiny', false],
      ['tiny.ward', 'tiny', false],
      ['tiny.skip', 'tiny', true],
      ['tiny.gift', 'tiny-extra', true],
    ],
  );
  t.deepEqual(records[7], {
    card: 'tiny.gift',
    name: 'Gift',
    text: 'When drawn: you score 3.',
    renderedText: 'When this card is drawn, gain three points.',
    pack: 'tiny-extra',
    dataOnly: true,
    enqueues: ['score'],
    hooks: [],
    effects: [],
    conditions: [],
  });
});

test('refusals: one line on stderr naming what was wrong, exit 2, nothing on stdout', async (t) => {
  const abs = (file: string) => resolve(root, file);
  const cases: [string[], string][] = [
    [[], 'cardweave cards report: report needs a game module (cardweave cards --help)'],
    [
      [TINY, TINY],
      'cardweave cards report: report takes one game module, got 2: give packs with --pack (cardweave cards --help)',
    ],
    [['no/such/game.ts'], `cardweave cards report: no file ${abs('no/such/game.ts')}`],
    [['test/cards/fixtures'], `cardweave cards report: ${abs('test/cards/fixtures')} is a directory, not a file`],
    [
      ['test/cards/fixtures/broken-pack.ts'],
      `cardweave cards report: ${abs('test/cards/fixtures/broken-pack.ts')} does not load: broken on purpose`,
    ],
    [
      ['test/cards/fixtures/not-a-pack.ts'],
      `cardweave cards report: ${abs('test/cards/fixtures/not-a-pack.ts')} exports no card game (make one with defineCardGame)`,
    ],
    [[`${TINY}#nope`], `cardweave cards report: ${abs(TINY)} exports no card game "nope" (make one with defineCardGame)`],
    [
      [TINY, '--pack', 'no/such/pack.json'],
      `cardweave cards report: --pack: Card pack file "${abs('no/such/pack.json')}" does not exist`,
    ],
    [
      [TINY, '--pack', 'test/cards/fixtures/not-a-pack.ts'],
      `cardweave cards report: --pack: Card pack file "${abs('test/cards/fixtures/not-a-pack.ts')}" does not export a card pack (its default export is a string); export default defineCardPack({ ... })`,
    ],
    [
      [TINY, '--pack', EXTRA, '--pack', EXTRA],
      'cardweave cards report: the game does not load with the --pack packs: Card pack "tiny-extra" is loaded twice',
    ],
    [[TINY, '--jsn'], 'cardweave cards report: unknown option "--jsn" (cardweave cards --help)'],
    [[TINY, '--pack'], 'cardweave cards report: option "--pack" needs a value (cardweave cards --help)'],
  ];
  for (const [args, line] of cases)
    t.deepEqual(await cards('report', ...args), { code: 2, out: [], err: [line] }, args.join(' '));
});

test('the real cardweave process: the duel report as JSON, exit 0; a bad module, exit 2 with one line', (t) => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import=tsx', 'lib/server/bin.ts', 'cards', 'report', ...args], {
      cwd: root,
      encoding: 'utf8',
    });
  const duel = run('examples/duel/game.ts', '--json');
  t.is(duel.status, 0);
  t.is(duel.stderr, '');
  const records = JSON.parse(duel.stdout) as CardRecord[];
  t.is(records.length, 25);
  t.deepEqual(
    records.filter((r) => !r.dataOnly),
    [],
  );
  t.deepEqual(
    records.find((r) => r.card === 'duel.mirror-ward'),
    {
      card: 'duel.mirror-ward',
      name: 'Mirror Ward',
      text: 'If you would take battle damage, your opponent takes it instead.',
      renderedText: 'If you would take battle damage, your opponent takes it instead.',
      pack: 'duel-spells-and-traps',
      dataOnly: true,
      enqueues: ['log'],
      hooks: [{ node: 'duel.inflict-damage', phase: 'mask', lifetime: 'while in {controller}.spells' }],
      effects: [],
      conditions: [],
    },
  );
  const bad = run('examples/duel/game.ts#duel');
  t.is(bad.status, 2);
  t.is(bad.stdout, '');
  t.is(
    bad.stderr,
    `cardweave cards report: ${resolve(root, 'examples/duel/game.ts')} exports no card game "duel" (make one with defineCardGame)\n`,
  );
});
