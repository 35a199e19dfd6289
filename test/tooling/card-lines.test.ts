// Card text stays short to write: the median example card with abilities is at most 6 lines (issue 25), and
// no line of a card runs past the print width to get there.
import test from 'ava';
import { cardLines, EXAMPLE_CARD_SOURCES, median } from '../../tools/card-lines.js';

const PRINT_WIDTH = 130;

test('the median example card with abilities is at most 6 lines, each line within the print width', async (t) => {
  const cards = (await Promise.all(EXAMPLE_CARD_SOURCES.map((file) => cardLines(file)))).flat();
  t.is(cards.length, 24);
  t.true(median(cards.map((card) => card.lines)) <= 6, `median ${median(cards.map((card) => card.lines))}`);
  const wide = cards.filter((card) => card.width > PRINT_WIDTH).map((card) => `${card.card} ${card.width}`);
  t.deepEqual(wide, []);
});

test('a card is counted from its declaration, without blank lines and comment-only lines', async (t) => {
  const [card] = await cardLines('test/tooling/fixtures/one-card.ts');
  t.deepEqual(card, { file: 'test/tooling/fixtures/one-card.ts', card: 'herald', lines: 3, width: 80 });
});

test('the median of an even count is the mean of the middle two', (t) => {
  t.is(median([4, 1, 3, 2]), 2.5);
  t.is(median([5, 1, 3]), 3);
});
