import test from 'ava';
import { type Agent, restore, snapshot } from '../../../lib/index.js';
import { checkConservation } from '../../../lib/cards/index.js';
import { LIFETIMES_KEY } from '../../../lib/card-text/lifetimes.js';
import { greedyAgent } from '../../../examples/duel/agents/index.js';
import * as m from '../../../examples/duel/cards.js';
import { duelGame } from '../../../examples/duel/game.js';
import * as x from '../../../examples/duel/packs/expansion.js';
import * as s from '../../../examples/duel/packs/spells-and-traps.js';
import { setupDuel } from '../../../examples/duel/scenario.js';
import { answer, answerAll, lines, zone } from './helpers.js';

// Scenario cards get handles in lay-out order: p1's deck, hand, monsters, spells, graveyard, then p2's.
const DECK = ['glass-moth', 'glass-moth', 'glass-moth'];

test('Temporal Echo: its controller takes an extra turn after this one, then the opponent plays as usual', (t) => {
  const engine = setupDuel({ p1: { hand: ['temporal-echo'], deck: DECK }, p2: { deck: DECK } });
  answerAll(engine, [{ move: 'activate', card: 3 }, { move: 'end-turn' }, { move: 'end-turn' }]);
  t.deepEqual(lines(engine), [
    'Player 1 activates Temporal Echo',
    'Player 1 will take an extra turn after this one',
    'Turn 3: Player 1 (an extra turn)',
    'Player 1 draws a card (2 left in the deck)',
    'Turn 4: Player 2',
    'Player 2 draws a card (2 left in the deck)',
  ]);
  t.deepEqual(zone(engine, 'p1.graveyard'), [3]);
});

test('Stasis Field: the opponent skips their next turn; two of them skip two turns', (t) => {
  const engine = setupDuel({ p1: { hand: ['stasis-field', 'stasis-field'], deck: DECK }, p2: { deck: DECK } });
  answerAll(engine, [
    { move: 'activate', card: 3 },
    { move: 'activate', card: 4 },
    { move: 'end-turn' },
    { move: 'end-turn' },
    { move: 'end-turn' },
  ]);
  t.deepEqual(lines(engine), [
    'Player 1 activates Stasis Field',
    'Player 1 activates Stasis Field',
    'Player 2 skips this turn',
    'Turn 3: Player 1',
    'Player 1 draws a card (2 left in the deck)',
    'Player 2 skips this turn',
    'Turn 4: Player 1',
    'Player 1 draws a card (1 left in the deck)',
    'Turn 5: Player 2',
    'Player 2 draws a card (2 left in the deck)',
  ]);
});

test('Sapling Grove creates two Sapling tokens in defense when two monster zones are free; a destroyed token leaves the game', (t) => {
  const deck = ['glass-moth', 'glass-moth'];
  // p1: deck 0-1, Sapling Grove 2, Gale Lancer 3; p2: deck 4-5, Cinder Wyrmling 6; the tokens will be 7 and 8.
  const engine = setupDuel({
    p1: { deck, hand: ['sapling-grove'], monsters: ['gale-lancer'] },
    p2: { deck, monsters: ['cinder-wyrmling'] },
  });
  answer(engine, { move: 'activate', card: 2 });
  t.deepEqual(zone(engine, 'p1.monsters'), [3, 7, 8]);
  t.deepEqual([engine.state.positions[7], engine.state.positions[8]], ['defense', 'defense']);
  t.is(checkConservation(engine.state), 9);
  answerAll(engine, [{ move: 'end-main' }, { move: 'end-battle' }]);
  // Player 2 attacks a Sapling (DEF 800) with Cinder Wyrmling (ATK 1700): the token leaves the game.
  answerAll(engine, [{ move: 'end-main' }, { move: 'attack', attacker: 6, target: 7 }]);
  t.is(engine.state.cards[7], null);
  t.deepEqual(zone(engine, 'p1.monsters'), [3, 8]);
  t.deepEqual(zone(engine, 'p1.graveyard'), [2]);
  t.is(checkConservation(engine.state), 8);
  t.deepEqual(lines(engine).slice(0, 4), [
    'Player 1 activates Sapling Grove',
    'Player 1 creates 2 Sapling tokens',
    'Player 1 special summons Sapling in defense position',
    'Player 1 special summons Sapling in defense position',
  ]);
  t.true(lines(engine).includes('Sapling leaves the game'));
});

