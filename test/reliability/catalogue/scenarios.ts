// One scenario per entry of docs/errors.md, by the entry's id: the mistake a
// user makes, done for real. errors-catalogue.test.ts runs each and compares
// what it produced with the message the doc shows, so the doc cannot drift.
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { ContainerModule } from 'inversify';
import {
  addZone,
  type Agent,
  AGENTS,
  cardTest,
  cardDef,
  type CardGame,
  cardOf,
  cardText,
  type CardPack,
  type CardState,
  cardVisibility,
  type Context,
  createCard,
  createEngineFromContainer,
  createGameContainer,
  defineCard,
  defineCardGame,
  defineCardPack,
  defineEffect,
  defineNode,
  defineQuery,
  Engine,
  firstOptionAgent,
  historyOf,
  loadCardPackFile,
  randomAgent,
  replay,
  restore,
  type RestoreOptions,
  reveal,
  RuleGraph,
  simulate,
  type SimulationRequest,
  snapshot,
  turnStructure,
} from '../../../lib/index.js';
import { agentsIn } from '../../../lib/packs/container.js';
import { attachTraceFile, summarizeTrace } from '../../../lib/pictures/index.js';
import {
  attachWhileIn,
  CARD_GAME,
  checkConservation,
  createCardState,
  removeCard,
  validateCardPacks,
} from '../../../lib/cards/index.js';
import { type Body, openVisibility, type ReplacementPolicy, tieredPolicy } from '../../../lib/graph/index.js';
import { resolveValue } from '../../../lib/card-text/selectors.js';
import { runSteps } from '../../../lib/card-text/steps.js';
import { scoreNode } from '../../../lib/nodes/score.js';
import { greedyAgent } from '../../../examples/duel/agents/index.js';
import { duelCardTests } from '../../../examples/duel/card-test-game.js';
import { warCardTests } from '../../../examples/war/card-test-game.js';
import { brokenPack } from '../../testing/fixtures/broken-cards.js';
import { runCli as duelCli } from '../../../examples/duel/cli/run.js';
import { duelGame } from '../../../examples/duel/game.js';
import { runCli as warCli } from '../../../examples/war/cli/run.js';
import { warGame } from '../../../examples/war/game.js';
import { twist } from '../../../examples/war/twist/pack.js';
import { play } from '../../sim/fixtures/modules.js';
import { fileScenarios } from './file-scenarios.js';
import { reportScenarios } from './report-scenarios.js';
import { sweepScenarios } from './sweep-scenarios.js';
import { serverScenarios } from './server-scenarios.js';

/** What a scenario produced: a thrown error (with its `code`, when it has one), or a CLI's exit status and stderr. */
export type Outcome =
  { kind: 'error'; name: string; message: string; code: unknown } | { kind: 'cli'; status: number; stderr: string };

function outcomeOf(error: unknown): Outcome {
  return {
    kind: 'error',
    name: (error as Error).name,
    message: (error as Error).message,
    code: (error as { code?: unknown }).code,
  };
}

/** A duel of seed 2 where Player 1 has answered its first two questions with their first option (Player 2 plays at random). */
function playedDuel(): Engine {
  const engine = duelGame.createEngine({ seed: 2, agents: { p2: randomAgent(2) } });
  for (let i = 0; i < 2; i++) {
    engine.run();
    engine.decide('p1', engine.pending!.options[0]!);
  }
  engine.run();
  return engine;
}

/** playedDuel, then a branch "other" from the start that answers the first question with its last option; back on main. */
function branchedDuel(): Engine {
  const engine = playedDuel();
  historyOf(engine).branch('other', 0);
  engine.decide('p1', engine.pending!.options.at(-1)!);
  engine.run();
  historyOf(engine).switchTo('main');
  return engine;
}

/**
 * A card game whose one decision names a face-down card: p1 chooses between the face-up card 0
 * and the face-down card 1, which it sees as "table#1".
 */
const hiddenChoiceGame = defineCardGame({
  id: 'hidden-choice',
  nodes: [
    defineNode({
      name: 'ask',
      description: 'Asks p1 to pick a card on the table.',
      continuesTo: ['noop'],
      body: (ctx) => ctx.choose({ player: 'p1', prompt: 'Pick a card', options: [{ card: 0 }, { card: 1 }], then: 'noop' }),
    }),
    defineNode({ name: 'noop', description: 'Does nothing.', body() {} }),
  ],
  setup(state) {
    addZone(state, 'table');
    const card = defineCard({ id: 'x', name: 'X', kind: 'k' });
    createCard(state, card, { owner: 'p2', zone: 'table', faceUp: true });
    createCard(state, card, { owner: 'p2', zone: 'table' });
  },
  start: { node: 'ask', args: {} },
  visibility: cardVisibility({ seats: ['p1', 'p2'], zones: { table: 'public' } }),
});

/** Runs `fn`, which must throw; the error is the outcome. */
function fails(fn: () => unknown): Outcome {
  try {
    fn();
  } catch (error) {
    return outcomeOf(error);
  }
  throw new Error('the scenario did not fail');
}

async function failsAsync(fn: () => Promise<unknown>): Promise<Outcome> {
  try {
    await fn();
  } catch (error) {
    return outcomeOf(error);
  }
  throw new Error('the scenario did not fail');
}

function sink(): NodeJS.WriteStream & { text: string } {
  const stream = { text: '', isTTY: false, write: (chunk: string) => ((stream.text += chunk), true) };
  return stream as unknown as NodeJS.WriteStream & { text: string };
}

async function war(...argv: string[]): Promise<Outcome> {
  const stdout = sink();
  const stderr = sink();
  const status = await warCli(argv, { stdout, stderr });
  return { kind: 'cli', status, stderr: stderr.text };
}

async function duel(...argv: string[]): Promise<Outcome> {
  const stdout = sink();
  const stderr = sink();
  const stdin = Readable.from([]) as unknown as NodeJS.ReadableStream & { isTTY?: boolean };
  const status = await duelCli(argv, { stdin, stdout, stderr });
  return { kind: 'cli', status, stderr: stderr.text };
}

const FIXTURES = 'test/reliability/fixtures';

/** A simulation of ten duels in this thread, greedy against random, with `change` made to the request. */
function simulation(change: Record<string, unknown>): Promise<Outcome> {
  const request = {
    game: { module: resolve('examples/duel/simulate-game.ts'), export: 'playDuel' },
    options: { p1: 'greedy', p2: 'random' },
    games: 10,
    seed: 1,
    workers: 1,
    ...change,
  };
  return failsAsync(() => simulate(request as SimulationRequest));
}

/** A twist game, not yet started. */
function twistGame(): Engine {
  return warGame.createEngine({ seed: 1, packs: [twist] });
}

/** A one-node game whose node runs `body`, and a `done` node to continue to. */
function oneNode(body: Body, id = 'demo'): Engine {
  const graph = new RuleGraph({ id }).define(
    defineNode({ name: 'go', description: 'Runs the scenario.', body }),
    defineNode({ name: 'done', description: 'Does nothing.', body: () => {} }),
  );
  graph.effect('fail', () => {
    throw new Error('the card text cannot be resolved');
  });
  graph.effect('noop', () => {});
  graph.effect('forty-two', () => 42);
  graph.effect('done-then-decline', (ctx) => {
    ctx.call('done');
    ctx.decline();
  });
  return new Engine(graph, { state: {}, start: { node: 'go', args: {} } });
}

/** A twist game stopped at its first question: p2 is asked yes or no. */
function asked(agents: Record<string, Agent> = {}): Engine {
  const engine = warGame.createEngine({ seed: 4, packs: [twist, oraclePack], agents });
  engine.run();
  return engine;
}

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
  nodes: [defineNode({ name: 'oracle.answered', description: 'Goes on.', body: () => {} })],
  setup(state) {
    for (const p of ['p1', 'p2']) createCard(state, oracle, { owner: p, zone: `${p}.side` });
  },
});

const card = (fields: object) => ({ id: 'x.card', name: 'Card', kind: 'ability', text: '', stats: {}, abilities: [], ...fields });
const pack = (fields: object): CardPack => defineCardPack({ name: 'x', cards: [], ...fields });
/** Validates packs against the War game's own names, as createEngine does. */
const load = (...packs: unknown[]) => fails(() => warGame.graph([twist, ...(packs as CardPack[])]));

