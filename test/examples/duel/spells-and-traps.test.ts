import test from 'ava';
import { LIFETIMES_KEY } from '../../../lib/card-text/lifetimes.js';
import { setupDuel } from '../../../examples/duel/scenario.js';
import { answer, lines, options, zone } from './helpers.js';

// The cards' hooks; the card layer's own post hook on move-card (which ends them when their card leaves its zone) aside.
const hooksOf = (engine: ReturnType<typeof setupDuel>) =>
  engine
    .hooks()
    .filter((h) => h.key !== LIFETIMES_KEY)
    .map((h) => `${h.node} ${h.phase} ${h.key} (${String(h.owner)})`);

test('Mending Rain: its controller gains 1000 life points, then it goes to the graveyard', (t) => {
  const engine = setupDuel({ p1: { hand: ['mending-rain'], lifePoints: 3000 } });
  answer(engine, { move: 'activate', card: 0 });
  t.deepEqual(lines(engine), ['Player 1 activates Mending Rain', 'Player 1 gains 1000 life points (4000)']);
  t.deepEqual(zone(engine, 'p1.graveyard'), [0]);
  t.is(engine.state.lifePoints.p1, 4000);
});

test('Spark Volley: effect damage to the opponent, which can end the duel', (t) => {
  const engine = setupDuel({ p1: { hand: ['spark-volley'] }, p2: { lifePoints: 500 } });
  const status = answer(engine, { move: 'activate', card: 0 });
  t.deepEqual(status, { status: 'ended', result: { winner: 'p1', reason: 'life points' } });
  t.deepEqual(lines(engine), [
    'Player 1 activates Spark Volley',
    'Player 2 takes 500 effect damage (0 life points left)',
    'Player 1 wins by life points: Player 2 has 0 life points left',
  ]);
});

test("Rallying Banner: its controller's monsters gain 300 ATK in battle and on the board, the opponent's do not", (t) => {
  const engine = setupDuel({
    phase: 'main',
    p1: { hand: ['rallying-banner'], monsters: ['gale-lancer'] },
    p2: { monsters: ['stormcrest-knight'] },
  });
  answer(engine, { move: 'activate', card: 0 });
  t.deepEqual(engine.state.atk, [null, 2100, 2100]);
  t.deepEqual(hooksOf(engine), ['duel.measure-atk pre rallying-banner:0 (Rallying Banner[0])']);
  answer(engine, { move: 'end-main' });
  answer(engine, { move: 'attack', attacker: 1, target: 2 });
  t.deepEqual(lines(engine).slice(0, 5), [
    'Player 1 activates Rallying Banner',
    "Player 1's Gale Lancer attacks Stormcrest Knight",
    'Gale Lancer (ATK 2100) against Stormcrest Knight (ATK 2100)',
    "Player 2's Stormcrest Knight is destroyed",
    "Player 1's Gale Lancer is destroyed",
  ]);
  t.deepEqual(zone(engine, 'p1.spells'), [0]);
});

test('Shatterwind targets each spell or trap of the opponent; a destroyed continuous spell takes its hook with it', (t) => {
  const engine = setupDuel({
    p1: { hand: ['shatterwind'], monsters: ['gale-lancer'] },
    p2: { spells: ['halt-the-charge', 'rallying-banner'], monsters: ['dusk-hound'] },
  });
  t.deepEqual(
    options(engine).filter((o) => (o as { move: string }).move === 'activate'),
    [
      { move: 'activate', card: 0, target: 3 },
      { move: 'activate', card: 0, target: 4 },
    ],
  );
  t.deepEqual(hooksOf(engine), [
    'duel.attack pre halt-the-charge:3 (Halt the Charge[3])',
    'duel.measure-atk pre rallying-banner:4 (Rallying Banner[4])',
  ]);
  t.is(engine.state.atk[2], 1700);
  answer(engine, { move: 'activate', card: 0, target: 4 });
  t.deepEqual(lines(engine), ['Player 1 activates Shatterwind', "Player 2's Rallying Banner is destroyed"]);
  t.deepEqual(hooksOf(engine), ['duel.attack pre halt-the-charge:3 (Halt the Charge[3])']);
  t.is(engine.state.atk[2], 1400);
  t.deepEqual([zone(engine, 'p1.graveyard'), zone(engine, 'p2.graveyard')], [[0], [4]]);
});

test("Halt the Charge: when an opponent's monster attacks, its controller is asked; activated, the attack is negated", (t) => {
  const engine = setupDuel({
    phase: 'battle',
    p1: { monsters: ['gale-lancer', 'dusk-hound'] },
    p2: { spells: ['halt-the-charge'] },
  });
  answer(engine, { move: 'direct-attack', attacker: 0 });
  t.like(engine.pending, {
    player: 'p2',
    prompt: 'Activate Halt the Charge to negate the attack of Gale Lancer?',
    options: ['activate', 'decline'],
  });
  answer(engine, 'activate');
  t.deepEqual(lines(engine), [
    "Player 1's Gale Lancer attacks directly",
    'Player 2 activates Halt the Charge: the attack of Gale Lancer is negated',
  ]);
  t.deepEqual(zone(engine, 'p2.graveyard'), [2]);
  t.deepEqual(hooksOf(engine), []);
  t.is(engine.state.lifePoints.p2, 8000);
  // The negated monster has used its attack; the other may still attack, and nobody is asked again.
  t.deepEqual(options(engine), [{ move: 'direct-attack', attacker: 1 }, { move: 'end-battle' }, { move: 'end-turn' }]);
  answer(engine, { move: 'direct-attack', attacker: 1 });
  t.is(engine.state.lifePoints.p2, 6600);
});

