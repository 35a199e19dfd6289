import { resolve } from 'node:path';
import test from 'ava';
import { loadCardPackFile } from '../../lib/index.js';
import { CardPackError } from '../../lib/cards/index.js';

const fixture = (name: string) => resolve('test/cards/fixtures', name);

test('loadCardPackFile imports a pack from its default export', async (t) => {
  const pack = await loadCardPackFile('test/cards/fixtures/pack-default.ts');
  t.is(pack.name, 'fixture-default');
  t.deepEqual(
    pack.cards.map((c) => c.id),
    ['fx.one'],
  );
});

test('loadCardPackFile takes the pack out of a container module', async (t) => {
  t.is((await loadCardPackFile(fixture('pack-module.ts'))).name, 'fixture-module');
});

test('loadCardPackFile refuses a missing file, a file that fails to load and one that exports no pack', async (t) => {
  const missing = fixture('nope.ts');
  await t.throwsAsync(loadCardPackFile(missing), {
    instanceOf: CardPackError,
    message: `Card pack file "${missing}" does not exist`,
  });
  await t.throwsAsync(loadCardPackFile(fixture('broken-pack.ts')), {
    instanceOf: CardPackError,
    message: `Card pack file "${fixture('broken-pack.ts')}" could not be loaded: broken on purpose`,
  });
  await t.throwsAsync(loadCardPackFile(fixture('not-a-pack.ts')), {
    instanceOf: CardPackError,
    message: `Card pack file "${fixture('not-a-pack.ts')}" does not export a card pack (its default export is a string); export default defineCardPack({ ... })`,
  });
});
