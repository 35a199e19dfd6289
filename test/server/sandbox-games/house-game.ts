// A game module folder for the --watch tests: the duel with a pack "house" whose one card a test
// rewrites (its stats), as a designer saves a pack file. Written into a temporary folder of its own.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const repo = pathToFileURL(join(import.meta.dirname, '../../../')).href;

/** The pack file with House Golem at this level and ATK (or any text, to save a broken file). */
export function housePack(level: number, atk: number): string {
  return `import { defineCard, defineCardPack } from '${repo}lib/index.ts';
export const housePack = defineCardPack({
  name: 'house',
  cards: [defineCard({ id: 'house.golem', name: 'House Golem', kind: 'monster', text: 'Made for the house.', stats: { level: ${level}, atk: ${atk}, def: 1000 } })],
});
`;
}

/** Writes the game's folder (an ES module package: table.ts, pack.ts) into `dir`; returns the table module's path. */
export function writeHouseGame(dir: string): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(join(dir, 'pack.ts'), housePack(4, 1000));
  writeFileSync(
    join(dir, 'table.ts'),
    `import { defineTableGame } from '${repo}lib/server/index.ts';
import { duelTable } from '${repo}examples/duel/table.ts';
import { housePack } from './pack.ts';
export const table = defineTableGame({ ...duelTable, packs: { ...duelTable.packs, house: housePack } });
`,
  );
  return join(dir, 'table.ts');
}
