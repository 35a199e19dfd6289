// Queries: legality as a rule cards can change. The base rule answers, permit hooks widen a "no",
// forbid hooks veto, and the answer is data. Asking is pure: nothing runs, nothing is spent.
import test from 'ava';
import { CardweaveError, defineNode, defineQuery, Engine, restore, RuleGraph, snapshot } from '../../lib/index.js';
import type { QueryAnswer } from '../../lib/graph/index.js';

interface Board {
  positions: Record<string, 'attack' | 'defense'>;
  answers: QueryAnswer[];
  attacked: string[];
}

function boardGraph(): RuleGraph {
  const graph = new RuleGraph({ id: 'board' });
  graph.define(
    defineQuery<{ attacker: string }, Board>({
      name: 'can-attack',
      description: 'May this monster attack?',
      args: { attacker: 'the monster' },
      base: (state, { attacker }) => state.positions[attacker] === 'attack' || `${attacker} is in defense position`,
    }),
    defineNode<{ attacker: string }, Board>({
      name: 'attack',
      description: 'Attacks when the query allows it; records the answer either way.',
      body(ctx, { attacker }) {
        const answer = ctx.ask('can-attack', { attacker });
        ctx.state.answers.push(answer);
        if (answer.ok) ctx.state.attacked.push(attacker);
      },
    }),
    defineNode({ name: 'log', description: 'Does nothing.', body: () => {} }),
  );
  // "Monsters cannot attack" (by whom: params.by), and "may attack from defense".
  graph.effect('forbid', (_ctx, _args, params: { reason?: string }) => params.reason ?? true);
  graph.effect('permit', () => true);
  graph.effect('forbid-if-named', (_ctx, args: { attacker: string }, params: { name: string }) =>
    args.attacker === params.name ? `${params.name} is frozen` : undefined,
  );
  graph.effect('acts', (ctx) => {
    ctx.next('log');
    return true;
  });
  graph.effect('rolls', (ctx) => ctx.rng.int(2) === 0);
  graph.effect('forty-two', () => 42);
  graph.condition('is-named', (args: { attacker: string }, params: { name: string }) => args.attacker === params.name);
  return graph;
}

function board(attackers: string[]): Engine<Board> {
  return new Engine<Board>(boardGraph(), {
    state: { positions: { a: 'attack', b: 'defense' }, answers: [], attacked: [] },
    start: attackers.map((attacker) => ({ node: 'attack', args: { attacker } })),
  });
}

test('the base rule answers: yes, or no with its reason as a refusal', (t) => {
  const engine = board(['a', 'b']);
  engine.run();
  t.deepEqual(engine.state.answers, [
    { ok: true, refusals: [], permits: [] },
    { ok: false, refusals: [{ key: 'base', owner: null, reason: 'b is in defense position' }], permits: [] },
  ]);
  t.deepEqual(engine.state.attacked, ['a']);
});

test('a permit widens a no of the base rule; a forbid vetoes, even what a permit allowed (cannot beats can)', (t) => {
  const engine = board(['a', 'b']);
  engine.attach('can-attack', 'permit', { key: 'from-defense', effect: 'permit', owner: 'Stance[4]' });
  t.deepEqual(engine.ask('can-attack', { attacker: 'b' }), { ok: true, refusals: [], permits: ['from-defense'] });
  engine.attach('can-attack', 'forbid', {
    key: 'frozen',
    effect: 'forbid',
    params: { reason: 'Frozen Ground' },
    owner: 'Frozen Ground[9]',
  });
  engine.attach('can-attack', 'forbid', { key: 'b-only', effect: 'forbid-if-named', params: { name: 'b' } });
  t.deepEqual(engine.ask('can-attack', { attacker: 'b' }), {
    ok: false,
    refusals: [
      { key: 'frozen', owner: 'Frozen Ground[9]', reason: 'Frozen Ground' },
      { key: 'b-only', owner: null, reason: 'b is frozen' },
    ],
    permits: ['from-defense'],
  });
  engine.run();
  t.deepEqual(engine.state.attacked, []);
});

