import test from 'ava';
import { type Json, restore, scriptedAgent, snapshot } from '../../../lib/index.js';
import { checkConservation } from '../../../lib/cards/index.js';
import { greedyAgent } from '../../../examples/duel/agents/index.js';
import * as m from '../../../examples/duel/cards.js';
import { duelGame } from '../../../examples/duel/game.js';
import * as s from '../../../examples/duel/packs/spells-and-traps.js';
import { setupDuel } from '../../../examples/duel/scenario.js';
import { simulateDuels } from '../../../examples/duel/simulate.js';
import { answer, lines, zone } from './helpers.js';

test('a duel opens with 40-card decks shuffled by the game RNG, five cards each, then Player 1 draws on turn 1', (t) => {
  const engine = duelGame.createEngine({ seed: 5 });
  const status = engine.run();
  t.is(status.status, 'awaiting');
  t.deepEqual(lines(engine), [
    'The duel begins: each player shuffles their deck and draws 5 cards (8000 life points each)',
    'Turn 1: Player 1',
    'Player 1 draws a card (34 left in the deck)',
  ]);
  t.deepEqual(
    ['p1.deck', 'p1.hand', 'p2.deck', 'p2.hand'].map((z) => zone(engine, z).length),
    [34, 6, 35, 5],
  );
  t.is(checkConservation(engine.state), 80);
  // Same seed, same shuffle; another seed, another one.
  t.deepEqual(zone(duelGame.createEngine({ seed: 5 }), 'p1.deck'), zone(duelGame.createEngine({ seed: 5 }), 'p1.deck'));
  const again = duelGame.createEngine({ seed: 5 });
  again.run();
  t.deepEqual(zone(again, 'p1.hand'), zone(engine, 'p1.hand'));
  const other = duelGame.createEngine({ seed: 6 });
  other.run();
  t.notDeepEqual(zone(other, 'p1.hand'), zone(engine, 'p1.hand'));
});

test('starting life points are configurable; a bad value is refused with a message naming it', (t) => {
  const engine = duelGame.createEngine({ seed: 1, options: { lifePoints: 4000 } });
  t.deepEqual(engine.state.lifePoints, { p1: 4000, p2: 4000 });
  t.throws(() => duelGame.createEngine({ seed: 1, options: { lifePoints: 0 } }), {
    message: 'Life points must be a whole number from 1 to 1000000, got 0',
  });
  t.throws(() => setupDuel({ p2: { lifePoints: 2.5 } }), {
    message: 'Life points must be a whole number from 1 to 1000000, got 2.5',
  });
  t.throws(() => setupDuel({ p1: { hand: ['blue-eyes'] } }), { message: 'Unknown card "blue-eyes" in p1.hand' });
});

test('a player who must draw from an empty deck loses by deck out', (t) => {
  const engine = setupDuel({ p1: { monsters: ['glass-moth'] } });
  const status = answer(engine, { move: 'end-turn' });
  t.deepEqual(status, { status: 'ended', result: { winner: 'p1', reason: 'deck out' } });
  t.deepEqual(lines(engine), [
    'Turn 3: Player 2',
    'Player 2 cannot draw: their deck is empty',
    'Player 1 wins by deck out: Player 2 could not draw',
  ]);
});

// A whole duel on two 8-card decks and 4000 life points, every decision scripted.
const SMALL_DECKS = {
  lifePoints: 4000,
  decks: {
    p1: [
      [m.galeLancer, 2],
      [m.duskHound, 2],
      [m.stormcrestKnight, 1],
      [s.sparkVolley, 2],
      [s.rallyingBanner, 1],
    ] as const,
    p2: [
      [m.mossGolem, 2],
      [m.tidecallerScout, 2],
      [s.haltTheCharge, 2],
      [s.mirrorWard, 1],
      [s.mendingRain, 1],
    ] as const,
  },
};
// Player 1 names Player 2's set (face-down) monsters by their place on the field: its view does not
// tell which cards they are, so neither may its answers.
const P1_SCRIPT: Json[] = [
  { move: 'summon', card: 0, position: 'attack' },
  { move: 'activate', card: 6 },
  { move: 'activate', card: 7 },
  { move: 'end-main' },
  { move: 'summon', card: 1, position: 'attack' },
  { move: 'activate', card: 5 },
  { move: 'end-main' },
  { move: 'attack', attacker: 0, target: 'p2.monsters#0' },
  { move: 'attack', attacker: 1, target: 'p2.monsters#0' },
  { move: 'summon', card: 3, position: 'attack' },
  { move: 'end-main' },
  { move: 'attack', attacker: 0, target: 'p2.monsters#0' },
  { move: 'end-battle' },
];
const P2_SCRIPT: Json[] = [
  { move: 'activate', card: 15 },
  { move: 'activate', card: 14 },
  { move: 'set-trap', card: 13 },
  { move: 'summon', card: 8, position: 'face-down' },
  { move: 'end-main' },
  'activate',
  { move: 'summon', card: 9, position: 'face-down' },
  { move: 'end-main' },
  { move: 'set-trap', card: 12 },
  { move: 'summon', card: 11, position: 'face-down' },
  { move: 'end-main' },
];