test('Sapling Grove reads the board: with four monsters on its side it makes nothing', (t) => {
  const four = ['glass-moth', 'glass-moth', 'moss-golem', 'moss-golem'];
  const engine = setupDuel({ p1: { hand: ['sapling-grove'], monsters: four } });
  answer(engine, { move: 'activate', card: 0 });
  t.deepEqual(lines(engine), ['Player 1 activates Sapling Grove']);
  t.is(checkConservation(engine.state), 5);
});

test('Banner Bearer: while it is on the field its other monsters gain 200 ATK; when it leaves, the aura ends', (t) => {
  const engine = setupDuel({
    p1: { hand: ['banner-bearer'], monsters: ['gale-lancer'] },
    p2: { hand: ['spark-volley'], monsters: ['abyssal-leviathan'] },
  });
  answer(engine, { move: 'summon', card: 0, position: 'attack' });
  t.deepEqual([engine.state.atk[0], engine.state.atk[1]], [1600, 2000]);
  // Player 1 attacks the Leviathan with the Bearer, which is destroyed: the Lancer's ATK is its own again.
  answerAll(engine, [{ move: 'end-main' }, { move: 'attack', attacker: 0, target: 3 }, { move: 'end-turn' }]);
  t.deepEqual(zone(engine, 'p1.graveyard'), [0]);
  t.deepEqual(
    engine.hooks().filter((h) => h.key !== LIFETIMES_KEY),
    [],
  );
  t.is(engine.state.atk[1], 1800);
});

test('Last Stand gains 2000 life points only for a player who controls no monster', (t) => {
  const alone = setupDuel({ p1: { hand: ['last-stand'], lifePoints: 1000 } });
  answer(alone, { move: 'activate', card: 0 });
  t.is(alone.state.lifePoints.p1, 3000);
  const guarded = setupDuel({ p1: { hand: ['last-stand'], monsters: ['glass-moth'], lifePoints: 1000 } });
  answer(guarded, { move: 'activate', card: 0 });
  t.is(guarded.state.lifePoints.p1, 1000);
});

// Whole duels with the expansion's cards in both decks: every game ends, no card is lost, saves restore by replay.
const EXPANDED = {
  p1: [
    [m.galeLancer, 6],
    [m.duskHound, 6],
    [m.cinderWyrmling, 6],
    [m.stormcrestKnight, 2],
    [x.temporalEcho, 3],
    [x.stasisField, 3],
    [x.saplingGrove, 4],
    [x.bannerBearer, 4],
    [x.lastStand, 2],
    [s.sparkVolley, 4],
  ] as const,
  p2: [
    [m.mossGolem, 6],
    [m.tidecallerScout, 6],
    [m.ironbarkSentinel, 6],
    [m.gravetideColossus, 2],
    [x.temporalEcho, 3],
    [x.stasisField, 3],
    [x.saplingGrove, 4],
    [x.bannerBearer, 4],
    [s.mirrorWard, 2],
    [s.haltTheCharge, 4],
  ] as const,
};

test('bot duels with the expansion: each ends, conserves its cards, and a save from the middle restores by replay', (t) => {
  const seen = new Set<string>();
  for (let seed = 1; seed <= 12; seed++) {
    const agents = (): Record<string, Agent> => ({ p1: greedyAgent(), p2: greedyAgent() });
    const options = { decks: EXPANDED };
    const engine = duelGame.createEngine({ seed, agents: agents(), options });
    while (engine.state.turn < 6 && !engine.ended) engine.step();
    const restored = restore(duelGame.graph(), JSON.stringify(snapshot(engine)), { agents: agents() });
    const status = engine.run();
    t.is(status.status, 'ended', `seed ${seed}`);
    t.deepEqual(restored.run(), status, `seed ${seed}`);
    t.deepEqual(restored.state, engine.state, `seed ${seed}`);
    t.is(checkConservation(engine.state), engine.state.cards.filter((c) => c !== null).length);
    for (const line of lines(engine)) {
      if (line.includes('(an extra turn)')) seen.add('extra turn');
      if (line.includes('skips this turn')) seen.add('skipped turn');
      if (line.includes('Sapling tokens')) seen.add('tokens');
      if (line.includes('Sapling leaves the game')) seen.add('token removed');
    }
  }
  t.deepEqual([...seen].sort(), ['extra turn', 'skipped turn', 'token removed', 'tokens']);
});
