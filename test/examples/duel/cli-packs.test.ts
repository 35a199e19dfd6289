// The duel CLI loads card packs with `--pack FILE` (repeatable), JSON packs and TS modules alike, as
// War's does: the packs play (a bot game, a simulation, a resumed save), and a missing or bad pack
// file is refused before anything runs, in one line on stderr with exit status 2.
import test from 'ava';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { type PackSource } from '../../../lib/index.js';
import { cardPackFromJson } from '../../../lib/cards/index.js';
import { greedyAgent } from '../../../examples/duel/agents/index.js';
import { runCli, type DuelIo } from '../../../examples/duel/cli/run.js';
import { duelGame } from '../../../examples/duel/game.js';
import { tidesPack } from '../../../examples/duel/packs/tides.js';
import { writeSave } from '../../../examples/duel/save-file.js';
import { playDuel } from '../../../examples/duel/simulate-game.js';
import { lines } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'duel-cli-packs-'));
test.after.always(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the CLI in this process with captured output and empty, piped stdin. */
async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const sink = (write: (s: string) => void) =>
    ({ isTTY: false, write: (s: string) => (write(s), true) }) as unknown as NodeJS.WriteStream;
  const io: DuelIo = { stdin: Readable.from([]), stdout: sink((s) => (out += s)), stderr: sink((s) => (err += s)) };
  const code = await runCli(argv, io);
  return { code, out, err };
}

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

// A JSON pack whose card starts in Player 1's hand, so the duel it plays differs from the base game's.
const BOONS = file(
  'boons.json',
  `${JSON.stringify(
    {
      name: 'boons',
      cards: [
        {
          id: 'boons.boon',
          name: 'Boon',
          kind: 'spell',
          stats: { type: 'normal' },
          text: 'Gain 500 life points.',
          abilities: [{ on: 'activated', steps: [{ do: 'duel.gain-life-points', player: '$you', amount: 500 }] }],
        },
      ],
      setup: [{ card: 'boons.boon', owner: 'p1', zone: 'p1.hand' }],
    },
    null,
    2,
  )}\n`,
);
const boons = cardPackFromJson(readFileSync(BOONS, 'utf8'), BOONS);
const TIDES = 'examples/duel/packs/tides.ts';

/** The lines of the bot duel of `seed` with `packs`, played in this process. */
function expected(seed: number, packs: PackSource[]): string[] {
  const engine = duelGame.createEngine({ seed, packs, agents: { p1: greedyAgent(), p2: greedyAgent() } });
  engine.run();
  return [`Seed ${seed}: Player 1 is greedy, Player 2 is greedy`, ...lines(engine)];
}

test('--pack loads a JSON pack: the duel plays with its cards', async (t) => {
  const run = await cli('--p1', 'greedy', '--p2', 'greedy', '--seed', '11', '--pack', BOONS);
  t.is(run.err, '');
  t.is(run.code, 0);
  const shown = run.out.trimEnd().split('\n');
  t.deepEqual(shown, expected(11, [boons]));
  t.notDeepEqual(shown, expected(11, []), 'the pack changed the game');
  t.true(
    shown.some((line) => line.includes('Boon')),
    "the pack's card was played",
  );
});

test('--pack is repeatable and takes TS modules: both packs load, in the order given', async (t) => {
  const run = await cli('--p1', 'greedy', '--p2', 'greedy', '--seed', '11', '--pack', TIDES, '--pack', BOONS);
  t.is(run.err, '');
  t.is(run.code, 0);
  t.deepEqual(run.out.trimEnd().split('\n'), expected(11, [tidesPack, boons]));
});

test('--games with --pack simulates the duels with the pack', async (t) => {
  const run = await cli('--games', '4', '--seed', '3', '--json', '--workers', '1', '--pack', BOONS);
  t.is(run.code, 0, run.err);
  const summary = JSON.parse(run.out) as { games: number; p1Wins: number; p2Wins: number; draws: number };
  // The same duels played here with the pack: seeds 3 to 6, greedy against random (the defaults).
  const winners = [3, 4, 5, 6].map((seed) => playDuel(seed, [boons], { p1: 'greedy', p2: 'random' }).winner);
  t.deepEqual(
    { games: summary.games, p1Wins: summary.p1Wins, p2Wins: summary.p2Wins, draws: summary.draws },
    {
      games: 4,
      p1Wins: winners.filter((w) => w === 'p1').length,
      p2Wins: winners.filter((w) => w === 'p2').length,
      draws: winners.filter((w) => w === null).length,
    },
  );
});

test('--load with --pack resumes a save of a duel played with the pack; without it the save is refused', async (t) => {
  const engine = duelGame.createEngine({ seed: 11, packs: [boons], agents: { p2: greedyAgent() } });
  engine.run();
  const save = join(dir, 'with-boons.json');
  writeSave(save, engine, 11, { p1: 'greedy', p2: 'greedy' });
  const resumed = await cli('--load', save, '--pack', BOONS);
  t.is(resumed.err, '');
  t.is(resumed.code, 0);
  t.is(resumed.out.split('\n')[0], `Resumed ${save}: Player 1 is greedy, Player 2 is greedy`);
  t.deepEqual(await cli('--load', save), {
    code: 2,
    out: '',
    err: `Save file "${save}" cannot be restored: Snapshot is from rule set "duel+boons", not "duel"\n`,
  });
});

test('a missing, empty or bad pack file is refused in one line, exit status 2, before anything runs', async (t) => {
  const notJson = file('not-json.json', '{"name": "x", ');
  const unknownNode = file(
    'unknown-node.json',
    JSON.stringify({
      name: 'x',
      cards: [{ id: 'x.card', name: 'X', kind: 'spell', abilities: [{ on: 'activated', steps: [{ do: 'duel.nothing' }] }] }],
    }),
  );
  const clash = file('clash.json', JSON.stringify({ name: 'x', cards: [], log: { turn: 'public' } }));
  const cases: [string[], string][] = [
    [['--pack', 'no/such/pack.json'], `Card pack file "${resolve('no/such/pack.json')}" does not exist`],
    [['--pack', ''], '--pack needs a file path'],
    [
      ['--pack', notJson],
      `Card pack file "${notJson}" is not valid JSON at line 1, column 15: expected a key in double quotes, got end of file`,
    ],
    [['--pack', unknownNode], 'Card pack "x": card "x.card" field "abilities[0].steps[0].do" names unknown node "duel.nothing"'],
    [
      ['--pack', clash],
      'Card pack "x" declares who sees log entries "turn", which game "duel" declares too: one owner declares a log entry type, so rename one of them',
    ],
    [
      ['--games', '3', '--pack', clash],
      'Card pack "x" declares who sees log entries "turn", which game "duel" declares too: one owner declares a log entry type, so rename one of them',
    ],
  ];
  for (const [argv, message] of cases)
    t.deepEqual(
      await cli('--seed', '1', '--p1', 'greedy', '--p2', 'greedy', ...argv),
      { code: 2, out: '', err: `${message}\n` },
      argv.join(' '),
    );
});

test('--help lists --pack', async (t) => {
  const { code, out } = await cli('--help');
  t.is(code, 0);
  t.regex(out, /--pack <path> +load a card pack from a file, a module or a JSON pack\s+\(repeatable\)/);
});
