import test from 'ava';
import {
  CardweaveError,
  cardVisibility,
  defineCardGame,
  forgetReveals,
  reveal,
  type PlayerView,
  type SeatDecision,
} from '../../lib/index.js';
import { DefinitionError, ViewError } from '../../lib/graph/index.js';
import { DECK, peekGame } from './fixtures.js';

const started = () => {
  const engine = peekGame.createEngine({ seed: 7 });
  engine.run();
  return engine;
};

const face = (id: number, at: number, colour: 'Red' | 'Blue' | 'Gold', faceUp: boolean, marks: string | null) => ({
  id,
  at,
  def: `peek.${colour.toLowerCase()}`,
  name: colour,
  kind: 'colour',
  text: '',
  stats: { value: { Red: 1, Blue: 2, Gold: 9 }[colour] },
  faceUp,
  owner: 'p1',
  controller: 'p1',
  marks,
});
const back = (id: string, at: number, marks: string | null) => ({ id, at, faceUp: false, owner: 'p1', controller: 'p1', marks });

test("a seat sees its hand, the table, its own face-down card and a card revealed to it; the other seat's hand and the deck only as counts", (t) => {
  // Cards 0..9 are Red, Blue, Gold, Red, ... in deck order; p1 holds 0 and 1, p2 holds 2 and 3; 4 is face up on the
  // table, 5 face down on it (p1 controls it), 6 in the vault face down, 7 on top of the deck revealed to p1.
  t.deepEqual(started().view('p1'), {
    seat: 'p1',
    state: {
      zones: {
        deck: { count: 3, cards: [face(7, 0, 'Blue', false, null)] },
        'p1.hand': { count: 2, cards: [face(0, 0, 'Red', false, 'even'), face(1, 1, 'Blue', false, null)] },
        'p2.hand': { count: 2, cards: [] },
        table: { count: 2, cards: [face(4, 0, 'Blue', true, 'even'), face(5, 1, 'Gold', false, null)] },
        vault: { count: 1, cards: [back('vault#0', 0, 'even')] },
      },
      players: ['p1', 'p2'],
      score: 3,
    },
    log: [{ type: 'peek.dealt', cards: 7 }],
    logFrom: 0,
    pending: {
      id: 1,
      player: 'p1',
      prompt: 'Take which card?',
      options: [{ card: 4 }, { card: 5 }, { card: 'p2.hand#1' }, 'pass'],
      then: 'peek.take',
    },
    ended: false,
    result: null,
  } satisfies PlayerView);
});

test('the other seat sees that p1 is choosing, not what; a spectator sees only what is public', (t) => {
  const engine = started();
  const p2 = engine.view('p2');
  t.deepEqual(p2.pending, { id: 1, player: 'p1', choosing: 'p1 is choosing' });
  t.deepEqual(p2.state.zones, {
    deck: { count: 3, cards: [] },
    'p1.hand': { count: 2, cards: [] },
    'p2.hand': { count: 2, cards: [face(2, 0, 'Gold', false, 'even'), face(3, 1, 'Red', false, null)] },
    table: { count: 2, cards: [face(4, 0, 'Blue', true, 'even'), back('table#1', 1, null)] },
    vault: { count: 1, cards: [back('vault#0', 0, 'even')] },
  });
  t.deepEqual(p2.log, [
    { type: 'peek.dealt', cards: 7 },
    { type: 'peek.whisper', text: 'psst', visibleTo: ['p2'] },
  ]);
  const spectator = engine.view(null);
  t.is(spectator.seat, null);
  t.deepEqual(spectator.state.zones, { ...(p2.state.zones as object), 'p2.hand': { count: 2, cards: [] } });
  t.deepEqual(spectator.log, [{ type: 'peek.dealt', cards: 7 }]);
  t.deepEqual(spectator.pending, p2.pending);
});

