import test from 'ava';
import { simulate, type SimulationResult } from '../../lib/index.js';

const WAR = { module: import.meta.resolve('../../examples/war/game.js'), export: 'warGame' };
const REPORTED = { module: import.meta.resolve('./fixtures/reported.js'), export: 'reported' };

/** The report less its per-card figures. */
const withoutCards = ({ report: { cards: _cards, ...rest } }: SimulationResult) => rest;

test('report: { cards: false } leaves the per-card figures out of a card game and changes nothing else', async (t) => {
  const whole = await simulate({ game: WAR, games: 40, seed: 3, workers: 1 });
  const lean = await simulate({ game: WAR, games: 40, seed: 3, workers: 1, report: { cards: false } });
  t.true(whole.report.cards.length > 10, 'the whole report tracks the cards');
  t.deepEqual(lean.report.cards, []);
  t.deepEqual(withoutCards(lean), withoutCards(whole));
  t.deepEqual([lean.wins, lean.draws], [whole.wins, whole.draws]);
});

test("report: { cards: false } ignores the cards of a play function's outcomes, in workers too", async (t) => {
  const whole = await simulate({ game: REPORTED, games: 30, seed: 1, workers: 1 });
  const lean = await simulate({ game: REPORTED, games: 30, seed: 1, workers: 2, report: { cards: false } });
  t.true(whole.report.cards.length > 0);
  t.deepEqual(lean.report.cards, []);
  t.deepEqual(withoutCards(lean), withoutCards(whole));
});

test('report: { cards: true } is the whole report, as when report is left out', async (t) => {
  const whole = await simulate({ game: WAR, games: 10, seed: 9, workers: 1 });
  const asked = await simulate({ game: WAR, games: 10, seed: 9, workers: 1, report: { cards: true } });
  t.deepEqual(asked.report, whole.report);
});

test('a report option other than { cards: true | false } is refused in one line naming it', async (t) => {
  const refusals: [unknown, string][] = [
    [{ cards: 'no' }, 'simulate(): report.cards must be true or false, got "no"'],
    [false, 'simulate(): report must be { cards?: true | false }, got false'],
    [{ cards: false, seats: false }, 'simulate(): report takes only cards (true or false), got "seats"'],
  ];
  for (const [report, message] of refusals) {
    const error = await t.throwsAsync(simulate({ game: WAR, games: 1, seed: 1, workers: 1, report: report as never }));
    t.is(error?.message, message);
    t.is((error as Error & { code?: string }).code, 'sim-report-option');
  }
});
