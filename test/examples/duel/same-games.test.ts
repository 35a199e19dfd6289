import { createHash } from 'node:crypto';
import test from 'ava';
import { randomAgent, snapshot, type Agent, type Engine, type PackSource } from '../../../lib/index.js';
import { agentSeed, greedyAgent, mctsAgent } from '../../../examples/duel/agents/index.js';
import { duelGame } from '../../../examples/duel/game.js';
import { bargainsPack } from '../../../examples/duel/packs/bargains.js';
import { edictsPack } from '../../../examples/duel/packs/edicts.js';

/**
 * Everything a duel shows the world, for seeds 1..n: every log entry, every node run with its args and step (the
 * trace), every link and hook run, every decision with the view its seat was handed, the answers, the final state
 * and status, the step count, and the save both at the 40th decision and at the end. Digested, so the test pins it
 * in one line: work that makes the duel and its look-ahead player faster (issue 24) must leave all of it exactly
 * as it was. The digests were taken on main at 17e1a35, before that work.
 */
type Seats = (seed: number) => { p1: Agent; p2: Agent };

/** Wraps an agent so each decision, the view it is handed and its answer land in `trace`. */
function recorded(inner: Agent, trace: unknown[]): Agent {
  return {
    name: inner.name,
    decide(decision, view, look) {
      const answer = inner.decide(decision, view, look);
      trace.push(['decide', decision, view, answer]);
      return answer;
    },
  };
}

function digest(seats: Seats, seeds: number, packs: PackSource[] = []): string {
  const hash = createHash('sha256');
  for (let seed = 1; seed <= seeds; seed++) {
    const trace: unknown[] = [];
    const { p1, p2 } = seats(seed);
    const engine: Engine = duelGame.createEngine({ seed, packs, agents: { p1: recorded(p1, trace), p2: recorded(p2, trace) } });
    engine.on('nodeStart', (node, args, step) => trace.push(['start', node, args, step]));
    engine.on('nodeEnd', (node, _args, step) => trace.push(['end', node, step]));
    engine.on('link', (node, kind) => trace.push(['link', node, kind]));
    engine.on('hookRun', (hook) => trace.push(['hook', hook]));
    let decisions = 0;
    let status = engine.step();
    while (status.status !== 'ended' && status.status !== 'idle') {
      if (status.status === 'awaiting' && ++decisions === 40) hash.update(JSON.stringify(snapshot(engine)));
      status = engine.step();
    }
    hash.update(JSON.stringify({ seed, status, steps: engine.steps, log: engine.log, state: engine.state, trace }));
    hash.update(JSON.stringify(snapshot(engine)));
  }
  return hash.digest('hex').slice(0, 16);
}

const randomSeats: Seats = (seed) => ({ p1: randomAgent(agentSeed(seed, 'p1')), p2: randomAgent(agentSeed(seed, 'p2')) });

test('the duel, random against random, seeds 1..30: exactly as before the speed work', (t) => {
  t.is(digest(randomSeats, 30), 'bfae47ebcd6eec85');
});

test('the duel, greedy against random, seeds 1..20: exactly as before the speed work', (t) => {
  t.is(
    digest((seed) => ({ p1: greedyAgent(), p2: randomAgent(agentSeed(seed, 'p2')) }), 20),
    '401847403eb76a61',
  );
});

test('the duel with the bargains and edicts packs, random against random, seeds 1..20: exactly as before', (t) => {
  t.is(digest(randomSeats, 20, [bargainsPack, edictsPack]), '2d2b1b2e8bcb021e');
});

/**
 * The look-ahead player's answers in seeds 1..8 (its first 4 decisions, 40 iterations each, greedy and random
 * playouts), with the node runs its imagined worlds took: a faster search must choose exactly the same moves.
 */
function searchDigest(playout: 'greedy' | 'random'): string {
  const hash = createHash('sha256');
  for (let seed = 1; seed <= 8; seed++) {
    const seat = seed % 2 === 1 ? 'p1' : 'p2';
    const other = seat === 'p1' ? 'p2' : 'p1';
    const trace: unknown[] = [];
    const mcts = mctsAgent({ seed: agentSeed(seed, seat), iterations: 40, playout });
    const engine = duelGame.createEngine({
      seed,
      agents: { [seat]: recorded(mcts, trace), [other]: greedyAgent() },
    });
    while (mcts.stats.decisions < 4) {
      const status = engine.step();
      if (status.status === 'ended' || status.status === 'idle') break;
    }
    hash.update(JSON.stringify({ seed, trace, iterations: mcts.stats.iterations, steps: mcts.stats.steps, log: engine.log }));
    hash.update(JSON.stringify(snapshot(engine)));
  }
  return hash.digest('hex').slice(0, 16);
}

test('the look-ahead player, seeds 1..8, greedy playouts: the same moves after the same imagined runs', (t) => {
  t.is(searchDigest('greedy'), '1ff0a52aeda769b3');
});

test('the look-ahead player, seeds 1..8, random playouts: the same moves after the same imagined runs', (t) => {
  t.is(searchDigest('random'), '721ccb001b2093ff');
});