test('views are built by allowlist: an undeclared field, entry type, the RNG, the queue, hooks and decision args are in none', (t) => {
  const engine = started();
  t.is(engine.state.secret, 'the seed is 7');
  for (const seat of ['p1', 'p2', null]) {
    const text = JSON.stringify(engine.view(seat));
    for (const absent of [
      'secret',
      'the seed is 7',
      'peek.unlisted',
      '"hidden"',
      'rng',
      'queue',
      'hooks',
      '"defs"',
      '"cards":[[',
    ]) {
      t.false(text.includes(absent), `${seat}: ${absent}`);
    }
  }
});

test('a view is new JSON each time: editing it changes neither the game nor the next view', (t) => {
  const engine = started();
  const view = engine.view('p1');
  t.deepEqual(JSON.parse(JSON.stringify(view)), view);
  (view.state.zones as any).table.cards[0].name = 'Forged';
  (view.pending as SeatDecision).options.push('forged');
  t.is(engine.view('p1').pending && (engine.view('p1').pending as SeatDecision).options.length, 4);
  t.is((engine.view('p1').state.zones as any).table.cards[0].name, 'Blue');
});

test('logFrom skips the entries before it; logFrom says where the view log starts', (t) => {
  const engine = started();
  t.deepEqual(engine.view('p2', { logFrom: 1 }).log, [{ type: 'peek.whisper', text: 'psst', visibleTo: ['p2'] }]);
  t.is(engine.view('p2', { logFrom: 1 }).logFrom, 1);
  t.deepEqual(engine.view('p2', { logFrom: 99 }).log, []);
  t.throws(() => engine.view('p1', { logFrom: -1 }), {
    instanceOf: RangeError,
    message: 'engine.view() option "logFrom" must be a whole number from 0, got -1',
  });
});

test("an answer in the view's terms picks the real option at the same place; the real handle of a hidden card is refused", (t) => {
  const engine = started();
  t.throws(() => engine.decideInView('p1', { card: 2 }, 1), {
    instanceOf: ViewError,
    message:
      '{"card":2} is not an option of decision 1 ("Take which card?") as p1 sees it; the options are: {"card":4}, {"card":5}, {"card":"p2.hand#1"}, "pass"',
  });
  t.is(engine.pending?.id, 1);
  engine.decideInView('p1', { card: 'p2.hand#1' }, 1);
  t.deepEqual(engine.decisions, [{ id: 1, player: 'p1', choice: { card: 3 } }]);
  engine.run();
  // Took the card from p2's hand: p1 sees it now, by its handle, in the log too.
  t.deepEqual(engine.view('p1').log.at(-1), { type: 'peek.took', player: 'p1', card: 3 });
  t.deepEqual(engine.view('p2').log.at(-1), { type: 'peek.took', player: 'p1', card: null });
  t.deepEqual(engine.view(null).result, { winner: 'p1' });
});

test('decideInView refuses like decide when the seat or the id is wrong', (t) => {
  const engine = started();
  t.throws(() => engine.decideInView('p2', 'pass'), { message: 'Decision 1 ("Take which card?") is for p1, not p2' });
  t.throws(() => engine.decideInView('p1', 'pass', 4), {
    message: 'Decision 4 is stale: the pending decision is 1 ("Take which card?")',
  });
});

