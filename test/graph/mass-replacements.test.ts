// Replacement choices inside mass events. A board wipe is one event per card; where two replacements
// compete for a card, its controller orders them. `each` plans the wipe before it acts and asks the
// affected players in APNAP order (the active player first), one card at a time, the wipe waiting as
// data between answers; then the events run with the orders given. A ctx.call whose event would need a
// choice is refused where it is written, never reported as done while the event is unresolved.
import test from 'ava';
import { type Context, type Decision, defineNode, Engine, restore, RuleError, RuleGraph, snapshot } from '../../lib/index.js';
import { eachNode } from '../../lib/nodes/index.js';

interface WipeState {
  players: string[];
  active: string;
  /** Each card's controller, by handle. */
  owner: string[];
  /** What happened to each card, in order. */
  seen: string[];
}

interface WipeOptions {
  /** The wipe's cards; default every card. */
  cards?: number[];
  /** Run the wipe by ctx.call of destroy per card instead of each. */
  byCall?: boolean;
  /** Two wipes in one run. */
  twice?: boolean;
}

/** Four cards: 0 and 2 are p1's, 1 and 3 are p2's; each player holds two shields that save their own cards. */
function wipeGraph(): RuleGraph {
  const graph = new RuleGraph({ id: 'wipe' });
  graph.define(
    eachNode,
    defineNode<{ card: number }, WipeState>({
      name: 'destroy',
      description: 'Destroys one card.',
      affectedPlayer: ({ card }, state) => state.owner[card],
      body(ctx, { card }) {
        ctx.state.seen.push(`card ${card} destroyed`);
      },
    }),
    defineNode<Record<string, never>, WipeState>({
      name: 'wipe',
      description: 'Destroys every card.',
      continuesTo: [{ node: 'each', with: { node: 'destroy' } }],
      calls: ['destroy'],
      body(ctx) {
        const options = (ctx.state as WipeState & { options: WipeOptions }).options;
        const cards = options.cards ?? ctx.state.owner.map((_, i) => i);
        if (options.byCall === true) {
          for (const card of cards) ctx.state.seen.push(`call ${card}: ${ctx.call('destroy', { card })}`);
          return;
        }
        ctx.next('each', { node: 'destroy', of: cards, arg: 'card' });
        if (options.twice === true) ctx.next('each', { node: 'destroy', of: cards, arg: 'card' });
      },
    }),
  );
  graph.effect('shield', (ctx: Context<WipeState>, { card }: { card: number }) => {
    ctx.state.seen.push(`${ctx.hook?.key} saves card ${card}`);
  });
  graph.condition(
    'owns',
    ({ card }: { card: number }, { player }: { player: string }, state: WipeState) => state.owner[card] === player,
  );
  graph.recipe({
    state: (): WipeState & { options: WipeOptions } => ({
      players: ['p1', 'p2'],
      active: 'p2',
      owner: ['p1', 'p2', 'p1', 'p2'],
      seen: [],
      options: {},
    }),
    setup(engine: Engine<WipeState & { options: WipeOptions }>, options: WipeOptions) {
      engine.state.options = options;
      for (const player of ['p1', 'p2'])
        for (const kind of ['ward', 'veil'])
          engine.attach('destroy', 'mask', { key: `${player}-${kind}`, effect: 'shield', applies: 'owns', params: { player } });
      engine.enqueue('wipe', {});
    },
  });
  return graph;
}

const asked = (d: Decision | null): string =>
  d === null ? 'none' : `${d.player}: ${d.prompt} [${(d.options as string[]).join(', ')}] pick ${JSON.stringify(d.pick)}`;

