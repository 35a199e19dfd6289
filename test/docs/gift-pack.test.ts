import test from 'ava';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadCardPackFile } from '../../lib/index.js';
import { warGame } from '../../examples/war/game.js';
import { variantPacks } from '../../examples/war/variants.js';
import { warLines } from '../../examples/war/formatters.js';
import { guide, section } from './guide-blocks.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const giftFile = `${root}examples/war/packs/gift.ts`;

test('the guide shows examples/war/packs/gift.ts as it is, byte for byte, as a pack written in data', (t) => {
  const block = section('Cards in the game state', guide).split('```ts\n')[1]!.split('```')[0]!;
  t.is(block, readFileSync(giftFile, 'utf8'));
});

test('the Gift pack loads from its file and its card gives the opponent a point when drawn', async (t) => {
  const gift = await loadCardPackFile(giftFile);
  const engine = warGame.createEngine({ seed: 3, packs: [...variantPacks('twist'), gift] });
  t.is(engine.run().status, 'ended');
  const lines = warLines(engine);
  const drawn = lines.indexOf('Player 2 drew a Gift card!');
  t.true(drawn > 0);
  t.is(lines[drawn + 1], 'Player 1 scores 1 point (20 in total)');
  t.is(lines.at(-1), 'Player 2 wins with 28 points!');
});
