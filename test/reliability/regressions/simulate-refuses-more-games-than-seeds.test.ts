// Before, simulate() took any safe whole number of games: 2^53 - 1 or 1e12
// games failed with a bare RangeError ("Invalid typed array length", the
// per-game measures) in the calling thread, or a worker crash after seconds
// of start-up, and 2^32 + 1 games would have played seed 1 twice. Now more
// than MAX_SIMULATED_GAMES (2^32: one game per seed, and what one measure's
// Float64Array can hold) is refused up front, in one line, before any module
// is loaded or any thread started.
import test from 'ava';
import { simulate } from '../../../lib/index.js';
import { MAX_SIMULATED_GAMES, SimulationError } from '../../../lib/sim/index.js';
import { checkRequest } from '../../../lib/sim/check-request.js';
import { play } from '../../sim/fixtures/modules.js';

const TOO_MANY: [number, string][] = [
  [2 ** 32 + 1, '4294967297'],
  [1e12, '1000000000000'],
  [2 ** 53 - 1, '9007199254740991'],
  [2 ** 53, '9007199254740992'],
];

test('more games than seeds are refused up front, naming the bound and why, with or without workers', async (t) => {
  for (const [games, shown] of TOO_MANY) {
    for (const workers of [1, 2]) {
      const error = await t.throwsAsync(simulate({ game: play('coin'), games, seed: 1, workers }), {
        instanceOf: SimulationError,
      });
      t.is(
        error.message,
        `simulate(): games must be at most 4294967296 (2^32: one game per seed, and a measure holds one number per game), got ${shown}`,
      );
      t.is(error.code, 'sim-games-too-many');
    }
  }
});

test('the refusal comes before anything is loaded: a module that does not exist is not even looked for', async (t) => {
  const error = await t.throwsAsync(simulate({ game: { module: '/nowhere/game.js', export: 'play' }, games: 1e12, seed: 1 }), {
    instanceOf: SimulationError,
  });
  t.is(error.code, 'sim-games-too-many');
});

test('2^32 games, every seed once, is the most a request may ask for', (t) => {
  t.is(MAX_SIMULATED_GAMES, 4_294_967_296);
  t.is(checkRequest({ game: play('coin'), games: MAX_SIMULATED_GAMES, seed: 0, workers: 2 }).games, MAX_SIMULATED_GAMES);
});
