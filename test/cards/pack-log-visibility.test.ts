// A pack declares who sees its log entries: its types join the game's visibility at load, so a seat's
// view (and the table server's seat view, built from it) shows them. A type two owners declare, a bad
// declaration and a card's log step of a type nobody declares are refused at load, naming them.
import test from 'ava';
import { defineCard, defineCardPack, type CardPack, type Engine } from '../../lib/index.js';
import { cardPackFromJson } from '../../lib/cards/index.js';
import { seatView } from '../../lib/server/index.js';
import { duelGame } from '../../examples/duel/game.js';
import { tidesPack } from '../../examples/duel/packs/tides.js';
import { setupDuel } from '../../examples/duel/scenario.js';
import type { DuelState } from '../../examples/duel/state.js';
import { duelTable } from '../../examples/duel/table.js';
import { onActivate, spell } from '../../examples/duel/verbs.js';
import { answer } from '../examples/duel/helpers.js';

/** p1 activates Tidal Purge; p2's Coral Bulwark wards its Moss Golem (its only ward). */
function warded(): Engine<DuelState> {
  const engine = setupDuel({
    packs: [tidesPack],
    p1: { hand: ['tidal-purge'] },
    p2: { monsters: ['moss-golem'], spells: ['coral-bulwark'] },
  });
  answer(engine, { move: 'activate', card: 0 });
  return engine;
}

const WARD = 'Coral Bulwark saves Moss Golem: Player 2 takes 500 damage instead';

test("a pack's declared log entry reaches every seat's view and the spectator's", (t) => {
  const engine = warded();
  const full = engine.log.filter((e) => e.type === 'duel.warded');
  t.is(full.length, 1);
  for (const seat of ['p1', 'p2', null]) {
    const seen = engine.view(seat).log.filter((e) => e.type === 'duel.warded');
    t.deepEqual(seen, [{ ...full[0]!, card: 2 }], `seat ${seat}`);
  }
});

test("the table server's seat view shows the pack's log line", (t) => {
  const engine = warded();
  const view = seatView({ id: 't', game: duelTable, seats: [], engine }, 'p1', { entries: 0, lines: 0 });
  t.true(view.log.lines.includes(WARD), view.log.lines.join('\n'));
});

const logs = (type: string) =>
  defineCard({
    id: 'x.herald',
    name: 'Herald',
    kind: 'spell',
    abilities: [{ on: 'drawn', steps: [{ do: 'log', entry: { type, player: '$you' } }] }],
  });
const pack = (fields: Partial<CardPack>): CardPack => defineCardPack({ name: 'x', cards: [], ...fields });

test('a pack declaring a log type another pack declares is refused naming both', (t) => {
  const error = t.throws(() => duelGame.graph([tidesPack, pack({ log: { 'duel.warded': 'nobody' } })]));
  t.is(
    error?.message,
    'Card pack "x" declares who sees log entries "duel.warded", which card pack "duel-tides" declares too: one owner declares a log entry type, so rename one of them',
  );
  t.is((error as { code?: string }).code, 'pack-log-clash');
});

test("a pack declaring one of the game's log types is refused naming the game", (t) => {
  const error = t.throws(() => duelGame.graph([pack({ log: { turn: 'public' } })]));
  t.is(
    error?.message,
    'Card pack "x" declares who sees log entries "turn", which game "duel" declares too: one owner declares a log entry type, so rename one of them',
  );
});

test('a card log step of a type nobody declares is refused at load, naming the card and the type', (t) => {
  const error = t.throws(() => duelGame.graph([pack({ cards: [logs('x.heralded')] })]));
  t.is(
    error?.message,
    'Card pack "x": card "x.herald" logs "x.heralded", which no view shows: declare it in the pack\'s log ({ "x.heralded": "public" }) or in the game\'s visibility',
  );
  t.is((error as { code?: string }).code, 'pack-log-undeclared');
  t.notThrows(() => duelGame.graph([pack({ cards: [logs('x.heralded')], log: { 'x.heralded': 'public' } })]));
});

test('a log step inside a hook the card attaches is checked too', (t) => {
  const card = defineCard({
    id: 'x.echo',
    name: 'Echo',
    kind: 'spell',
    abilities: [
      {
        on: 'drawn',
        steps: [
          {
            do: 'attach',
            hook: { node: 'draw', phase: 'post', lifetime: 'once', steps: [{ do: 'log', entry: { type: 'x.echoed' } }] },
          },
        ],
      },
    ],
  });
  const error = t.throws(() => duelGame.graph([pack({ cards: [card] })]));
  t.is(
    error?.message,
    'Card pack "x": card "x.echo" logs "x.echoed", which no view shows: declare it in the pack\'s log ({ "x.echoed": "public" }) or in the game\'s visibility',
  );
});

test('a bad log declaration is refused naming the type', (t) => {
  const error = t.throws(() => duelGame.graph([pack({ log: { 'x.heralded': 'everyone' as never } })]));
  t.is(
    error?.message,
    'Card pack "x": log "x.heralded" must be "public", "nobody" or { "seenBy": "<field naming the seat>" }, got "everyone"',
  );
  t.is((error as { code?: string }).code, 'pack-log-bad');
});

test('seenBy shows an entry to the seat its field names; nobody shows it to no seat', (t) => {
  const herald = spell(
    'herald',
    'Herald',
    'normal',
    'Log twice.',
    onActivate({ do: 'log', entry: { type: 'x.mine', player: '$you' } }, { do: 'log', entry: { type: 'x.secret' } }),
  );
  const engine = setupDuel({
    packs: [pack({ cards: [herald], log: { 'x.mine': { seenBy: 'player' }, 'x.secret': 'nobody' } })],
    p1: { hand: ['duel.herald'] },
  });
  answer(engine, { move: 'activate', card: 0 });
  const types = (seat: string | null) =>
    engine
      .view(seat)
      .log.map((e) => e.type)
      .filter((type) => type.startsWith('x.'));
  t.deepEqual(
    engine.log.map((e) => e.type).filter((type) => type.startsWith('x.')),
    ['x.mine', 'x.secret'],
  );
  t.deepEqual(types('p1'), ['x.mine']);
  t.deepEqual(types('p2'), []);
  t.deepEqual(types(null), []);
});

test('a JSON pack declares its log as a code pack does; a bad one is refused at its line', (t) => {
  const text = (how: string) => `{\n  "name": "x",\n  "cards": [],\n  "log": {\n    "x.heralded": ${how}\n  }\n}\n`;
  t.deepEqual(cardPackFromJson(text('"public"'), 'x.json').log, { 'x.heralded': 'public' });
  const error = t.throws(() => cardPackFromJson(text('"loud"'), 'x.json'));
  t.is(
    error?.message,
    'Card pack file "x.json" at line 5, column 19: log.x.heralded must be "public", "nobody" or { "seenBy": "<field naming the seat>" }, got "loud"',
  );
});
