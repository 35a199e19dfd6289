// Tidal Purge destroys every monster on the field, one event per monster. Where both of a player's
// wards (Coral Bulwark, Tide Shelter) would replace a destruction, that player orders them for that
// monster; the wipe asks the turn player first (APNAP), then the other, one monster at a time, and
// waits as data between answers, so a save in the middle restores (verified by replay) and plays on.
import test from 'ava';
import { type Agent, type CardDefinition, type Decision, Engine, restore, snapshot } from '../../../lib/index.js';
import { checkConservation } from '../../../lib/cards/index.js';
import { greedyAgent } from '../../../examples/duel/agents/index.js';
import * as m from '../../../examples/duel/cards.js';
import type { DeckList } from '../../../examples/duel/decks.js';
import { duelGame } from '../../../examples/duel/game.js';
import { coralBulwark, tidalPurge, tidesPack, tideShelter } from '../../../examples/duel/packs/tides.js';
import type { DuelState } from '../../../examples/duel/state.js';
import { setupDuel } from '../../../examples/duel/scenario.js';
import { answer, lines, zone } from './helpers.js';

// p1: Tidal Purge (0) in hand, Gale Lancer (1) and Dusk Hound (2), Coral Bulwark (3) and Tide Shelter (4).
// p2: Moss Golem (5) and Ember Squire (6), Coral Bulwark (7) and Tide Shelter (8).
const purge = () =>
  setupDuel({
    packs: [tidesPack],
    p1: { hand: ['tidal-purge'], monsters: ['gale-lancer', 'dusk-hound'], spells: ['coral-bulwark', 'tide-shelter'] },
    p2: { monsters: ['moss-golem', 'ember-squire'], spells: ['coral-bulwark', 'tide-shelter'] },
  });

const question = (d: Decision | null): string =>
  d === null ? 'none' : `${d.player}: ${d.prompt} [${(d.options as string[]).join(', ')}]`;

/** Answers the wipe's questions, noting each as asked. */
function orders(engine: Engine, answers: [string, string[]][], asked: string[] = []): string[] {
  for (const [player, order] of answers) {
    asked.push(question(engine.pending));
    engine.decide(player, order);
    engine.run();
  }
  return asked;
}

const P1_ORDERS: [string, string[]][] = [
  ['p1', ['tide-shelter:4', 'coral-bulwark:3']],
  ['p1', ['tide-shelter:4', 'coral-bulwark:3']],
];
const P2_ORDERS: [string, string[]][] = [
  ['p2', ['coral-bulwark:7', 'tide-shelter:8']],
  ['p2', ['tide-shelter:8', 'coral-bulwark:7']],
];

test('each player orders the wards on their own monsters, the turn player first; each order applies to its monster', (t) => {
  const engine = purge();
  answer(engine, { move: 'activate', card: 0 });
  t.deepEqual(lines(engine), ['Player 1 activates Tidal Purge'], 'nothing is destroyed while the wipe waits');
  const asked = orders(engine, [...P1_ORDERS, ...P2_ORDERS]);
  t.deepEqual(asked, [
    'p1: Choose the order replacements apply to duel.destroy for Gale Lancer (card 1) [coral-bulwark:3, tide-shelter:4]',
    'p1: Choose the order replacements apply to duel.destroy for Dusk Hound (card 2) [coral-bulwark:3, tide-shelter:4]',
    'p2: Choose the order replacements apply to duel.destroy for Moss Golem (card 5) [coral-bulwark:7, tide-shelter:8]',
    'p2: Choose the order replacements apply to duel.destroy for Ember Squire (card 6) [coral-bulwark:7, tide-shelter:8]',
  ]);
  t.deepEqual(lines(engine), [
    'Player 1 activates Tidal Purge',
    'Tide Shelter saves Gale Lancer: Player 1 sends Tide Shelter to the graveyard instead',
    'Coral Bulwark saves Dusk Hound: Player 1 takes 500 damage instead',
    'Player 1 takes 500 effect damage (7500 life points left)',
    'Coral Bulwark saves Moss Golem: Player 2 takes 500 damage instead',
    'Player 2 takes 500 effect damage (7500 life points left)',
    'Tide Shelter saves Ember Squire: Player 2 sends Tide Shelter to the graveyard instead',
  ]);
  // Gale Lancer: Tide Shelter goes instead. Dusk Hound: the Shelter is gone, so the Bulwark (next in p1's order).
  // Moss Golem: the Bulwark. Ember Squire: the Shelter. Every monster survives, and the wards paid.
  t.deepEqual(zone(engine, 'p1.monsters'), [1, 2]);
  t.deepEqual(zone(engine, 'p2.monsters'), [5, 6]);
  t.deepEqual(zone(engine, 'p1.spells'), [3]);
  t.deepEqual(zone(engine, 'p2.spells'), [7]);
  t.deepEqual(engine.state.lifePoints, { p1: 7500, p2: 7500 });
  t.is(engine.pending?.prompt, 'Main phase: choose a move');
});

