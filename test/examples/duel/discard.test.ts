// Grim Bargain: draw two cards, then discard two. The discard is a pick decision: the hand is offered
// once, the answer names the cards, and the engine refuses an answer that is not one.
import test from 'ava';
import { bargainsPack } from '../../../examples/duel/packs/bargains.js';
import { setupDuel } from '../../../examples/duel/scenario.js';
import { greedyAgent } from '../../../examples/duel/agents/index.js';
import { answer, lines, zone } from './helpers.js';
import { snapshot } from '../../../lib/index.js';

const bargain = () =>
  setupDuel({
    packs: [bargainsPack],
    p1: { deck: ['moss-golem', 'dusk-hound', 'gale-lancer'], hand: ['grim-bargain', 'ember-squire'] },
  });

test('Grim Bargain draws two, then asks for two cards of the hand, offered once; the two picked go to the graveyard', (t) => {
  const engine = bargain();
  answer(engine, { move: 'activate', card: 3 });
  t.like(engine.pending, {
    player: 'p1',
    prompt: 'Discard 2 cards',
    options: [4, 0, 1],
    pick: { min: 2, max: 2, ordered: false },
  });
  t.throws(() => engine.decide('p1', [1, 1]), {
    message: '[1,1] is not an answer to decision 2 ("Discard 2 cards"): 1 is picked twice',
  });
  t.throws(() => engine.decide('p1', [4]), {
    message: '[4] is not an answer to decision 2 ("Discard 2 cards"): it takes 2, not 1',
  });
  engine.decide('p1', [1, 4]);
  t.deepEqual(engine.decisions.at(-1), { id: 2, player: 'p1', choice: [4, 1] }, 'kept in the order offered');
  engine.run();
  t.deepEqual(zone(engine, 'p1.hand'), [0]);
  t.deepEqual([...zone(engine, 'p1.graveyard')].sort(), [1, 3, 4]);
  t.true(lines(engine).includes('Player 1 discards Ember Squire and Dusk Hound'), lines(engine).join('\n'));
});

test('with no more than two cards in hand there is nothing to choose: both go, and nobody is asked', (t) => {
  const engine = setupDuel({ packs: [bargainsPack], p1: { deck: ['moss-golem', 'dusk-hound'], hand: ['grim-bargain'] } });
  answer(engine, { move: 'activate', card: 2 });
  t.is(snapshot(engine).decisions.length, 1, 'only the activation was asked');
  t.deepEqual(zone(engine, 'p1.hand'), []);
  t.true(lines(engine).includes('Player 1 discards Moss Golem and Dusk Hound'), lines(engine).join('\n'));
});

test("the bargains pack is not the base game's: a scenario without it refuses the card by name", (t) => {
  t.throws(() => setupDuel({ p1: { hand: ['grim-bargain'] } }), { message: 'Unknown card "grim-bargain" in p1.hand' });
});

test('a whole duel with the greedy agent discarding: it answers each pick with its weakest cards, and the game ends', (t) => {
  const engine = setupDuel({
    packs: [bargainsPack],
    agents: { p1: greedyAgent(), p2: greedyAgent() },
    p1: { deck: ['moss-golem', 'dusk-hound', 'gale-lancer'], hand: ['grim-bargain', 'stormcrest-knight', 'ember-squire'] },
  });
  t.like(engine.run(), { status: 'ended', result: { winner: 'p1' } });
  // Drawn Moss Golem (ATK 500) and Dusk Hound (1400) go; Stormcrest Knight (2100) stays.
  t.true(lines(engine).includes('Player 1 discards Moss Golem and Dusk Hound'), lines(engine).join('\n'));
});
