// The main phase's legality goes through queries cards change: duel.can-summon (once a turn),
// duel.can-switch, duel.can-activate and duel.can-set. Heavy Skies forbids the summons of level 7
// or higher monsters and Double Summon permits a second normal summon this turn, both as data: what
// they forbid is not offered, a forged answer is refused by the engine, a move forced past the options
// is refused by duel.main-move with the reasons, and asking changes nothing.
import test from 'ava';
import type { Engine } from '../../../lib/index.js';
import { edictsPack } from '../../../examples/duel/packs/edicts.js';
import { setupDuel } from '../../../examples/duel/scenario.js';
import type { MainMove } from '../../../examples/duel/moves.js';
import type { DuelState } from '../../../examples/duel/state.js';
import { answer, lines, options, zone } from './helpers.js';
import { snapshot } from '../../../lib/index.js';

/** A pre hook on duel.main-move that turns the player's "end the main phase" into `forced`: a move made past the options. */
function forceMove(engine: Engine<DuelState>, forced: MainMove): void {
  engine.attach('duel.main-move', 'pre', {
    key: 'force',
    lifetime: 'once',
    run: (_ctx, args: { player: string; choice: MainMove }) =>
      args.choice.move === 'end-main' ? { ...args, choice: forced } : undefined,
  });
}

// p1: Sunforge Dragon (0, level 7) and Gravetide Colossus (1, level 6) in hand, Glass Moth (2) and
// Moss Golem (3) on the field; p2: Heavy Skies (4).
const skies = () =>
  setupDuel({
    packs: [edictsPack],
    p1: { hand: ['sunforge-dragon', 'gravetide-colossus'], monsters: ['glass-moth', 'moss-golem'] },
    p2: { spells: ['heavy-skies'] },
  });

test('Heavy Skies: the summon of a level 7 or higher monster is not offered; a level 6 one still is', (t) => {
  t.deepEqual(options(skies()), [
    { move: 'tribute-summon', card: 1, position: 'attack' },
    { move: 'tribute-summon', card: 1, position: 'face-down' },
    { move: 'switch', card: 2 },
    { move: 'switch', card: 3 },
    { move: 'end-main' },
    { move: 'end-turn' },
  ]);
  const without = setupDuel({ p1: { hand: ['sunforge-dragon', 'gravetide-colossus'], monsters: ['glass-moth', 'moss-golem'] } });
  t.deepEqual(options(without).slice(0, 4), [
    { move: 'tribute-summon', card: 0, position: 'attack' },
    { move: 'tribute-summon', card: 0, position: 'face-down' },
    { move: 'tribute-summon', card: 1, position: 'attack' },
    { move: 'tribute-summon', card: 1, position: 'face-down' },
  ]);
});

test('Heavy Skies binds both players: its own controller cannot summon a level 8 monster either', (t) => {
  const engine = setupDuel({
    packs: [edictsPack],
    p1: { hand: ['abyssal-leviathan'], monsters: ['glass-moth', 'moss-golem'], spells: ['heavy-skies'] },
  });
  t.deepEqual(options(engine), [
    { move: 'switch', card: 1 },
    { move: 'switch', card: 2 },
    { move: 'end-main' },
    { move: 'end-turn' },
  ]);
});

test('the query answers with its refusals as data, and asking it changes nothing', (t) => {
  const engine = skies();
  engine.run();
  const before = JSON.stringify(snapshot(engine));
  t.deepEqual(engine.ask('duel.can-summon', { player: 'p1', card: 0 }), {
    ok: false,
    refusals: [{ key: 'heavy-skies:4', owner: 'Heavy Skies[4]', reason: 'Heavy Skies' }],
    permits: [],
  });
  t.deepEqual(engine.ask('duel.can-summon', { player: 'p1', card: 1 }), { ok: true, refusals: [], permits: [] });
  t.is(JSON.stringify(snapshot(engine)), before);
});

test('a forged answer naming the forbidden summon is refused by the engine', (t) => {
  const engine = skies();
  engine.run();
  t.throws(() => engine.decide('p1', { move: 'tribute-summon', card: 0, position: 'attack' }), {
    message:
      '{"move":"tribute-summon","card":0,"position":"attack"} is not an option of decision 1 ("Main phase: choose a move"); the options are: {"move":"tribute-summon","card":1,"position":"attack"}, {"move":"tribute-summon","card":1,"position":"face-down"}, {"move":"switch","card":2}, {"move":"switch","card":3}, {"move":"end-main"}, {"move":"end-turn"}',
  });
});

test('a summon forced past the options is refused by duel.main-move, logged with the reason, and the player is asked again', (t) => {
  const engine = skies();
  forceMove(engine, { move: 'tribute-summon', card: 0, position: 'attack' });
  const status = answer(engine, { move: 'end-main' });
  t.deepEqual(lines(engine), ['Player 1 cannot tribute summon Sunforge Dragon: Heavy Skies']);
  t.like(status, { status: 'awaiting', decision: { id: 2, player: 'p1', prompt: 'Main phase: choose a move' } });
  t.deepEqual(zone(engine, 'p1.hand'), [0, 1]);
  t.deepEqual(zone(engine, 'p1.monsters'), [2, 3]);
  t.is(engine.state.turnFlags.normalSummons, 0);
  t.is(engine.state.phase, 'main');
});