test('a hook with a condition answers only where it applies; one that gives no reason is named by its key', (t) => {
  const engine = board([]);
  engine.attach('can-attack', 'forbid', { key: 'no-a', effect: 'forbid', applies: 'is-named', params: { name: 'a' } });
  t.deepEqual(engine.ask('can-attack', { attacker: 'a' }).refusals, [{ key: 'no-a', owner: null, reason: 'no-a' }]);
  t.false(engine.ask('can-attack', { attacker: 'a' }).ok);
  t.deepEqual(engine.ask('can-attack', { attacker: 'c' }).refusals, [
    { key: 'base', owner: null, reason: 'c is in defense position' },
  ]);
});

test('asking is pure: no step counted, no lifetime spent, nothing heard', (t) => {
  const engine = board(['a']);
  engine.attach('can-attack', 'forbid', { key: 'once', effect: 'forbid', lifetime: 'once' });
  const heard: string[] = [];
  engine.on('hookRun', (h) => heard.push(h.key));
  engine.on('nodeStart', (node) => heard.push(node));
  for (let i = 0; i < 3; i++) t.false(engine.ask('can-attack', { attacker: 'a' }).ok);
  t.deepEqual(heard, []);
  t.is(snapshot(engine).steps, 0);
  engine.run();
  t.deepEqual(heard, ['attack']);
  t.true(engine.hasHook('can-attack', 'forbid', 'once'), 'a once forbid is not spent by answering');
});

test("a query's hook that changes the game is refused, naming the query, the hook and what it did", (t) => {
  const acts = board(['a']);
  acts.attach('can-attack', 'forbid', { key: 'x', effect: 'acts' });
  t.throws(() => acts.run(), {
    instanceOf: CardweaveError,
    message:
      'the body of node "attack" failed: query can-attack may not change the game: ctx.next("log") was called in forbid hook "x"',
  });
  const rolls = board([]);
  rolls.attach('can-attack', 'permit', { key: 'dice', effect: 'rolls' });
  t.throws(() => rolls.ask('can-attack', { attacker: 'b' }), {
    message: 'query can-attack may not change the game: ctx.rng was read (a draw changes the game) in permit hook "dice"',
  });
  const odd = board([]);
  odd.attach('can-attack', 'forbid', { key: 'odd', effect: 'forty-two' });
  t.throws(() => odd.ask('can-attack', { attacker: 'a' }), {
    message:
      'forbid hook "odd" on query can-attack returned 42: return true or a reason (text) when it applies, nothing otherwise',
  });
});

test('a query is asked, never run; its hooks are permit and forbid, and only a query takes those', (t) => {
  const run = new Engine(boardGraph(), { state: {}, start: { node: 'can-attack', args: { attacker: 'a' } } });
  t.throws(() => run.run(), {
    message:
      'the body of node "can-attack" failed: can-attack is a query: ask it with ctx.ask("can-attack", args), do not run it',
  });
  const engine = board([]);
  t.throws(() => engine.attach('can-attack', 'pre', { key: 'p', effect: 'permit' }), {
    message: 'Hook "p" on can-attack (pre): can-attack is a query, asked and never run: its hooks are permit or forbid',
  });
  t.throws(() => engine.attach('attack', 'forbid', { key: 'f', effect: 'forbid' }), {
    message:
      'Hook "f" on attack (forbid): forbid hooks are for queries (defineQuery), and attack is a node that runs: use pre, mask or post',
  });
  t.throws(() => engine.ask('attack', {}), { message: 'ask("attack"): attack is a node that runs, not a query (defineQuery)' });
  t.throws(() => engine.ask('can-atack', {}), {
    message: /^Cannot ask: unknown node "can-atack" \(did you mean "can-attack"\?\)/,
  });
});

test('permit and forbid hooks are saved and restored with the game, and answer the same', (t) => {
  const engine = board([]);
  engine.attach('can-attack', 'forbid', {
    key: 'frozen',
    effect: 'forbid',
    params: { reason: 'Frozen Ground' },
    owner: 'Frozen Ground[9]',
  });
  const restored = restore<Board>(boardGraph(), JSON.stringify(snapshot(engine)), { verify: 'structure' });
  t.deepEqual(restored.ask('can-attack', { attacker: 'a' }), engine.ask('can-attack', { attacker: 'a' }));
  t.false(restored.ask('can-attack', { attacker: 'a' }).ok);
});