test('a wipe asks p2 (active) about each of their cards, then p1 about theirs, and applies each order per card', (t) => {
  const engine = Engine.start<WipeState>(wipeGraph(), { seed: 1, options: {} });
  engine.run();
  const questions: string[] = [];
  const answers: [string, string[]][] = [
    ['p2', ['p2-veil', 'p2-ward']],
    ['p2', ['p2-ward', 'p2-veil']],
    ['p1', ['p1-veil', 'p1-ward']],
    ['p1', ['p1-ward', 'p1-veil']],
  ];
  for (const [player, order] of answers) {
    questions.push(asked(engine.pending));
    t.deepEqual(engine.state.seen, [], 'nothing is destroyed while the wipe waits');
    engine.decide(player, order);
    engine.run();
  }
  t.deepEqual(questions, [
    'p2: Choose the order replacements apply to destroy for card 1 [p2-ward, p2-veil] pick {"min":2,"max":2,"ordered":true}',
    'p2: Choose the order replacements apply to destroy for card 3 [p2-ward, p2-veil] pick {"min":2,"max":2,"ordered":true}',
    'p1: Choose the order replacements apply to destroy for card 0 [p1-ward, p1-veil] pick {"min":2,"max":2,"ordered":true}',
    'p1: Choose the order replacements apply to destroy for card 2 [p1-ward, p1-veil] pick {"min":2,"max":2,"ordered":true}',
  ]);
  t.is(engine.pending, null);
  t.deepEqual(engine.state.seen, [
    'p1-veil saves card 0',
    'p2-veil saves card 1',
    'p1-ward saves card 2',
    'p2-ward saves card 3',
  ]);
});

test('events no one must choose for run at once, in item order, among the planned ones', (t) => {
  // Only card 1 (p2's) has competing shields once p1's veil is gone: p1's cards meet one shield each.
  const graph = wipeGraph();
  const engine = Engine.start<WipeState>(graph, { seed: 1, options: {} });
  engine.detach('destroy', 'mask', 'p1-veil');
  engine.run();
  t.true(asked(engine.pending).startsWith('p2: Choose the order replacements apply to destroy for card 1 '));
  engine.decide('p2', ['p2-ward', 'p2-veil']);
  engine.run();
  engine.decide('p2', ['p2-veil', 'p2-ward']);
  engine.run();
  t.deepEqual(engine.state.seen, [
    'p1-ward saves card 0',
    'p2-ward saves card 1',
    'p1-ward saves card 2',
    'p2-veil saves card 3',
  ]);
});

test('a save between two answers restores (verified by replay) and finishes the same wipe', (t) => {
  const engine = Engine.start<WipeState>(wipeGraph(), { seed: 3, options: {} });
  engine.run();
  engine.decide('p2', ['p2-veil', 'p2-ward']);
  engine.run();
  const saved = JSON.stringify(snapshot(engine));
  const restored = restore<WipeState>(wipeGraph(), saved);
  t.deepEqual(snapshot(restored), snapshot(engine));
  for (const copy of [engine, restored]) {
    copy.decide('p2', ['p2-veil', 'p2-ward']);
    copy.run();
    copy.decide('p1', ['p1-ward', 'p1-veil']);
    copy.run();
    copy.decide('p1', ['p1-veil', 'p1-ward']);
    copy.run();
  }
  t.deepEqual(restored.state.seen, [
    'p1-ward saves card 0',
    'p2-veil saves card 1',
    'p1-veil saves card 2',
    'p2-veil saves card 3',
  ]);
  t.deepEqual(snapshot(restored), snapshot(engine));
});

test('two wipes in one run ask one after the other: the second plans when the first is done', (t) => {
  const engine = Engine.start<WipeState>(wipeGraph(), { seed: 1, options: { cards: [0], twice: true } });
  engine.run();
  t.true(asked(engine.pending).startsWith('p1: Choose the order replacements apply to destroy for card 0 '));
  engine.decide('p1', ['p1-veil', 'p1-ward']);
  engine.run();
  t.deepEqual(engine.state.seen, ['p1-veil saves card 0']);
  t.true(asked(engine.pending).startsWith('p1: Choose the order replacements apply to destroy for card 0 '));
  engine.decide('p1', ['p1-ward', 'p1-veil']);
  engine.run();
  t.deepEqual(engine.state.seen, ['p1-veil saves card 0', 'p1-ward saves card 0']);
  t.is(engine.pending, null);
});

test('ctx.call of an event that needs a choice is refused where it is written, and the game is back where it was', (t) => {
  const engine = Engine.start<WipeState>(wipeGraph(), { seed: 1, options: { byCall: true } });
  t.throws(() => engine.run(), {
    instanceOf: RuleError,
    message:
      'the replacement policy for node "destroy" failed: an event of "destroy" inside ctx.call needs p1 to choose which ' +
      'replacement applies first ("p1-ward", "p1-veil"); a choice cannot wait inside ctx.call: plan it first with the each node, ' +
      'or continue with ctx.next',
  });
  // Back at the last consistent point: the wipe still queued, nothing destroyed or reported done.
  t.deepEqual(engine.state.seen, []);
  t.is(engine.queueLength, 1);
  t.is(engine.pending, null);
});
