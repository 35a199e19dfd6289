import test from 'ava';
import { simulate } from '../../lib/index.js';
import { warGame } from '../../examples/war/game.js';
import { reversalPack } from '../../examples/war/packs/reversal.js';
import { twist } from '../../examples/war/twist/pack.js';

const WAR_GAME = { module: import.meta.resolve('../../examples/war/game.js'), export: 'warGame' };
const REVERSAL_FILE = new URL('../../examples/war/packs/reversal.ts', import.meta.url).pathname;
const TWIST = { module: import.meta.resolve('../../examples/war/twist/pack.js'), export: 'twist' };

test('a card game export is played to its end with the packs, given by file and by export, in order', async (t) => {
  const games = 30;
  const result = await simulate({ game: WAR_GAME, packs: [TWIST, REVERSAL_FILE], games, seed: 11, workers: 2 });
  const wins: Record<string, number> = {};
  let draws = 0;
  for (let i = 0; i < games; i++) {
    const status = warGame.createEngine({ seed: 11 + i, packs: [twist, reversalPack], log: false }).run();
    if (status.status !== 'ended') throw new Error(`seed ${11 + i} did not end: ${status.status}`);
    const { winner } = status.result as { winner: string | null };
    if (winner === null) draws++;
    else wins[winner] = (wins[winner] ?? 0) + 1;
  }
  t.deepEqual(
    { wins: result.wins, draws: result.draws, measures: result.measures },
    { wins: Object.fromEntries(Object.entries(wins).sort()), draws, measures: {} },
  );
});

test('a pack that fails validation fails the first game with the pack error, naming its seed', async (t) => {
  const broken = new URL('../examples/war/fixtures/broken-pack.ts', import.meta.url).pathname;
  const error = await t.throwsAsync(simulate({ game: WAR_GAME, packs: [broken], games: 5, seed: 9 }));
  t.regex(error.message, /^Game 1 \(seed 9\) failed: CardPackError: .*broken/);
});
