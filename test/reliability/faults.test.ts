// Injected faults, one claim each: what a user sees when a card, a hook, an
// agent or a pack breaks, and that the game is never left half-applied.
import test from 'ava';
import {
  type Agent,
  type CardDefinition,
  type CardPack,
  type CardState,
  createCard,
  defineCard,
  defineCardPack,
  type Effect,
  Engine,
  type Json,
  randomAgent,
  RuleError,
  snapshot,
} from '../../lib/index.js';
import { AgentError, DecisionError, StepBudgetError } from '../../lib/graph/index.js';
import { CardPackError } from '../../lib/cards/index.js';
import { warGame } from '../../examples/war/game.js';
import { twist } from '../../examples/war/twist/pack.js';

/** The game as JSON, without the origin the first step fixes: equal texts mean equal games. */
function position(engine: Engine): string {
  const { origin: _origin, ...rest } = snapshot(engine);
  return JSON.stringify(rest);
}

/** A pack with one rule hook on `score`'s post phase that runs `effect`. */
function scoreHookPack(name: string, effect: Effect, params: Record<string, Json> = {}): CardPack {
  return defineCardPack({
    name,
    cards: [],
    effects: { [`${name}.effect`]: effect },
    hooks: [{ node: 'score', phase: 'post', spec: { key: name, effect: `${name}.effect`, params, owner: `${name}-card` } }],
  });
}

/** Throws on the `on`-th run; the count lives in the state, so a rollback rewinds it too. */
const brittle: Effect = (ctx, _args, { on }: { on: number }) => {
  const state = ctx.state as { brittleRuns?: number };
  state.brittleRuns = (state.brittleRuns ?? 0) + 1;
  if (state.brittleRuns === on) throw new Error(`cracked on run ${on}`);
};

for (const on of [1, 2, 7]) {
  test(`a hook that throws on its run ${on} is reported with its node, phase, key and owner, and the game is back at its start`, (t) => {
    const engine = warGame.createEngine({ seed: 11, packs: [twist, scoreHookPack('brittle', brittle, { on })] });
    const start = position(engine);
    let runs = 0;
    engine.on('hookRun', (hook) => {
      if (hook.key === 'brittle') runs++;
    });
    const error = t.throws(() => engine.run(), { instanceOf: RuleError });
    t.is(error.message, `post hook "brittle" (owner brittle-card) on node "score" failed: cracked on run ${on}`);
    t.like(error, { node: 'score', phase: 'post', key: 'brittle', owner: 'brittle-card' });
    t.is(runs, on - 1, 'the runs before the failing one completed');
    t.is(position(engine), start);
  });
}

test('after a hook failed, detaching it lets the game play out exactly as a game without the broken pack', (t) => {
  const engine = warGame.createEngine({ seed: 11, packs: [twist, scoreHookPack('brittle', brittle, { on: 3 })] });
  t.throws(() => engine.run(), { instanceOf: RuleError });
  engine.detach('score', 'post', 'brittle');
  const clean = warGame.createEngine({ seed: 11, packs: [twist] });
  t.deepEqual(engine.run(), clean.run());
  t.deepEqual(engine.state, clean.state);
  t.deepEqual(engine.log, clean.log);
});

test('a hook that attaches itself again under its own key is refused as a duplicate key', (t) => {
  // Its run is not over when it re-attaches ("once" is used up after the run), so the key is still taken.
  const again: Effect = (ctx) => ctx.attach('score', 'post', { key: 'again', effect: 'again.effect', lifetime: 'once' });
  const pack = defineCardPack({
    name: 'again',
    cards: [],
    effects: { 'again.effect': again },
    hooks: [{ node: 'score', phase: 'post', spec: { key: 'again', effect: 'again.effect', lifetime: 'once' } }],
  });
  const engine = warGame.createEngine({ seed: 5, packs: [twist, pack] });
  const error = t.throws(() => engine.run(), { instanceOf: RuleError });
  // The first score of this game is Gain 1 Point's: the ability's and its step's wrappers sit between the site and the reason.
  t.is(
    error.message,
    'post hook "again" on node "score" failed: ability 0 ("drawn" -> steps) of Gain 1 Point (card 55) failed: ' +
      'step 1 (score): Hook "again" is already attached to score (post)',
  );
  t.like(error, { node: 'score', phase: 'post', key: 'again' });
  t.is(engine.steps, 0);
});

