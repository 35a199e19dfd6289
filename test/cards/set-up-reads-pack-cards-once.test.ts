import test from 'ava';
import { defineCardPack, type CardDefinition } from '../../lib/index.js';
import { warGame } from '../../examples/war/game.js';

/**
 * A card of a pack whose abilities count their reads. Whether a pack's cards need zone lifetimes (static abilities,
 * hooks bound to zones) does not change once the packs are loaded: it is asked when the rules are built, not again
 * at every game's set-up, which asked every card of every pack (and under tsx made three closures per card).
 */
test('setting up a game does not read the pack cards again: ten games read them as often as one', (t) => {
  let reads = 0;
  const card = {
    id: 'test.counted',
    name: 'Counted',
    kind: 'ability',
    text: 'Does nothing.',
    stats: {},
  } as unknown as CardDefinition;
  Object.defineProperty(card, 'abilities', {
    enumerable: true,
    get() {
      reads++;
      return [];
    },
  });
  const pack = defineCardPack({ name: 'counted', cards: [card] });
  warGame.createEngine({ seed: 1, packs: [pack] });
  const afterOne = reads;
  for (let seed = 2; seed <= 10; seed++) warGame.createEngine({ seed, packs: [pack] });
  t.is(reads, afterOne);
});
