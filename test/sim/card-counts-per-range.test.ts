import test from 'ava';
import { warGame } from '../../examples/war/game.js';
import { cardGamePlayer } from '../../lib/sim/play-card-game.js';
import { playRange } from '../../lib/sim/play-range.js';
import { addTally, emptyTally } from '../../lib/sim/tally.js';

// A card game's player counts cards over all its games (one CardTracker per simulation thread); each range must
// still get exactly its own games' counts, as when every game listed its cards.
const player = () => cardGamePlayer(warGame, [], undefined);

test("a range counts only its own games' cards, whatever the player played before it", (t) => {
  const fresh = playRange(player(), 1, { first: 0, count: 20 });
  const used = player();
  // Games played outside any range (as a queue worker's timing games are): their cards must not leak into the next.
  used(7);
  used(8);
  const after = playRange(used, 1, { first: 0, count: 20 });
  t.true(fresh.tally.cards.size === 52, 'every card of the deck was counted');
  t.deepEqual(after.tally, fresh.tally);
});

test('two ranges played one after the other by one player add up to the one range of both', (t) => {
  const whole = playRange(player(), 1, { first: 0, count: 20 });
  const play = player();
  const first = playRange(play, 1, { first: 0, count: 8 });
  const second = playRange(play, 1, { first: 8, count: 12 });
  const added = emptyTally();
  addTally(added, first.tally);
  addTally(added, second.tally);
  t.deepEqual(added.cards, whole.tally.cards);
  t.notDeepEqual(second.tally.cards, whole.tally.cards, 'the second range alone counts fewer games');
});