test('a hook that re-attaches itself and re-runs its node forever is stopped by the step budget, listing that node', (t) => {
  const forever: Effect = (ctx) => {
    ctx.detach('score', 'post', 'forever');
    ctx.attach('score', 'post', { key: 'forever', effect: 'forever.effect' });
    ctx.next('score', { player: 'p1', points: 0 });
  };
  const engine = warGame.createEngine({ seed: 5, budget: 3_000, packs: [twist, scoreHookPack('forever', forever)] });
  const start = position(engine);
  const error = t.throws(() => engine.run(), { instanceOf: StepBudgetError });
  t.is(
    error.message,
    `Step budget of 3000 exceeded; the last nodes run were: ${Array(10).fill('score').join(' -> ')}. ` +
      'Nodes that keep enqueuing each other are the usual cause; raise `budget` if the game is just long.',
  );
  t.is(position(engine), start);
});

test('two cards whose abilities resolve each other forever are stopped by the step budget, listing the last nodes', (t) => {
  // Ping, when drawn, resolves its owner's Pong next; Pong resolves Ping next: neither ever finishes.
  const ping = defineCard({
    id: 'echo.ping',
    name: 'Ping',
    kind: 'ability',
    abilities: [{ on: 'drawn', effect: 'echo.other', params: { other: 'echo.pong' } }],
  });
  const pong = defineCard({
    id: 'echo.pong',
    name: 'Pong',
    kind: 'ability',
    abilities: [{ on: 'drawn', effect: 'echo.other', params: { other: 'echo.ping' } }],
  });
  const other: Effect = (ctx, args: { owner: string; player: string }, params: { other: string }) => {
    const state = ctx.state as CardState;
    const card = state.cards.findIndex((c) => c !== null && state.defs[c.def]!.id === params.other && c.owner === args.owner);
    ctx.next('resolve-ability', { card, owner: args.owner, trigger: 'drawn', ability: 0, player: args.player });
  };
  const echo = defineCardPack({
    name: 'echo',
    cards: [ping, pong],
    effects: { 'echo.other': other },
    setup(state) {
      for (const p of ['p1', 'p2']) for (const def of [ping, pong]) warCreate(state, def, p);
    },
  });
  const engine = warGame.createEngine({ seed: 2, budget: 5_000, packs: [twist, echo] });
  const start = position(engine);
  const error = t.throws(() => engine.run(), { instanceOf: StepBudgetError });
  t.is(
    error.message,
    `Step budget of 5000 exceeded; the last nodes run were: ${Array(10).fill('resolve-ability').join(' -> ')}. ` +
      'Nodes that keep enqueuing each other are the usual cause; raise `budget` if the game is just long.',
  );
  t.deepEqual(error.recent, Array(10).fill('resolve-ability'));
  t.is(position(engine), start);
});

/** A pack card whose drawing asks p2 a yes/no question, answered from outside. */
const oracle = defineCard({
  id: 'oracle.card',
  name: 'Oracle',
  kind: 'ability',
  abilities: [{ on: 'drawn', effect: 'oracle.ask' }],
});
const oraclePack = defineCardPack({
  name: 'oracle',
  cards: [oracle],
  effects: {
    'oracle.ask': (ctx) =>
      ctx.choose({ player: 'p2', prompt: 'Believe the oracle?', options: ['yes', 'no'], then: 'oracle.answered' }),
  },
  nodes: [
    {
      name: 'oracle.answered',
      description: 'Scores a point for p2 on a yes.',
      body: (ctx, { choice }: { choice: string }) => ctx.call('score', { player: 'p2', points: choice === 'yes' ? 1 : 0 }),
    },
  ],
  setup(state) {
    for (const p of ['p1', 'p2']) for (let i = 0; i < 3; i++) warCreate(state, oracle, p);
  },
});

