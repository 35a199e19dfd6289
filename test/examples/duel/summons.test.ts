import test from 'ava';
import { setupDuel } from '../../../examples/duel/scenario.js';
import { answer, lines, options, zone } from './helpers.js';
import { snapshot } from '../../../lib/index.js';

test('the main phase offers every legal move as one decision, in a fixed order', (t) => {
  const engine = setupDuel({
    p1: {
      hand: ['gale-lancer', 'stormcrest-knight', 'sunforge-dragon', 'mending-rain', 'halt-the-charge'],
      monsters: ['glass-moth'],
    },
  });
  t.deepEqual(options(engine), [
    { move: 'summon', card: 0, position: 'attack' },
    { move: 'summon', card: 0, position: 'face-down' },
    { move: 'tribute-summon', card: 1, position: 'attack' },
    { move: 'tribute-summon', card: 1, position: 'face-down' },
    { move: 'switch', card: 5 },
    { move: 'activate', card: 3 },
    { move: 'set-trap', card: 4 },
    { move: 'end-main' },
    { move: 'end-turn' },
  ]);
  t.is(engine.pending?.prompt, 'Main phase: choose a move');
});

test('a normal summon is allowed once per turn, and again the next turn', (t) => {
  const engine = setupDuel({ p1: { deck: ['glass-moth'], hand: ['gale-lancer', 'dusk-hound'] }, p2: { deck: ['glass-moth'] } });
  answer(engine, { move: 'summon', card: 1, position: 'attack' });
  t.deepEqual(options(engine), [{ move: 'end-main' }, { move: 'end-turn' }]);
  answer(engine, { move: 'end-turn' });
  answer(engine, { move: 'end-turn' });
  t.deepEqual(options(engine).slice(0, 2), [
    { move: 'summon', card: 2, position: 'attack' },
    { move: 'summon', card: 2, position: 'face-down' },
  ]);
  t.is(engine.state.turn, 4);
});

test('a monster set in face-down defense is face down, in defense position, and the log does not name it', (t) => {
  const engine = setupDuel({ p1: { hand: ['moss-golem'] } });
  answer(engine, { move: 'summon', card: 0, position: 'face-down' });
  t.deepEqual(lines(engine), ['Player 1 sets a monster in face-down defense position']);
  t.is(engine.state.cards[0]!.faceUp, false);
  t.is(engine.state.positions[0], 'defense');
});

test('no monster zone left: no normal summon of a level 4 or lower monster is offered', (t) => {
  const engine = setupDuel({
    p1: { hand: ['glass-moth'], monsters: ['dusk-hound', 'dusk-hound', 'dusk-hound', 'dusk-hound', 'dusk-hound'] },
  });
  t.false(options(engine).some((o) => (o as { move: string }).move === 'summon'));
});

test("a level 5-6 monster needs one tribute: a pick of one of the player's monsters, destroyed to the graveyard", (t) => {
  const engine = setupDuel({ p1: { hand: ['gravetide-colossus'], monsters: ['ember-squire', 'glass-moth'] } });
  answer(engine, { move: 'tribute-summon', card: 0, position: 'attack' });
  t.like(engine.pending, {
    player: 'p1',
    prompt: 'Choose one monster to tribute for Gravetide Colossus',
    options: [1, 2],
    pick: { min: 1, max: 1, ordered: false },
    then: 'duel.tribute',
  });
  answer(engine, [2]);
  t.deepEqual(engine.decisions.at(-1), { id: 2, player: 'p1', choice: [2] });
  t.deepEqual(lines(engine), [
    'Player 1 tributes Glass Moth',
    'Player 1 tribute summons Gravetide Colossus (ATK 2400) in attack position',
  ]);
  t.deepEqual(zone(engine, 'p1.monsters'), [1, 0]);
  t.deepEqual(zone(engine, 'p1.graveyard'), [2]);
  t.is(engine.state.turnFlags.normalSummons, 1);
  t.deepEqual(engine.state.turnFlags.summoned, [0]);
});

test('a level 7-8 monster needs two tributes: one pick of two, each monster offered once, kept in the order offered', (t) => {
  const engine = setupDuel({ p1: { hand: ['abyssal-leviathan'], monsters: ['ember-squire', 'glass-moth', 'moss-golem'] } });
  answer(engine, { move: 'tribute-summon', card: 0, position: 'face-down' });
  t.like(engine.pending, {
    prompt: 'Choose 2 monsters to tribute for Abyssal Leviathan',
    options: [1, 2, 3],
    pick: { min: 2, max: 2, ordered: false },
  });
  answer(engine, [3, 2]);
  t.deepEqual(engine.decisions.at(-1), { id: 2, player: 'p1', choice: [2, 3] }, 'kept in the order offered');
  t.deepEqual(lines(engine), [
    'Player 1 tributes Glass Moth',
    'Player 1 tributes Moss Golem',
    'Player 1 tribute sets a monster in face-down defense position',
  ]);
  t.deepEqual(zone(engine, 'p1.monsters'), [1, 0]);
  t.deepEqual(zone(engine, 'p1.graveyard'), [2, 3]);
  t.is(engine.state.positions[0], 'defense');
  t.false(engine.state.cards[0]!.faceUp);
});