/** A War snapshot as JSON text, taken after a few steps, with `edit` applied to its parsed form. */
function warSnapshot(edit: (snap: Record<string, any>) => void = () => {}): string {
  const engine = twistGame();
  for (let i = 0; i < 30; i++) engine.step();
  const snap = JSON.parse(JSON.stringify(snapshot(engine)));
  edit(snap);
  return JSON.stringify(snap);
}
const restoreTwist = (text: string, options: RestoreOptions = { verify: 'structure' }) =>
  fails(() => restore(twistGame().graph, text, options));

/** A twist game's save after it answered a decision (an oracle pack asks p2), as parsed JSON with `edit` applied. */
function answeredSave(edit: (snap: Record<string, any>) => void): string {
  const engine = asked();
  engine.decide('p2', 'yes');
  engine.run();
  const snap = JSON.parse(JSON.stringify(snapshot(engine)));
  edit(snap);
  return JSON.stringify(snap);
}
const restoreAnswered = (text: string) => fails(() => restore(asked().graph, text));

/** The first queue entry's args nested `depth` levels deep. */
function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** A card state with one card (handle 0) in "deck" (zone 0), and an empty "pot" (zone 1), for the card entries. */
function table(): CardState {
  const state = createCardState(['deck', 'pot']);
  createCard(state, defineCard({ id: 'x.card', name: 'Joker', kind: 'standard' }), { owner: 'p1', zone: 'deck' });
  return state;
}

/** A game with the query can-attack (yes for "a"), the node go that asks it, and effects for its hooks. */
function queryGame(): Engine {
  const graph = new RuleGraph({ id: 'queries' }).define(
    defineQuery({
      name: 'can-attack',
      description: 'May it attack?',
      base: (_state, args: { attacker: string }) => args.attacker === 'a',
    }),
    defineNode({ name: 'go', description: 'Asks can-attack.', body: (ctx) => void ctx.ask('can-attack', { attacker: 'a' }) }),
    defineNode({ name: 'log', description: 'Does nothing.', body: () => {} }),
  );
  graph.effect('acts', (ctx) => {
    ctx.next('log');
    return true;
  });
  graph.effect('forty-two', () => 42);
  graph.effect('frozen', () => 'Frozen Ground');
  return new Engine(graph, { state: {}, start: { node: 'go', args: {} } });
}

