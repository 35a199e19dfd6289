import test from 'ava';
import { setupDuel, type FieldMonster } from '../../../examples/duel/scenario.js';
import { answer, lines, options, zone } from './helpers.js';

/** p1's monster (card 0) attacks p2's monster (card 2; card 1 is p2's deck) in p1's battle phase (p2 has a card to draw, so the duel goes on). */
function battle(attacker: FieldMonster, defender: FieldMonster) {
  const engine = setupDuel({ phase: 'battle', p1: { monsters: [attacker] }, p2: { deck: ['glass-moth'], monsters: [defender] } });
  answer(engine, { move: 'attack', attacker: 0, target: 2 });
  return engine;
}

test('attack vs attack, higher ATK attacks: the defender is destroyed and its controller takes the difference', (t) => {
  const engine = battle('gale-lancer', 'dusk-hound');
  t.deepEqual(lines(engine), [
    "Player 1's Gale Lancer attacks Dusk Hound",
    'Gale Lancer (ATK 1800) against Dusk Hound (ATK 1400)',
    "Player 2's Dusk Hound is destroyed",
    'Player 2 takes 400 battle damage (7600 life points left)',
    'Turn 3: Player 2',
    'Player 2 draws a card (0 left in the deck)',
  ]);
  t.deepEqual(zone(engine, 'p2.graveyard'), [2]);
  t.deepEqual(zone(engine, 'p1.monsters'), [0]);
  t.deepEqual(engine.state.lifePoints, { p1: 8000, p2: 7600 });
});

test('attack vs attack, lower ATK attacks: the attacker is destroyed and its controller takes the difference', (t) => {
  const engine = battle('gale-lancer', 'stormcrest-knight');
  t.deepEqual(lines(engine).slice(0, 4), [
    "Player 1's Gale Lancer attacks Stormcrest Knight",
    'Gale Lancer (ATK 1800) against Stormcrest Knight (ATK 2100)',
    "Player 1's Gale Lancer is destroyed",
    'Player 1 takes 300 battle damage (7700 life points left)',
  ]);
  t.deepEqual(zone(engine, 'p1.graveyard'), [0]);
  t.deepEqual(zone(engine, 'p2.monsters'), [2]);
  t.deepEqual(engine.state.lifePoints, { p1: 7700, p2: 8000 });
});

test('attack vs attack, equal ATK: both monsters are destroyed and nobody takes damage', (t) => {
  const engine = battle('gale-lancer', 'gale-lancer');
  t.deepEqual(lines(engine).slice(0, 5), [
    "Player 1's Gale Lancer attacks Gale Lancer",
    'Gale Lancer (ATK 1800) against Gale Lancer (ATK 1800)',
    "Player 2's Gale Lancer is destroyed",
    "Player 1's Gale Lancer is destroyed",
    'Turn 3: Player 2',
  ]);
  t.deepEqual([zone(engine, 'p1.graveyard'), zone(engine, 'p2.graveyard')], [[0], [2]]);
  t.deepEqual(engine.state.lifePoints, { p1: 8000, p2: 8000 });
});

test('attack vs face-down defense, ATK above DEF: the defender is flipped face up, then destroyed, with no damage', (t) => {
  const engine = battle('gale-lancer', { card: 'moss-golem', position: 'face-down' });
  t.deepEqual(lines(engine).slice(0, 5), [
    "Player 1's Gale Lancer attacks a face-down monster",
    'The face-down monster is Moss Golem (DEF 1700)',
    'Gale Lancer (ATK 1800) against Moss Golem (DEF 1700)',
    "Player 2's Moss Golem is destroyed",
    'Turn 3: Player 2',
  ]);
  t.deepEqual(zone(engine, 'p2.graveyard'), [2]);
  t.is(engine.state.cards[2]!.faceUp, true);
  t.deepEqual(engine.state.lifePoints, { p1: 8000, p2: 8000 });
});

test('attack vs defense, ATK equal to DEF: nothing happens', (t) => {
  const engine = battle('dusk-hound', { card: 'stormcrest-knight', position: 'defense' });
  t.deepEqual(lines(engine).slice(0, 3), [
    "Player 1's Dusk Hound attacks Stormcrest Knight",
    'Dusk Hound (ATK 1400) against Stormcrest Knight (DEF 1400)',
    'Turn 3: Player 2',
  ]);
  t.deepEqual([zone(engine, 'p1.monsters'), zone(engine, 'p2.monsters')], [[0], [2]]);
  t.deepEqual(engine.state.lifePoints, { p1: 8000, p2: 8000 });
});

