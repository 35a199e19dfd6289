/**
 * A replay that parts from its recording fails with a message that says
 * where: the file, the checkpoint or decision, both digests, the last log
 * lines and how to re-record on purpose. Each case breaks one recorded
 * value, as a changed rule would break the game.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import test from 'ava';
import { readGolden, type GoldenGame } from '../../tools/golden/format.js';
import { goldenFolder, goldenPath } from '../../tools/golden/golden-files.js';
import { replayGolden } from '../../tools/golden/replay.js';

function recorded(game: string, name: string): GoldenGame {
  return readGolden(readFileSync(path.join(goldenFolder(game), `${name}.json`), 'utf8'), goldenPath(game, name));
}

test('a checkpoint that differs names it, both digests, the last log lines and the command to re-record', (t) => {
  const golden = recorded('war', 'twist-s2');
  t.deepEqual(golden.checkpoints[2], [301, 0, 'ab264737546a1265']);
  golden.checkpoints[2]![2] = '0000000000000000';
  t.is(
    replayGolden(golden, 'test/golden/war/twist-s2.json'),
    [
      'Golden replay test/golden/war/twist-s2.json (war+twist, seed 2) no longer plays as recorded: checkpoint 2 differs:',
      '  expected digest 0000000000000000 at node run 301, after 0 decisions',
      '  actual   digest ab264737546a1265 at node run 301, after 0 decisions',
      'No decision had been answered yet.',
      'The last log lines (node run 301):',
      '  Player 1 scores 2 points (9 in total)',
      '  Next round: Player 2 draws first',
      '  Replacement "twist.draw" applied to war.reveal',
      '  Player 2 drew 6 of Clubs',
      '  Player 1 drew 13 of Clubs',
      '  6 against 13: Player 1 wins',
      'If the game is meant to change, re-record it on purpose (npm run golden:record -- war/twist-s2, or npm run golden:record for all) ' +
        'and say in the commit which games changed and why (test/golden/README.md).',
    ].join('\n'),
  );
});

test('an answer the game no longer accepts names the decision and the last one answered', (t) => {
  const golden = recorded('duel', 'greedy-random-s1');
  golden.decisions[3] = ['p1', { move: 'summon', card: 99, position: 'attack' }];
  const lines = replayGolden(golden, 'test/golden/duel/greedy-random-s1.json')!.split('\n');
  t.regex(
    lines[0]!,
    /^Golden replay test\/golden\/duel\/greedy-random-s1\.json \(duel, seed 1\) no longer plays as recorded: decisions\[3\] \(p1 chose \{"move":"summon","card":99,"position":"attack"\}\) is refused: \{"move":"summon","card":99,"position":"attack"\} is not an option of decision 4 /,
  );
  t.is(lines[1], 'The last decision answered: decisions[2], p2 chose {"move":"end-turn"}.');
  t.is(lines[2], 'The last log lines (node run 72):');
  t.is(
    lines.at(-1),
    'If the game is meant to change, re-record it on purpose (npm run golden:record -- duel/greedy-random-s1, or npm run golden:record for all) ' +
      'and say in the commit which games changed and why (test/golden/README.md).',
  );
});

test('a recording that ends before the game does says the game goes on', (t) => {
  const golden = recorded('war', 'classic-s1');
  const last = golden.checkpoints.pop()!;
  t.is(
    replayGolden(golden, 'test/golden/war/classic-s1.json')!.split('\n')[0],
    `Golden replay test/golden/war/classic-s1.json (war, seed 1) no longer plays as recorded: the game goes on past its last recorded checkpoint (${golden.checkpoints.length - 1}): digest ${last[2]} at node run ${last[0]}, after 0 decisions`,
  );
});

test('a recording with answers the game never asks for says how many it asked', (t) => {
  const golden = recorded('duel', 'greedy-random-s1');
  const asked = golden.decisions.length;
  golden.decisions.push(['p1', { move: 'end-turn' }]);
  t.is(
    replayGolden(golden, 'test/golden/duel/greedy-random-s1.json')!.split('\n')[0],
    `Golden replay test/golden/duel/greedy-random-s1.json (duel, seed 1) no longer plays as recorded: the recording holds ${asked + 1} answers, but the game asked ${asked}`,
  );
});

test('a different outcome is named, expected against actual', (t) => {
  const golden = recorded('war', 'twist-s2');
  golden.outcome = { ...golden.outcome, steps: 550 };
  t.is(
    replayGolden(golden, 'test/golden/war/twist-s2.json')!.split('\n').slice(0, 3).join('\n'),
    [
      'Golden replay test/golden/war/twist-s2.json (war+twist, seed 2) no longer plays as recorded: the outcome differs:',
      '  expected {"status":"ended","result":{"winner":"p2","reason":"Player 2 wins with 32 points!"},"steps":550}',
      '  actual   {"status":"ended","result":{"winner":"p2","reason":"Player 2 wins with 32 points!"},"steps":551}',
    ].join('\n'),
  );
});
