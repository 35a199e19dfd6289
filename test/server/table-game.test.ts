// defineTableGame: what each seat sees is the card game's own visibility, so a game without one, or
// a phase-1 declaration of zone rules and public lines, is refused where it is written.
import test from 'ava';
import { defineCardGame, standardNodes } from '../../lib/index.js';
import { openVisibility } from '../../lib/graph/index.js';
import { defineTableGame } from '../../lib/server/index.js';
import { duelGame } from '../../examples/duel/game.js';

const bare = defineCardGame({ id: 'bare', nodes: [...standardNodes], setup: () => {}, start: [] });

test('a card game that declares no visibility cannot be hosted: no seat view could be made', (t) => {
  t.throws(() => defineTableGame({ id: 'bare', title: 'Bare', game: bare, seats: ['p1'] }), {
    instanceOf: TypeError,
    message:
      'Table game "bare": its card game declares no visibility, so no seat\'s view can be made: give defineCardGame a visibility (cardVisibility, or openVisibility for a game with nothing to hide)',
  });
});

test('phase-1 declarations are refused, not ignored: publicLines, and zones as visibility rules', (t) => {
  const base = { id: 'duel', title: 'Duel', game: duelGame, seats: ['p1', 'p2'] };
  t.throws(() => defineTableGame({ ...base, publicLines: () => [] } as never), {
    message:
      'Table game "duel": publicLines is gone: seats read their own view\'s log; give logLines(entries, { graph }) if the graph\'s formatters are not enough',
  });
  t.throws(() => defineTableGame({ ...base, zones: { 'p1.deck': 'count' } } as never), {
    message:
      'Table game "duel": zones must be a list of the zone names the page shows; who sees a zone\'s cards is the card game\'s visibility',
  });
  t.throws(() => defineTableGame({ ...base, logLines: 'all' } as never), {
    message: 'Table game "duel": logLines must be a function (entries, { graph }) => lines',
  });
});

test('defaults: every zone of the view, log lines by the graph formatters over the entries given, empty lines left out', (t) => {
  const open = defineCardGame({
    id: 'open',
    nodes: [...standardNodes],
    setup: () => {},
    start: [],
    formatters: { said: (e) => e.text as string, quiet: () => '' },
    visibility: openVisibility(['p1']),
  });
  const table = defineTableGame({ id: 'open', title: 'Open', game: open, seats: ['p1'] });
  t.is(table.zones, null);
  const engine = open.createEngine({ seed: 1 });
  t.deepEqual(table.logLines([{ type: 'said', text: 'hello' }, { type: 'quiet' }], { graph: engine.graph }), ['hello']);
});

test('watchPacks must name packs of the table game: a misspelt one is refused where it is written', (t) => {
  const base = { id: 'duel', title: 'Duel', game: duelGame, seats: ['p1', 'p2'] };
  t.deepEqual(defineTableGame(base).watchPacks, []);
  t.throws(() => defineTableGame({ ...base, watchPacks: ['turns'] }), {
    instanceOf: TypeError,
    message: 'Table game "duel": watchPacks must list names of its packs (it has none), got ["turns"]',
  });
});