test('Halt the Charge declined: the attack goes on, each set trap asked once, and the trap stays set', (t) => {
  const engine = setupDuel({
    phase: 'battle',
    p1: { monsters: ['gale-lancer'] },
    p2: { deck: ['glass-moth'], spells: ['halt-the-charge', 'halt-the-charge'] },
  });
  answer(engine, { move: 'direct-attack', attacker: 0 });
  t.like(engine.pending, { player: 'p2', args: { card: 2 } });
  answer(engine, 'decline');
  t.like(engine.pending, { player: 'p2', args: { card: 3 } });
  answer(engine, 'decline');
  t.deepEqual(lines(engine).slice(0, 2), [
    "Player 1's Gale Lancer attacks directly",
    'Player 2 takes 1800 battle damage (6200 life points left)',
  ]);
  t.deepEqual(zone(engine, 'p2.spells'), [2, 3]);
});

test("Halt the Charge is not offered against its own controller's attacks", (t) => {
  const engine = setupDuel({
    phase: 'battle',
    p1: { monsters: ['gale-lancer'], spells: ['halt-the-charge'] },
    p2: { deck: ['glass-moth'] },
  });
  answer(engine, { move: 'direct-attack', attacker: 0 });
  t.is(engine.state.lifePoints.p2, 6200);
  t.is(engine.pending?.player, 'p2');
});

test('Mirror Ward: battle damage its controller would take goes to the opponent; effect damage does not', (t) => {
  const engine = setupDuel({
    phase: 'main',
    p1: { hand: ['spark-volley'], monsters: ['gale-lancer'] },
    p2: { deck: ['glass-moth'], spells: ['mirror-ward'] },
  });
  answer(engine, { move: 'activate', card: 0 });
  answer(engine, { move: 'end-main' });
  answer(engine, { move: 'direct-attack', attacker: 1 });
  t.deepEqual(lines(engine).slice(0, 5), [
    'Player 1 activates Spark Volley',
    'Player 2 takes 500 effect damage (7500 life points left)',
    "Player 1's Gale Lancer attacks directly",
    'Mirror Ward reflects the battle damage: Player 1 takes it instead of Player 2',
    'Player 1 takes 1800 battle damage (6200 life points left)',
  ]);
  t.deepEqual(engine.state.lifePoints, { p1: 6200, p2: 7500 });
});

test('two Mirror Wards: the damage is reflected once each way, since each replacement applies once per event', (t) => {
  const engine = setupDuel({
    phase: 'battle',
    p1: { monsters: ['gale-lancer'], spells: ['mirror-ward'] },
    p2: { deck: ['glass-moth'], spells: ['mirror-ward'] },
  });
  answer(engine, { move: 'direct-attack', attacker: 0 });
  t.deepEqual(lines(engine).slice(0, 4), [
    "Player 1's Gale Lancer attacks directly",
    'Mirror Ward reflects the battle damage: Player 1 takes it instead of Player 2',
    'Mirror Ward reflects the battle damage: Player 2 takes it instead of Player 1',
    'Player 2 takes 1800 battle damage (6200 life points left)',
  ]);
});

test("damage Mirror Ward reflects is a new event: the reflected player's own damage hooks meet it", (t) => {
  const engine = setupDuel({
    phase: 'battle',
    p1: { monsters: ['gale-lancer'] },
    p2: { deck: ['glass-moth'], spells: ['mirror-ward'] },
  });
  // "Damage Player 1 takes is halved": its condition kept it off the attack on Player 2; it meets the reflection.
  engine.attach('duel.inflict-damage', 'pre', {
    key: 'p1-shield',
    applies: (args: { player: string }) => args.player === 'p1',
    run: (_ctx, args: { amount: number }) => ({ ...args, amount: args.amount / 2 }),
  });
  answer(engine, { move: 'direct-attack', attacker: 0 });
  t.deepEqual(lines(engine).slice(0, 3), [
    "Player 1's Gale Lancer attacks directly",
    'Mirror Ward reflects the battle damage: Player 1 takes it instead of Player 2',
    'Player 1 takes 900 battle damage (7100 life points left)',
  ]);
  t.deepEqual(engine.state.lifePoints, { p1: 7100, p2: 8000 });
});

test('a hook on duel.inflict-damage changes battle damage and card damage alike', (t) => {
  const engine = setupDuel({ p1: { hand: ['spark-volley'], monsters: ['gale-lancer'] }, p2: { deck: ['glass-moth'] } });
  engine.attach('duel.inflict-damage', 'pre', {
    key: 'halve',
    run: (_ctx, args: { amount: number }) => ({ ...args, amount: args.amount / 2 }),
  });
  answer(engine, { move: 'activate', card: 0 });
  answer(engine, { move: 'end-main' });
  answer(engine, { move: 'direct-attack', attacker: 1 });
  t.deepEqual(
    lines(engine).filter((line) => line.includes('damage')),
    ['Player 2 takes 250 effect damage (7750 life points left)', 'Player 2 takes 900 battle damage (6850 life points left)'],
  );
});

test('a set trap or continuous spell that leaves the field by any way ends its hooks (no hook outlives its card)', (t) => {
  const engine = setupDuel({ p1: { hand: ['shatterwind'] }, p2: { spells: ['mirror-ward'] } });
  t.deepEqual(hooksOf(engine), ['duel.inflict-damage mask mirror-ward:1 (Mirror Ward[1])']);
  answer(engine, { move: 'activate', card: 0, target: 1 });
  t.deepEqual(hooksOf(engine), []);
});
