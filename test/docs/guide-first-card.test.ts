// The guide's first card is shown twice, in verbs and as the JSON it is: the two must be the same
// card, and the same as War's Gift pack ships it (examples/war/packs/gift.ts and gift.json).
import test from 'ava';
import gift from '../../examples/war/packs/gift.js';
import { blocks, runSample } from './guide-blocks.js';

const first = blocks().filter((block) => block.heading === 'Your first card');

test('the first card in verbs builds exactly the JSON the guide shows under it, which is Gift as War ships it', async (t) => {
  const [verbs, json] = [first.find((block) => block.info === 'ts')!, first.find((block) => block.info === 'json')!];
  const ran = await runSample(`${verbs.code}\nconsole.log(JSON.stringify(gift.abilities));\n`);
  t.deepEqual([ran.code, ran.stderr], [0, '']);
  const built: unknown = JSON.parse(ran.stdout);
  t.deepEqual(built, JSON.parse(json.code));
  t.deepEqual(built, JSON.parse(JSON.stringify(gift.cards[0]!.abilities)));
});
