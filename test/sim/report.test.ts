import test from 'ava';
import { simulate, type SimulationResult } from '../../lib/index.js';
import { wilson } from '../../lib/sim/index.js';
import { warGame } from '../../examples/war/game.js';

const WAR = { module: import.meta.resolve('../../examples/war/game.js'), export: 'warGame' };
const DUEL = { module: import.meta.resolve('../../examples/duel/game.js'), export: 'duelGame' };
const REPORTED = import.meta.resolve('./fixtures/reported.js');
const play = (name: string) => ({ module: REPORTED, export: name });
const ENDLESS = { module: import.meta.resolve('./fixtures/endless-card-game.js'), export: 'endlessGame' };

/** Everything but the timings and the worker count. */
const figures = ({ games, seed, wins, draws, measures, report }: SimulationResult) => ({
  games,
  seed,
  wins,
  draws,
  measures,
  report,
});

test('the report is identical for 1, 2 and 3 workers, on War and on the duel played as card games', async (t) => {
  for (const [game, games] of [
    [WAR, 120],
    [DUEL, 30],
  ] as const) {
    const runs = [];
    // One after another: three runs at once on two cores would only slow each other.
    for (const workers of [1, 2, 3]) runs.push(await simulate({ game, games, seed: 5, workers }));
    const [one, two, three] = runs;
    t.deepEqual(figures(two!), figures(one!));
    t.deepEqual(figures(three!), figures(one!));
    t.true(one!.report.cards.length > 10, 'the cards were tracked');
    t.deepEqual(
      one!.report.seats.map((s) => s.seat),
      ['p1', 'p2'],
    );
  }
});

test('a War game stopped by the comparison cap is counted as cut, not as a draw; its length is its comparisons', async (t) => {
  const games = 100;
  const result = await simulate({ game: WAR, games, seed: 1, workers: 1 });
  let cut = 0;
  const comparisons: number[] = [];
  for (let i = 0; i < games; i++) {
    const engine = warGame.createEngine({ seed: 1 + i, log: false });
    const status = engine.run();
    if (status.status !== 'ended') throw new Error('a War game did not end');
    if ((status.result as { cut?: boolean }).cut === true) cut++;
    comparisons.push(engine.state.comparisons);
  }
  t.true(cut > 0, 'some of these seeds reach the cap');
  t.is(result.report.cut, cut);
  t.is(result.report.draws, 0);
  // The totals keep counting every game without a winner, as before.
  t.is(result.draws, cut);
  comparisons.sort((a, b) => a - b);
  t.deepEqual(
    [result.report.gameLength.turns?.p50, result.report.gameLength.turns?.max, result.report.gameLength.turns?.games],
    [comparisons[49], comparisons[99], 100],
  );
  // War's cards are drawn into piles and played face up onto the pot (declareCardPlay in examples/war/game.ts).
  const ace = result.report.cards.find((c) => c.card === 'war.14-of-spades')!;
  t.true(ace.drawn >= games && ace.played > 0.9 * ace.drawn);
});

test('a card game that never ends is cut by the step budget, not failed', async (t) => {
  const result = await simulate({ game: ENDLESS, games: 1, seed: 3, workers: 1 });
  t.deepEqual([result.report.cut, result.report.draws, result.draws], [1, 0, 1]);
});

test("a play function's seats, cut games, lengths and cards make the report's figures exactly", async (t) => {
  const result = await simulate({ game: play('reported'), games: 1000, seed: 10, workers: 2 });
  const { report } = result;
  // Seeds 10 to 1009: each last digit 100 times.
  t.deepEqual(result.wins, { a: 300, b: 600 });
  t.deepEqual([report.draws, report.cut, result.draws], [0, 100, 100]);
  t.deepEqual(report.seats, [
    { seat: 'a', wins: 300, ...pick(wilson(300, 1000)) },
    { seat: 'b', wins: 600, ...pick(wilson(600, 1000)) },
  ]);
  t.is(report.balance, 1 - (0.6 - 0.3));
  t.deepEqual(report.firstSeat, { seat: 'a', advantage: 0.3 - 0.6, clear: true });
  // turns: seed % 7 over seeds 10..1009; nearest rank.
  const turns = Array.from({ length: 1000 }, (_, i) => (10 + i) % 7).sort((x, y) => x - y);
  t.deepEqual(report.gameLength.turns, {
    games: 1000,
    p50: turns[499],
    p90: turns[899],
    p99: turns[989],
    mean: turns.reduce((s, v) => s + v, 0) / 1000,
    min: 0,
    max: 6,
    // Values 0 to 6: seven bins of one value each, their games counted from the same seeds.
    bins: [0, 1, 2, 3, 4, 5, 6].map((v) => ({ from: v, to: v, games: turns.filter((x) => x === v).length })),
  });
  t.is(report.gameLength.decisions?.max, 4);
  // The sword is played on even seeds (500 games), where a wins on digits 0 and 2: 200 of them.
  // Drawn and not played on odd seeds: a wins on digit 1, 100 of 500.
  const [sword, shield] = report.cards;
  t.deepEqual(sword, {
    card: 'sword',
    drawn: 1000,
    played: 500,
    playedOfDrawn: wilson(500, 1000),
    winShareWhenPlayed: 0.4,
    ...lowHigh(wilson(200, 500)),
    whenDrawnNotPlayed: wilson(100, 500),
    dead: false,
    deadBecause: null,
  });
  t.deepEqual(shield, {
    card: 'shield',
    drawn: 1000,
    played: 0,
    playedOfDrawn: wilson(0, 1000),
    winShareWhenPlayed: null,
    low: 0,
    high: 1,
    whenDrawnNotPlayed: wilson(600, 1000),
    dead: true,
    deadBecause: 'rarely played',
  });
});

test('a cut game that names a winner is a bad outcome, named with its seed', async (t) => {
  const error = await t.throwsAsync(simulate({ game: play('cutWithWinner'), games: 3, seed: 4, workers: 1 }));
  t.is(error.message, 'Game 1 (seed 4) gave a bad outcome: a game cut by a cap has no winner, got winner "a"');
});

function pick(share: { share: number | null; low: number; high: number }) {
  return { winShare: share.share, low: share.low, high: share.high };
}

function lowHigh(share: { low: number; high: number }) {
  return { low: share.low, high: share.high };
}