test('a save between the two players’ answers restores and finishes the same wipe', (t) => {
  const engine = purge();
  answer(engine, { move: 'activate', card: 0 });
  orders(engine, P1_ORDERS);
  t.is(engine.pending?.player, 'p2');
  // A scenario is laid out by hand (new Engine), so it has no start to replay: its save is checked by structure.
  const restored = restore<DuelState>(duelGame.graph([tidesPack]), JSON.stringify(snapshot(engine)), { verify: 'structure' });
  t.deepEqual(snapshot(restored), snapshot(engine));
  for (const copy of [engine, restored]) orders(copy, P2_ORDERS);
  t.deepEqual(restored.state, engine.state);
  t.deepEqual(lines(restored as Engine<never>), lines(engine));
  t.deepEqual(restored.state.lifePoints, { p1: 7500, p2: 7500 });
});

test('monsters no ward protects are destroyed without a question; only a player with two wards is asked', (t) => {
  const engine = setupDuel({
    packs: [tidesPack],
    p1: { hand: ['tidal-purge'], monsters: ['gale-lancer'] },
    p2: { monsters: ['moss-golem', 'ember-squire'], spells: ['coral-bulwark', 'tide-shelter'] },
  });
  answer(engine, { move: 'activate', card: 0 });
  const asked = orders(engine, [
    ['p2', ['coral-bulwark:4', 'tide-shelter:5']],
    ['p2', ['coral-bulwark:4', 'tide-shelter:5']],
  ]);
  t.deepEqual(asked, [
    'p2: Choose the order replacements apply to duel.destroy for Moss Golem (card 2) [coral-bulwark:4, tide-shelter:5]',
    'p2: Choose the order replacements apply to duel.destroy for Ember Squire (card 3) [coral-bulwark:4, tide-shelter:5]',
  ]);
  t.deepEqual(lines(engine), [
    'Player 1 activates Tidal Purge',
    "Player 1's Gale Lancer is destroyed",
    'Coral Bulwark saves Moss Golem: Player 2 takes 500 damage instead',
    'Player 2 takes 500 effect damage (7500 life points left)',
    'Coral Bulwark saves Ember Squire: Player 2 takes 500 damage instead',
    'Player 2 takes 500 effect damage (7000 life points left)',
  ]);
  t.deepEqual(zone(engine, 'p1.graveyard'), [0, 1]);
  t.deepEqual(zone(engine, 'p2.monsters'), [2, 3]);
});

// Whole duels with the tides cards in both decks: the greedy bots cast Tidal Purge onto wards; a save made
// while the wipe waits for a player's order restores verified by replay and ends the same.
const deck = (a: CardDefinition, b: CardDefinition): DeckList => [
  [a, 8],
  [b, 8],
  [coralBulwark, 6],
  [tideShelter, 6],
  [tidalPurge, 6],
];
const TIDE_DECKS = { p1: deck(m.galeLancer, m.duskHound), p2: deck(m.mossGolem, m.emberSquire) };

test('bot duels with Tidal Purge: a save while a wipe waits for an order restores by replay and ends the same', (t) => {
  let savedMidWipe = 0;
  for (let seed = 1; seed <= 8; seed++) {
    const engine = duelGame.createEngine({ seed, packs: [tidesPack], options: { decks: TIDE_DECKS } });
    let saved: string | undefined;
    const greedy = greedyAgent();
    const saving: Agent = {
      name: 'saving',
      decide(decision, state) {
        if (decision.then === 'each' && saved === undefined) saved = JSON.stringify(snapshot(engine));
        return greedy.decide(decision, state);
      },
    };
    engine.setAgent('p1', saving);
    engine.setAgent('p2', saving);
    const status = engine.run();
    t.is(status.status, 'ended', `seed ${seed}`);
    t.is(checkConservation(engine.state), engine.state.cards.filter((c) => c !== null).length);
    if (saved === undefined) continue;
    savedMidWipe++;
    const restored = restore<DuelState>(duelGame.graph([tidesPack]), saved, {
      agents: { p1: greedyAgent(), p2: greedyAgent() },
    });
    t.is(restored.pending?.then, 'each', `seed ${seed}`);
    t.deepEqual(restored.run(), status, `seed ${seed}`);
    t.deepEqual(restored.state, engine.state, `seed ${seed}`);
  }
  t.true(savedMidWipe >= 4, `${savedMidWipe} of 8 duels saved mid-wipe`);
});