export const scenarios: Record<string, () => Outcome | Promise<Outcome>> = {
  'query-bad-spec': () => fails(() => defineQuery({ name: 'can-attack', description: 'May it attack?' } as never)),
  'query-run': () =>
    fails(() => {
      const engine = queryGame();
      engine.enqueue('can-attack', { attacker: 'a' });
      engine.run();
      engine.run();
    }),
  'query-not-query': () => fails(() => queryGame().ask('go', {})),
  'query-not-value': () => fails(() => queryGame().measure('can-attack', { attacker: 'a' })),
  'query-unknown': () => fails(() => queryGame().ask('can-atack', {})),
  'query-bad-return': () =>
    fails(() => {
      const engine = queryGame();
      engine.attach('can-attack', 'forbid', { key: 'odd', effect: 'forty-two' });
      engine.run();
    }),
  'query-not-pure': () =>
    fails(() => {
      const engine = queryGame();
      engine.attach('can-attack', 'forbid', { key: 'x', effect: 'acts' });
      engine.run();
    }),
  'hook-query-phase': () => fails(() => queryGame().attach('can-attack', 'pre', { key: 'frozen', effect: 'frozen' })),
  // ---- defining rules
  'node-duplicate': () =>
    fails(() =>
      new RuleGraph({ id: 'g' }).define(
        defineNode({ name: 'compare', description: '', body: () => {} }),
        defineNode({ name: 'compare', description: '', body: () => {} }),
      ),
    ),
  'node-no-name': () => fails(() => new RuleGraph({ id: 'g' }).define({ name: '', description: '', body: () => {} })),
  'node-no-body': () => fails(() => new RuleGraph({ id: 'g' }).define({ name: 'draw', description: '' } as never)),
  'node-unknown-lookup': () => fails(() => twistGame().graph.node('compar')),
  'turns-bad-options': () => fails(() => turnStructure({ phases: [] })),
  'effect-duplicate': () => fails(() => new RuleGraph({ id: 'g' }).effect('war.gain', () => {}).effect('war.gain', () => {})),
  'graph-no-id': () => fails(() => new RuleGraph({} as never)),
  'card-game-no-setup': () => fails(() => defineCardGame({ id: 'poker', start: { node: 'deal', args: {} } } as never)),
  'card-game-no-start': () => fails(() => defineCardGame({ id: 'poker', setup: () => {} } as never)),
  'card-game-no-id': () => fails(() => defineCardGame({ id: '', setup: () => {}, start: { node: 'deal', args: {} } })),
  'definition-bad': () => fails(() => new RuleGraph({ id: 'g' }).effect('war.gain', 'gain a point' as never)),
  'effect-unknown-lookup': () => fails(() => twistGame().graph.getEffect('war.fortunepot')),
  'graph-bad-packs': () => fails(() => new RuleGraph({ id: 'g', packs: [{ name: 'x', version: '' }] })),
  'recipe-twice': () =>
    fails(() => {
      const recipe = { state: () => ({}), setup: () => {} };
      new RuleGraph({ id: 'g' }).recipe(recipe).recipe(recipe);
    }),

  // ---- starting and running a game
  'engine-no-state': () => fails(() => new Engine(new RuleGraph({ id: 'g' }), {} as never)),
  'engine-bad-budget': () => fails(() => warGame.createEngine({ budget: 0 })),
  'seed-out-of-range': () => fails(() => warGame.createEngine({ seed: -1 })),
  'enqueue-unknown-node': () => fails(() => twistGame().enqueue('compar', {})),
  'next-unknown-node': () => fails(() => oneNode((ctx) => ctx.next('dnoe', {})).run()),
  'call-unknown-node': () => fails(() => oneNode((ctx) => ctx.call('dnoe', {})).run()),
  'step-budget': () => fails(() => oneNode((ctx) => ctx.enqueue('go', {})).run()),
  'call-too-deep': () => fails(() => oneNode((ctx) => void ctx.call('go', {})).run()),
  'body-throws': () =>
    fails(() =>
      oneNode(() => {
        throw new TypeError("Cannot read properties of undefined (reading 'rank')");
      }).run(),
    ),
  'hook-too-many': () =>
    fails(() => {
      let made = 0;
      const engine = oneNode((ctx) => {
        if (ctx.state.runs === undefined) ctx.state.runs = 0;
        if (++ctx.state.runs < 40) ctx.enqueue('go', {});
      });
      engine.graph.effect('breed', (ctx) => {
        for (let i = 0; i < 2; i++) ctx.attach('go', 'post', { key: `h${made++}`, effect: 'breed' });
      });
      engine.attach('go', 'post', { key: 'seed', effect: 'breed' });
      return engine.run();
    }),
  'observer-writes': () =>
    fails(() => {
      const engine = oneNode(() => {});
      engine.observe('go', () => engine.attach('go', 'post', { key: 'fortune', effect: 'noop' }));
      engine.run();
    }),
  'hook-throws': () =>
    fails(() => {
      const engine = oneNode(() => {});
      engine.attach('go', 'post', { key: 'fortune', effect: 'fail', owner: 'Fortune[53]' });
      engine.run();
    }),
  'cancel-outside-pre': () => fails(() => oneNode((ctx) => ctx.cancel()).run()),
  'pre-bad-return': () =>
    fails(() => {
      const engine = oneNode(() => {});
      engine.attach('go', 'pre', { key: 'odd', effect: 'forty-two' });
      engine.run();
    }),
  'decline-outside-mask': () => fails(() => oneNode((ctx) => ctx.decline()).run()),
  'mask-declined-late': () =>
    fails(() => {
      const engine = oneNode(() => {});
      engine.attach('go', 'mask', { key: 'late', effect: 'done-then-decline' });
      engine.run();
    }),
  'mask-bad-return': () =>
    fails(() => {
      const engine = oneNode(() => {});
      engine.attach('go', 'mask', { key: 'odd', effect: 'forty-two' });
      engine.run();
    }),
  'masks-no-player': () =>
    fails(() => {
      const engine = oneNode(() => {});
      engine.attach('go', 'mask', { key: 'a', effect: 'noop' });
      engine.attach('go', 'mask', { key: 'b', effect: 'noop' });
      engine.run();
    }),
  'call-needs-choice': () =>
    fails(() => {
      const engine = oneNode((ctx) => {
        ctx.call('done', { player: 'p1' });
      });
      engine.attach('done', 'mask', { key: 'a', effect: 'noop' });
      engine.attach('done', 'mask', { key: 'b', effect: 'noop' });
      engine.run();
    }),
  'choose-twice': () =>
    fails(() =>
      oneNode((ctx) => {
        ctx.choose({ player: 'p1', prompt: 'First?', options: ['a'], then: 'done' });
        ctx.choose({ player: 'p2', prompt: 'Second?', options: ['b'], then: 'done' });
      }).run(),
    ),
  'choose-no-options': () =>
    fails(() => oneNode((ctx) => ctx.choose({ player: 'p1', prompt: 'Which?', options: [], then: 'done' })).run()),
  'choose-bad-pick': () =>
    fails(() =>
      oneNode((ctx) =>
        ctx.choose({ player: 'p1', prompt: 'Discard two cards', options: [7, 12, 15], pick: { min: 4, max: 4 }, then: 'done' }),
      ).run(),
    ),
  'decision-bad-pick': () =>
    fails(() => {
      const engine = oneNode((ctx) =>
        ctx.choose({ player: 'p1', prompt: 'Discard two cards', options: [7, 12, 15], pick: { min: 2, max: 2 }, then: 'done' }),
      );
      engine.run();
      engine.decide('p1', [7, 7]);
    }),
  'choose-unknown-then': () =>
    fails(() => oneNode((ctx) => ctx.choose({ player: 'p1', prompt: 'Which?', options: ['a'], then: 'dnoe' })).run()),
  'start-no-recipe': () => fails(() => Engine.start(new RuleGraph({ id: 'dice' }))),
  'setup-options-not-json': () => fails(() => duelGame.createEngine({ options: { lifePoints: NaN } })),
  'limits-bad': () => fails(() => warGame.createEngine({ limits: { maxDepth: 0 } })),
  'args-not-object': () => fails(() => twistGame().enqueue('war.reveal', 'p1' as never)),
  'args-not-json': () => fails(() => oneNode((ctx) => ctx.next('done', { deck: [1, new Map()] })).run()),
  'result-not-json': () => fails(() => oneNode((ctx) => ctx.end({ winner: 'p1', at: new Date(0) } as never)).run()),
  'log-entry-not-json': () => fails(() => oneNode((ctx) => ctx.log({ type: 'rolled', value: NaN })).run()),
  'log-entry-missing-field': () => fails(() => oneNode((ctx) => ctx.log({ type: 'replaced' })).run()),
  'json-too-deep': () =>
    fails(() => {
      const engine = oneNode((ctx) => {
        ctx.state.self = ctx.state;
        ctx.choose({ player: 'p1', prompt: 'Go on?', options: ['yes'], then: 'done' });
      });
      engine.run();
      engine.decide('p1', 'yes');
    }),
  'reentry-in-node': () =>
    fails(() => {
      const engine: Engine = oneNode(() => void engine.run());
      engine.run();
    }),
  'rollback-diverged': () =>
    fails(() => {
      // "go" reads a counter outside the game: it asks on its first two runs and fails on its third, so played again it does not ask.
      let runs = 0;
      const graph = new RuleGraph({ id: 'moody' }).define(
        defineNode({
          name: 'go',
          description: 'Asks p1, differently each time it runs.',
          body(ctx) {
            runs++;
            if (runs === 1 || runs === 2) ctx.choose({ player: 'p1', prompt: 'Go on?', options: ['yes'], then: 'go' });
            if (runs === 3) throw new Error('moody');
          },
        }),
      );
      graph.recipe({ state: () => ({}), setup: (engine) => engine.enqueue('go', {}) });
      Engine.start(graph, { agents: { p1: firstOptionAgent() } }).run();
    }),
  'mask-unknown-node': () =>
    fails(() => {
      const engine = oneNode(() => {});
      engine.graph.effect('elsewhere', () => ({ node: 'dnoe', args: {} }));
      engine.attach('go', 'mask', { key: 'odd', effect: 'elsewhere' });
      engine.run();
    }),
  'policy-throws': () =>
    fails(() =>
      maskedByPolicy({
        ...tieredPolicy(),
        pick: () => {
          throw new Error('the judge is out');
        },
      }),
    ),
  'policy-bad-pick': () => fails(() => maskedByPolicy({ ...tieredPolicy(), pick: () => ({ apply: 'c' }) })),
  'choose-bad-request': () =>
    fails(() => oneNode((ctx) => ctx.choose({ prompt: 'Which?', options: ['a'], then: 'done' } as never)).run()),
  'choose-not-json': () =>
    fails(() =>
      oneNode((ctx) => ctx.choose({ player: 'p1', prompt: 'Which?', options: [new Map() as never], then: 'done' })).run(),
    ),
  'end-twice': () =>
    fails(() =>
      oneNode((ctx) => {
        ctx.end({ winner: 'p1' });
        ctx.end({ winner: 'p2' });
      }).run(),
    ),

  // ---- hooks
  'hook-duplicate-key': () =>
    fails(() => {
      const engine = twistGame();
      engine.attach('compare', 'pre', { key: 'fortune', effect: 'war.fortunePot' });
      engine.attach('compare', 'pre', { key: 'fortune', effect: 'war.fortunePot' });
    }),
  'hook-detach-missing': () => fails(() => twistGame().detach('compare', 'pre', 'fortune')),
  'hook-unknown-node': () => fails(() => twistGame().attach('compar', 'pre', { key: 'fortune', effect: 'war.fortunePot' })),
  'hook-unknown-effect': () => fails(() => twistGame().attach('compare', 'pre', { key: 'fortune', effect: 'war.fortunepot' })),
  'hook-unknown-phase': () =>
    fails(() => twistGame().attach('compare', 'around' as never, { key: 'fortune', effect: 'war.fortunePot' })),
  'hook-effect-and-run': () =>
    fails(() => twistGame().attach('compare', 'pre', { key: 'fortune', effect: 'war.fortunePot', run: () => {} })),
  'hook-not-savable': () =>
    fails(() => twistGame().attach('compare', 'pre', { key: 'k'.repeat(100_000), effect: 'war.fortunePot' })),
  'hook-bad-lifetime': () =>
    fails(() => twistGame().attach('compare', 'pre', { key: 'fortune', effect: 'war.fortunePot', lifetime: 'forever' as never })),
  'hook-until-unknown': () =>
    fails(() =>
      twistGame().attach('compare', 'pre', { key: 'fortune', effect: 'war.fortunePot', lifetime: { until: 'end-turn' } }),
    ),
  'hook-unknown-condition': () =>
    fails(() => twistGame().attach('compare', 'pre', { key: 'fortune', effect: 'war.fortunePot', applies: 'is-tie' })),
  'hook-no-key': () => fails(() => twistGame().attach('compare', 'pre', { effect: 'war.fortunePot' } as never)),
  'hook-bad-field': () =>
    fails(() => twistGame().attach('compare', 'pre', { key: 'fortune', effect: 'war.fortunePot', priority: 'high' as never })),
  'hook-params-not-json': () =>
    fails(() =>
      twistGame().attach('compare', 'pre', { key: 'fortune', effect: 'war.fortunePot', params: { since: new Date(0) as never } }),
    ),
  'hook-detach-unknown-node': () => fails(() => twistGame().detach('compar', 'pre', 'fortune')),
  'hook-unknown-tier': () =>
    fails(() => twistGame().attach('compare', 'mask', { key: 'reversal', effect: 'war.fortunePot', tier: 'copy-on-entry' })),
  'hook-owner-handle': () =>
    fails(() => twistGame().attach('compare', 'pre', { key: 'fortune', effect: 'war.fortunePot', owner: String(53) })),

  // ---- decisions and agents
  'decision-wrong-player': () => fails(() => asked().decide('p1', 'yes')),
  'decision-not-offered': () => fails(() => asked().decide('p2', 'maybe')),
  'decision-stale': () => fails(() => asked().decide('p2', 'yes', 7)),
  'decision-answered-twice': () =>
    fails(() => {
      const engine = asked();
      engine.decide('p2', 'yes', 1);
      engine.decide('p2', 'yes', 1);
    }),
  'decision-none-pending': () => fails(() => twistGame().decide('p1', 'yes')),
  'decision-id-not-number': () => fails(() => asked().decide('p2', 'yes', '1' as never)),
  'choice-not-json': () => fails(() => asked().decide('p2', new Map() as never)),
  'undo-nothing': () => fails(() => historyOf(twistGame()).undo()),
  'redo-nothing': () => fails(() => historyOf(playedDuel()).redo()),
  'branch-bad-name': () => fails(() => historyOf(playedDuel()).branch('my idea')),
  'branch-exists': () => fails(() => historyOf(playedDuel()).branch('main')),
  'branch-too-many': () => {
    const engine = playedDuel();
    for (let i = 1; i < 1000; i++) historyOf(engine).branch(`try-${i}`);
    return fails(() => historyOf(engine).branch('one-more'));
  },
  'branch-unknown': () => fails(() => historyOf(playedDuel()).switchTo('mian')),
  'history-unknown-point': () => fails(() => historyOf(playedDuel()).branch('late', 99)),
  'history-not-started': () => fails(() => historyOf(duelGame.createEngine({ seed: 1 })).compare('main', 'main')),
  'agent-throws': () =>
    fails(() =>
      asked({
        p2: {
          name: 'remote',
          decide: () => {
            throw new Error('connection reset');
          },
        },
      }),
    ),
  'agent-bad-answer': () => fails(() => asked({ p2: { name: 'scripted', decide: () => 'maybe' } })),
  'reentry-in-agent': () => {
    const agent: Agent = { name: 'impatient', decide: (d) => void engine.decide(d.player, d.options[0]!) };
    const engine = warGame.createEngine({ seed: 4, packs: [twist, oraclePack] });
    engine.setAgent('p2', agent);
    return fails(() => engine.run());
  },

  'snapshot-history': () => {
    const saved = snapshot(branchedDuel());
    saved.history!.head = 'nowhere';
    return fails(() => restore(duelGame.graph(), JSON.stringify(saved)));
  },
  'history-replay-refused': () => {
    const saved = snapshot(branchedDuel());
    saved.history!.points.at(-1)!.choice = { move: 'win-now' };
    return fails(() => restore(duelGame.graph(), JSON.stringify(saved)));
  },

  // ---- what a seat sees (views)
  'view-undeclared': () => fails(() => new Engine(new RuleGraph({ id: 'g' }), { state: {} }).view('p1')),
  'view-unknown-seat': () => fails(() => duelGame.createEngine({ seed: 1 }).view('p3')),
  'view-answer-not-offered': () => {
    const engine = hiddenChoiceGame.createEngine({ seed: 1 });
    engine.run();
    return fails(() => engine.decideInView('p1', { card: 1 }));
  },
  'sample-undeclared': () =>
    fails(() =>
      new Engine(new RuleGraph({ id: 'open' }).visibility(openVisibility(['p1'])), { state: {} }).sample('p1', { seed: 1 }),
    ),
  'visibility-twice': () =>
    fails(() => new RuleGraph({ id: 'g' }).visibility(openVisibility(['p1'])).visibility(openVisibility(['p1']))),
  'visibility-bad': () => fails(() => cardVisibility({ seats: ['p1', 'p2'], zones: { deck: 'secret' as never } })),
  'visibility-zone-undeclared': () => {
    const game = defineCardGame({
      id: 'attic',
      setup: (state) => void ['deck', 'attic'].forEach((zone) => addZone(state, zone)),
      start: [],
      visibility: cardVisibility({ seats: ['p1', 'p2'], zones: { deck: 'hidden' } }),
    });
    return fails(() => game.createEngine({ seed: 1 }).view('p1'));
  },
  'reveal-bad-seats': () => {
    const state = createCardState(['deck']);
    createCard(state, defineCard({ id: 'x', name: 'X', kind: 'k' }), { owner: 'p1', zone: 'deck' });
    return fails(() => reveal(state, 0, ['p1', 7 as never]));
  },

  // ---- cards and zones
  'card-no-id': () => fails(() => defineCard({ name: 'King' } as never)),
  'card-bad-field': () =>
    fails(() => defineCard({ id: 'war.king', name: 'King', kind: 'standard', stats: { rank: true } } as never)),
  'zone-unknown': () =>
    fails(() =>
      createCard(createCardState(['deck']), defineCard({ id: 'x.card', name: 'Card', kind: 'standard' }), {
        owner: 'p1',
        zone: 'p3.deck',
      }),
    ),
  'zone-exists': () => fails(() => addZone(createCardState(['pot']), 'pot')),
  'card-unknown': () => fails(() => cardOf(table(), 99)),
  'card-removed': () =>
    fails(() => {
      const state = table();
      removeCard(state, 0);
      return cardOf(state, 0);
    }),
  'definition-differs': () =>
    fails(() =>
      createCard(table(), defineCard({ id: 'x.card', name: 'Other card', kind: 'standard' }), { owner: 'p1', zone: 'deck' }),
    ),
  'zone-bad-name': () => fails(() => addZone(createCardState(), 42 as never)),
  'create-card-bad': () =>
    fails(() => createCard(table(), defineCard({ id: 'x.card', name: 'Card', kind: 'standard' }), { zone: 'deck' } as never)),
  'definition-missing': () =>
    fails(() =>
      cardDef(
        edited((s) => (s.cards[0]!.def = 5)),
        0,
      ),
    ),
  'card-not-in-its-zone': () =>
    fails(() =>
      removeCard(
        edited((s) => s.zones[0]!.splice(0)),
        0,
      ),
    ),
  'ability-unknown': () =>
    fails(() => oneNodeCards((ctx) => ctx.call('resolve-ability', { card: 0, owner: 'p1', trigger: 'drawn', ability: 3 }))),
  'ability-failed': () => fails(() => boomCard()),
  'selector-failed': () =>
    fails(() =>
      resolveValue('$opponent', {
        state: Object.assign(createCardState(), { players: ['p1', 'p2', 'p3'] }),
        card: 0,
        you: 'p1',
        args: {},
        names: {},
      }),
    ),
  'step-failed': () =>
    fails(() =>
      oneNodeCards((ctx) => {
        runSteps(
          ctx,
          [{ do: 'move-card', cards: ['$self'], to: { $zone: 'grave' } }],
          { state: ctx.state, card: 0, you: 'p1', args: {}, names: {} },
          () => () => {},
          'x.card#abilities[0].steps',
        );
      }),
    ),
  'lifetime-not-in-zone': () =>
    fails(() => oneNodeCards((ctx) => attachWhileIn(ctx, 0, 'pot', 'go', 'pre', { key: 'k', effect: 'none' }))),
  'create-card-unknown': () => fails(() => oneNodeCards((ctx) => ctx.call('create-card', { card: 'x.crad', owner: 'p1' }))),
  'card-data-unknown': () => fails(() => strayDataCard()),
  'lifetimes-not-started': () => fails(() => createWithoutLifetimes()),
  'remove-card-bad': () => fails(() => oneNodeCards((ctx) => ctx.call('remove-card', { cards: [0, 0] }))),
  'move-card-unknown-zone': () => fails(() => oneNodeCards((ctx) => ctx.call('move-card', { cards: [0], to: 7 }))),
  'move-card-zone-by-name': () => fails(() => oneNodeCards((ctx) => ctx.call('move-card', { cards: [0], to: 'pot' }))),
  'move-card-one-card': () => fails(() => oneNodeCards((ctx) => ctx.call('move-card', { card: 0, to: 1 }))),
  'move-card-live-list': () => fails(() => oneNodeCards((ctx) => ctx.call('move-card', { cards: ctx.state.zones[0], to: 1 }))),
  'move-card-bad-at': () => fails(() => oneNodeCards((ctx) => ctx.call('move-card', { cards: [0], to: 1, at: 'middle' }))),
  'conservation-no-zone': () => fails(() => checkConservation(edited((s) => s.zones[0]!.splice(0)))),
  'conservation-two-zones': () => fails(() => checkConservation(edited((s) => s.zones[1]!.push(0)))),
  'conservation-missing-card': () => fails(() => checkConservation(edited((s) => s.zones[1]!.push(99)))),
  'conservation-wrong-zone': () => fails(() => checkConservation(edited((s) => s.zones[1]!.push(...s.zones[0]!.splice(0))))),
  'conservation-bad-shape': () =>
    fails(() => checkConservation(edited((s) => Object.assign(s.cards[0]!, { position: 'attack' })))),
  'once-per-turn-no-turn': () => fails(() => limitedWithoutTurns()),
  'until-next-turn-no-turns': () =>
    fails(() =>
      defineCardGame({
        id: 'flat',
        nodes: [scoreNode, defineNode({ name: 'x.go', description: 'Does nothing.', body: () => {} })],
        packs: [
          defineCardPack({
            name: 'shields',
            cards: [
              defineCard({
                id: 'x.shield',
                name: 'Shield',
                kind: 'unit',
                abilities: [
                  {
                    on: 'played',
                    steps: [
                      {
                        do: 'attach',
                        hook: { node: 'score', phase: 'pre', lifetime: 'until-your-next-turn', steps: [{ do: 'cancel' }] },
                      },
                    ],
                  },
                ],
              }),
            ],
          }),
        ],
        setup() {},
        start: { node: 'x.go', args: {} },
      }),
    ),

  // ---- card packs
  'packs-not-array': () => fails(() => validateCardPacks('reversal' as never)),
  'pack-not-object': () => load(42),
  'pack-no-name': () => load({ ...pack({}), name: 42 }),
  'pack-twice': () => load(pack({ name: 'reversal' }), pack({ name: 'reversal' })),
  'pack-cards-not-array': () => load({ ...pack({}), cards: 'all' }),
  'pack-effects-not-object': () => load({ ...pack({}), effects: [] }),
  'pack-nodes-not-array': () => load({ ...pack({}), nodes: {} }),
  'pack-hooks-not-array': () => load({ ...pack({}), hooks: {} }),
  'pack-setup-not-function': () => load({ ...pack({}), setup: 'shuffle' }),
  'pack-card-not-object': () => load(pack({ cards: [null] })),
  'pack-card-no-id': () => load(pack({ cards: [card({ id: '' })] })),
  'pack-card-twice': () => load(pack({ cards: [card({}), card({})] })),
  'pack-card-other-pack': () => load(pack({ name: 'a', cards: [card({})] }), pack({ name: 'b', cards: [card({})] })),
  'pack-card-name': () => load(pack({ cards: [card({ name: '' })] })),
  'pack-card-kind': () => load(pack({ cards: [card({ kind: 7 })] })),
  'pack-card-text': () => load(pack({ cards: [card({ text: ['Draw'] })] })),
  'pack-card-stats': () => load(pack({ cards: [card({ stats: 'fast' })] })),
  'pack-card-stat-value': () => load(pack({ cards: [card({ stats: { rank: true } })] })),
  'pack-card-abilities': () => load(pack({ cards: [card({ abilities: 'draw' })] })),
  'pack-card-ability-shape': () => load(pack({ cards: [card({ abilities: ['draw'] })] })),
  'pack-card-ability-on': () => load(pack({ cards: [card({ abilities: [{ on: '', effect: 'x.go' }] })] })),
  'pack-card-ability-effect-empty': () => load(pack({ cards: [card({ abilities: [{ on: 'drawn', effect: '' }] })] })),
  'pack-card-ability-effect-unknown': () =>
    load(pack({ cards: [card({ abilities: [{ on: 'drawn', effect: 'x.gian' }] })], effects: { 'x.gain': () => {} } })),
  'pack-card-ability-params': () =>
    load(
      pack({ cards: [card({ abilities: [{ on: 'drawn', effect: 'x.gain', params: [1] }] })], effects: { 'x.gain': () => {} } }),
    ),
  'pack-card-data': () =>
    load(pack({ cards: [card({ abilities: [{ on: 'drawn', steps: [{ do: 'score', player: '$yuo', points: 1 }] }] })] })),
  'pack-card-unknown-name': () =>
    load(pack({ cards: [card({ abilities: [{ on: 'drawn', steps: [{ do: 'scroe', player: '$you', points: 1 }] }] })] })),
  'pack-effect-clash': () =>
    load(pack({ name: 'a', effects: { 'x.gain': () => {} } }), pack({ name: 'b', effects: { 'x.gain': () => {} } })),
  'pack-bad-version': () => load(pack({ version: 3 })),
  'pack-effect-not-function': () => load(pack({ effects: { 'x.gain': 'gain a point' } })),
  'pack-effect-empty-name': () => load(pack({ effects: { '': () => {} } })),
  'pack-node-clash': () => load(pack({ nodes: [defineNode({ name: 'compare', description: '', body: () => {} })] })),
  'pack-node-no-name': () => load(pack({ nodes: [{ description: '', body: () => {} }] })),
  'pack-node-no-body': () => load(pack({ nodes: [{ name: 'x.node', description: '' }] })),
  'pack-hook-not-object': () => load(pack({ hooks: [null] })),
  'pack-hook-unknown-node': () =>
    load(pack({ hooks: [{ node: 'compar', phase: 'mask', spec: { key: 'reversal', effect: 'war.fortunePot' } }] })),
  'pack-flow-unknown-name': () => load(pack({ effects: { 'x.go': defineEffect({ continuesTo: ['compar'], run: () => {} }) } })),
  'pack-hook-refused': () =>
    load(pack({ hooks: [{ node: 'war.reveal', phase: 'mask', spec: { key: 'twist.draw', effect: 'war.fortunePot' } }] })),
  'pack-setup-failed': () =>
    fails(() =>
      warGame.createEngine({
        packs: [
          twist,
          pack({
            setup: () => {
              throw new Error('out of ink');
            },
          }),
        ],
      }),
    ),
  'pack-file-missing': () => failsAsync(() => loadCardPackFile(`${FIXTURES}/nope.ts`)),
  'pack-file-broken': () => failsAsync(() => loadCardPackFile(`${FIXTURES}/broken-pack.ts`)),
  'pack-file-not-a-pack': () => failsAsync(() => loadCardPackFile(`${FIXTURES}/not-a-pack.ts`)),
  'pack-file-empty-path': () => failsAsync(() => loadCardPackFile('')),
  'pack-file-many-packs': () => failsAsync(() => loadCardPackFile(`${FIXTURES}/two-packs.ts`)),
  'pack-mask-conflict': () =>
    load(pack({ hooks: [{ node: 'war.take-pot', phase: 'mask', spec: { key: 'x.keep-pot', effect: 'war.fortunePot' } }] })),
  'pack-order-cycle': () => load(pack({ name: 'x', after: ['y'] }), pack({ name: 'y', after: ['x'] })),
  'pack-order-bad': () => load(pack({ after: 'twist' })),
  'reading-bad': () =>
    fails(() => {
      const readings = { nodes: { 'x.go': { does: 'go' } } };
      const card = defineCard({ id: 'x.card', name: 'Card', kind: 'spell' });
      cardText(card, [defineCardPack({ name: 'a', cards: [], readings }), defineCardPack({ name: 'b', cards: [], readings })]);
    }),
  // Who sees a pack's log entries (lib/packs/pack-log.ts).
  // A pack's code attaching, in play, a mask where twist's rule mask is (lib/packs/masks-in-play.ts).
  'pack-mask-unordered': () =>
    fails(() =>
      warGame
        .createEngine({
          seed: 1,
          packs: [
            twist,
            pack({
              effects: {
                'x.keepPot': () => {},
                'x.arm': (ctx: Context) => {
                  if (!ctx.hasHook('war.take-pot', 'mask', 'x.keep-pot'))
                    ctx.attach('war.take-pot', 'mask', { key: 'x.keep-pot', effect: 'x.keepPot' });
                },
              },
              hooks: [{ node: 'compare', phase: 'post', spec: { key: 'x.arm', effect: 'x.arm' } }],
            }),
          ],
        })
        .run(),
    ),
  'pack-log-bad': () => load(pack({ log: { 'x.cheer': 'everyone' } })),
  'pack-log-clash': () => load(pack({ log: { turn: 'public' } })),
  'pack-log-undeclared': () =>
    load(
      pack({
        cards: [
          defineCard({
            id: 'x.cheer',
            name: 'Cheer',
            kind: 'ability',
            abilities: [{ on: 'drawn', steps: [{ do: 'log', entry: { type: 'x.cheered' } }] }],
          }),
        ],
      }),
    ),

  // ---- saving and restoring
  'snapshot-closure-hook': () =>
    fails(() => {
      const engine = twistGame();
      engine.attach('compare', 'pre', { key: 'peek', run: () => {} });
      snapshot(engine);
    }),
  'snapshot-not-savable': () =>
    fails(() => {
      const engine = twistGame();
      (engine.state as { seen?: unknown }).seen = new Set(['c1']);
      snapshot(engine);
    }),
  'snapshot-truncated': () => restoreTwist(warSnapshot().slice(0, 200)),
  'snapshot-too-long': () => restoreTwist(warSnapshot(), { verify: 'structure', limits: { maxTextLength: 1000 } }),
  'snapshot-not-a-snapshot': () => restoreTwist('{"format":"chess/pgn"}'),
  'snapshot-version': () => restoreTwist(warSnapshot((s) => (s.version = 1))),
  'snapshot-not-json': () =>
    fails(() => restore(twistGame().graph, { ...snapshot(twistGame()), steps: 10n } as never, { verify: 'structure' })),
  'snapshot-too-deep': () => restoreTwist(warSnapshot((s) => (s.queue[0].args.deep = nested(100)))),
  'snapshot-too-many-elements': () => restoreTwist(warSnapshot((s) => (s.state.filler = new Array(1_000_001).fill(0)))),
  'snapshot-string-too-long': () => restoreTwist(warSnapshot((s) => (s.state.note = 'x'.repeat(70_000)))),
  'snapshot-other-rules': () => fails(() => restore(warGame.graph(), warSnapshot())),
  'snapshot-packs': () =>
    fails(() =>
      restore(
        twistGame().graph,
        warSnapshot((s) => (s.packs[1].version = '2.0.0')),
      ),
    ),
  'snapshot-unknown-field': () => restoreTwist(warSnapshot((s) => (s.winner = 'p2'))),
  'snapshot-bad-field': () => restoreTwist(warSnapshot((s) => (s.steps = -1))),
  'snapshot-queue-unknown-node': () => restoreTwist(warSnapshot((s) => s.queue.push({ node: 'war.fortune-keeper', args: {} }))),
  'snapshot-queue-entry': () => restoreTwist(warSnapshot((s) => s.queue.push('war.battle'))),
  'snapshot-hook-unknown-effect': () => restoreTwist(warSnapshot((s) => (s.hooks[0].effect = 'twist.revealByDrawnig'))),
  'snapshot-hook-unknown-node': () => restoreTwist(warSnapshot((s) => (s.hooks[0].node = 'war.reveal-all'))),
  'snapshot-hook-unknown-condition': () => restoreTwist(warSnapshot((s) => (s.hooks[0].applies = 'is-tie'))),
  'snapshot-hook-unknown-phase': () => restoreTwist(warSnapshot((s) => (s.hooks[0].phase = 'around'))),
  'snapshot-hook-unknown-tier': () =>
    restoreTwist(warSnapshot((s) => (s.hooks.find((h: { phase: string }) => h.phase === 'mask').tier = 'copy-on-entry'))),
  'snapshot-hook-duplicate': () => restoreTwist(warSnapshot((s) => s.hooks.push({ ...s.hooks[0], seq: s.hookSeq++ }))),
  'snapshot-hook-order': () =>
    restoreTwist(warSnapshot((s) => s.hooks.push({ ...s.hooks[0], key: 'late', priority: 9, seq: s.hookSeq++ }))),
  'snapshot-too-many-hooks': () =>
    restoreTwist(
      warSnapshot((s) => (s.hooks = Array.from({ length: 20_001 }, (_, i) => ({ ...s.hooks[0], key: `h${i}`, seq: i })))),
    ),
  'snapshot-rng': () => restoreTwist(warSnapshot((s) => (s.rng = [0, 0, 0, 0]))),
  'snapshot-pending': () => restoreTwist(warSnapshot((s) => (s.pending = { player: 'p1' }))),
  'snapshot-pending-then': () =>
    restoreTwist(
      warSnapshot(
        (s) => (s.pending = { id: ++s.decisionSeq, player: 'p1', prompt: 'Go?', options: ['yes'], then: 'war.go', args: {} }),
      ),
    ),
  'snapshot-decision': () => restoreTwist(warSnapshot((s) => (s.decisions = [{ id: 1, player: 'p2', choice: 'yes' }]))),
  'snapshot-log-entry': () => restoreTwist(warSnapshot((s) => s.log.push(null))),
  'snapshot-state-check': () =>
    restoreTwist(
      warSnapshot((s) => {
        const zone = (name: string): number[] => s.state.zones[s.state.zoneNames.indexOf(name)];
        zone('p2.pile').push(zone('p1.pile')[0]!);
      }),
    ),
  'restore-bad-verify': () => restoreTwist(warSnapshot(), { verify: 'trust' as never }),
  'replay-no-recipe': () =>
    fails(() => restore(new RuleGraph({ id: 'demo' }), snapshot(new Engine(new RuleGraph({ id: 'demo' }), { state: {} })))),
  'replay-no-start': () =>
    fails(() => {
      const engine = twistGame();
      engine.attach('compare', 'pre', { key: 'peek', effect: 'war.fortunePot' });
      restore(engine.graph, JSON.stringify(snapshot(engine)));
    }),
  'replay-over-budget': () => fails(() => restore(twistGame().graph, warSnapshot(), { budget: 10 })),
  'replay-setup-failed': () =>
    fails(() => {
      const engine = duelGame.createEngine({ seed: 3 });
      const snap = JSON.parse(JSON.stringify(snapshot(engine)));
      snap.start.options = { lifePoints: -5 };
      restore(duelGame.graph(), JSON.stringify(snap));
    }),
  'replay-refused': () => restoreAnswered(answeredSave((s) => (s.decisions[0].player = 'p1'))),
  'replay-differs': () => restoreAnswered(answeredSave((s) => (s.state.scores.p2 = 99))),
  'replay-failed': () =>
    fails(() => {
      const engine = warGame.createEngine({ seed: 4, packs: [twist, grudgePack] });
      for (let i = 0; i < 30; i++) engine.step();
      const snap = JSON.parse(JSON.stringify(snapshot(engine)));
      snap.start.options = { grudge: true };
      restore(engine.graph, JSON.stringify(snap));
    }),
  'replay-before-start': () => fails(() => replay(twistGame().graph, snapshot(twistGame()))),
  'replay-diverged': () =>
    fails(() => {
      const engine = asked({ p2: firstOptionAgent() });
      const snap = snapshot(engine);
      const id = snap.decisionSeq + 1;
      replay(
        engine.graph,
        JSON.stringify({ ...snap, decisionSeq: id, decisions: [...snap.decisions, { id, player: 'p2', choice: 'yes' }] }),
      );
    }),

  // ---- simulating many games (simulate())
  'sim-no-request': () => failsAsync(() => simulate(undefined as never)),
  'sim-games': () => simulation({ games: 0 }),
  'sim-games-too-many': () => simulation({ games: 1e12 }),
  'sim-seed': () => simulation({ seed: -1 }),
  'sim-workers': () => simulation({ workers: 0 }),
  'sim-report-option': () => simulation({ report: { cards: 'no' } }),
  'sim-on-progress': () => simulation({ onProgress: 'bar' }),
  'sim-game-not-export': () => simulation({ game: () => ({ winner: null }) }),
  'sim-module-relative': () => simulation({ game: { module: './simulate-game.ts', export: 'playDuel' } }),
  'sim-export-empty': () => simulation({ game: { module: resolve('examples/duel/simulate-game.ts'), export: '' } }),
  'sim-packs-not-array': () => simulation({ packs: 'examples/war/packs/reversal.ts' }),
  'sim-pack-empty-path': () => simulation({ packs: [''] }),
  'sim-options-not-data': () => simulation({ options: { p1: greedyAgent(), p2: 'random' } }),
  'sim-module-missing': () => simulation({ game: { module: resolve('examples/duel/simulate-gmae.ts'), export: 'playDuel' } }),
  'sim-export-missing': () => simulation({ game: { module: resolve('examples/duel/simulate-game.ts'), export: 'playDuels' } }),
  'sim-export-not-a-game': () => simulation({ game: { module: resolve('examples/duel/game.ts'), export: 'duelRules' } }),
  'sim-game-fails': () => simulation({ options: { p1: 'human', p2: 'greedy' }, seed: 40 }),
  'sim-bad-winner': () => simulation({ game: play('badWinner') }),
  'sim-measures-differ': () => simulation({ game: play('changingMeasures') }),
  'sim-async-play': () => simulation({ game: play('asyncPlay') }),
  'sim-bad-outcome': () => simulation({ game: { module: resolve(`${FIXTURES}/sim-plays.ts`), export: 'badMeasure' } }),
  'sim-on-progress-throws': () =>
    simulation({
      game: play('coin'),
      workers: 2,
      games: 40,
      onProgress: () => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- what is under test: a callback throwing a non-Error
        throw 'no screen';
      },
    }),
  'sim-worker-crashed': () =>
    simulation({ game: { module: resolve(`${FIXTURES}/sim-plays.ts`), export: 'crashLater' }, workers: 2, games: 2 }),
  'sim-worker-stopped': () =>
    simulation({ game: { module: resolve(`${FIXTURES}/sim-plays.ts`), export: 'exitEarly' }, workers: 2, games: 2 }),

  // ---- developer tools
  'node-continues-to-unknown': () =>
    fails(
      () =>
        new Engine(
          new RuleGraph({ id: 'g' }).define(defineNode({ name: 'go', description: '', continuesTo: ['dnoe'], body: () => {} })),
          { state: {} },
        ),
    ),
  'flow-bad-shape': () =>
    fails(() =>
      new RuleGraph({ id: 'g' }).define(
        defineNode({ name: 'go', description: '', calls: ['move-card', 42 as never], body: () => {} }),
      ),
    ),
  'trace-file-unwritable': () => fails(() => attachTraceFile(twistGame(), 'no/such/dir/game.jsonl')),
  'trace-line-bad': () => fails(() => summarizeTrace(['{"step":1,"node":"go","depth":0,"hooks":[]', ''])),

  // ---- the War command line (npm start -- ...)
  'war-variant': () => war('--variant', 'poker'),
  'war-variant-missing': () => war('--variant'),
  'war-seed-negative': () => war('--seed', '-1'),
  'war-seed-too-big': () => war('--seed', '4294967296'),
  'war-seed-not-number': () => war('--seed', 'abc'),
  'war-seed-missing': () => war('--seed'),
  'war-games-zero': () => war('--games', '0'),
  'war-games-fraction': () => war('--games', '2.5'),
  'war-games-too-many': () => war('--games', '10000001'),
  'war-json-alone': () => war('--json'),
  'war-pack-missing': () => war('--pack', `${FIXTURES}/nope.ts`),
  'war-pack-value-missing': () => war('--pack'),
  'war-pack-broken': () => war('--pack', `${FIXTURES}/broken-pack.ts`),
  'war-pack-not-a-pack': () => war('--pack', `${FIXTURES}/not-a-pack.ts`),
  'war-pack-invalid': () => war('--pack', `${FIXTURES}/typo-pack.ts`),
  'war-pack-twice': () => war('--pack', 'examples/war/packs/reversal.ts', '--pack', 'examples/war/packs/reversal.ts'),
  'war-unknown-option': () => war('--players', '3'),
  'war-extra-argument': () => war('twist'),
  'war-workers-zero': () => war('--games', '1000', '--workers', '0'),
  'war-workers-not-number': () => war('--games', '1000', '--workers', 'abc'),
  'war-workers-too-many': () => war('--games', '1000', '--workers', '2000'),
  'war-workers-alone': () => war('--workers', '2'),
  'war-games-game-fails': () =>
    war(
      '--variant',
      'classic',
      '--games',
      '6',
      '--seed',
      '3',
      '--workers',
      '1',
      '--pack',
      'test/examples/war/fixtures/throwing-pack.ts',
    ),
  'war-graph-with-games': () => war('--graph', '--games', '10'),
  'war-graph-with-trace': () => war('--graph', '--trace', 'game.jsonl'),
  'war-trace-with-games': () => war('--trace', 'game.jsonl', '--games', '10'),
  'war-trace-empty': () => war('--trace', ''),
  'war-trace-missing': () => war('--trace'),
  'war-trace-unwritable': () => war('--trace', 'no/such/dir/game.jsonl'),

  // ---- the duel command line (npm run duel -- ...)
  'duel-p1': () => duel('--p1', 'grandmaster'),
  'duel-p2': () => duel('--p2', 'human2'),
  'duel-iterations': () => duel('--p2', 'mcts', '--iterations', '0'),
  'duel-think-ms': () => duel('--p2', 'mcts', '--think-ms', 'soon'),
  'duel-search-without-mcts': () => duel('--p2', 'greedy', '--iterations', '50'),
  'duel-games-mcts': () => duel('--p2', 'mcts', '--games', '10'),
  'duel-seed': () => duel('--seed', '0x10'),
  'duel-life-points-zero': () => duel('--life-points', '0'),
  'duel-life-points-too-many': () => duel('--life-points', '1000001'),
  'duel-games': () => duel('--games', '-5'),
  'duel-json-alone': () => duel('--json'),
  'duel-load-with-games': () => duel('--load', 'duel-save.json', '--games', '10'),
  'duel-load-with-seed': () => duel('--load', 'duel-save.json', '--seed', '3'),
  'duel-games-human': () => duel('--games', '10', '--p1', 'human'),
  'duel-unknown-option': () => duel('--deck', 'dragons'),
  'duel-extra-argument': () => duel('play'),
  'duel-load-missing': () => duel('--load', `${FIXTURES}/nope.json`),
  'duel-load-truncated': () => duel('--load', `${FIXTURES}/truncated-save.json`),
  'duel-load-war-snapshot': () => duel('--load', `${FIXTURES}/war-snapshot.json`),
  'duel-load-other-format': () => duel('--load', `${FIXTURES}/chess-save.json`),
  'duel-load-version': () => duel('--load', `${FIXTURES}/v2-save.json`),
  'duel-load-seed': () => duel('--load', `${FIXTURES}/no-seed-save.json`),
  'duel-load-player': () => duel('--load', `${FIXTURES}/unknown-player-save.json`),
  'duel-load-other-rules': () => duel('--load', `${FIXTURES}/war-inside-save.json`),
  'duel-workers-zero': () => duel('--games', '1000', '--workers', '0'),
  'duel-workers-not-number': () => duel('--games', '1000', '--workers', 'abc'),
  'duel-workers-too-many': () => duel('--games', '1000', '--workers', '2000'),
  'duel-workers-alone': () => duel('--workers', '2'),
  'duel-graph-with-games': () => duel('--graph', '--games', '10'),
  'duel-graph-with-trace': () => duel('--graph', '--trace', 'game.jsonl'),
  'duel-trace-with-games': () => duel('--trace', 'game.jsonl', '--games', '10'),
  'duel-trace-empty': () => duel('--trace', ''),
  'duel-trace-missing': () => duel('--trace'),
  'duel-trace-unwritable': () => duel('--trace', 'no/such/dir/game.jsonl'),
  // --pack, as War's (examples/shared/load-packs.ts).
  'duel-pack-empty': () => duel('--pack', ''),
  'duel-pack-missing': () => duel('--pack', `${FIXTURES}/nope.ts`),
  'duel-pack-invalid': () => duel('--pack', `${FIXTURES}/typo-pack.ts`),

  // ---- game containers
  'container-not-a-game': () => fails(() => createGameContainer({ id: 'war' } as unknown as CardGame)),
  'container-no-game': () =>
    fails(() => {
      const container = createGameContainer(warGame);
      container.unbind(CARD_GAME);
      return createEngineFromContainer(container);
    }),
  'container-not-a-container': () => fails(() => createEngineFromContainer(warGame as never)),
  'container-agents-not-record': () => fails(() => agentsIn(createGameContainer(warGame, boundAgents([randomAgent(7)])))),
  'container-agent-no-decide': () => fails(() => agentsIn(createGameContainer(warGame, boundAgents({ p2: { name: 'bot' } })))),
  // What an async load function returns: a promise.
  'pack-module-async': () => fails(() => warGame.createEngine({ packs: [new ContainerModule(() => Promise.resolve())] })),

  // ---- card tests (cardTest(), lib/testing)
  'card-test-unknown-card': () => fails(() => cardTest(duelCardTests(), 'Rain').lay('p1.hand', ['duel.mending-rian'])),
  'card-test-unknown-zone': () => fails(() => cardTest(duelCardTests(), 'Rain').lay('p1.hnad', ['duel.mending-rain'])),
  'card-test-play-first': () =>
    fails(() => cardTest(warCardTests(), 'Gain').lay('p1.pile', ['war.gain-1-point']).answer('x').play('p1', 'war.gain-1-point')),
  'card-test-nothing-asked': () =>
    fails(() =>
      cardTest(warCardTests(), 'Gain').lay('p1.pile', ['war.gain-1-point']).play('p1', 'war.gain-1-point').answer('yes').run(),
    ),
  'card-test-not-an-option': () =>
    fails(() => cardTest(duelCardTests(), 'Rain').lay('p1.hand', ['duel.mending-rain']).answer({ move: 'pass' }).run()),
  'card-test-no-decision': () =>
    fails(() =>
      cardTest(warCardTests(), 'Gain')
        .lay('p1.pile', ['war.gain-1-point'])
        .play('p1', 'war.gain-1-point')
        .expectDecision({ player: 'p1' })
        .run(),
    ),
  'card-test-mismatch': () =>
    fails(() =>
      cardTest(duelCardTests(), 'Rain')
        .lay('p1.hand', ['duel.mending-rain'])
        .play('p1', 'duel.mending-rain')
        .run()
        .expectLines(['Player 1 activates Mending Rain', 'Player 1 gains 100 life points (8100)']),
    ),
  'card-test-runs-differ': () =>
    fails(() =>
      cardTest(duelCardTests([brokenPack]), 'Tally Charm')
        .lay('p1.hand', ['duel.tally-charm'])
        .play('p1', 'duel.tally-charm')
        .run(),
    ),

  // ---- files the command lines and loadCardPackFile read and write (file-scenarios.ts)
  ...fileScenarios,

  // ---- the table server's storage refusals (server-scenarios.ts)
  ...serverScenarios,

  // ---- simulation reports (report-scenarios.ts)
  ...reportScenarios,
  // ---- same-seed comparisons (sweep-scenarios.ts)
  ...sweepScenarios,
};