test('with exactly as many monsters as the summon needs there is nothing to choose: both are tributed, nobody is asked', (t) => {
  const engine = setupDuel({ p1: { hand: ['abyssal-leviathan'], monsters: ['ember-squire', 'glass-moth'] } });
  answer(engine, { move: 'tribute-summon', card: 0, position: 'attack' });
  t.is(snapshot(engine).decisions.length, 1, 'only the main-phase move was asked');
  t.deepEqual(zone(engine, 'p1.graveyard'), [1, 2]);
  t.deepEqual(zone(engine, 'p1.monsters'), [0]);
});

test('a tribute answer of the wrong size, naming a card not offered, or not a list is refused by the engine, and changes nothing', (t) => {
  const engine = setupDuel({
    p1: { hand: ['abyssal-leviathan'], monsters: ['ember-squire', 'glass-moth', 'moss-golem'] },
    p2: { monsters: ['dusk-hound'] },
  });
  answer(engine, { move: 'tribute-summon', card: 0, position: 'attack' });
  const before = JSON.stringify(snapshot(engine));
  const prompt = 'is not an answer to decision 2 ("Choose 2 monsters to tribute for Abyssal Leviathan")';
  t.throws(() => engine.decide('p1', [1]), { message: `[1] ${prompt}: it takes 2, not 1` });
  t.throws(() => engine.decide('p1', [1, 2, 3]), { message: `[1,2,3] ${prompt}: it takes 2, not 3` });
  t.throws(() => engine.decide('p1', [1, 4]), { message: `[1,4] ${prompt}: 4 is not one of its options` });
  t.throws(() => engine.decide('p1', [0, 1]), { message: `[0,1] ${prompt}: 0 is not one of its options` });
  t.throws(() => engine.decide('p1', [2, 2]), { message: `[2,2] ${prompt}: 2 is picked twice` });
  t.throws(() => engine.decide('p1', { tributes: [1, 2] }), {
    message: `{"tributes":[1,2]} ${prompt}: pick 2 of its options, as a list`,
  });
  t.is(JSON.stringify(snapshot(engine)), before);
});

test('a tribute summon is offered only with enough monsters to tribute, and not after the normal summon', (t) => {
  const one = setupDuel({ p1: { hand: ['sunforge-dragon', 'stormcrest-knight'], monsters: ['glass-moth'] } });
  t.deepEqual(
    options(one).filter((o) => (o as { move: string }).move === 'tribute-summon'),
    [
      { move: 'tribute-summon', card: 1, position: 'attack' },
      { move: 'tribute-summon', card: 1, position: 'face-down' },
    ],
  );
  const used = setupDuel({ flags: { normalSummons: 1 }, p1: { hand: ['stormcrest-knight'], monsters: ['glass-moth'] } });
  t.deepEqual(options(used), [{ move: 'switch', card: 1 }, { move: 'end-main' }, { move: 'end-turn' }]);
});

test('a monster switches position once per turn, never on the turn it was summoned', (t) => {
  const engine = setupDuel({ p1: { hand: ['dusk-hound'], monsters: ['gale-lancer'] } });
  answer(engine, { move: 'summon', card: 0, position: 'attack' });
  t.deepEqual(options(engine), [{ move: 'switch', card: 1 }, { move: 'end-main' }, { move: 'end-turn' }]);
  answer(engine, { move: 'switch', card: 1 });
  t.deepEqual(options(engine), [{ move: 'end-main' }, { move: 'end-turn' }]);
  t.deepEqual(lines(engine), [
    'Player 1 normal summons Dusk Hound (ATK 1400) in attack position',
    'Player 1 switches Gale Lancer to defense position',
  ]);
  t.is(engine.state.positions[1], 'defense');
});

test('switching a face-down monster flips it face up into attack position', (t) => {
  const engine = setupDuel({
    p1: {
      monsters: [
        { card: 'moss-golem', position: 'face-down' },
        { card: 'gale-lancer', position: 'defense' },
      ],
    },
  });
  answer(engine, { move: 'switch', card: 0 });
  answer(engine, { move: 'switch', card: 1 });
  t.deepEqual(lines(engine), [
    'Player 1 flips Moss Golem face up into attack position',
    'Player 1 switches Gale Lancer to attack position',
  ]);
  t.deepEqual([engine.state.cards[0]!.faceUp, engine.state.positions[0], engine.state.positions[1]], [true, 'attack', 'attack']);
});
