// How a host knows where to start a table's game in its start thread: a table game's `source`.
// Checked where it is written; a game without one is said once, at start; a source that does not
// load there refuses the table in one line, the detail going to the operator's log.
import test from 'ava';
import { defineTableGame, TableError, TableHost } from '../../lib/server/index.js';
import { duelTable } from '../../examples/duel/table.js';
import { warTable } from '../../examples/war/table.js';
import { storeForFile } from './fixtures.js';

const store = storeForFile();

const { source: _source, ...warWithoutSource } = warTable;
const PERSONS = { p1: 'person', p2: 'person' };

test('a source is { module, export }: anything else is refused where the game is defined', (t) => {
  for (const source of [
    null,
    'examples/war/table.ts',
    { module: '', export: 'table' },
    { module: 'm.ts', export: 'not a name' },
    { module: 'm.ts' },
  ])
    t.throws(() => defineTableGame({ ...warWithoutSource, source } as never), {
      instanceOf: TypeError,
      message: 'Table game "war": source must be { module: import.meta.url, export: "the name this table game is exported by" }',
    });
});

test('startTimeoutMs out of its bounds is refused when the host starts', async (t) => {
  for (const startTimeoutMs of [99, 600_001, 1.5])
    await t.throwsAsync(TableHost.start(store(), [duelTable], { startTimeoutMs }), {
      instanceOf: RangeError,
      message: `startTimeoutMs must be a whole number of ms from 100 to 600000, got ${startTimeoutMs}`,
    });
});

test('a game without a source is said once, at start, and its tables still start (unbounded)', async (t) => {
  const lines: string[] = [];
  const host = await TableHost.start(store(), [defineTableGame(warWithoutSource), duelTable], {
    botDelayMs: 0,
    report: (l) => lines.push(l),
  });
  t.teardown(() => host.close());
  t.deepEqual(lines, [
    'game "war" has no source ({ module, export }), so its tables start unbounded on the server\'s thread: a pack whose setup never returns would stop the server',
  ]);
  await host.create({ game: 'war', seats: PERSONS });
  await host.create({ game: 'duel', seats: PERSONS });
  t.is(lines.length, 1, 'said once, not at every table');
});

test('a source that does not load in the start thread refuses the table in one line; the log says why', async (t) => {
  const cases = [
    {
      source: { module: '/nonexistent/war-table.ts', export: 'warTable' },
      why: /^game "war": its start thread cannot load it: no file \/nonexistent\/war-table\.ts$/,
    },
    {
      source: { module: new URL('../../examples/war/table.ts', import.meta.url).href, export: 'nothing' },
      why: /exports no table game "nothing"$/,
    },
    {
      source: { module: new URL('../../examples/duel/table.ts', import.meta.url).href, export: 'duelTable' },
      why: /is "duel", not "war"$/,
    },
  ];
  for (const { source, why } of cases) {
    const lines: string[] = [];
    const host = await TableHost.start(store(), [defineTableGame({ ...warWithoutSource, source })], {
      report: (l) => lines.push(l),
    });
    await t.throwsAsync(host.create({ game: 'war', seats: PERSONS }), {
      instanceOf: TableError,
      code: 'game-start-failed',
      message: 'Game "war" could not start: the server cannot load it in its start thread (see the server\'s log)',
    });
    host.close();
    t.is(lines.length, 1, lines.join('\n'));
    t.regex(lines[0]!, why);
  }
});
