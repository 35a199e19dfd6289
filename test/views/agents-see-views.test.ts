// Agents are handed their player's decision in the view's terms and, when they ask, their player's
// view: never the state. An agent that does not ask costs no view.
import test from 'ava';
import { randomAgent, type Agent, type PlayerView, type SeatDecision } from '../../lib/index.js';
import { greedyAgent } from '../../examples/duel/agents/index.js';
import { duelGame } from '../../examples/duel/game.js';
import { duelSees, permuteHidden } from './oracles.js';
import { peekGame } from './fixtures.js';

test("an agent gets its decision in its view's terms, without the rules' args, and its player's view when it asks", (t) => {
  const seen: { decision: SeatDecision; view: PlayerView }[] = [];
  const spy: Agent = {
    name: 'spy',
    decide(decision, view) {
      seen.push({ decision, view: view() });
      return decision.options[2];
    },
  };
  const engine = peekGame.createEngine({ seed: 7, agents: { p1: spy } });
  t.deepEqual(engine.run(), { status: 'ended', result: { winner: 'p1' } });
  t.deepEqual(seen[0]!.decision, {
    id: 1,
    player: 'p1',
    prompt: 'Take which card?',
    options: [{ card: 4 }, { card: 5 }, { card: 'p2.hand#1' }, 'pass'],
    then: 'peek.take',
  });
  t.false('args' in seen[0]!.decision);
  t.is(seen[0]!.view.seat, 'p1');
  t.deepEqual(seen[0]!.view.pending, seen[0]!.decision);
  // The answer in view terms became the real card: p2's second hand card, handle 3.
  t.deepEqual(engine.decisions, [{ id: 1, player: 'p1', choice: { card: 3 } }]);
});

test('an agent that answers with the real handle of a card it cannot see is refused, and the decision stays pending', (t) => {
  const peeker: Agent = { name: 'peeker', decide: () => ({ card: 3 }) };
  const engine = peekGame.createEngine({ seed: 7, agents: { p1: peeker } });
  const error = t.throws(() => engine.run());
  t.is((error as { code?: string }).code, 'agent-bad-answer');
  t.is(
    error?.message,
    'Agent "peeker" for player p1 failed on decision 1: {"card":3} is not an option of decision 1 ("Take which card?") as p1 sees it; ' +
      'the options are: {"card":4}, {"card":5}, {"card":"p2.hand#1"}, "pass"',
  );
  t.is(engine.pending?.id, 1);
});

test('a random agent never asks for a view: a game without declared visibility still plays with it', (t) => {
  let views = 0;
  const counting: Agent = {
    name: 'counting',
    decide(decision, view) {
      void view;
      return randomAgent(3).decide(decision, () => {
        views++;
        return view();
      });
    },
  };
  const engine = duelGame.createEngine({ seed: 2, agents: { p1: counting, p2: randomAgent(4) } });
  t.is(engine.run().status, 'ended');
  t.is(views, 0);
});

test('the greedy player chooses the same in duels that differ only in what it cannot see', (t) => {
  for (const seed of [1, 2, 3, 4]) {
    const engine = duelGame.createEngine({ seed, agents: { p2: randomAgent(seed) } });
    let compared = 0;
    for (let i = 0; i < 400 && !engine.ended; i++) {
      const status = engine.step();
      if (status.status !== 'awaiting' || status.decision.player !== 'p1') continue;
      const choices = [0, 1, 2].map((k) => {
        const other = k === 0 ? engine.fork({ agents: {} }) : permuteHidden(engine, 'p1', duelSees, (n) => (k * 7 + i) % n);
        other.setAgent('p1', greedyAgent());
        other.step();
        return other.decisions.at(-1);
      });
      t.deepEqual(choices[1], choices[0]);
      t.deepEqual(choices[2], choices[0]);
      compared++;
      engine.decide('p1', choices[0]!.choice);
    }
    t.true(compared > 5, `seed ${seed}: ${compared} decisions compared`);
  }
});