/** A container module binding `agents` under AGENTS, as a user would. */
function boundAgents(agents: unknown): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(AGENTS).toConstantValue(agents);
  });
}

/** A one-node card game (move-card registered) whose node runs `body` over `table()`. */
function oneNodeCards(body: Body): void {
  const game = defineCardGame({
    id: 'cards',
    nodes: [defineNode({ name: 'go', description: 'Runs the scenario.', body })],
    setup(state) {
      Object.assign(state, table());
    },
    start: { node: 'go', args: {} },
  });
  game.createEngine().run();
}

/** A card whose ability is once per turn, resolved in a game that keeps no `state.turn`. */
function limitedWithoutTurns(): void {
  const drummer = defineCard({
    id: 'x.drummer',
    name: 'Drummer',
    kind: 'unit',
    abilities: [{ on: 'poked', once: 'turn', steps: [{ do: 'move-card', cards: ['$self'], to: { $zone: 'pot' } }] }],
  });
  const game = defineCardGame({
    id: 'cards',
    nodes: [
      defineNode({
        name: 'go',
        description: 'Runs the scenario.',
        body: (ctx) => void ctx.call('resolve-ability', { card: 0, owner: 'p1', trigger: 'poked', ability: 0 }),
      }),
    ],
    packs: [defineCardPack({ name: 'drums', cards: [drummer] })],
    setup(state) {
      addZone(state, 'deck');
      addZone(state, 'pot');
      createCard(state, drummer, { owner: 'p1', zone: 'deck' });
    },
    start: { node: 'go', args: {} },
  });
  game.createEngine().run();
}

