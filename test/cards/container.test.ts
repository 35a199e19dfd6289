import test from 'ava';
import { ContainerModule } from 'inversify';
import {
  AGENTS,
  cardPackModule,
  createEngineFromContainer,
  createGameContainer,
  defineCardGame,
  defineCardPack,
  defineNode,
  firstOptionAgent,
  type Agent,
  type CardGame,
} from '../../lib/index.js';
import { agentsIn } from '../../lib/packs/container.js';
import { CARD_GAME, CARD_PACK, CardPackError, packsIn } from '../../lib/cards/index.js';
import { DefinitionError } from '../../lib/graph/index.js';
import { packsFromModules } from '../../lib/packs/pack.js';

// A game whose only question is p1's pick; each pack tags the answer with a pre hook on "done",
// so the result shows which packs were loaded, in which order, and which agent answered.
const game = defineCardGame({
  id: 'pick',
  nodes: [
    defineNode({
      name: 'ask',
      description: 'Asks p1 to pick.',
      body: (ctx) => ctx.choose({ player: 'p1', prompt: 'Pick', options: ['a', 'b'], then: 'done' }),
    }),
    defineNode({
      name: 'done',
      description: 'Ends with the pick.',
      body: (ctx, { choice }: { choice: string }) => ctx.end(choice),
    }),
  ],
  setup: () => {},
  start: { node: 'ask', args: {} },
});

/** A pack whose pre hook on "done" appends `tag` to the pick. */
const tagPack = (tag: string) =>
  defineCardPack({
    name: `tag-${tag}`,
    cards: [],
    effects: { [`tag-${tag}.append`]: (_ctx, args: { choice: string }) => ({ ...args, choice: `${args.choice}${tag}` }) },
    hooks: [{ node: 'done', phase: 'pre', spec: { key: `tag-${tag}`, effect: `tag-${tag}.append` } }],
  });
const one = tagPack('1');
const two = tagPack('2');
const three = tagPack('3');
const lastOption: Agent = { name: 'last-option', decide: (decision) => decision.options.at(-1) };
const agents = (record: Record<string, unknown>) =>
  new ContainerModule(({ bind }) => {
    bind(AGENTS).toConstantValue(record);
  });

test('a game container holds the game, its packs in binding order and its agents; an engine from it uses all three', (t) => {
  const container = createGameContainer(game, cardPackModule(one, two), agents({ p1: lastOption }));
  t.is(container.get<CardGame>(CARD_GAME), game);
  t.deepEqual(
    packsIn(container).map((p) => p.name),
    ['tag-1', 'tag-2'],
  );
  t.deepEqual(Object.keys(agentsIn(container)), ['p1']);
  const engine = createEngineFromContainer(container, { seed: 1 });
  t.deepEqual(engine.run(), { status: 'ended', result: 'b12' });
  t.is(engine.graph.id, 'pick+tag-1+tag-2');
});

test("options.packs load after the container's packs, and options.agents override its agents player by player", (t) => {
  const container = createGameContainer(game, cardPackModule(two), agents({ p1: lastOption }), cardPackModule(one));
  const engine = createEngineFromContainer(container, { packs: [three], agents: { p1: firstOptionAgent() } });
  t.deepEqual(engine.run(), { status: 'ended', result: 'a213' });
});

test('AGENTS bound several times merge in binding order, the later binding winning for the same player', (t) => {
  const first = firstOptionAgent();
  const container = createGameContainer(game, agents({ p1: first, p2: first }), agents({ p1: lastOption }));
  t.deepEqual(agentsIn(container), { p1: lastOption, p2: first });
  t.deepEqual(createEngineFromContainer(container).run(), { status: 'ended', result: 'b' });
});

test('a container with no packs and no agents bound makes the plain game, which waits for p1', (t) => {
  const container = createGameContainer(game);
  t.deepEqual(packsIn(container), []);
  t.deepEqual(agentsIn(container), {});
  const status = createEngineFromContainer(container).run();
  t.is(status.status, 'awaiting');
});

test("the user's own services are bound and found beside the game, under their own symbol tokens", (t) => {
  const GREETING = Symbol('greeting');
  const services = new ContainerModule(({ bind }) => {
    bind(GREETING).toConstantValue('hello');
  });
  t.is(createGameContainer(game, services).get<string>(GREETING), 'hello');
});

test('defineCardGame reads packs given as modules through a container: one module binding two packs loads both, in order', (t) => {
  t.deepEqual(packsFromModules([cardPackModule(two, one), cardPackModule()]), [two, one]);
  const engine = game.createEngine({ packs: [cardPackModule(two, one)], agents: { p1: firstOptionAgent() } });
  t.is(engine.graph.id, 'pick+tag-2+tag-1');
  t.deepEqual(engine.run(), { status: 'ended', result: 'a21' });
});

test('a module binding packs under CARD_PACK by hand is read like cardPackModule', (t) => {
  const byHand = new ContainerModule(({ bind }) => {
    bind(CARD_PACK).toConstantValue(three);
  });
  t.deepEqual(packsFromModules([byHand]), [three]);
});

test('createGameContainer refuses what is not a card game, naming what it got', (t) => {
  t.throws(() => createGameContainer({ id: 'x' } as unknown as CardGame), {
    instanceOf: DefinitionError,
    message: 'createGameContainer needs a card game from defineCardGame, got an object',
  });
  t.throws(() => createGameContainer(undefined as unknown as CardGame), {
    message: 'createGameContainer needs a card game from defineCardGame, got undefined',
  });
});

test('createEngineFromContainer refuses a container without a game, and a value that is no container', (t) => {
  const container = createGameContainer(game);
  container.unbind(CARD_GAME);
  t.throws(() => createEngineFromContainer(container), {
    instanceOf: DefinitionError,
    message: 'The container has no card game bound under CARD_GAME: make it with createGameContainer(game, ...modules)',
  });
  t.throws(() => createEngineFromContainer(game as never), {
    instanceOf: DefinitionError,
    message: 'createEngineFromContainer needs an inversify Container, got an object',
  });
});

test('an AGENTS binding that is not a record of agents is refused, naming the binding and the player', (t) => {
  t.throws(() => agentsIn(createGameContainer(game, agents({ p1: lastOption }), agents({ p2: { name: 'x' } }))), {
    instanceOf: DefinitionError,
    message: 'AGENTS binding 1: the agent for "p2" has no decide(decision, state) function',
  });
  const listed = new ContainerModule(({ bind }) => {
    bind(AGENTS).toConstantValue([lastOption]);
  });
  t.throws(() => agentsIn(createGameContainer(game, listed)), {
    message: 'AGENTS binding 0 must be a record of agents by player, got an array',
  });
});

test('a pack module whose load function is async is refused as a card pack error, with inversify saying why', (t) => {
  // A load function that returns a promise (as an async one does) can only be loaded with loadAsync.
  const late = new ContainerModule(({ bind }) => {
    bind(CARD_PACK).toConstantValue(one);
    return Promise.resolve();
  });
  t.throws(() => game.createEngine({ packs: [late] }), {
    instanceOf: CardPackError,
    message:
      'A card pack module could not be loaded: Unexpected asynchronous module load. Consider using container.loadAsync() instead.',
  });
});
