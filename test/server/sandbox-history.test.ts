// The designer's sandbox (lib/server/sandbox): one person answers every seat, and its past is the
// engine's history tree. Exact states after each undo, redo, branch and jump, on a duel of seed 7.
import test from 'ava';
import { duelTable } from '../../examples/duel/table.js';
import { SandboxList } from '../../lib/server/sandbox/sandbox-list.js';
import type { SandboxTable } from '../../lib/server/sandbox/sandbox-table.js';
import { TableError } from '../../lib/server/errors.js';

/** The option number of words that start with `start` in the sandbox's pending decision. */
function option(sandbox: SandboxTable, start: string): number {
  const options = sandbox.view().view.decision!.options;
  const index = options.findIndex((o) => o.startsWith(start));
  if (index < 0) throw new Error(`no option "${start}" among ${options.join(' | ')}`);
  return index;
}

/** Where the sandbox stands: the seat asked, the decision's number, and each branch as name@tip/end. */
function where(sandbox: SandboxTable): string {
  const view = sandbox.view();
  const branches = view.branches.map((b) => `${b.head ? '*' : ''}${b.name}@${b.tip}/${b.end}`).join(' ');
  return `${view.playingAs} #${view.view.decision?.seq ?? '-'} ${branches}`;
}

function refusal(t: import('ava').ExecutionContext, run: () => void): string {
  const error = t.throws(run, { instanceOf: TableError });
  return `${error.code}: ${error.message}`;
}

test("one person answers both seats: the view is the asked seat's, labelled", (t) => {
  const sandbox = new SandboxList([duelTable]).open({ game: 'duel', seed: 7 });
  t.is(where(sandbox), 'p1 #1 *main@0/0');
  t.is(sandbox.view().view.seat, 'p1');
  sandbox.answer(1, option(sandbox, 'End the turn'));
  t.is(where(sandbox), 'p2 #2 *main@1/1');
  t.is(sandbox.view().view.seat, 'p2');
  t.deepEqual(sandbox.view().branches[0]!.answers, ['p1: End the turn']);
  // The inspector holds the whole state: p2's hand, which p1's view only counts, is there by card.
  const state = sandbox.view().state as { zoneNames: string[]; zones: number[][] };
  t.is(state.zones[state.zoneNames.indexOf('p2.hand')]!.length, 6);
  t.deepEqual(
    sandbox.view().everyZone.find((z) => z.zone === 'p2.hand'),
    {
      zone: 'p2.hand',
      cards: [
        'Rallying Banner #72 (face down)',
        'Ember Squire #51 (face down)',
        'Moss Golem #42 (face down)',
        'Mending Rain #68 (face down)',
        'Shatterwind #74 (face down)',
        'Ember Squire #52 (face down)',
      ],
    },
  );
});

test('undo, redo, a different answer makes a branch, and jumps go anywhere', (t) => {
  const sandbox = new SandboxList([duelTable]).open({ game: 'duel', seed: 7 });
  sandbox.answer(1, option(sandbox, 'End the turn'));
  sandbox.answer(2, option(sandbox, 'End the turn'));
  t.is(where(sandbox), 'p1 #3 *main@2/2');
  sandbox.undo();
  t.is(where(sandbox), 'p2 #2 *main@1/2');
  t.true(sandbox.view().canRedo);
  sandbox.redo();
  t.is(where(sandbox), 'p1 #3 *main@2/2');
  sandbox.undo();
  // The same answer as the one to redo walks the line; nothing new is made.
  sandbox.answer(2, option(sandbox, 'End the turn'));
  t.is(where(sandbox), 'p1 #3 *main@2/2');
  sandbox.undo();
  sandbox.answer(2, option(sandbox, 'Normal summon Ember Squire'));
  t.is(where(sandbox), 'p2 #3 main@1/2 *branch-1@2/2');
  t.deepEqual(
    sandbox.view().branches.map((b) => b.answers),
    [
      ['p1: End the turn', 'p2: End the turn'],
      ['p1: End the turn', 'p2: Normal summon Ember Squire (Lv 3, ATK 1200, DEF 900) in attack position'],
    ],
  );
  sandbox.jump('main', 1);
  t.is(where(sandbox), 'p2 #2 *main@1/2 branch-1@2/2');
  sandbox.jump('branch-1', 2);
  t.is(where(sandbox), 'p2 #3 main@1/2 *branch-1@2/2');
  t.is(sandbox.view().view.zones.find((z) => z.name === 'p2.monsters')!.cards![0]!.name, 'Ember Squire');
  sandbox.jump('main', 0);
  t.is(where(sandbox), 'p1 #1 *main@0/2 branch-1@2/2');
  t.false(sandbox.view().canUndo);
  t.is(
    refusal(t, () => sandbox.undo()),
    'sandbox-move-refused: Nothing to undo: no decision has been answered on this line',
  );
  sandbox.jump('main', 2);
  t.is(
    refusal(t, () => sandbox.redo()),
    'sandbox-move-refused: Nothing to redo: branch "main" stands at its furthest point',
  );
  t.is(
    refusal(t, () => sandbox.jump('main', 3)),
    'sandbox-move-refused: Branch "main" has points 0 to 2, not 3',
  );
  t.is(
    refusal(t, () => sandbox.jump('side', 0)),
    'sandbox-move-refused: No branch "side": the branches are main, branch-1',
  );
});

test('an undo then the same answers is the same game (each point keeps its RNG)', (t) => {
  const sandbox = new SandboxList([duelTable]).open({ game: 'duel', seed: 7 });
  sandbox.answer(1, option(sandbox, 'End the turn'));
  sandbox.answer(2, option(sandbox, 'End the turn'));
  const before = JSON.stringify(sandbox.view().state);
  sandbox.jump('main', 0);
  sandbox.answer(1, option(sandbox, 'End the turn'));
  sandbox.answer(2, option(sandbox, 'End the turn'));
  t.is(JSON.stringify(sandbox.view().state), before);
});

test('answers are checked as at a table: stale and not offered are refused, changing nothing', (t) => {
  const sandbox = new SandboxList([duelTable]).open({ game: 'duel', seed: 7 });
  t.is(
    refusal(t, () => sandbox.answer(2, 0)),
    'decision-stale: Decision 2 is stale: the sandbox is at decision 1',
  );
  t.is(
    refusal(t, () => sandbox.answer(1, 10)),
    'option-not-offered: Option 10 is not offered: decision 1 has options 0 to 7',
  );
  t.is(where(sandbox), 'p1 #1 *main@0/0');
});

test('a sandbox dropped or never made is refused by id; the list keeps at most 16, the longest unused dropped', (t) => {
  let now = 0;
  const list = new SandboxList([duelTable], () => now);
  const first = list.open({ game: 'duel', seed: 1 });
  for (let i = 0; i < 16; i++) {
    now += 1;
    list.open({ game: 'duel', seed: 1 });
  }
  t.is(list.size, 16);
  t.is(
    refusal(t, () => list.get(first.id)),
    `sandbox-unknown: No sandbox "${first.id}": sandboxes live in the server's memory, for an hour unused, 16 at most; open a new one`,
  );
  const kept = list.open({ game: 'duel', seed: 1 });
  now += 60 * 60 * 1000 + 1;
  t.is(refusal(t, () => list.get(kept.id)).split(':')[0], 'sandbox-unknown');
  t.is(list.size, 0);
});