test('a reveal ends when the card leaves its zone, or when its zone is shuffled', (t) => {
  const engine = started();
  const fork = engine.fork();
  t.is((engine.view('p1').state.zones as any).deck.cards.length, 1);
  // p1 takes the face-down table card: the deck's revealed card is untouched, still seen.
  forgetReveals(fork.state, 3); // another zone: nothing changes
  t.is((fork.view('p1').state.zones as any).deck.cards.length, 1);
  forgetReveals(fork.state, DECK);
  t.deepEqual((fork.view('p1').state.zones as any).deck, { count: 3, cards: [] });
  t.deepEqual(fork.state.revealed, []);
  // Revealed to all, a card is seen by the spectator too; moving it ends the reveal (move-card forgets it).
  const state = engine.state;
  reveal(state, 8, 'all');
  t.deepEqual(
    (engine.view(null).state.zones as any).deck.cards.map((c: any) => c.id),
    [8],
  );
  // p2 is dealt the revealed card: it leaves the deck, and nobody but p2 sees it any more.
  reveal(state, 7, 'all');
  engine.enqueue('move-card', { cards: [7, 8], to: 2 });
  t.deepEqual(state.revealed, [
    { card: 7, zone: DECK, to: ['p1'] },
    { card: 8, zone: DECK, to: 'all' },
    { card: 7, zone: DECK, to: 'all' },
  ]);
  engine.decideInView('p1', 'pass');
  engine.run();
  t.deepEqual(state.revealed, []);
  t.deepEqual((engine.view(null).state.zones as any)['p2.hand'], { count: 4, cards: [] });
  t.deepEqual((engine.view('p1').state.zones as any).deck, { count: 1, cards: [] });
  t.throws(() => reveal(state, 8, ['p1', 7 as never]), {
    instanceOf: CardweaveError,
    message: `reveal() shows a card to a list of seats or 'all', got ["p1",7]`,
  });
});

test('asking for a view of an unknown seat, or of a game that declares no visibility, is refused', (t) => {
  const engine = started();
  t.throws(() => engine.view('p3'), {
    instanceOf: ViewError,
    message: 'Unknown seat "p3": the seats of this game are p1, p2 (or null for a spectator)',
  });
  const plain = defineCardGame({ id: 'plain', setup() {}, start: [] }).createEngine({ seed: 1 });
  const error = t.throws(() => plain.view('p1'), { instanceOf: ViewError });
  t.is(error?.code, 'view-undeclared');
});

test('a visibility declaration is checked when it is made, and a zone it does not declare is refused when a view is made', (t) => {
  t.throws(() => cardVisibility({ seats: ['p1'], zones: { deck: 'secret' as never } }), {
    instanceOf: DefinitionError,
    message: `Visibility of zone "deck" must be 'public', 'hidden' or { seen, owner?, faceDown? }, got "secret"`,
  });
  t.throws(() => cardVisibility({ seats: ['p1'], zones: { hand: 'owner' } }), {
    message: `Zone "hand" is seen by its owner, but its visibility names no owner seat: { seen: 'owner', owner: 'p1' }`,
  });
  t.throws(() => cardVisibility({ seats: ['p1'], zones: {}, fields: { zones: 'public' } }), {
    message:
      'Visibility field "fields.zones" must be a game field: cards, defs, zones, zoneNames, revealed, bound and incarnations are the card layer\'s, shown through the zones',
  });
  const partial = defineCardGame({
    id: 'partial',
    setup(state) {
      state.zoneNames.push('deck', 'attic');
      state.zones.push([], []);
    },
    start: [],
    visibility: cardVisibility({ seats: ['p1'], zones: { deck: 'hidden' } }),
  }).createEngine({ seed: 1 });
  const error = t.throws(() => partial.view('p1'), {
    instanceOf: DefinitionError,
    message: `Zone "attic" has no declared visibility: add it to the visibility's zones ('public', 'hidden' or { seen: 'owner', owner })`,
  });
  t.is(error?.code, 'visibility-zone-undeclared');
});

test('a log listener can follow one seat: viewEntry gives each entry as that seat sees it, or nothing', (t) => {
  const engine = peekGame.createEngine({ seed: 7 });
  const p2: unknown[] = [];
  engine.on('log', (entry) => p2.push(engine.viewEntry('p2', entry) ?? 'hidden'));
  engine.run();
  t.deepEqual(p2, [{ type: 'peek.dealt', cards: 7 }, { type: 'peek.whisper', text: 'psst', visibleTo: ['p2'] }, 'hidden']);
});
