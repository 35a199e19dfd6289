// Tokens: create-card with `token: true` makes cards that cease to exist when they leave their zone.
import test from 'ava';
import { defineCard, restore, RuleError, snapshot } from '../../lib/index.js';
import { checkConservation } from '../../lib/cards/index.js';
import { createCards, on, SELF, YOU, zone } from '../../lib/verbs/index.js';
import { skirmish, ZONE, type SkirmishState } from './fixtures/skirmish.js';

const spark = defineCard({ id: 'x.spark', name: 'Spark', kind: 'token' });
// "When played: make two Spark tokens on your field."
const forge = defineCard({
  id: 'x.forge',
  name: 'Forge',
  kind: 'spell',
  abilities: [
    on('played', createCards('x.spark', YOU, { count: 2, to: zone('{you}.field'), faceUp: true, creator: SELF, token: true })),
  ],
});
const { game } = skirmish([forge, spark]);
const played = { node: 'skirmish.play', args: { player: 'p1', card: 0 } };

test('a token that leaves its zone ceases to exist: its handle is empty, and the game still conserves its cards', (t) => {
  const engine = game.createEngine({
    seed: 1,
    options: {
      p1: { hand: ['x.forge'] },
      script: [played, { node: 'move-card', args: { cards: [1], to: ZONE.p1.grave, faceUp: true } }],
    },
  });
  engine.run();
  t.is(engine.state.cards[1], null);
  t.deepEqual(engine.state.zones[ZONE.p1.grave], []);
  t.deepEqual(engine.state.zones[ZONE.p1.field], [0, 2]);
  t.deepEqual(engine.state.tokens, { 2: ZONE.p1.field });
  t.notThrows(() => checkConservation(engine.state));
  t.deepEqual(engine.lines().slice(-2), ['p1 creates 2 Spark (to p1.field)', 'Removed Spark from the game']);
});

test('a card made without token stays in the game when it moves', (t) => {
  const copy = defineCard({
    ...forge,
    abilities: [on('played', createCards('x.spark', YOU, { count: 1, to: zone('{you}.field') }))],
  });
  const { game: plain } = skirmish([copy, spark]);
  const engine = plain.createEngine({
    seed: 1,
    options: { p1: { hand: ['x.forge'] }, script: [played, { node: 'move-card', args: { cards: [1], to: ZONE.p1.grave } }] },
  });
  engine.run();
  t.deepEqual(engine.state.zones[ZONE.p1.grave], [1]);
  t.is(engine.state.tokens, undefined);
});

test('a save holds the tokens: after a verified restore, a token that leaves still ceases to exist', (t) => {
  const engine = game.createEngine({ seed: 1, options: { p1: { hand: ['x.forge'] }, script: [played] } });
  engine.run();
  const restored = restore<SkirmishState>(game.graph(), JSON.stringify(snapshot(engine)));
  t.deepEqual(restored.state.tokens, { 1: ZONE.p1.field, 2: ZONE.p1.field });
  for (const copy of [engine, restored]) {
    copy.enqueue('move-card', { cards: [2], to: ZONE.p2.field });
    copy.run();
  }
  t.is(restored.state.cards[2], null);
  t.deepEqual(restored.state, engine.state);
});

test('tokens without a zone to live in are refused, saying why', (t) => {
  const engine = game.createEngine({
    seed: 1,
    options: { script: [{ node: 'create-card', args: { card: 'x.spark', owner: 'p1', token: true } }] },
  });
  const error = t.throws(() => engine.run(), { instanceOf: RuleError });
  t.is(
    error?.message,
    'the body of node "create-card" failed: create-card: tokens need to, the zone they live in (they cease to exist when they leave it)',
  );
});
