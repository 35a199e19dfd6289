import test from 'ava';
import { addGame, emptyTally } from '../../lib/sim/tally.js';

// addGame is on every game's path and was rewritten for speed (issue 26's cost target): these pin what it counts.
test('addGame counts an id once per seat however often it is listed, and a played card as drawn too', (t) => {
  const tally = emptyTally();
  addGame(tally, {
    winner: 'p2',
    seats: ['p1', 'p2'],
    cards: {
      drawn: { p1: ['goblin', 'goblin', 'elf'], p2: ['goblin'] },
      // p3 only played: its seat still counts, and its card as drawn; p2 played one it never drew.
      played: { p1: ['elf', 'elf'], p2: ['troll'], p3: ['elf'] },
    },
  });
  t.deepEqual(
    [...tally.cards],
    [
      // [drawn, won when drawn, played, won when played], one count per seat that had it
      ['goblin', [2, 1, 0, 0]],
      ['elf', [2, 0, 2, 0]],
      ['troll', [1, 1, 1, 1]],
    ],
  );
});

test('addGame adds nothing for a game without cards, or with empty lists', (t) => {
  const tally = emptyTally();
  addGame(tally, { winner: 'p1', cards: { drawn: {}, played: { p1: [] } } });
  addGame(tally, { winner: null });
  t.deepEqual([...tally.cards], []);
});
