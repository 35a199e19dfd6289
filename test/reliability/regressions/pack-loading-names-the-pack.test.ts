// Two ways a pack could fail while loading without the error naming it,
// found while cataloguing pack errors: an effect (or condition) with an empty
// name got past validation and was refused only at registration by the graph,
// and a pack whose setup threw let its raw error escape createEngine (the War
// CLI then crashed with a stack trace instead of printing one line).
import test from 'ava';
import { createCard, defineCard, defineCardPack } from '../../../lib/index.js';
import { CardPackError, countCards } from '../../../lib/cards/index.js';
import { warGame } from '../../../examples/war/game.js';
import { twist } from '../../../examples/war/twist/pack.js';

test('a pack effect or condition with an empty name is refused by validation, naming the pack', (t) => {
  const effect = defineCardPack({ name: 'blank', cards: [], effects: { 'blank.ok': () => {}, '': () => {} } });
  t.is(
    t.throws(() => warGame.graph([twist, effect]), { instanceOf: CardPackError }).message,
    'Card pack "blank": effect names must be non-empty strings',
  );
  const condition = defineCardPack({ name: 'blank', cards: [], conditions: { '': () => true } });
  t.is(
    t.throws(() => warGame.graph([twist, condition]), { instanceOf: CardPackError }).message,
    'Card pack "blank": condition names must be non-empty strings',
  );
  t.false(warGame.graph([twist]).hasEffect('blank.ok'));
});

test('a pack whose setup throws half way is a CardPackError naming the pack, and the next game is unaffected', (t) => {
  const ink = defineCard({ id: 'ink.blot', name: 'Blot', kind: 'ability' });
  const inkless = defineCardPack({
    name: 'inkless',
    cards: [ink],
    setup(state) {
      createCard(state, ink, { owner: 'p1', zone: 'p1.side' });
      throw new Error('out of ink');
    },
  });
  const error = t.throws(() => warGame.createEngine({ seed: 3, packs: [twist, inkless] }), { instanceOf: CardPackError });
  t.is(error.message, 'Card pack "inkless": setup failed: out of ink');
  t.is((error.cause as Error).message, 'out of ink');
  const next = warGame.createEngine({ seed: 3, packs: [twist] });
  t.is(countCards(next.state), 58);
  t.is(next.run().status, 'ended');
});
