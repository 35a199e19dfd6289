// cardTest() itself: what it refuses at the door (one line each, naming what was wrong), and that it catches a card
// broken on purpose, in its expectations and in the three runs (straight, save and verified restore, fork).
import test, { type ExecutionContext } from 'ava';
import { cardTest } from '../../lib/index.js';
import { CardTestError } from '../../lib/testing/index.js';
import { duelCardTests } from '../../examples/duel/card-test-game.js';
import { warCardTests } from '../../examples/war/card-test-game.js';
import { brokenPack } from './fixtures/broken-cards.js';

const duel = duelCardTests([brokenPack]);

/** The code and message of the CardTestError `fn` throws. */
function refusal(t: ExecutionContext, fn: () => unknown): [string, string] {
  const error = t.throws(fn, { instanceOf: CardTestError });
  return [error.code, error.message];
}

test('an unknown card id is refused where it is laid, with the nearest id', (t) => {
  t.deepEqual(
    refusal(t, () => cardTest(duel, 'Rain').lay('p1.hand', ['duel.mending-rian'])),
    [
      'card-test-unknown-card',
      'Card test "Rain": lay("p1.hand"): unknown card "duel.mending-rian", not a card of game "duel" (did you mean "duel.mending-rain"?)',
    ],
  );
});

test('an unknown zone is refused where it is laid, with the nearest zone', (t) => {
  t.deepEqual(
    refusal(t, () => cardTest(duel, 'Rain').lay('p1.hnad', ['duel.mending-rain'])),
    ['card-test-unknown-zone', 'Card test "Rain": lay: unknown zone "p1.hnad" (did you mean "p1.hand"?)'],
  );
});

test('playing a card the test never laid out is refused at the door', (t) => {
  t.deepEqual(
    refusal(t, () => cardTest(duel, 'Rain').lay('p1.hand', ['duel.spark-volley']).play('p1', 'duel.mending-rain')),
    ['card-test-unknown-card', 'Card test "Rain": play("duel.mending-rain"): the test lays no such card out'],
  );
});

test('answering when nothing is asked is refused, saying how the game stands', (t) => {
  const war = cardTest(warCardTests(), 'Gain').lay('p1.pile', ['war.gain-1-point']).play('p1', 'war.gain-1-point').answer('yes');
  t.deepEqual(
    refusal(t, () => war.run()),
    [
      'card-test-nothing-asked',
      'Card test "Gain": answer("yes"): nothing is asked, the game has ended ({"winner":null,"reason":"Draw! Both players have 0 points."})',
    ],
  );
});

test('expecting a decision when none is pending is refused', (t) => {
  const war = cardTest(warCardTests(), 'Gain')
    .lay('p1.pile', ['war.gain-1-point'])
    .play('p1', 'war.gain-1-point')
    .expectDecision({ player: 'p1' });
  t.deepEqual(
    refusal(t, () => war.run()),
    [
      'card-test-no-decision',
      'Card test "Gain": expectDecision({"player":"p1"}): no decision is pending, the game has ended ({"winner":null,"reason":"Draw! Both players have 0 points."})',
    ],
  );
});

test('an answer that is not an option is refused, listing the options', (t) => {
  const rain = cardTest(duel, 'Rain').lay('p1.hand', ['duel.mending-rain']).answer({ move: 'pass' });
  t.deepEqual(
    refusal(t, () => rain.run()),
    [
      'card-test-not-an-option',
      'Card test "Rain": answer({"move":"pass"}): not an option of p1\'s decision "Main phase: choose a move" (options [{"move":"activate","card":0},{"move":"end-main"},{"move":"end-turn"}])',
    ],
  );
});

test('a pending decision other than the one expected is refused, naming the field', (t) => {
  const rain = cardTest(duel, 'Rain').lay('p1.hand', ['duel.mending-rain']).expectDecision({ player: 'p2' });
  t.deepEqual(
    refusal(t, () => rain.run()),
    ['card-test-mismatch', 'Card test "Rain": expectDecision: the pending decision\'s player is "p1", not "p2"'],
  );
});

test('in a game that plays a card as its start, a play after another action is refused', (t) => {
  t.deepEqual(
    refusal(t, () =>
      cardTest(warCardTests(), 'Gain').lay('p1.pile', ['war.gain-1-point']).answer('x').play('p1', 'war.gain-1-point'),
    ),
    ['card-test-play-first', 'Card test "Gain": play("war.gain-1-point") must come first: this game plays a card as its start'],
  );
});

test('a card broken on purpose fails its card test, naming the line', (t) => {
  const result = cardTest(duel, 'Broken Rain').lay('p1.hand', ['duel.broken-rain']).play('p1', 'duel.broken-rain').run();
  t.deepEqual(
    refusal(t, () => result.expectLines(['Player 1 activates Broken Rain', 'Player 1 gains 1000 life points (9000)'])),
    [
      'card-test-mismatch',
      'Card test "Broken Rain": log line 2 is "Player 1 gains 100 life points (8100)", expected "Player 1 gains 1000 life points (9000)"',
    ],
  );
  t.deepEqual(
    refusal(t, () => result.expectZones({ 'p1.graveyard': [] })),
    ['card-test-mismatch', 'Card test "Broken Rain": zone "p1.graveyard" holds ["duel.broken-rain"], expected []'],
  );
});

test('a card that keeps state outside the game plays differently through a restore, and the test says where', (t) => {
  const charm = cardTest(duel, 'Tally Charm').lay('p1.hand', ['duel.tally-charm']).play('p1', 'duel.tally-charm');
  const [code, message] = refusal(t, () => charm.run());
  t.is(code, 'card-test-runs-differ');
  t.regex(
    message,
    /^Card test "Tally Charm": the run through a save and verified restore \(at step \d+\) failed: Snapshot does not match its replay: field "log\[1\]\.count" is \d+ in the save, but \d+ when its decisions are played again$/,
  );
  t.false(message.includes('\n'));
});

test('a face the test gives stays as given; left out, the game lays the card its way', (t) => {
  const result = cardTest(duel, 'Faces')
    .lay('p1.spells', [
      { card: 'duel.halt-the-charge', faceUp: true },
      'duel.halt-the-charge',
      { card: 'duel.mending-rain', faceUp: false },
    ])
    .run();
  t.deepEqual(
    result.state.cards.map((card) => card?.faceUp),
    [true, false, false],
  );
});

test('a play by a player who is not asked is refused, naming who is', (t) => {
  const rain = cardTest(duel, 'Rain').lay('p1.hand', ['duel.mending-rain']).play('p2', 'duel.mending-rain');
  t.deepEqual(
    refusal(t, () => rain.run()),
    [
      'card-test-not-an-option',
      'Card test "Rain": play("duel.mending-rain") by p2: the pending decision is p1\'s decision "Main phase: choose a move" (options [{"move":"activate","card":0},{"move":"end-main"},{"move":"end-turn"}])',
    ],
  );
});
