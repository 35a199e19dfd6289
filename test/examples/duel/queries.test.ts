// The duel's attacks go through the query duel.can-attack, which cards change: Frozen Ground forbids the
// attacks of the opponent's strong monsters, so they are not offered, a forged answer is refused by the
// engine, and an attack forced past the options is refused by the rule itself, with its reason.
import test from 'ava';
import { setupDuel } from '../../../examples/duel/scenario.js';
import { lines, options } from './helpers.js';
import { snapshot } from '../../../lib/index.js';

const frozen = () =>
  setupDuel({
    phase: 'battle',
    p1: { monsters: ['gale-lancer', 'dusk-hound'] },
    p2: { spells: ['frozen-ground'] },
  });

test('Frozen Ground: the attack of a monster with 1500 or more original ATK is not offered; a weaker one still is', (t) => {
  t.deepEqual(options(frozen()), [{ move: 'direct-attack', attacker: 1 }, { move: 'end-battle' }, { move: 'end-turn' }]);
  const without = setupDuel({ phase: 'battle', p1: { monsters: ['gale-lancer', 'dusk-hound'] } });
  t.deepEqual(options(without), [
    { move: 'direct-attack', attacker: 0 },
    { move: 'direct-attack', attacker: 1 },
    { move: 'end-battle' },
    { move: 'end-turn' },
  ]);
});

test('the query answers with its refusals as data, and asking it changes nothing', (t) => {
  const engine = frozen();
  engine.run();
  const before = JSON.stringify(snapshot(engine));
  t.deepEqual(engine.ask('duel.can-attack', { player: 'p1', attacker: 0 }), {
    ok: false,
    refusals: [{ key: 'frozen-ground:2', owner: 'Frozen Ground[2]', reason: 'Frozen Ground' }],
    permits: [],
  });
  t.deepEqual(engine.ask('duel.can-attack', { player: 'p1', attacker: 1 }), { ok: true, refusals: [], permits: [] });
  t.deepEqual(engine.ask('duel.can-attack', { player: 'p2', attacker: 1 }).refusals, [
    { key: 'base', owner: null, reason: 'p2 controls no such monster' },
  ]);
  t.is(JSON.stringify(snapshot(engine)), before);
});

test('a forged answer naming the forbidden attack is refused by the engine', (t) => {
  const engine = frozen();
  engine.run();
  t.throws(() => engine.decide('p1', { move: 'direct-attack', attacker: 0 }), {
    message:
      '{"move":"direct-attack","attacker":0} is not an option of decision 1 ("Battle phase: choose an attack"); the options are: {"move":"direct-attack","attacker":1}, {"move":"end-battle"}, {"move":"end-turn"}',
  });
});

test('an attack forced past the options is refused by declare-attack, logged with the reason, and the monster keeps its attack', (t) => {
  const engine = frozen();
  engine.run();
  engine.enqueue('duel.declare-attack', { player: 'p1', attacker: 0, target: null });
  engine.decide('p1', { move: 'end-battle' });
  engine.run();
  t.true(lines(engine).includes("Player 1's Gale Lancer cannot attack: Frozen Ground"), lines(engine).join('\n'));
  t.false(engine.state.turnFlags.attacked.includes(0));
  t.is(engine.state.lifePoints.p2, 8000);
});
