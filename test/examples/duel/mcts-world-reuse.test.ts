// The look-ahead player with `worldReuse`: each imagined world is dealt once and played in forks for that many
// iterations. It deals a world per `worldReuse` iterations, still cannot peek (the choice is the same whatever the
// opponent really holds), is the same player for the same seed, and changes nothing in the real game.
import test from 'ava';
import { type Agent, type Engine, type Json, type LookAhead, randomAgent, snapshot } from '../../../lib/index.js';
import { agentSeed, LOOK_AHEAD_SEARCH, makeAgent, mctsAgent, type MctsOptions } from '../../../examples/duel/agents/index.js';
import { duelGame } from '../../../examples/duel/game.js';
import type { DuelState } from '../../../examples/duel/state.js';
import { duelSees, permuteHidden } from '../../views/oracles.js';

const SEARCH: MctsOptions = { seed: 9, iterations: 24, playout: 'greedy', depth: 3, worldReuse: 4 };

/** A duel of `seed` at Player 2's `nth` decision with more than two options (Player 1 random). */
function atDecision(seed: number, nth: number): Engine<DuelState> {
  const engine = duelGame.createEngine({ seed, agents: { p1: randomAgent(seed) } });
  let asked = 0;
  for (;;) {
    const status = engine.run();
    if (status.status !== 'awaiting') throw new Error('the duel ended first');
    if (++asked > nth && status.decision.options.length > 2) return engine;
    engine.decide('p2', status.decision.options[asked % status.decision.options.length]!);
  }
}

/** Player 2's answer in `engine` by a fresh search (`options`, or an agent), and the worlds it dealt. */
function searched(engine: Engine<DuelState>, options: MctsOptions | Agent): { choice: Json; deals: number } {
  const search = 'decide' in options ? options : mctsAgent(options);
  let deals = 0;
  engine.setAgent('p2', {
    name: 'counting-deals',
    decide(decision, view, look) {
      const counted: LookAhead = {
        sample(seed) {
          deals++;
          return look!.sample(seed);
        },
      };
      return search.decide(decision, view, counted);
    },
  } satisfies Agent);
  engine.step();
  return { choice: engine.decisions.at(-1)!.choice, deals };
}

test('a world is dealt once per worldReuse iterations', (t) => {
  t.is(searched(atDecision(1, 4), SEARCH).deals, 6);
  t.is(searched(atDecision(1, 4), { ...SEARCH, worldReuse: 1 }).deals, 24);
  t.is(searched(atDecision(1, 4), { ...SEARCH, worldReuse: 10 }).deals, 3);
});

test("the CLI's look-ahead player searches with LOOK_AHEAD_SEARCH: a world per 4 iterations", (t) => {
  const cli = searched(atDecision(2, 4), makeAgent('mcts', 2, 'p2', { iterations: 24 }));
  t.is(cli.deals, 6);
  t.deepEqual(LOOK_AHEAD_SEARCH, { playout: 'greedy', depth: 2, worldReuse: 4 });
  const same = searched(atDecision(2, 4), { ...LOOK_AHEAD_SEARCH, seed: agentSeed(2, 'p2'), iterations: 24 });
  t.deepEqual(same, cli);
});

test('with worldReuse, the same seed gives the same choice and the real game is not changed by the search', (t) => {
  for (const seed of [1, 2, 3]) {
    const engine = atDecision(seed, 4);
    const before = JSON.stringify(snapshot(engine));
    const search = mctsAgent(SEARCH);
    let during = '';
    engine.setAgent('p2', {
      name: 'watch',
      decide(decision, view, look) {
        const choice = search.decide(decision, view, look);
        during = JSON.stringify(snapshot(engine));
        return choice;
      },
    });
    engine.step();
    t.is(during, before);
    t.is(search.stats.iterations, 24);
    t.deepEqual(searched(atDecision(seed, 4), SEARCH).choice, engine.decisions.at(-1)!.choice);
  }
});

test("with worldReuse, the choice is the same whatever the opponent's hidden cards and the decks' orders really are", (t) => {
  for (const seed of [1, 2, 3, 4]) {
    const engine = atDecision(seed, 3);
    const others = [1, 2].map((k) => permuteHidden(engine, 'p2', duelSees, (n) => (k * 13 + seed) % n) as Engine<DuelState>);
    const { choice } = searched(engine, SEARCH);
    for (const other of others) t.deepEqual(searched(other, SEARCH).choice, choice);
  }
});

test('a worldReuse that is not a whole number from 1 is refused', (t) => {
  t.is(t.throws(() => mctsAgent({ seed: 1, worldReuse: 0 }))?.message, 'worldReuse must be a whole number from 1, got 0');
  t.is(t.throws(() => mctsAgent({ seed: 1, worldReuse: 2.5 }))?.message, 'worldReuse must be a whole number from 1, got 2.5');
});
