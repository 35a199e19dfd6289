import test from 'ava';
import { simulate } from '../../lib/index.js';

// A card game's cards are counted once per simulation thread in typed arrays (lib/sim/track-cards.ts), not listed
// per game: the per-card figures must be exactly those of the same games' cards listed the plain way.
const REFERENCE = import.meta.resolve('./fixtures/reference-tracker.js');
const cases = [
  {
    name: 'War (drawn into a pile, played face up onto the pot)',
    game: { module: import.meta.resolve('../../examples/war/game.js'), export: 'warGame' },
    reference: 'referenceWar',
    games: 60,
  },
  {
    name: 'the duel (drawn into a hand, played into monsters or spells)',
    game: { module: import.meta.resolve('../../examples/duel/game.js'), export: 'duelGame' },
    reference: 'referenceDuel',
    games: 20,
  },
  {
    name: 'the duel under the default rule (played when an ability resolves)',
    game: { module: REFERENCE, export: 'duelByAbility' },
    reference: 'referenceDuelByAbility',
    games: 20,
  },
];

for (const { name, game, reference, games } of cases) {
  test(`the per-card figures of ${name} are those of its cards listed game by game, on 1 and 2 workers`, async (t) => {
    const expected = await simulate({ game: { module: REFERENCE, export: reference }, games, seed: 11, workers: 1 });
    t.true(expected.report.cards.length > 10, 'the reference saw the cards');
    t.true(
      expected.report.cards.some((card) => card.played > 0),
      'and saw some played',
    );
    for (const workers of [1, 2]) {
      const counted = await simulate({ game, games, seed: 11, workers });
      t.deepEqual(counted.wins, expected.wins);
      t.deepEqual(counted.report.cards, expected.report.cards, `${workers} worker(s)`);
    }
  });
}
