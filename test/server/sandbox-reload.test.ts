// `cardweave serve --watch` reloads a changed game module into open sandboxes: a pack file saved
// with House Golem's ATK raised is played again, every branch and where the designer stood kept;
// saved with its level raised (now a tribute summon), the replay no longer fits and the sandbox
// keeps its rules, saying which answer is not offered; a file that does not load is refused too.
import test from 'ava';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TableGame } from '../../lib/server/index.js';
import { SandboxList } from '../../lib/server/sandbox/sandbox-list.js';
import type { SandboxTable } from '../../lib/server/sandbox/sandbox-table.js';
import { watchGames } from '../../lib/server/sandbox/watch-games.js';
import { tempDir } from './fixtures.js';
import { housePack, writeHouseGame } from './sandbox-games/house-game.js';

function answer(sandbox: SandboxTable, words: string): void {
  const asked = sandbox.view().view.decision!;
  const index = asked.options.findIndex((o) => o.startsWith(words));
  if (index < 0) throw new Error(`no option "${words}" among ${asked.options.join(' | ')}`);
  sandbox.answer(asked.seq, index);
}

/** Saves the pack file and waits (bounded) for the sandbox's next change. */
async function save(sandbox: SandboxTable, file: string, text: string): Promise<void> {
  const before = sandbox.version;
  writeFileSync(file, text);
  await sandbox.changedAfter(before, 20_000);
  if (sandbox.version === before) throw new Error('the sandbox was not reloaded within 20 s');
}

test('a saved pack reloads into the sandbox; a replay that no longer fits, or a broken file, is refused with the reason', async (t) => {
  const dir = tempDir('cardweave-watch-');
  t.teardown(() => dir.remove());
  const module = writeHouseGame(join(dir.path, 'house'));
  const first = (await import(pathToFileURL(module).href)) as { table: TableGame };
  const list = new SandboxList([first.table]);
  const lines: string[] = [];
  const stop = watchGames([{ id: 'duel', module, export: 'table' }], list, (line) => lines.push(line));
  t.teardown(stop);

  const sandbox = list.open({ game: 'duel', seed: 7, packs: ['house'], setup: [{ card: 'House Golem', zone: 'p1.hand' }] });
  answer(sandbox, 'Normal summon House Golem');
  answer(sandbox, 'End the turn');
  sandbox.undo();
  answer(sandbox, 'Activate Spark Volley');
  sandbox.jump('main', 1);
  const where = (s: SandboxTable) =>
    s
      .view()
      .branches.map((b) => `${b.head ? '*' : ''}${b.name}@${b.tip}/${b.end}`)
      .join(' ');
  t.is(where(sandbox), '*main@1/2 branch-1@2/2');

  await save(sandbox, join(dir.path, 'house', 'pack.ts'), housePack(4, 1300));
  t.deepEqual(sandbox.view().reload, {
    ok: true,
    change: 1,
    message: 'Reloaded the rules of "duel" (change 1): 4 answers played again on 2 branches',
  });
  t.is(where(sandbox), '*main@1/2 branch-1@2/2');
  t.deepEqual(sandbox.view().view.zones.find((z) => z.name === 'p1.monsters')!.cards![0]!.stats, {
    level: 4,
    atk: 1300,
    def: 1000,
  });
  t.is(sandbox.view().branches[0]!.answers[0], 'p1: Normal summon House Golem (Lv 4, ATK 1300, DEF 1000) in attack position');
  t.is(lines.at(-1), '--watch: change 1: game "duel" reloaded into its open sandboxes');

  await save(sandbox, join(dir.path, 'house', 'pack.ts'), housePack(5, 1300));
  t.deepEqual(sandbox.view().reload, {
    ok: false,
    change: 2,
    message:
      'Kept the rules it had: change 2 of "duel" was refused: the replay no longer fits: branch "main", decision 1 (p1: Normal summon House Golem (Lv 4, ATK 1300, DEF 1000) in attack position) is not offered any more',
  });
  t.deepEqual(sandbox.view().view.zones.find((z) => z.name === 'p1.monsters')!.cards![0]!.stats, {
    level: 4,
    atk: 1300,
    def: 1000,
  });

  await save(sandbox, join(dir.path, 'house', 'pack.ts'), 'export const housePack = ;');
  t.is(sandbox.view().reload!.ok, false);
  const house = join(dir.path, 'house');
  t.is(
    sandbox.view().reload!.message,
    `Kept the rules it had: change 3 of "duel" was refused: ${house}/table.ts does not load: Transform failed with 1 error: ${house}/pack.ts:1:25: ERROR: Unexpected ";"`,
  );
  // Still playable on the rules it kept.
  answer(sandbox, 'End the turn');
  t.is(where(sandbox), '*main@2/2 branch-1@2/2');
});
