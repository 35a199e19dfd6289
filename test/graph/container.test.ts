import test from 'ava';
import {
  createContainer,
  defineNode,
  firstOptionAgent,
  RuleGraph,
  TOKENS,
  type EngineFactory,
  type Logger,
  type RngFactory,
} from '../../lib/index.js';

const graph = new RuleGraph({ id: 'wired' }).define(
  defineNode({
    name: 'ask',
    description: 'Asks p1.',
    body: (ctx) => ctx.choose({ player: 'p1', prompt: 'Pick', options: ['a', 'b'], then: 'done' }),
  }),
  defineNode({ name: 'done', description: 'Ends with the choice.', body: (ctx, { choice }: { choice: string }) => ctx.end(choice) }),
);

test('the container wires graph, engine factory, RNG factory, agents and logger under explicit tokens', (t) => {
  const lines: string[] = [];
  const logger: Logger = { info: (l) => lines.push(l), warn: (l) => lines.push(`warn ${l}`) };
  const container = createContainer(graph, { agents: { p1: firstOptionAgent() }, logger });
  t.is(container.get(TOKENS.Graph), graph);
  t.is(container.get<Logger>(TOKENS.Logger), logger);
  t.is(container.get<RngFactory>(TOKENS.RngFactory)(4).uint32(), container.get<RngFactory>(TOKENS.RngFactory)(4).uint32());
  const factory = container.get<EngineFactory>(TOKENS.EngineFactory);
  t.is(container.get<EngineFactory>(TOKENS.EngineFactory), factory, 'one factory per container');
  const engine = factory.create({ state: {}, start: { node: 'ask', args: {} } });
  t.deepEqual(engine.run(), { status: 'ended', result: 'a' });
});

test('agents given to the factory override the container defaults', (t) => {
  const factory = createContainer(graph, { agents: { p1: firstOptionAgent() } }).get<EngineFactory>(TOKENS.EngineFactory);
  const engine = factory.create({ state: {}, start: { node: 'ask', args: {} }, agents: { p1: { name: 'last', decide: (d) => d.options.at(-1) } } });
  t.deepEqual(engine.run(), { status: 'ended', result: 'b' });
});
