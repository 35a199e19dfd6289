/**
 * A golden file that cannot be used is refused in one line naming the file
 * and what is wrong, never replayed as some other game: each case is a real
 * file, a recorded game with one thing broken.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import test, { type ExecutionContext } from 'ava';
import { GoldenFileError } from '../../tools/golden/format.js';
import { goldenFolder } from '../../tools/golden/golden-files.js';
import { replayGoldenFile } from '../../tools/golden/replay.js';

const SHOWN = 'test/golden/war/broken.json';
const recorded = readFileSync(path.join(goldenFolder('war'), 'twist-reversal-s5.json'), 'utf8');

/** Replays `text` from a real file and returns the refusal's message. */
function refusal(t: ExecutionContext, text: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'golden-refusal-'));
  t.teardown(() => rmSync(folder, { recursive: true, force: true }));
  const file = path.join(folder, 'broken.json');
  writeFileSync(file, text);
  const error = t.throws(() => replayGoldenFile(file, SHOWN), { instanceOf: GoldenFileError });
  t.false(error?.message.includes('\n'), 'a refusal is one line');
  return error?.message ?? '';
}

/** The recorded game with one change made to its parsed JSON. */
function edited(change: (doc: any) => void): string {
  const doc = JSON.parse(recorded);
  change(doc);
  return JSON.stringify(doc);
}

test('the unbroken file replays, so each refusal below is its one change', (t) => {
  const folder = mkdtempSync(path.join(tmpdir(), 'golden-refusal-'));
  t.teardown(() => rmSync(folder, { recursive: true, force: true }));
  writeFileSync(
    path.join(folder, 'whole.json'),
    edited(() => {}),
  );
  t.is(replayGoldenFile(path.join(folder, 'whole.json'), SHOWN), undefined);
});

test('a file that is not JSON is refused with the parser message', (t) => {
  const cut = recorded.slice(0, 200);
  let parser = '';
  try {
    JSON.parse(cut);
  } catch (error) {
    parser = (error as Error).message;
  }
  t.is(refusal(t, cut), `${SHOWN}: not JSON: ${parser}`);
});

test('a file of another format is refused', (t) => {
  t.is(
    refusal(
      t,
      edited((doc) => (doc.format = 'cardweave/snapshot')),
    ),
    `${SHOWN}: format is "cardweave/snapshot", not "cardweave/golden"`,
  );
});

test('an unknown format version is refused, naming the version read', (t) => {
  t.is(
    refusal(
      t,
      edited((doc) => (doc.version = 2)),
    ),
    `${SHOWN}: golden format version 2 is unknown: this recorder reads version 1`,
  );
});

test('an unknown game is refused, listing the games with golden replays', (t) => {
  t.is(
    refusal(
      t,
      edited((doc) => (doc.game = 'poker')),
    ),
    `${SHOWN}: game "poker" has no golden replays (known: war, duel)`,
  );
});

test('an unknown pack is refused, listing the packs the game knows', (t) => {
  t.is(
    refusal(
      t,
      edited((doc) => (doc.packs[2].name = 'reversals')),
    ),
    `${SHOWN}: pack "reversals" is unknown to war (known: gift, reversal, turns, twist, war)`,
  );
});

test('a pack recorded at another version is refused, naming both versions', (t) => {
  t.is(
    refusal(
      t,
      edited((doc) => (doc.packs[1].version = '2.0.0')),
    ),
    `${SHOWN}: pack "twist" was recorded at version "2.0.0" but is at no version here`,
  );
});

test("a pack of the game's own recorded at another version is refused too", (t) => {
  t.is(
    refusal(
      t,
      edited((doc) => (doc.packs[0].version = '1.0.0')),
    ),
    `${SHOWN}: pack "war" was recorded at version "1.0.0" but is at no version here`,
  );
});

test('a missing field is refused by name', (t) => {
  t.is(
    refusal(
      t,
      edited((doc) => delete doc.seed),
    ),
    `${SHOWN}: field "seed" is missing`,
  );
});

test('an unknown field is refused by name', (t) => {
  t.is(
    refusal(
      t,
      edited((doc) => (doc.state = {})),
    ),
    `${SHOWN}: unknown field "state"`,
  );
});

test('a malformed checkpoint is refused, naming its index and the shape wanted', (t) => {
  t.is(
    refusal(
      t,
      edited((doc) => (doc.checkpoints[1] = [201, 0, 'a43d1727'])),
    ),
    `${SHOWN}: checkpoints[1] must be [node runs, decisions answered, 16 hex digits], got [201,0,"a43d1727"]`,
  );
});

test('a seed out of range is refused', (t) => {
  t.is(
    refusal(
      t,
      edited((doc) => (doc.seed = -1)),
    ),
    `${SHOWN}: seed must be a whole number from 0 to 4294967295, got -1`,
  );
});
