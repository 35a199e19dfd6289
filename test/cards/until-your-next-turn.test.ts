// "Until your next turn": a card's hook that ends when its controller's next turn starts
// (`lifetime: 'until-your-next-turn'` on a hook its step attaches).
import test from 'ava';
import {
  addZone,
  type CardState,
  createCard,
  defineCard,
  defineCardGame,
  defineCardPack,
  defineNode,
  type Invocation,
  restore,
  snapshot,
  standardNodes,
  triggerAbilities,
  turnStructure,
  type TurnStructureState,
} from '../../lib/index.js';
import { CardError } from '../../lib/cards/index.js';
import { scoreNode } from '../../lib/nodes/score.js';
import { arg, attach, before, cancel, ne, on, UNTIL_YOUR_NEXT_TURN, YOU } from '../../lib/verbs/index.js';
import { skirmish, type SkirmishState } from './fixtures/skirmish.js';

// "When played: until your next turn, your opponent cannot score."
const shieldHook = {
  node: 'score',
  phase: 'pre' as const,
  lifetime: 'until-your-next-turn' as const,
  when: { $ne: ['$args.player', '$you'] },
  steps: [{ do: 'cancel' }],
};
const shield = defineCard({
  id: 'x.shield',
  name: 'Shield',
  kind: 'unit',
  abilities: [{ on: 'played', steps: [{ do: 'attach', hook: shieldHook }] }],
});

const turn: Invocation = { node: 'next-player', args: {} };
const scoreP2: Invocation = { node: 'score', args: { player: 'p2', points: 1 } };
const playShield: Invocation = { node: 'skirmish.play', args: { player: 'p1', card: 0 } };

test("with next-player: the hook lasts through the opponent's turn and ends as its controller's next turn starts", (t) => {
  const { game } = skirmish([shield]);
  const engine = game.createEngine({
    seed: 1,
    options: { p1: { hand: ['x.shield'] }, script: [turn, playShield, scoreP2, turn, scoreP2, turn, scoreP2] },
  });
  engine.run();
  // Turn 1 (p1) and turn 2 (p2): cancelled; turn 3 (p1): the shield is down.
  t.deepEqual(engine.state.scores, { p1: 0, p2: 1 });
  // The hook and the companion that ended it are both gone.
  t.deepEqual(
    engine.hooks().filter((hook) => hook.key.includes('shield')),
    [],
  );
});

test('the verbs build the same card data', (t) => {
  const built = on(
    'played',
    attach(
      before('score')
        .untilYourNextTurn()
        .when(ne(arg('player'), YOU))
        .do(cancel()),
    ),
  );
  t.deepEqual(built, shield.abilities[0]);
  t.deepEqual(before('score').untilYourNextTurn().do(cancel()), before('score').lifetime(UNTIL_YOUR_NEXT_TURN).do(cancel()));
});

test("a save in the opponent's turn holds the hook and its end: a verified restore plays on the same", (t) => {
  const { game } = skirmish([shield]);
  const engine = game.createEngine({
    seed: 1,
    options: { p1: { hand: ['x.shield'] }, script: [turn, playShield, turn] },
  });
  engine.run();
  const restored = restore<SkirmishState>(game.graph(), JSON.stringify(snapshot(engine)));
  t.deepEqual(snapshot(restored), snapshot(engine));
  t.deepEqual(
    restored
      .hooks()
      .map((hook) => `${hook.node} ${hook.phase} ${hook.key}`)
      .filter((line) => line.includes('shield')),
    ['score pre x.shield:0', 'next-player post until-next-turn:score:pre:x.shield:0'],
  );
  for (const copy of [engine, restored]) {
    for (const inv of [scoreP2, turn, scoreP2]) copy.enqueue(inv.node, inv.args);
    copy.run();
  }
  t.deepEqual(restored.state.scores, { p1: 0, p2: 1 });
  t.deepEqual(restored.state, engine.state);
});