/** A data card ("x.stray") laid out by a game's setup without being in any of its packs. */
function strayDataCard(): void {
  const stray = defineCard({
    id: 'x.stray',
    name: 'Stray',
    kind: 'spell',
    abilities: [{ on: 'drawn', steps: [{ do: 'move-card', cards: ['$self'], to: { $zone: 'pot' } }] }],
  });
  const game = defineCardGame({
    id: 'cards',
    nodes: [defineNode({ name: 'go', description: 'Runs the scenario.', body: () => {} })],
    setup(state) {
      Object.assign(state, table());
      createCard(state, stray, { owner: 'p1', zone: 'deck' });
    },
    start: { node: 'go', args: {} },
  });
  game.createEngine();
}

/** A game laid out by hand (no setup), creating a card with a static ability without starting zone lifetimes. */
function createWithoutLifetimes(): void {
  const ward = defineCard({
    id: 'x.ward',
    name: 'Ward',
    kind: 'spell',
    abilities: [{ while: '{owner}.field', hooks: [{ node: 'go', phase: 'pre', steps: [{ do: 'cancel' }] }] }],
  });
  const game = defineCardGame({
    id: 'cards',
    nodes: [
      defineNode({
        name: 'go',
        description: 'Runs the scenario.',
        body: (ctx) => void ctx.call('create-card', { card: 'x.ward', owner: 'p1' }),
      }),
    ],
    packs: [defineCardPack({ name: 'wards', cards: [ward] })],
    setup() {},
    start: { node: 'go', args: {} },
  });
  const state = table();
  addZone(state, 'p1.field');
  const engine = new Engine(game.graph(), { state, seed: 1 });
  engine.enqueue('go', {});
  engine.run();
}

