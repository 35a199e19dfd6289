import test from 'ava';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { greedyAgent } from '../../../examples/duel/agents/index.js';
import { runCli, type DuelIo } from '../../../examples/duel/cli/run.js';
import { duelGame } from '../../../examples/duel/game.js';
import { warGame } from '../../../examples/war/game.js';
import { lines } from './helpers.js';
import { snapshot } from '../../../lib/index.js';
import { tempFolderForFile } from '../../temp-folder.js';

const dir = tempFolderForFile('duel-cli-');

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

/** Runs the real CLI in a child process, piping `input` to its stdin. */
function spawnCli(argv: string[], input = ''): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import=tsx', 'examples/duel/main.ts', ...argv], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
    child.stdin.end(input);
  });
}

test('bad options: one line on stderr naming what was wrong, exit status 2, nothing on stdout', async (t) => {
  const cases: [string[], string][] = [
    [['--p1', 'bob'], 'Unknown player "bob" for --p1: expected human, greedy, random, mcts'],
    [['--seed', '-3'], 'Invalid --seed "-3": expected a whole number from 0 to 4294967295'],
    [['--seed', 'x'], 'Invalid --seed "x": expected a whole number from 0 to 4294967295'],
    [['--life-points', '0'], 'Invalid --life-points "0": expected a whole number from 1 to 1000000'],
    [['--games', '0'], 'Invalid --games "0": expected a whole number from 1 to 10000000'],
    [['--json'], '--json needs --games N: it prints the summary of a simulation'],
    [['--games', '5', '--p2', 'human'], '--games simulates bot games: a human player cannot take part (use greedy or random)'],
    [['--load', 'x.json', '--games', '3'], '--load resumes one saved game; it cannot be combined with --games'],
    [
      ['--load', 'x.json', '--seed', '3'],
      '--load resumes a saved game with its own seed and life points; drop --seed and --life-points',
    ],
    [['--bogus'], "unknown option '--bogus'"],
    [['extra'], 'too many arguments. Expected 0 arguments but got 1.'],
  ];
  for (const [argv, message] of cases) {
    t.deepEqual(await cli(...argv), { code: 2, out: '', err: `${message}\n` }, argv.join(' '));
  }
});

test('bad or foreign save files are refused with one line naming the file, exit status 2', async (t) => {
  const file = (name: string, text: string): string => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };
  const war = file('war.json', JSON.stringify(snapshot(warGame.createEngine({ seed: 1 }))));
  const other = file('other.json', JSON.stringify({ format: 'cardweave/war-save', version: 1 }));
  const broken = file('broken.json', '{"format": "cardweave/duel-save", ');
  const wrapped = file(
    'wrapped.json',
    JSON.stringify({
      format: 'cardweave/duel-save',
      version: 1,
      seed: 1,
      agents: { p1: 'greedy', p2: 'greedy' },
      snapshot: JSON.parse(readWar()),
    }),
  );
  const agents = file(
    'agents.json',
    JSON.stringify({ format: 'cardweave/duel-save', version: 1, seed: 1, agents: { p1: 'wizard', p2: 'greedy' }, snapshot: {} }),
  );
  const missing = join(dir, 'missing.json');
  const cases: [string, string][] = [
    [war, `Save file "${war}" is a bare cardweave snapshot of rule set "war", not a duel save`],
    [other, `Save file "${other}" is not a duel save (its format is "cardweave/war-save", expected "cardweave/duel-save")`],
    [
      broken,
      `Save file "${broken}" is not valid JSON at line 1, column 35: the text ends too early (expected a property name in double quotes)`,
    ],
    [wrapped, `Save file "${wrapped}" cannot be restored: Snapshot is from rule set "war", not "duel"`],
    [agents, `Save file "${agents}" names an unknown player for p1: "wizard"`],
    [missing, `Save file "${missing}" does not exist`],
  ];
  for (const [path, message] of cases) t.deepEqual(await cli('--load', path), { code: 2, out: '', err: `${message}\n` }, path);

  function readWar(): string {
    return JSON.stringify(snapshot(warGame.createEngine({ seed: 1 })));
  }
});