// A two-player game with the turn structure: each turn runs its plan at the start, then one phase.
interface PlanState extends CardState, TurnStructureState {
  plan: Record<string, Invocation[]>;
  scores: Record<string, number>;
}
const start = defineNode<{ player: string }, PlanState>({
  name: 'x.start',
  description: "Runs this turn's plan; the game ends at turn 6.",
  body(ctx) {
    const turn = ctx.state.turn ?? 0;
    if (turn >= 6) return ctx.end({ turns: turn - 1 });
    for (const inv of ctx.state.plan[String(turn)] ?? []) ctx.call(inv.node, inv.args);
  },
});
const main = defineNode<{ player: string }, PlanState>({
  name: 'x.main',
  description: 'The main phase: nothing happens.',
  body(ctx, { player }) {
    ctx.next('next-phase', { player });
  },
});
const play = defineNode<{ player: string; card: number }, PlanState>({
  name: 'x.play',
  description: 'Fires the "played" abilities of a card.',
  body(ctx, { player, card }) {
    triggerAbilities(ctx, 'played', card, { player });
  },
});
const structured = defineCardGame<PlanState, { plan: Record<string, Invocation[]> }>({
  id: 'structured',
  nodes: [
    ...standardNodes,
    ...turnStructure({ atTurnStart: 'x.start', phases: [{ name: 'main', node: 'x.main' }] }),
    start,
    main,
    play,
  ],
  packs: [defineCardPack({ name: 'shields', cards: [shield] })],
  setup(state, _rng, options) {
    addZone(state, 'p1.field');
    createCard(state, shield, { owner: 'p1', zone: 'p1.field', faceUp: true });
    state.players = ['p1', 'p2'];
    state.scores = { p1: 0, p2: 0 };
    state.plan = options.plan;
  },
  start: { node: 'next-turn', args: {} },
});

test("with the turn structure: a skipped turn is not the next one; the hook ends when its controller's next turn begins", (t) => {
  const scores = (plan: Record<string, Invocation[]>) => {
    const engine = structured.createEngine({ seed: 1, options: { plan } });
    engine.run();
    return engine.state.scores;
  };
  const shieldUp = { node: 'x.play', args: { player: 'p1', card: 0 } };
  // Played in turn 1 (p1): p2 scores nothing in turn 2; in turn 3 (p1 again) the shield is down.
  t.deepEqual(scores({ 1: [shieldUp], 2: [scoreP2], 3: [scoreP2] }), { p1: 0, p2: 1 });
  // p1 skips their next turn: p2 plays turns 2 and 3, the shield holds through both, and ends at turn 4 (p1).
  const skip = { node: 'skip-turn', args: { player: 'p1' } };
  t.deepEqual(scores({ 1: [shieldUp], 2: [skip, scoreP2], 3: [scoreP2], 4: [scoreP2] }), { p1: 0, p2: 1 });
});

test('a game without turns is refused where its cards are loaded, naming the card and the hook', (t) => {
  const noTurns = () =>
    defineCardGame({
      id: 'flat',
      nodes: [scoreNode, defineNode({ name: 'x.go', description: 'Does nothing.', body: () => {} })],
      packs: [defineCardPack({ name: 'shields', cards: [shield] })],
      setup() {},
      start: { node: 'x.go', args: {} },
    });
  const error = t.throws(noTurns, { instanceOf: CardError });
  t.is(
    error?.message,
    'Card "x.shield" has a hook until your next turn (abilities[0].steps[0].hook), and this game has no turns: it needs the node begin-turn (the turn structure) or next-player',
  );
  t.is(error.code, 'until-next-turn-no-turns');
});

test('cards check refuses a lifetime it does not know, naming the new form among those it takes', (t) => {
  t.throws(
    () =>
      defineCard({
        ...shield,
        abilities: [{ on: 'played', steps: [{ do: 'attach', hook: { ...shieldHook, lifetime: 'until-my-next-turn' } }] }],
      }),
    {
      instanceOf: CardError,
      message:
        'Card "x.shield" field "abilities[0].steps[0].hook.lifetime" must be "permanent", "once", "until-your-next-turn", { runs: N } or { until: "node" }, got "until-my-next-turn"',
    },
  );
});
