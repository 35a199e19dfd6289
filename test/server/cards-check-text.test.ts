// `cardweave cards check --game` compares each card's printed text with what its data reads (text-differs)
// and names what it reads plainly for want of a reading (reading-missing): warnings, exit status 0.
// `cards report --json` gives each card's text and renderedText.
import test from 'ava';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cardsCommand, type CardTextRecord } from '../../lib/server/index.js';
import { tempDir } from './fixtures.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = tempDir('cardweave-cards-check-text-');
test.after.always(() => dir.remove());
const WAR = ['--game', 'examples/war/game.ts'];

async function cards(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await cardsCommand(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

/** gift.json with `edit` applied to its text, in the scratch folder. */
function giftWith(name: string, edit: (text: string) => string): string {
  const path = join(dir.path, name);
  writeFileSync(path, edit(readFileSync(join(root, 'examples/war/packs/gift.json'), 'utf8')));
  return path;
}

test('a printed text that is not what the data reads: text-differs at the text, with the rendered text; exit 0', async (t) => {
  const file = giftWith('wrong-text.json', (text) => text.replace('your opponent gains one point', 'you gain one point'));
  t.deepEqual(await cards('check', ...WAR, file), {
    code: 0,
    out: [
      `${file}:8:15 text-differs cards[0].text differs from what its data reads: "Upon drawing this card, your opponent gains one point."`,
      'cards check: 1 file, no problems, 1 warning (names checked against game "war")',
    ],
    err: [],
  });
});

test('a trigger with no reading: reading-missing at the card, and its text read plainly', async (t) => {
  const file = giftWith('flipped.json', (text) => text.replace('"on": "drawn"', '"on": "flipped"'));
  t.deepEqual(await cards('check', ...WAR, file), {
    code: 0,
    out: [
      `${file}:4:5 reading-missing cards[0] reads trigger "flipped" plainly, for want of a reading: give it one in the readings of the pack that defines it`,
      `${file}:8:15 text-differs cards[0].text differs from what its data reads: "When this card is flipped, your opponent gains one point."`,
      'cards check: 1 file, no problems, 2 warnings (names checked against game "war")',
    ],
    err: [],
  });
});

test('warnings do not hide problems: a misspelt verb fails the check, exit 2, and the text is not compared', async (t) => {
  const file = giftWith('typo.json', (text) => text.replace('"score"', '"scroe"').replace('your opponent gains', 'you gain'));
  const { code, out } = await cards('check', ...WAR, file);
  t.is(code, 2);
  t.deepEqual(
    out.map((line) => line.split(' ')[1]),
    ['unknown-verb', 'check:'],
  );
  t.is(out[1], 'cards check: 1 problem in 1 of 1 file (names checked against game "war")');
});

test('without --game the text is not compared: the readings of the game are not known', async (t) => {
  const file = giftWith('no-game.json', (text) => text.replace('your opponent gains one point', 'you gain one point'));
  t.deepEqual(await cards('check', file), {
    code: 0,
    out: ['cards check: 1 file, no problems (names not checked: give --game)'],
    err: [],
  });
});

test('cards report --json: each record has the printed text and the rendered text, after the name', async (t) => {
  const { code, out } = await cards('report', '--json', 'examples/war/game.ts', '--pack', 'examples/war/packs/gift.json');
  t.is(code, 0);
  const records = JSON.parse(out[0]!) as CardTextRecord[];
  const gift = records.find((record) => record.card === 'gift.gift')!;
  t.deepEqual(Object.keys(gift).slice(0, 5), ['card', 'name', 'text', 'renderedText', 'pack']);
  t.is(gift.text, 'Upon drawing this card, your opponent gains one point.');
  t.is(gift.renderedText, gift.text);
  t.deepEqual(
    records.filter((record) => record.card.startsWith('war.') && record.renderedText !== '').map((record) => record.card),
    [],
  );
});