test('--help prints the usage and exits 0', async (t) => {
  const { code, out, err } = await cli('--help');
  t.is(code, 0);
  t.is(err, '');
  t.true(out.startsWith('Usage: duel [options]\n'));
  for (const flag of [
    '--p1 <player>',
    '--p2 <player>',
    '--seed <n>',
    '--life-points <n>',
    '--iterations <n>',
    '--think-ms <ms>',
    '--load <file>',
    '--games <n>',
    '--json',
    '--workers <n>',
    '--graph',
    '--trace <file>',
    '--help',
  ])
    t.true(out.includes(flag), flag);
});

test('a bot-vs-bot game prints its whole log; the last line names the winner and how they won', async (t) => {
  const { code, out } = await cli('--p1', 'greedy', '--p2', 'greedy', '--seed', '11');
  const engine = duelGame.createEngine({ seed: 11, agents: { p1: greedyAgent(), p2: greedyAgent() } });
  engine.run();
  t.is(code, 0);
  t.deepEqual(out.trimEnd().split('\n'), ['Seed 11: Player 1 is greedy, Player 2 is greedy', ...lines(engine)]);
  t.regex(
    out.trimEnd().split('\n').at(-1)!,
    /^Player [12] wins by (life points|deck out): Player [12] (has 0 life points left|could not draw)$/,
  );
});

test('--games with --json prints one JSON object with the summary keys; without --json, readable lines', async (t) => {
  const json = await cli('--games', '20', '--seed', '3', '--json');
  t.is(json.code, 0);
  const summary = JSON.parse(json.out) as Record<string, number>;
  t.deepEqual(Object.keys(summary), ['games', 'p1Wins', 'p2Wins', 'draws', 'meanTurns', 'gamesPerSecond']);
  t.is(summary.games, 20);
  t.is(summary.p1Wins! + summary.p2Wins! + summary.draws!, 20);
  const text = await cli('--games', '20', '--seed', '3', '--p1', 'random', '--p2', 'greedy');
  const [first, p1, p2, draws, turns, speed] = text.out.trimEnd().split('\n');
  t.is(first, 'Games: 20 (seeds 3 to 22), Player 1 random vs Player 2 greedy');
  t.regex(p1!, /^Player 1 wins: \d+ \(\d+\.\d%\)$/);
  t.regex(p2!, /^Player 2 wins: \d+ \(\d+\.\d%\)$/);
  t.is(draws, 'Draws: 0 (0.0%)');
  t.regex(turns!, /^Mean turns: \d+\.\d$/);
  t.regex(speed!, /^Games per second: \d+\.\d$/);
  t.is(text.err, '', 'no progress bar when stderr is not a terminal');
});

const FIRST_SCREEN = [
  'Seed 4: Player 1 is human, Player 2 is greedy',
  'The duel begins: each player shuffles their deck and draws 5 cards (8000 life points each)',
  'Turn 1: Player 1',
  'Player 1 draws a card (34 left in the deck)',
  '',
  "── Turn 1 · Player 1's main phase ──",
  'Player 2: 8000 LP · deck 35 · hand 5 · graveyard 0',
  '  Monsters: (none)',
  '  Spells & traps: (none)',
  'Player 1 (you): 8000 LP · deck 34 · hand 6 · graveyard 0',
  '  Monsters: (none)',
  '  Spells & traps: (none)',
  '  Hand: Tidecaller Scout (Lv 4, 1500/1100) · Dusk Hound (Lv 3, 1400/800) · Glass Moth (Lv 1, 300/300) · Halt the Charge (trap) · Gale Lancer (Lv 4, 1800/600) · Spark Volley (spell)',
  '[Player 1] Main phase: choose a move',
  '  1) Normal summon Tidecaller Scout (Lv 4, ATK 1500, DEF 1100) in attack position',
  '  2) Set Tidecaller Scout (Lv 4, ATK 1500, DEF 1100) in face-down defense position',
  '  3) Normal summon Dusk Hound (Lv 3, ATK 1400, DEF 800) in attack position',
  '  4) Set Dusk Hound (Lv 3, ATK 1400, DEF 800) in face-down defense position',
  '  5) Normal summon Glass Moth (Lv 1, ATK 300, DEF 300) in attack position',
  '  6) Set Glass Moth (Lv 1, ATK 300, DEF 300) in face-down defense position',
  '  7) Normal summon Gale Lancer (Lv 4, ATK 1800, DEF 600) in attack position',
  '  8) Set Gale Lancer (Lv 4, ATK 1800, DEF 600) in face-down defense position',
  "  9) Set Halt the Charge face down (When an opponent's monster declares an attack: negate the attack.)",
  '  10) Activate Spark Volley (Inflict 500 damage to your opponent.)',
  '  11) End the main phase (no battle on turn 1)',
  '  12) End the turn',
];