/** `table()` after an edit that breaks it. */
function edited(edit: (state: CardState) => void): CardState {
  const state = table();
  edit(state);
  return state;
}

/** A one-node game whose two masks a custom `policy` orders. */
function maskedByPolicy(policy: ReplacementPolicy): unknown {
  const graph = new RuleGraph({ id: 'policy', policy }).define(
    defineNode({ name: 'go', description: 'Runs the scenario.', body: () => {} }),
  );
  graph.effect('noop', () => {});
  const engine = new Engine(graph, { state: {}, start: { node: 'go', args: {} } });
  engine.attach('go', 'mask', { key: 'a', effect: 'noop' });
  engine.attach('go', 'mask', { key: 'b', effect: 'noop' });
  return engine.run();
}

/** A card whose "drawn" ability throws, resolved through resolve-ability. */
function boomCard(): void {
  const boom = defineCard({ id: 'x.boom', name: 'Boom', kind: 'ability', abilities: [{ on: 'drawn', effect: 'x.boom' }] });
  const game = defineCardGame({
    id: 'cards',
    nodes: [
      defineNode({
        name: 'go',
        description: 'Runs the scenario.',
        body: (ctx) => void ctx.call('resolve-ability', { card: 0, owner: 'p1', trigger: 'drawn', ability: 0 }),
      }),
    ],
    effects: {
      'x.boom': () => {
        throw new Error('the fuse was wet');
      },
    },
    setup(state) {
      addZone(state, 'deck');
      createCard(state, boom, { owner: 'p1', zone: 'deck' });
    },
    start: { node: 'go', args: {} },
  });
  game.createEngine().run();
}

/** A pack that holds a grudge when its setup options say so: its pre hook on compare then throws. */
const grudgePack = defineCardPack({
  name: 'grudge',
  cards: [],
  effects: {
    'grudge.strike': (ctx) => {
      if ((ctx.state as { grudge?: boolean }).grudge) throw new Error('an old grudge');
    },
  },
  hooks: [{ node: 'compare', phase: 'pre', spec: { key: 'grudge', effect: 'grudge.strike' } }],
  setup(state, _rng, options?: { grudge?: boolean }) {
    (state as { grudge?: boolean }).grudge = options?.grudge === true;
  },
});
