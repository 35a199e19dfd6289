// `cardweave sim --round-robin deck:FILE.json`: decks as round-robin entrants from small JSON files, checked at
// the door; a bad file is one line on stderr with exit status 2. Run in this process through simCommand.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'ava';
import { SIM_HELP } from '../../lib/server/sim-command.js';
import { sim } from './sim-in-process.js';

const DUEL = 'examples/duel/game.ts';
const LANCERS = 'deck:examples/duel/deck-files/lancers.json';
const MOTHS = 'deck:examples/duel/deck-files/moths.json';

test('--round-robin deck:FILE.json rates the decks: the high-ATK deck above the weak one, the same on 1 and 2 workers', async (t) => {
  const args = [DUEL, '--round-robin', MOTHS, '--round-robin', LANCERS, '--games', '10', '--seed', '2', '--json'];
  const [one, two] = await Promise.all([sim(...args, '--workers', '1'), sim(...args, '--workers', '2')]);
  t.is(one.code, 0);
  t.deepEqual(one.err, []);
  type Ratings = { ratings: { name: string; rating: number; low: number; high: number; games: number }[]; workers: number };
  const a = JSON.parse(one.out.join('\n')) as Ratings;
  const b = JSON.parse(two.out.join('\n')) as Ratings;
  t.is(b.workers, 2);
  t.deepEqual(b.ratings, a.ratings);
  const [moths, lancers] = a.ratings;
  t.like(moths, { name: 'moths', games: 20 });
  t.like(lancers, { name: 'lancers', games: 20 });
  t.true(lancers!.low > moths!.high, 'the lancers rate above the moths beyond doubt');
});

test('bad deck files: one line on stderr naming the file and what is wrong, exit 2, before any game', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'sim-decks-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, text: string): string => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };
  const big = file('big.json', ' '.repeat(64 * 1024 + 1));
  const notJson = file('not.json', '{ "name": ');
  const list = file('list.json', '[]');
  const extra = file('extra.json', '{ "name": "a", "cards": ["duel.glass-moth"], "agent": "x" }');
  const badName = file('name.json', '{ "name": "a b", "cards": ["duel.glass-moth"] }');
  const numbers = file('numbers.json', '{ "name": "a", "cards": [1, 2] }');
  const empty = file('empty.json', '{ "name": "empty", "cards": [] }');
  const foreign = file('foreign.json', '{ "name": "odd", "cards": ["duel.glass-moth", "duel.ogre"] }');
  const missing = join(dir, 'missing.json');
  const shape = 'must be { "name": "...", "cards": ["card id", ...] }';
  const cases: [string, string][] = [
    ['deck:', 'cardweave sim: --round-robin deck: needs a JSON file, e.g. deck:lancers.json'],
    [`deck:${missing}`, `cardweave sim: --round-robin deck:${missing}: no file ${missing}`],
    [`deck:${big}`, `cardweave sim: --round-robin deck:${big}: the file is 65537 bytes, more than 65536`],
    [`deck:${notJson}`, `cardweave sim: --round-robin deck:${notJson}: not JSON (Unexpected end of JSON input)`],
    [`deck:${list}`, `cardweave sim: --round-robin deck:${list}: ${shape}`],
    [`deck:${extra}`, `cardweave sim: --round-robin deck:${extra}: unknown field "agent"; ${shape}`],
    [`deck:${badName}`, `cardweave sim: --round-robin deck:${badName}: "name" must be 1 to 40 letters, digits, "_", "." or "-"`],
    [`deck:${numbers}`, `cardweave sim: --round-robin deck:${numbers}: "cards" must be a list of card ids, one per copy`],
    [`deck:${empty}`, `cardweave sim: --round-robin deck:${empty}: "cards" is empty: a deck needs at least one card`],
    [
      `deck:${foreign}`,
      'cardweave sim: sweep(): the deck of entrant "odd" names card "duel.ogre", which the game does not have (25 cards in its packs)',
    ],
  ];
  for (const [entrant, line] of cases) {
    t.deepEqual(
      await sim(DUEL, '--round-robin', MOTHS, '--round-robin', entrant, '--games', '2', '--seed', '1', '--workers', '1'),
      { code: 2, out: [], err: [line] },
      entrant,
    );
  }
});

test('the help names deck entrants with an example', (t) => {
  t.true(SIM_HELP.includes('deck:FILE.json, a deck { "name", "cards": [card ids,'));
  t.true(
    SIM_HELP.includes(
      `  cardweave sim examples/duel/game.ts --round-robin ${LANCERS} --round-robin ${MOTHS} --games 200 --seed 1\n`,
    ),
  );
});