test('a scripted whole duel plays to its end with this exact log', (t) => {
  const engine = duelGame.createEngine({
    seed: 1,
    options: SMALL_DECKS,
    agents: { p1: scriptedAgent(P1_SCRIPT, { strict: true }), p2: scriptedAgent(P2_SCRIPT, { strict: true }) },
  });
  t.deepEqual(engine.run(), { status: 'ended', result: { winner: 'p2', reason: 'deck out' } });
  t.deepEqual(lines(engine), [
    'The duel begins: each player shuffles their deck and draws 5 cards (4000 life points each)',
    'Turn 1: Player 1',
    'Player 1 draws a card (2 left in the deck)',
    'Player 1 normal summons Gale Lancer (ATK 1800) in attack position',
    'Player 1 activates Spark Volley',
    'Player 2 takes 500 effect damage (3500 life points left)',
    'Player 1 activates Rallying Banner',
    'Player 1 skips the battle phase: the first player cannot attack on turn 1',
    'Turn 2: Player 2',
    'Player 2 draws a card (2 left in the deck)',
    'Player 2 activates Mending Rain',
    'Player 2 gains 1000 life points (4500)',
    'Player 2 activates Mirror Ward',
    'Player 2 sets a card in the spell & trap zone',
    'Player 2 sets a monster in face-down defense position',
    'Turn 3: Player 1',
    'Player 1 draws a card (1 left in the deck)',
    'Player 1 normal summons Gale Lancer (ATK 1800) in attack position',
    'Player 1 activates Spark Volley',
    'Player 2 takes 500 effect damage (4000 life points left)',
    "Player 1's Gale Lancer attacks a face-down monster",
    'Player 2 activates Halt the Charge: the attack of Gale Lancer is negated',
    "Player 1's Gale Lancer attacks a face-down monster",
    'The face-down monster is Moss Golem (DEF 1700)',
    'Gale Lancer (ATK 2100) against Moss Golem (DEF 1700)',
    "Player 2's Moss Golem is destroyed",
    'Turn 4: Player 2',
    'Player 2 draws a card (1 left in the deck)',
    'Player 2 sets a monster in face-down defense position',
    'Turn 5: Player 1',
    'Player 1 draws a card (0 left in the deck)',
    'Player 1 normal summons Dusk Hound (ATK 1400) in attack position',
    "Player 1's Gale Lancer attacks a face-down monster",
    'The face-down monster is Moss Golem (DEF 1700)',
    'Gale Lancer (ATK 2100) against Moss Golem (DEF 1700)',
    "Player 2's Moss Golem is destroyed",
    'Turn 6: Player 2',
    'Player 2 draws a card (0 left in the deck)',
    'Player 2 sets a card in the spell & trap zone',
    'Player 2 sets a monster in face-down defense position',
    'Turn 7: Player 1',
    'Player 1 cannot draw: their deck is empty',
    'Player 2 wins by deck out: Player 1 could not draw',
  ]);
  t.is(checkConservation(engine.state), 16);
});

test('a duel saved while a decision is pending restores and finishes exactly as the original', (t) => {
  const play = () => duelGame.createEngine({ seed: 1, options: SMALL_DECKS, agents: { p1: scriptedAgent(P1_SCRIPT) } });
  const original = play();
  // Player 2 answers from outside: stop at the Halt the Charge question, in the middle of an attack.
  for (const choice of P2_SCRIPT.slice(0, 5)) answer(original, choice);
  t.like(original.pending, { player: 'p2', then: 'duel.halt-the-charge' });
  const saved = JSON.stringify(snapshot(original));
  const restored = restore<typeof original.state>(duelGame.graph(), saved, { agents: { p1: scriptedAgent(P1_SCRIPT.slice(8)) } });
  t.deepEqual(restored.pending, original.pending);
  for (const engine of [original, restored]) {
    engine.setAgent('p2', scriptedAgent(P2_SCRIPT.slice(5)));
    engine.run();
  }
  t.deepEqual(lines(restored), lines(original));
  t.deepEqual(restored.state, original.state);
  t.deepEqual(restored.result, { winner: 'p2', reason: 'deck out' });
});

test('a seeded greedy-vs-greedy duel is the same game every time and keeps every card', (t) => {
  const play = () => {
    const engine = duelGame.createEngine({ seed: 11, agents: { p1: greedyAgent(), p2: greedyAgent() } });
    return { status: engine.run(), lines: lines(engine), engine };
  };
  const first = play();
  const second = play();
  t.is(first.status.status, 'ended');
  t.deepEqual(second.lines, first.lines);
  t.regex(first.lines.at(-1)!, /^Player [12] wins by (life points|deck out)/);
  t.is(checkConservation(first.engine.state), 80);
});

test('bot-vs-bot simulation: 200 greedy-vs-random duels all finish, and greedy wins most', async (t) => {
  const summary = await simulateDuels({ games: 200, seed: 1, p1: 'greedy', p2: 'random', workers: 1 });
  t.is(summary.games, 200);
  t.is(summary.p1Wins + summary.p2Wins + summary.draws, 200);
  t.true(summary.p1Wins > 160, `greedy won only ${summary.p1Wins} of 200`);
  t.true(summary.meanTurns > 2);
  t.true(summary.gamesPerSecond > 0);
  await t.throwsAsync(simulateDuels({ games: 1, seed: 1, p1: 'human', p2: 'random' }), {
    message: 'A simulation plays bots only: a human player cannot be simulated',
  });
});