test("attack vs defense, ATK below DEF: the attacker's controller takes the difference and nothing is destroyed", (t) => {
  const engine = battle('gale-lancer', { card: 'ironbark-sentinel', position: 'defense' });
  t.deepEqual(lines(engine).slice(0, 4), [
    "Player 1's Gale Lancer attacks Ironbark Sentinel",
    'Gale Lancer (ATK 1800) against Ironbark Sentinel (DEF 2000)',
    'Player 1 takes 200 battle damage (7800 life points left)',
    'Turn 3: Player 2',
  ]);
  t.deepEqual([zone(engine, 'p1.monsters'), zone(engine, 'p2.monsters')], [[0], [2]]);
});

test('a direct attack is offered only when the opponent has no monster, and deals the full ATK', (t) => {
  const engine = setupDuel({ phase: 'battle', p1: { monsters: ['gale-lancer'] }, p2: { deck: ['glass-moth'] } });
  t.deepEqual(options(engine), [{ move: 'direct-attack', attacker: 0 }, { move: 'end-battle' }, { move: 'end-turn' }]);
  answer(engine, { move: 'direct-attack', attacker: 0 });
  t.deepEqual(lines(engine).slice(0, 2), [
    "Player 1's Gale Lancer attacks directly",
    'Player 2 takes 1800 battle damage (6200 life points left)',
  ]);
});

test('a player brought to 0 life points loses at once; life points do not go below 0', (t) => {
  const engine = setupDuel({ phase: 'battle', p1: { monsters: ['gale-lancer', 'dusk-hound'] }, p2: { lifePoints: 1000 } });
  const status = answer(engine, { move: 'direct-attack', attacker: 0 });
  t.deepEqual(status, { status: 'ended', result: { winner: 'p1', reason: 'life points' } });
  t.deepEqual(lines(engine), [
    "Player 1's Gale Lancer attacks directly",
    'Player 2 takes 1800 battle damage (0 life points left)',
    'Player 1 wins by life points: Player 2 has 0 life points left',
  ]);
  t.is(engine.state.lifePoints.p2, 0);
});

test('only attack-position monsters that have not attacked this turn may attack, each target listed', (t) => {
  const engine = setupDuel({
    phase: 'battle',
    p1: { monsters: ['gale-lancer', { card: 'moss-golem', position: 'defense' }, 'dusk-hound'] },
    p2: { monsters: ['glass-moth', { card: 'moss-golem', position: 'face-down' }] },
  });
  t.deepEqual(options(engine), [
    { move: 'attack', attacker: 0, target: 3 },
    { move: 'attack', attacker: 0, target: 4 },
    { move: 'attack', attacker: 2, target: 3 },
    { move: 'attack', attacker: 2, target: 4 },
    { move: 'end-battle' },
    { move: 'end-turn' },
  ]);
  answer(engine, { move: 'attack', attacker: 0, target: 4 });
  t.deepEqual(options(engine), [{ move: 'attack', attacker: 2, target: 3 }, { move: 'end-battle' }, { move: 'end-turn' }]);
  t.deepEqual(engine.state.turnFlags.attacked, [0]);
});

test('the first player skips the battle phase of turn one', (t) => {
  const engine = setupDuel({ turn: 1, p1: { hand: ['gale-lancer'] }, p2: { deck: ['glass-moth'] } });
  answer(engine, { move: 'summon', card: 0, position: 'attack' });
  answer(engine, { move: 'end-main' });
  t.deepEqual(lines(engine), [
    'Player 1 normal summons Gale Lancer (ATK 1800) in attack position',
    'Player 1 skips the battle phase: the first player cannot attack on turn 1',
    'Turn 2: Player 2',
    'Player 2 draws a card (0 left in the deck)',
  ]);
  t.is(engine.pending?.player, 'p2');
  t.is(engine.pending?.then, 'duel.main-move');
});

test('with no monster able to attack, the battle phase asks nothing and the turn ends', (t) => {
  const engine = setupDuel({ p1: { monsters: [{ card: 'moss-golem', position: 'defense' }] }, p2: { deck: ['glass-moth'] } });
  answer(engine, { move: 'end-main' });
  t.deepEqual(lines(engine), ['Turn 3: Player 2', 'Player 2 draws a card (0 left in the deck)']);
});
