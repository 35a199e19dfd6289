// The newcomer's path at the terminal: play a move, undo it, try another line on a branch, look at
// the branches, compare them, go back to main and redo the first move: each step exactly as shown.
import test from 'ava';
import { runCli } from '../../../examples/duel/cli/run.js';
import { captureCli } from '../shared/fixtures/capture-cli.js';

const ask = (n: number): string => `Your move (1-${n}, s [file] to save, q to quit): `;

test('u, b NAME, branches, c A B, g NAME and r at the terminal move through the game history', async (t) => {
  const input = ['1', 'u', 'b bold', '2', 'branches', 'c main bold', 'g main', 'r', 'branches', 'g nowhere', 'b bad!', 'h', 'q'];
  const { code, stdout, stderr } = await captureCli(
    runCli,
    ['--p1', 'human', '--p2', 'greedy', '--seed', '4'],
    input.map((l) => `${l}\n`),
  );
  t.is(code, 0);
  t.is(stderr, '');
  // Only what the history commands say, and the moves the log shows, in order.
  const said = stdout
    .split('\n')
    .filter((line) =>
      /^(Undone|Redone|On branch|\*| {2}\S+: point|main|bold| {2}Player|Player 1 (normal|sets)|Unknown|A branch|[a-z]+ +\S)/.test(
        line,
      ),
    );
  t.deepEqual(said, [
    'Player 1 normal summons Tidecaller Scout (ATK 1500) in attack position',
    'Undone: back to point 0 (Player 1 to answer).',
    'On branch "bold" at point 0 (0 decisions).',
    'Player 1 sets a monster in face-down defense position',
    '  main: point 0, 0 decisions (redo up to point 1)',
    '* bold: point 2, 1 decision',
    'main and bold part after point 0 (0 decisions):',
    'main (0 decisions more):',
    'bold (1 decision more):',
    '  Player 1 sets a monster in face-down defense position',
    'On branch "main" at point 0 (0 decisions).',
    'Redone: at point 1.',
    'Player 1 normal summons Tidecaller Scout (ATK 1500) in attack position',
    '* main: point 1, 1 decision',
    '  bold: point 2, 1 decision',
    'Unknown branch "nowhere"; the branches are main, bold',
    'A branch name is 1 to 64 letters, digits, "_", "-" or ".", starting with a letter or digit, got "bad!"',
    'u            undo: back to your previous decision',
    'r            redo: play again what undo took back',
    'b NAME [N]   start branch NAME here (or at point N) and play on it',
    'g NAME       go to branch NAME, where it stands',
    'branches     list the branches (* is the one being played)',
    'c A B        compare branches A and B from where they part',
  ]);
  // A refused command asks again without showing the board again.
  t.true(stdout.includes(`${ask(4)}g nowhere\nUnknown branch "nowhere"; the branches are main, bold\n${ask(4)}b bad!\n`));
});
