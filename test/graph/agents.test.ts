import test from 'ava';
import {
  defineNode,
  Engine,
  firstOptionAgent,
  randomAgent,
  RuleGraph,
  scriptedAgent,
  type Agent,
  type Json,
} from '../../lib/index.js';
import { AgentError } from '../../lib/graph/index.js';

interface RoundsState {
  picks: Json[];
}

// Five decisions in a row, each among ten options.
function roundsGraph(): RuleGraph {
  return new RuleGraph({ id: 'rounds' }).define(
    defineNode({
      name: 'round',
      description: 'Asks p1 for a number, five times.',
      body(ctx, { left }: { left: number }) {
        if (left > 0)
          ctx.choose({ player: 'p1', prompt: 'Pick', options: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], then: 'record', args: { left } });
      },
    }),
    defineNode({
      name: 'record',
      description: 'Records a pick and goes on.',
      body(ctx, { left, choice }: { left: number; choice: Json }) {
        ctx.state.picks.push(choice);
        ctx.next('round', { left: left - 1 });
      },
    }),
  );
}

function play(agent: Agent): Engine<RoundsState> {
  const engine = new Engine<RoundsState>(roundsGraph(), {
    state: { picks: [] },
    start: { node: 'round', args: { left: 5 } },
    agents: { p1: agent },
  });
  engine.run();
  return engine;
}

test('the first-option agent always picks the first option', (t) => {
  t.deepEqual(play(firstOptionAgent()).state.picks, [0, 0, 0, 0, 0]);
});

test('the random agent is seeded: same seed, same picks; another seed, other picks', (t) => {
  const a = play(randomAgent(11)).state.picks;
  t.deepEqual(play(randomAgent(11)).state.picks, a);
  t.notDeepEqual(play(randomAgent(12)).state.picks, a);
  t.true(a.every((n) => typeof n === 'number' && n >= 0 && n <= 9));
});

test('the scripted agent answers in order, then leaves the game awaiting', (t) => {
  const agent = scriptedAgent([3, 1, 4]);
  const engine = play(agent);
  t.deepEqual(engine.state.picks, [3, 1, 4]);
  t.is(engine.pending?.id, 4);
  t.is(agent.remaining, 0);
  engine.decide('p1', 1);
  engine.setAgent('p1', scriptedAgent([5]));
  t.deepEqual(engine.run(), { status: 'idle' });
  t.deepEqual(engine.state.picks, [3, 1, 4, 1, 5]);
});

test('a strict scripted agent that runs out fails naming the decision', (t) => {
  const engine = new Engine<RoundsState>(roundsGraph(), {
    state: { picks: [] },
    start: { node: 'round', args: { left: 2 } },
    agents: { p1: scriptedAgent([7], { strict: true }) },
  });
  const error = t.throws(() => engine.run(), { instanceOf: AgentError });
  t.is(
    error.message,
    'Agent "scripted" for player p1 failed on decision 2: the script has no answer left for decision 2 ("Pick")',
  );
  t.deepEqual(engine.state.picks, [7]);
  t.is(engine.pending?.id, 2, 'the decision stays pending');
});

test('an agent answering with an option not offered fails, and the decision stays pending', (t) => {
  const engine = new Engine<RoundsState>(roundsGraph(), {
    state: { picks: [] },
    start: { node: 'round', args: { left: 1 } },
    agents: { p1: { name: 'confused', decide: () => 42 } },
  });
  t.is(
    t.throws(() => engine.run(), { instanceOf: AgentError }).message,
    'Agent "confused" for player p1 failed on decision 1: 42 is not an option of decision 1 ("Pick"); the options are: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9',
  );
  t.is(engine.pending?.id, 1);
});

test('an agent that throws is reported as an agent error', (t) => {
  const engine = new Engine<RoundsState>(roundsGraph(), {
    state: { picks: [] },
    start: { node: 'round', args: { left: 1 } },
    agents: {
      p1: {
        name: 'broken',
        decide() {
          throw new Error('network down');
        },
      },
    },
  });
  t.is(t.throws(() => engine.run()).message, 'Agent "broken" for player p1 failed on decision 1: network down');
});
