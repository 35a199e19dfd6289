// Before, run() or decide() called from inside a hook ran the game in the
// middle of a node run and reordered it. Now any call that would move the
// game from inside one of its own node runs, or from an agent's decide(), is
// refused, and the game is rolled back to its last consistent point.
import test from 'ava';
import { type Agent, defineNode, Engine, historyOf, type Json, RuleError, RuleGraph, snapshot } from '../../../lib/index.js';
import { AgentError, ReentryError } from '../../../lib/graph/index.js';

function counting(): { graph: RuleGraph; engine: () => Engine<{ count: number }> } {
  const graph = new RuleGraph({ id: 'counting' }).define(
    defineNode({
      name: 'tick',
      description: 'Counts, then asks p1 whether to go on.',
      body(ctx, { left }: { left: number }) {
        ctx.state.count++;
        if (left > 0) ctx.choose({ player: 'p1', prompt: 'Again?', options: ['yes', 'no'], then: 'answer', args: { left } });
      },
    }),
    defineNode({
      name: 'answer',
      description: 'Ticks again on yes.',
      body: (ctx, { left, choice }: { left: number; choice: Json }) =>
        void (choice === 'yes' && ctx.next('tick', { left: left - 1 })),
    }),
  );
  return { graph, engine: () => new Engine(graph, { state: { count: 0 }, start: { node: 'tick', args: { left: 3 } } }) };
}

for (const [name, call] of [
  ['engine.run()', (e: Engine) => e.run()],
  ['engine.step()', (e: Engine) => e.step()],
  ['engine.decide()', (e: Engine) => e.decide('p1', 'yes')],
  ['historyOf(engine).undo()', (e: Engine) => historyOf(e).undo()],
  ['snapshot(engine)', (e: Engine) => snapshot(e)],
  ['engine.fork()', (e: Engine) => e.fork()],
] as const) {
  test(`${name} from a hook of the same engine is refused, and the game is back at its last decision`, (t) => {
    const { graph, engine: make } = counting();
    const games: Engine[] = [];
    graph.effect('meddle', () => void call(games[0]!));
    const engine = make();
    games.push(engine);
    engine.run();
    engine.decide('p1', 'yes');
    const before = JSON.stringify(snapshot(engine));
    engine.attach('tick', 'post', { key: 'meddle', effect: 'meddle' });
    const error = t.throws(() => engine.run(), { instanceOf: RuleError });
    t.true(error.cause instanceof ReentryError);
    t.is(error.code, 'reentry-in-node');
    t.is(
      error.message,
      `post hook "meddle" on node "tick" failed: ${name} was called while this engine runs node "tick" (from a body, a hook or an event listener); ` +
        'rules continue the game with ctx.next, ctx.enqueue or ctx.choose',
    );
    // Back at the last answered decision, which was before the hook was attached.
    const { start: _start, ...after } = snapshot(engine);
    const { start: _before, ...expected } = JSON.parse(before) as Record<string, unknown>;
    t.deepEqual(after, expected);
  });
}

test("an agent that answers by calling decide() itself is refused; reading, saving and forking from an agent's decide() is fine", (t) => {
  const { engine: make } = counting();
  const engine = make();
  let saved = '';
  let forkedCount = -1;
  const polite: Agent = {
    name: 'polite',
    decide: () => {
      saved = JSON.stringify(snapshot(engine));
      forkedCount = engine.fork().state.count;
      return 'no';
    },
  };
  engine.setAgent('p1', polite);
  t.deepEqual(engine.run(), { status: 'idle' });
  t.is(forkedCount, 1);
  t.is(JSON.parse(saved).steps, 1);
  const other = make();
  const impatient: Agent = { name: 'impatient', decide: (d) => void other.decide(d.player, 'yes') };
  other.setAgent('p1', impatient);
  const error = t.throws(() => other.run(), { instanceOf: AgentError });
  t.is(error.code, 'reentry-in-agent');
  t.not(other.pending, null, 'the question is still pending');
  t.deepEqual(other.decisions, []);
});
