// A save is data from anyone. --load verifies it by default: its decisions are played again from
// its recorded start, so an edited save is refused at the door with one line and exit 2 (before,
// each of these loaded and played). --trust-save skips the replay for saves you made yourself;
// the structure checks, card conservation among them, still apply.
import test from 'ava';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { greedyAgent } from '../../../examples/duel/agents/index.js';
import { runCli } from '../../../examples/duel/cli/run.js';
import { duelGame } from '../../../examples/duel/game.js';
import { writeSave } from '../../../examples/duel/save-file.js';
import { captureCli } from '../shared/fixtures/capture-cli.js';
import { tempFolderForFile } from '../../temp-folder.js';

const dir = tempFolderForFile('duel-tampered-');
const cli = (argv: string[]) => captureCli(runCli, argv, ['q\n']);

/** Seed 4, Player 1 (human) asked its first question: the save every forgery starts from. */
const original = (() => {
  const engine = duelGame.createEngine({ seed: 4, agents: { p2: greedyAgent() } });
  engine.run();
  const path = join(dir, 'original.json');
  writeSave(path, engine, 4, { p1: 'human', p2: 'greedy' });
  return JSON.parse(readFileSync(path, 'utf8')) as { snapshot: any };
})();

/** The card list of a saved zone, by name. */
const zone = (state: any, name: string): number[] => state.zones[state.zoneNames.indexOf(name)];

/** Writes a copy of the original save with `forge` applied; returns its path. */
function forged(name: string, forge: (snapshot: any) => void): string {
  const data = structuredClone(original);
  forge(data.snapshot);
  const path = join(dir, `${name}.json`);
  writeFileSync(path, JSON.stringify(data));
  return path;
}

const refused = (path: string, why: string) => ({
  code: 2,
  stdout: '',
  stderr: `Save file "${path}" cannot be restored: ${why}\n`,
});

const replayDiffers = (field: string, saved: string, replayed: string) =>
  `Snapshot does not match its replay: field "${field}" is ${saved} in the save, but ${replayed} when its decisions are played again`;

test('a forged winner (declare-winner put in the queue) is refused at --load', async (t) => {
  const path = forged('winner', (s) => s.queue.unshift({ node: 'declare-winner', args: { player: 'p1', reason: 'forged' } }));
  t.deepEqual(
    await cli(['--load', path]),
    refused(path, replayDiffers('queue[0]', '{"node":"declare-winner","args":{"player":"p1","reason":"...', 'nothing')),
  );
});

test("a forged option (summoning the opponent's deck card) is refused at --load", async (t) => {
  t.is(original.snapshot.pending.options[0].card, 13);
  const opponents = zone(original.snapshot.state, 'p2.deck')[0]!;
  const path = forged('option', (s) => (s.pending.options[0].card = opponents));
  t.deepEqual(await cli(['--load', path]), refused(path, replayDiffers('pending.options[0].card', String(opponents), '13')));
});

test('a question re-addressed to the other player is refused at --load, and --trust-save is what lets it through', async (t) => {
  const path = forged('readdressed', (s) => (s.pending.player = 'p2'));
  t.deepEqual(await cli(['--load', path]), refused(path, replayDiffers('pending.player', '"p2"', '"p1"')));
  // Trusted, the edit takes effect: Player 2's bot is asked Player 1's question. That is why the flag
  // is documented as "only for saves you made yourself". The bot sees the question in Player 2's
  // view, where Player 1's hand cards are only places, so it cannot answer: no peeking, even then.
  const trusted = await cli(['--load', path, '--trust-save']);
  t.is(trusted.code, 2, trusted.stdout);
  t.is(
    trusted.stderr,
    'Agent "greedy" for player p2 failed on decision 1: the greedy player\'s view shows no card "p1.hand#0"\n',
  );
});

test('a duplicated card (one card in two zones) is refused at --load, also with --trust-save', async (t) => {
  const stolen = zone(original.snapshot.state, 'p2.deck')[0]!;
  const path = forged('duplicated', (s) => zone(s.state, 'p1.hand').push(stolen));
  const why = `Snapshot field "state" fails the game's check: Shatterwind (card ${stolen}) is in 2 zones: "p1.hand" and "p2.deck"`;
  t.deepEqual(await cli(['--load', path]), refused(path, why));
  t.deepEqual(await cli(['--load', path, '--trust-save']), refused(path, why));
});

test('--trust-save without --load is a usage error', async (t) => {
  t.deepEqual(await cli(['--trust-save']), {
    code: 2,
    stdout: '',
    stderr: '--trust-save needs --load FILE: it says how to read that save\n',
  });
});
