import test from 'ava';
import { fileURLToPath } from 'node:url';
import { simulate, type SimulationRequest } from '../../lib/index.js';
import { SimulationError } from '../../lib/sim/index.js';
import { play, PLAYS } from './fixtures/modules.js';

const base: SimulationRequest = { game: play('coin'), games: 10, seed: 1 };

const refusals: [string, Partial<SimulationRequest> | Record<string, unknown>, string][] = [
  ['games 0', { games: 0 }, 'simulate(): games must be a whole number of at least 1, got 0'],
  ['games 2.5', { games: 2.5 }, 'simulate(): games must be a whole number of at least 1, got 2.5'],
  ['seed -1', { seed: -1 }, 'simulate(): seed must be a whole number from 0 to 4294967295, got -1'],
  ['seed "1"', { seed: '1' }, 'simulate(): seed must be a whole number from 0 to 4294967295, got "1"'],
  ['workers 0', { workers: 0 }, 'simulate(): workers must be a whole number of at least 1, got 0'],
  ['workers NaN', { workers: NaN }, 'simulate(): workers must be a whole number of at least 1, got NaN'],
  ['onProgress not a function', { onProgress: 'bar' }, 'simulate(): onProgress must be a function, got "bar"'],
  [
    'a relative module path',
    { game: { module: './plays.ts', export: 'coin' } },
    `simulate(): game.module must be an absolute path or a file: URL (e.g. import.meta.resolve('./my-game.js')), got "./plays.ts"`,
  ],
  [
    'a game that is not a module export',
    { game: 'coin' },
    'simulate(): game must be { module, export } naming a module file and its export, got "coin"',
  ],
  ['an empty export name', { game: { module: PLAYS, export: '' } }, 'simulate(): game.export must be a non-empty string, got ""'],
  [
    'packs not an array',
    { packs: 'tiny.ts' },
    'simulate(): packs must be an array of pack file paths or { module, export }, got "tiny.ts"',
  ],
  ['an empty pack path', { packs: [''] }, 'simulate(): packs[0] is an empty path'],
  [
    'a missing export',
    { game: play('nope') },
    `simulate(): game: ${fileURLToPath(PLAYS)} has no export "nope" (it exports: asyncPlay, badWinner, changingMeasures, coin, coinByThread, failing, notAFunction)`,
  ],
  [
    'an export that is neither a play function nor a card game',
    { game: play('notAFunction') },
    `simulate(): game export "notAFunction" of ${PLAYS} is a number: expected a play function (seed, packs, options) => { winner } or a card game from defineCardGame`,
  ],
];

for (const [what, change, message] of refusals) {
  test(`refuses ${what}`, async (t) => {
    await t.throwsAsync(simulate({ ...base, ...change }), { instanceOf: SimulationError, message });
  });
}

test('refuses options a worker could not receive (a function)', async (t) => {
  const error = await t.throwsAsync(simulate({ ...base, options: { agent: () => 1 } }), { instanceOf: SimulationError });
  t.regex(
    error.message,
    /^simulate\(\): options must be plain data a worker can receive \(no functions\): .+ could not be cloned\.$/,
  );
});

test('refuses a module that does not exist, naming it', async (t) => {
  const error = await t.throwsAsync(simulate({ ...base, game: { module: '/nowhere/game.ts', export: 'play' } }), {
    instanceOf: SimulationError,
  });
  t.is(error.message, 'simulate(): game: no file /nowhere/game.ts');
  t.is(error.code, 'sim-module-missing');
});

const badOutcomes: [string, string][] = [
  ['badWinner', 'Game 1 (seed 1) gave a bad outcome: winner must be a player id or null (a draw), got 7'],
  ['changingMeasures', "Game 2 (seed 2) gave a bad outcome: its measures (flips) differ from the first game's (turns)"],
  ['asyncPlay', 'Game 1 (seed 1) gave a bad outcome: the play function returned a Promise; it must play the game synchronously'],
];

for (const [name, message] of badOutcomes) {
  test(`refuses the outcome of ${name}, naming the game and seed`, async (t) => {
    const error = await t.throwsAsync(simulate({ ...base, game: play(name), workers: 1 }), {
      instanceOf: SimulationError,
      message,
    });
    t.is(error?.seed, Number(/seed (\d+)/.exec(message)![1]));
  });
}

test("measures that differ between two workers' ranges are refused with the same message as in one thread", async (t) => {
  // One game per worker: each range agrees with itself, so only the merge can see that seed 2 differs from seed 1.
  await t.throwsAsync(simulate({ ...base, game: play('changingMeasures'), games: 2, workers: 2 }), {
    instanceOf: SimulationError,
    message: "Game 2 (seed 2) gave a bad outcome: its measures (flips) differ from the first game's (turns)",
  });
});
