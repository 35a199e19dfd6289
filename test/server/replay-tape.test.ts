// A replay tape gives the game after any step exactly as playing the log from the start does
// (its snapshot, RNG included, and every viewer's view), whichever keyframe it starts from, however
// often it thinned its keyframes, and whatever was played on a game it handed out before.
import test from 'ava';
import type { CardState } from '../../lib/cards/state.js';
import type { Engine } from '../../lib/graph/engine.js';
import { seatView, type TableRecord } from '../../lib/server/index.js';
import { ReplayTape } from '../../lib/server/replay-tape.js';
import { seatOptions } from '../../lib/server/seat-view.js';
import { snapshot } from '../../lib/saves/index.js';
import { duelTable } from '../../examples/duel/table.js';
import { deckCards, EMBER_DECK, TIDE_DECK, type DeckList } from '../../examples/duel/decks.js';

const twice = (list: DeckList): string[] => [...deckCards(list), ...deckCards(list)].map((card) => card.id);
const record: TableRecord = {
  id: 'tapeTable001',
  game: 'duel',
  packs: [],
  seed: 19,
  // 80-card decks and life points nobody spends: a long game.
  options: { lifePoints: 1_000_000, seatDecks: { p1: twice(EMBER_DECK), p2: twice(TIDE_DECK) } },
  seats: [
    { seat: 'p1', kind: 'person' },
    { seat: 'p2', kind: 'person' },
  ],
};

/** The table's game from its start, as the host starts one. */
function started(): Engine<CardState> {
  const engine = duelTable.game.createEngine({
    seed: record.seed,
    options: record.options as never,
  }) as unknown as Engine<CardState>;
  engine.run();
  return engine;
}

/** A game of `count` decisions, each asked seat taking its first option mostly, its last now and then. */
function played(count: number) {
  const engine = started();
  for (let i = 0; i < count && !engine.ended; i++) {
    const seat = engine.pending!.player;
    const offered = seatOptions(engine, seat)!;
    const asked = engine.pending!;
    const n = i % 3 === 2 ? offered.length - 1 : 0;
    engine.decideInView(seat, asked.pick === undefined ? offered[n]! : offered.slice(0, asked.pick.min), asked.id);
    engine.run();
  }
  return engine;
}

const full = played(230);

/** Snapshot and every viewer's view of a game: what must be the same. */
function picture(engine: Engine<CardState>): string {
  const source = { id: record.id, game: duelTable, seats: record.seats, engine };
  const views = [null, 'p1', 'p2'].map((seat) => seatView(source, seat, { entries: 0, lines: 0 }));
  return JSON.stringify([snapshot(engine), views]);
}

test('every step of a tape is the game replayed from its start, across keyframes and thinning', (t) => {
  const last = full.decisions.length;
  t.true(last >= 200, `a long game (${last} decisions)`);
  // Keyframes every 4 decisions, at most 8 kept: the tape thins them four times over 230 decisions.
  const tape = new ReplayTape(duelTable, record, { every: 4, max: 8 });
  tape.extend(full.decisions.slice(0, 50));
  t.is(tape.length, 50);
  tape.extend(full.decisions);
  t.is(tape.length, last);
  t.true(tape.keyframeEvery > 4, `thinned to every ${tape.keyframeEvery}`);
  t.true(tape.keyframes <= 8);
  const fromStart = started();
  for (let step = 0; step <= last; step++) {
    if (step > 0) {
      const d = full.decisions[step - 1]!;
      fromStart.decide(d.player, d.choice, step);
      fromStart.run();
    }
    if (step % 7 !== 0 && step !== last) continue;
    t.is(picture(tape.at(step)), picture(fromStart), `step ${step}`);
  }
});

test('a game a tape handed out is its own: playing on it changes nothing the tape gives next', (t) => {
  const tape = new ReplayTape(duelTable, record);
  tape.extend(full.decisions);
  const step = 70; // past two keyframes of 32
  const before = picture(tape.at(step));
  const mine = tape.at(step);
  for (let i = 0; i < 20 && !mine.ended; i++) {
    const seat = mine.pending!.player;
    const offered = seatOptions(mine, seat)!;
    mine.decideInView(
      seat,
      mine.pending!.pick === undefined ? offered.at(-1)! : offered.slice(0, mine.pending!.pick.min),
      mine.pending!.id,
    );
    mine.run();
  }
  t.not(picture(mine), before);
  t.is(picture(tape.at(step)), before);
  t.is(picture(tape.at(64)), picture(tape.at(64)), 'a keyframe itself is never played on');
});

test('a step outside the tape is refused in one line', (t) => {
  const tape = new ReplayTape(duelTable, record);
  tape.extend(full.decisions.slice(0, 10));
  t.throws(() => tape.at(11), { instanceOf: RangeError, message: 'step must be a whole number from 0 to 10, got 11' });
  t.throws(() => tape.at(-1), { instanceOf: RangeError, message: 'step must be a whole number from 0 to 10, got -1' });
});
