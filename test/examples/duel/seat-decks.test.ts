// The duel's `seatDecks` option: a seat's deck as card ids (what a round robin of decks sends), the other seat's kept.
import test from 'ava';
import type { CardState } from '../../../lib/index.js';
import { duelGame } from '../../../examples/duel/game.js';
import { tidesPack } from '../../../examples/duel/packs/tides.js';

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
    message: `seatDecks names card "duel.ogre", which is not one of the loaded packs' cards`,
  });
});

test('seatDecks may name an extra pack’s card when that pack is loaded, and not when it is not', (t) => {
  const deck = ['duel.tidal-purge', 'duel.glass-moth'];
  const { state } = duelGame.createEngine({ seed: 2, packs: [tidesPack], options: { seatDecks: { p1: deck } } });
  t.deepEqual(owned(state, 'p1').sort(), ['duel.glass-moth', 'duel.tidal-purge']);
  t.throws(() => duelGame.createEngine({ seed: 2, options: { seatDecks: { p1: deck } } }), {
    message: `seatDecks names card "duel.tidal-purge", which is not one of the loaded packs' cards`,
  });
});
