// A monster's ATK is the value query duel.measure-atk: its printed ATK, as the pre hooks cards hold on
// it adjust it (Rallying Banner +300 to its controller's monsters, Banner Bearer +200 to its other
// monsters). A rule or a test measures it purely, at any time, without running a node; the board's
// state.atk is what the phases last measured.
import test from 'ava';
import { setupDuel } from '../../../examples/duel/scenario.js';
import { answer } from './helpers.js';
import { snapshot } from '../../../lib/index.js';

// p1: Banner Bearer (0) in hand, Gale Lancer (1) on the field, Rallying Banner (2); p2: Stormcrest Knight (3).
const bannered = () =>
  setupDuel({
    p1: { hand: ['banner-bearer'], monsters: ['gale-lancer'], spells: ['rallying-banner'] },
    p2: { monsters: ['stormcrest-knight'] },
  });

test('ATK is measured purely: the printed ATK as each card adjusts it, for either side, changing nothing', (t) => {
  const engine = bannered();
  engine.run();
  const before = JSON.stringify(snapshot(engine));
  t.is(engine.measure('duel.measure-atk', { card: 1 }), 2100, 'Gale Lancer 1800 + Rallying Banner 300');
  t.is(engine.measure('duel.measure-atk', { card: 3 }), 2100, "Stormcrest Knight 2100: the opponent's banner does not reach it");
  t.is(JSON.stringify(snapshot(engine)), before);
  t.deepEqual(engine.state.atk, [null, 2100, null, 2100], 'the board shows what the main phase measured');
});

test('a card that enters adds its adjustment to the query, and the board follows at the next phase', (t) => {
  const engine = bannered();
  answer(engine, { move: 'summon', card: 0, position: 'attack' });
  t.is(engine.measure('duel.measure-atk', { card: 1 }), 2300, 'Gale Lancer 1800 + 300 + Banner Bearer 200');
  t.is(engine.measure('duel.measure-atk', { card: 0 }), 1900, 'Banner Bearer 1600 + 300, not its own 200');
  t.deepEqual(engine.state.atk, [1900, 2300, null, 2100]);
});

test('a yes/no question is not how ATK is read: asking it is refused with the way to measure it', (t) => {
  const engine = bannered();
  t.throws(() => engine.ask('duel.measure-atk', { card: 1 }), {
    message: 'ask("duel.measure-atk"): duel.measure-atk is a value query: measure it with ctx.measure("duel.measure-atk", args)',
  });
});
