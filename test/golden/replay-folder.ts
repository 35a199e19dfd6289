/**
 * The tests of one example's golden folder: it holds the catalogue's games
 * (at least 50), and each plays exactly as recorded. One ava test per game,
 * titled by its file, so a failure names the game.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import test from 'ava';
import { GOLDEN_EXAMPLES } from '../../tools/golden/examples.js';
import { goldenFolder, goldenNames, goldenPath } from '../../tools/golden/golden-files.js';
import { readGolden } from '../../tools/golden/format.js';
import { replayGolden } from '../../tools/golden/replay.js';

export function replayFolder(game: string): void {
  const names = goldenNames(game);
  const catalogue = GOLDEN_EXAMPLES[game]!.catalogue.map((spec) => spec.name).sort();

  test(`test/golden/${game} holds the catalogue's games, at least 50`, (t) => {
    t.true(catalogue.length >= 50, `the ${game} catalogue lists ${catalogue.length} games`);
    const missing = catalogue.filter((name) => !names.includes(name));
    const extra = names.filter((name) => !catalogue.includes(name));
    t.deepEqual(
      { missing, extra },
      { missing: [], extra: [] },
      'npm run golden:record writes the missing; delete or catalogue the extra',
    );
  });

  for (const name of names) {
    test(`${goldenPath(game, name)} replays as recorded`, (t) => {
      const shown = goldenPath(game, name);
      const golden = readGolden(readFileSync(path.join(goldenFolder(game), `${name}.json`), 'utf8'), shown);
      // The recorder and a failure's re-record command go by the fields: they must agree with the path.
      t.deepEqual(
        { game: golden.game, name: golden.name },
        { game, name },
        `${shown} records another game or name than its path says`,
      );
      const failure = replayGolden(golden, shown);
      if (failure === undefined) t.pass();
      else t.fail(failure);
    });
  }
}