test('a decision answered twice: the repeat is refused as stale by its id, and without an id it would answer the next question', (t) => {
  const engine = warGame.createEngine({ seed: 4, packs: [twist, oraclePack] });
  const first = engine.run();
  if (first.status !== 'awaiting') return t.fail(`no question was asked: ${first.status}`);
  const id = first.decision.id;
  engine.decide('p2', 'yes', id);
  const answered = position(engine);
  t.is(
    t.throws(() => engine.decide('p2', 'yes', id), { instanceOf: DecisionError }).message,
    `Decision ${id} is stale: no decision is pending`,
  );
  const second = engine.run();
  if (second.status !== 'awaiting') return t.fail(`no second question: ${second.status}`);
  t.is(
    t.throws(() => engine.decide('p2', 'yes', id), { instanceOf: DecisionError }).message,
    `Decision ${id} is stale: the pending decision is ${second.decision.id} ("Believe the oracle?")`,
  );
  t.not(position(engine), answered);
  // Without the id the engine cannot tell a repeat from an answer: a double submit must carry the id.
  engine.decide('p2', 'yes');
  t.deepEqual(
    engine.decisions.map((d) => d.id),
    [id, second.decision.id],
  );
});

test('an agent that throws is reported as an AgentError; the question stays pending and another agent can answer it', (t) => {
  const flaky: Agent = {
    name: 'flaky',
    decide() {
      throw new Error('network down');
    },
  };
  const engine = warGame.createEngine({ seed: 4, packs: [twist, oraclePack], agents: { p2: flaky } });
  const error = t.throws(() => engine.run(), { instanceOf: AgentError });
  t.is(error.message, 'Agent "flaky" for player p2 failed on decision 1: network down');
  t.is(engine.pending?.id, 1);
  const asked = position(engine);
  t.is(t.throws(() => engine.run(), { instanceOf: AgentError }).message, error.message);
  t.is(position(engine), asked, 'a failing agent changes nothing');
  engine.setAgent('p2', randomAgent(9));
  const steady = warGame.createEngine({ seed: 4, packs: [twist, oraclePack], agents: { p2: randomAgent(9) } });
  t.deepEqual(engine.run(), steady.run());
  t.deepEqual(engine.state, steady.state);
});

test('an agent answering with an option not offered is an AgentError quoting the refusal', (t) => {
  const wrong: Agent = { name: 'wrong', decide: () => 'maybe' };
  const engine = warGame.createEngine({ seed: 4, packs: [twist, oraclePack], agents: { p2: wrong } });
  t.is(
    t.throws(() => engine.run(), { instanceOf: AgentError }).message,
    'Agent "wrong" for player p2 failed on decision 1: "maybe" is not an option of decision 1 ("Believe the oracle?"); the options are: "yes", "no"',
  );
  t.is(engine.pending?.id, 1);
});

test('a pack that fails validation half way through is refused whole: none of its cards, effects or nodes is registered anywhere', (t) => {
  const good = defineCard({ id: 'half.good', name: 'Good', kind: 'ability', abilities: [{ on: 'drawn', effect: 'half.fine' }] });
  const half = defineCardPack({
    name: 'half',
    cards: [good, good, { ...good, id: 'half.bad', name: '' }],
    effects: { 'half.fine': () => {} },
    nodes: [{ name: 'half.node', description: 'Never registered.', body: () => {} }],
  });
  const error = t.throws(() => warGame.createEngine({ seed: 1, packs: [twist, half] }), { instanceOf: CardPackError });
  t.is(error.message, 'Card pack "half": card "half.good" is defined twice');
  const graph = warGame.graph([twist]);
  t.false(graph.hasEffect('half.fine'));
  t.false(graph.hasNode('half.node'));
  t.is(warGame.createEngine({ seed: 1, packs: [twist] }).run().status, 'ended');
});

/** Puts one copy of a pack card into a player's side deck, as a pack's setup does. */
function warCreate(state: object, def: CardDefinition, player: string): void {
  createCard(state as CardState, def, { owner: player, zone: `${player}.side` });
}