const SECOND_SCREEN = [
  'Player 1 normal summons Tidecaller Scout (ATK 1500) in attack position',
  '',
  "── Turn 1 · Player 1's main phase ──",
  'Player 2: 8000 LP · deck 35 · hand 5 · graveyard 0',
  '  Monsters: (none)',
  '  Spells & traps: (none)',
  'Player 1 (you): 8000 LP · deck 34 · hand 5 · graveyard 0',
  '  Monsters: Tidecaller Scout ATK 1500/DEF 1100 (attack)',
  '  Spells & traps: (none)',
  '  Hand: Dusk Hound (Lv 3, 1400/800) · Glass Moth (Lv 1, 300/300) · Halt the Charge (trap) · Gale Lancer (Lv 4, 1800/600) · Spark Volley (spell)',
  '[Player 1] Main phase: choose a move',
  "  1) Set Halt the Charge face down (When an opponent's monster declares an attack: negate the attack.)",
  '  2) Activate Spark Volley (Inflict 500 damage to your opponent.)',
  '  3) End the main phase (no battle on turn 1)',
  '  4) End the turn',
];

const ask = (n: number): string => `Your move (1-${n}, s [file] to save, q to quit): `;

test('a terminal session driven through stdin: board, numbered moves, invalid input asks again, q quits', async (t) => {
  const { code, out, err } = await spawnCli(['--p1', 'human', '--p2', 'greedy', '--seed', '4'], 'x\n99\n1\nq\n');
  t.is(err, '');
  t.is(code, 0);
  t.is(
    out,
    [
      ...FIRST_SCREEN,
      `${ask(12)}x`,
      '"x" is not a move: answer with a number from 1 to 12, h for undo and branches, s [file] to save, or q to quit.',
      `${ask(12)}99`,
      '"99" is not a move: answer with a number from 1 to 12, h for undo and branches, s [file] to save, or q to quit.',
      `${ask(12)}1`,
      ...SECOND_SCREEN,
      `${ask(4)}q`,
      'Quit: the duel is left unfinished (not saved).',
      '',
    ].join('\n'),
  );
});

test('s saves in the middle of a decision; --load in a new process asks it again and finishes the duel identically', async (t) => {
  const save = join(dir, 'mid-decision.json');
  const saving = await spawnCli(['--p1', 'human', '--p2', 'greedy', '--seed', '4'], `1\ns ${save}\nq\n`);
  t.is(saving.code, 0);
  t.true(saving.out.includes(`${ask(4)}s ${save}\nSaved to ${save}; resume with: npm run duel -- --load ${save}\n${ask(4)}q\n`));
  const [asked, finished, exitCode] = await Promise.all([
    spawnCli(['--load', save], 'q\n'),
    spawnCli(['--load', save, '--p1', 'greedy']),
    spawnCli(['--p1', 'bob']),
  ]);
  // The same question, on the same board, as when the game was saved.
  t.is(asked.out.split('\n')[0], `Resumed ${save}: Player 1 is human, Player 2 is greedy`);
  t.true(asked.out.includes([...SECOND_SCREEN.slice(1), `${ask(4)}q`].join('\n')));
  // Finishing in the new process gives the game this process would have played from the same point.
  const engine = duelGame.createEngine({ seed: 4, agents: { p2: greedyAgent() } });
  engine.run();
  engine.decide('p1', engine.pending!.options[0]!);
  engine.setAgent('p1', greedyAgent());
  engine.run();
  t.deepEqual(finished.out.trimEnd().split('\n'), [`Resumed ${save}: Player 1 is greedy, Player 2 is greedy`, ...lines(engine)]);
  t.is(finished.code, 0);
  t.deepEqual(exitCode, { code: 2, out: '', err: 'Unknown player "bob" for --p1: expected human, greedy, random, mcts\n' });
});
