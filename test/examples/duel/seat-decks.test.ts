// The duel's `seatDecks` option: a seat's deck as card ids (what a round robin of decks sends), the other seat's kept.
import test from 'ava';
import type { CardState } from '../../../lib/index.js';
import { duelGame } from '../../../examples/duel/game.js';

const owned = (state: CardState, seat: string): string[] =>
  state.cards.filter((c) => c !== null && c.owner === seat).map((c) => state.defs[c!.def]!.id);

test('seatDecks deals a seat exactly its listed cards; a seat not named keeps its decks deck', (t) => {
  const plain = duelGame.createEngine({ seed: 3 }).state;
  const { state } = duelGame.createEngine({
    seed: 3,
    options: { seatDecks: { p1: ['duel.glass-moth', 'duel.gale-lancer', 'duel.glass-moth'] } },
  });
  t.deepEqual(owned(state, 'p1').sort(), ['duel.gale-lancer', 'duel.glass-moth', 'duel.glass-moth']);
  t.deepEqual(owned(state, 'p2'), owned(plain, 'p2'));
});

test('seatDecks naming a card that is none of the duel’s is refused with the id', (t) => {
  t.throws(() => duelGame.createEngine({ seed: 1, options: { seatDecks: { p2: ['duel.ogre'] } } }), {
    message: /seatDecks names card "duel\.ogre", which is not one of the duel's cards/,
  });
});