test('the refusal of a forced move is read by its player only: the other seat does not see the card named', (t) => {
  const engine = skies();
  forceMove(engine, { move: 'tribute-summon', card: 0, position: 'attack' });
  answer(engine, { move: 'end-main' });
  const seen = (seat: string) => engine.view(seat).log.filter((e) => e.type === 'duel.move-refused');
  t.like(seen('p1'), [{ player: 'p1', move: 'tribute-summon', name: 'Sunforge Dragon', reasons: ['Heavy Skies'] }]);
  t.deepEqual(seen('p2'), []);
});

// p1: Double Summon (1), Gale Lancer (2) and Dusk Hound (3) in hand; one card in each deck for the next turns.
const doubled = () =>
  setupDuel({
    packs: [edictsPack],
    p1: { deck: ['glass-moth'], hand: ['double-summon', 'gale-lancer', 'dusk-hound'] },
    p2: { deck: ['glass-moth'] },
  });

test('Double Summon: a second normal summon is offered this turn, its permit is data, and a third is not', (t) => {
  const engine = doubled();
  answer(engine, { move: 'activate', card: 1 });
  answer(engine, { move: 'summon', card: 2, position: 'attack' });
  t.deepEqual(options(engine), [
    { move: 'summon', card: 3, position: 'attack' },
    { move: 'summon', card: 3, position: 'face-down' },
    { move: 'end-main' },
    { move: 'end-turn' },
  ]);
  t.deepEqual(engine.ask('duel.can-summon', { player: 'p1', card: 3 }), { ok: true, refusals: [], permits: ['double-summon:1'] });
  answer(engine, { move: 'summon', card: 3, position: 'attack' });
  t.deepEqual(options(engine), [{ move: 'end-main' }, { move: 'end-turn' }]);
  t.deepEqual(engine.ask('duel.can-summon', { player: 'p1', card: 0 }), {
    ok: false,
    refusals: [{ key: 'base', owner: null, reason: 'the normal summon of this turn is used' }],
    permits: [],
  });
  t.deepEqual(lines(engine), [
    'Player 1 activates Double Summon',
    'Player 1 normal summons Gale Lancer (ATK 1800) in attack position',
    'Player 1 normal summons Dusk Hound (ATK 1400) in attack position',
  ]);
  t.deepEqual(zone(engine, 'p1.monsters'), [2, 3]);
  t.deepEqual(zone(engine, 'p1.graveyard'), [1]);
  t.is(engine.state.turnFlags.normalSummons, 2);
});

test('without Double Summon the second normal summon is not offered, and one forced is refused with the rule as reason', (t) => {
  const engine = setupDuel({ p1: { hand: ['gale-lancer', 'dusk-hound'] } });
  answer(engine, { move: 'summon', card: 0, position: 'attack' });
  t.deepEqual(options(engine), [{ move: 'end-main' }, { move: 'end-turn' }]);
  forceMove(engine, { move: 'summon', card: 1, position: 'attack' });
  answer(engine, { move: 'end-main' });
  t.deepEqual(lines(engine), [
    'Player 1 normal summons Gale Lancer (ATK 1800) in attack position',
    'Player 1 cannot summon Dusk Hound: the normal summon of this turn is used',
  ]);
  t.deepEqual(zone(engine, 'p1.hand'), [1]);
});

test("Double Summon's permit ends with the turn: the next turn allows one normal summon again", (t) => {
  const engine = doubled();
  answer(engine, { move: 'activate', card: 1 });
  t.true(engine.hasHook('duel.can-summon', 'permit', 'double-summon:1'));
  answer(engine, { move: 'end-turn' });
  t.false(engine.hasHook('duel.can-summon', 'permit', 'double-summon:1'), 'gone at the end of the turn');
  answer(engine, { move: 'end-turn' });
  t.is(engine.state.turn, 4);
  answer(engine, { move: 'summon', card: 2, position: 'attack' });
  t.deepEqual(
    options(engine).filter((o) => (o as MainMove).move === 'summon'),
    [],
  );
});

test('duel.can-switch: a monster summoned this turn may not switch, and a switch forced past the options is refused', (t) => {
  const engine = setupDuel({ p1: { hand: ['gale-lancer'], monsters: ['moss-golem'] } });
  answer(engine, { move: 'summon', card: 0, position: 'attack' });
  t.deepEqual(engine.ask('duel.can-switch', { player: 'p1', card: 0 }).refusals, [
    { key: 'base', owner: null, reason: 'Gale Lancer was summoned this turn' },
  ]);
  answer(engine, { move: 'switch', card: 1 });
  t.deepEqual(engine.ask('duel.can-switch', { player: 'p1', card: 1 }).refusals, [
    { key: 'base', owner: null, reason: 'Moss Golem has already changed position this turn' },
  ]);
  forceMove(engine, { move: 'switch', card: 0 });
  answer(engine, { move: 'end-main' });
  t.is(lines(engine).at(-1), 'Player 1 cannot switch Gale Lancer: Gale Lancer was summoned this turn');
  t.is(engine.state.positions[0], 'attack');
});

test('a move the board does not allow, forced past the options, is refused before any query is asked', (t) => {
  const engine = setupDuel({ p1: { hand: ['gale-lancer'] }, p2: { hand: ['dusk-hound'] } });
  forceMove(engine, { move: 'summon', card: 1, position: 'attack' });
  answer(engine, { move: 'end-main' });
  t.deepEqual(lines(engine), ['Player 1 cannot summon Dusk Hound: the board does not allow it']);
  t.deepEqual(zone(engine, 'p2.hand'), [1]);
});
