// The look-ahead player: it searches worlds dealt from its own view, never the real game, so it
// changes nothing, chooses the same whatever its opponent really holds, is the same player for the
// same seed and budget, and plays better than random.
import test from 'ava';
import { type Agent, type Engine, type Json, randomAgent, snapshot } from '../../../lib/index.js';
import { greedyAgent, mctsAgent } from '../../../examples/duel/agents/index.js';
import { bargainsPack } from '../../../examples/duel/packs/bargains.js';
import { setupDuel } from '../../../examples/duel/scenario.js';
import { duelGame } from '../../../examples/duel/game.js';
import type { DuelState } from '../../../examples/duel/state.js';
import { duelSees, permuteHidden } from '../../views/oracles.js';

/** A duel of `seed` at Player 2's `nth` decision (Player 1 random, Player 2 random up to there). */
function atDecision(seed: number, nth: number): Engine<DuelState> {
  const engine = duelGame.createEngine({ seed, agents: { p1: randomAgent(seed) } });
  let asked = 0;
  for (;;) {
    const status = engine.run();
    if (status.status !== 'awaiting') throw new Error('the duel ended first');
    if (++asked > nth && status.decision.options.length > 2) return engine;
    engine.decide('p2', status.decision.options[asked % status.decision.options.length]!);
  }
}

/** What Player 2's mcts answers in `engine` (the answer recorded once it ran). */
function answer(engine: Engine<DuelState>, seed: number): Json {
  engine.setAgent('p2', mctsAgent({ seed, iterations: 24, playout: 'random', depth: 6 }));
  engine.step();
  return engine.decisions.at(-1)!.choice;
}

test('the same seed and iterations give the same choice; the real game is not changed by the search', (t) => {
  for (const seed of [1, 2, 3]) {
    const engine = atDecision(seed, 4);
    const before = JSON.stringify(snapshot(engine));
    const search = mctsAgent({ seed: 5, iterations: 24, playout: 'random', depth: 6 });
    let during = '';
    const watcher: Agent = {
      name: 'watch',
      decide(decision, view, look) {
        const choice = search.decide(decision, view, look);
        during = JSON.stringify(snapshot(engine));
        return choice;
      },
    };
    engine.setAgent('p2', watcher);
    engine.step();
    t.is(during, before);
    t.is(search.stats.iterations, 24);
    t.true(search.stats.steps > 24);
    t.deepEqual(answer(atDecision(seed, 4), 5), engine.decisions.at(-1)!.choice);
  }
});

test("the choice is the same whatever the opponent's hidden cards and the decks' orders really are", (t) => {
  for (const seed of [1, 2, 3, 4]) {
    const engine = atDecision(seed, 3);
    const others = [1, 2].map((k) => permuteHidden(engine, 'p2', duelSees, (n) => (k * 13 + seed) % n) as Engine<DuelState>);
    const choice = answer(engine, 9);
    for (const other of others) t.deepEqual(answer(other, 9), choice);
  }
});

test('with a small budget it beats the random player', (t) => {
  let wins = 0;
  for (let seed = 1; seed <= 4; seed++) {
    const engine = duelGame.createEngine({
      seed,
      log: false,
      agents: { p1: randomAgent(seed), p2: mctsAgent({ seed, iterations: 16, playout: 'random', depth: 6 }) },
    });
    const status = engine.run();
    if (status.status === 'ended' && (status.result as { winner: string }).winner === 'p2') wins++;
  }
  t.true(wins >= 3, `${wins} of 4`);
});

test('a pick decision (Grim Bargain: discard two) is answered as a pick, the cards greedy would discard', (t) => {
  const discardAsked = () => {
    const engine = setupDuel({
      packs: [bargainsPack],
      p1: { deck: ['moss-golem', 'dusk-hound', 'gale-lancer'], hand: ['grim-bargain', 'ember-squire'] },
    });
    engine.run();
    engine.decide('p1', { move: 'activate', card: 3 });
    t.like(engine.run(), { status: 'awaiting', decision: { player: 'p1', pick: { min: 2, max: 2 } } });
    return engine;
  };
  const searched = discardAsked();
  searched.setAgent('p1', mctsAgent({ seed: 3, iterations: 8, playout: 'greedy' }));
  searched.step();
  const greedy = discardAsked();
  greedy.setAgent('p1', greedyAgent());
  greedy.step();
  t.deepEqual(searched.decisions.at(-1), greedy.decisions.at(-1));
  t.is((searched.decisions.at(-1)!.choice as number[]).length, 2);
});
