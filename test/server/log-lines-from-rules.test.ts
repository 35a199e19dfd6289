// A table game's logLines turns a seat's own log entries into lines with the rules alone: it is
// handed the entries of that seat's view and { graph }, never the engine, so a log wording cannot
// read the state (a hidden card's name) and write it into a seat's log.
import test from 'ava';
import type { Engine, LogEntry } from '../../lib/index.js';
import { defineTableGame, seatView, type LogRules } from '../../lib/server/index.js';
import { peekGame } from '../views/fixtures.js';

test('logLines is handed the rules (the graph), not the engine: no state reaches a log wording', (t) => {
  const handed: string[][] = [];
  const table = defineTableGame({
    id: 'peek',
    title: 'Peek',
    game: peekGame,
    seats: ['p1', 'p2'],
    logLines: (entries, rules) => {
      handed.push(Object.keys(rules).sort());
      // A nosy wording: with the engine it would read its state; with the rules there is none.
      const nosy = rules as unknown as { state?: unknown };
      t.is(nosy.state, undefined);
      return entries.map((e) => rules.graph.format(e)).filter((line) => line !== '');
    },
  });
  const engine = peekGame.createEngine({ seed: 7, log: true });
  engine.run();
  const view = seatView({ id: 't', game: table, seats: [], engine }, 'p1', { entries: 0, lines: 0 });
  t.deepEqual(handed, [['graph']]);
  const expected = engine
    .view('p1')
    .log.map((e) => engine.graph.format(e))
    .filter((line) => line !== '');
  t.deepEqual(view.log.lines, expected.slice(-view.log.lines.length));
});

test('a log wording typed for the engine does not compile, and a non-function is refused in one line', (t) => {
  t.throws(() => defineTableGame({ id: 'peek', title: 'Peek', game: peekGame, seats: ['p1'], logLines: 'all' } as never), {
    instanceOf: TypeError,
    message: 'Table game "peek": logLines must be a function (entries, { graph }) => lines',
  });
  const fromEngine = (entries: readonly LogEntry[], engine: Engine) => entries.map(() => String(engine.steps));
  const def: Parameters<typeof defineTableGame>[0] = {
    id: 'p',
    title: 'P',
    game: peekGame,
    seats: ['p1'],
    // @ts-expect-error logLines is handed the rules ({ graph }), which have no state or steps
    logLines: fromEngine,
  };
  t.truthy(def);
  // The default wording takes the same rules: the graph's formatters over the entries given.
  const rules: LogRules = { graph: peekGame.graph() };
  t.deepEqual(defineTableGame({ id: 'q', title: 'Q', game: peekGame, seats: ['p1'] }).logLines([], rules), []);
});
