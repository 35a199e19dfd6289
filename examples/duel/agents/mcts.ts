import { randomAgent, Rng, type Agent, type Engine, type Json, type LookAhead, type SeatDecision } from 'cardweave';
import { OPPONENT, type DuelState } from '../state.js';
import { evaluateDuel } from './evaluate.js';
import { greedyAgent } from './greedy.js';

/** How the look-ahead player searches. */
export interface MctsOptions {
  /** Seeds the worlds it imagines and its random playouts: same seed and iterations, same choices. */
  seed: number;
  /** Iterations per decision (one imagined world, one descent, one playout each). Default 200; the CLI's is 100. */
  iterations?: number;
  /** Milliseconds per decision at most, when set: the search stops at whichever budget ends first. */
  thinkMs?: number;
  /** How playouts and the opponent move: 'random' (fast) or 'greedy' (stronger). Default 'random'. */
  playout?: 'random' | 'greedy';
  /** Own decisions a playout plays before the position is scored by life points and board. Default 6; the CLI's is 2. */
  depth?: number;
  /** With greedy playouts, the share of playout moves (both seats) played at random instead, so worlds differ in more than the cards dealt. Default 0.1. */
  epsilon?: number;
  /** UCB exploration constant. Default 0.7. */
  exploration?: number;
  /**
   * Iterations played in each imagined world: it is dealt once (`look.sample`) and each of these iterations
   * plays in a fork of it, which skips the deal and a copy. Default 1, a world per iteration; the CLI's is 4.
   */
  worldReuse?: number;
}

/** A node of the search tree: one of our own options, reached through our earlier options in this search. */
class SearchNode {
  visits = 0;
  reward = 0;
  /** Times the option was there to choose (in some worlds it is not): ISMCTS' availability count. */
  available = 0;
  readonly children = new Map<string, SearchNode>();
}

/** What the search counts, for the bench and the CLI's summary. */
export interface MctsStats {
  decisions: number;
  iterations: number;
  /** Node runs of the imagined worlds. */
  steps: number;
  ms: number;
}

/**
 * An information-set Monte Carlo tree search player for the duel, that
 * cannot peek. Each iteration imagines a world from its own view
 * (`look.sample`: the cards it cannot see dealt anew, a new RNG stream;
 * with `worldReuse` above 1, a fork of a world dealt for that many iterations),
 * descends the tree of its own options by UCB (counting only the options
 * this world offers), adds one option, then plays on (both sides by the
 * playout policy: greedy with a share `epsilon` of random moves, or random)
 * until `depth` of its own decisions from the root, and scores the end with
 * {@link evaluateDuel}: a win 1, a draw 0.5, a loss 0, a game still going by
 * life points plus board. It picks the most visited option. Opponent
 * decisions are not in the tree: they are played by the playout policy
 * (single-observer ISMCTS with a default policy for the other seat), which
 * against greedy is a close model of the opponent. Pick decisions (discard
 * k of n) go to the greedy player. The real game is never touched.
 *
 * Why these defaults: a shallow cut-off scored by the board (depth 6, about
 * one turn) plays three times the playouts per second of twelve decisions
 * scored by life points alone, and sees a summoned monster as worth its ATK;
 * the random share keeps greedy-against-greedy playouts from all agreeing.
 * The CLI's player (LOOK_AHEAD_SEARCH in ./index.ts) cuts at 2 and deals a
 * world per 4 iterations: about twice the playouts per second, with the same
 * win share against greedy over 200 seeded games (bench/README.md).
 *
 * @example engine.setAgent('p2', mctsAgent({ seed: 7, iterations: 200 }));
 */
export function mctsAgent(options: MctsOptions): Agent & { readonly stats: MctsStats } {
  const iterations = options.iterations ?? 200;
  const depth = options.depth ?? 6;
  const c = options.exploration ?? 0.7;
  const epsilon = options.epsilon ?? 0.1;
  const reuse = options.worldReuse ?? 1;
  if (!Number.isSafeInteger(iterations) || iterations < 1)
    throw new RangeError(`iterations must be a whole number from 1, got ${iterations}`);
  if (!Number.isSafeInteger(depth) || depth < 1) throw new RangeError(`depth must be a whole number from 1, got ${depth}`);
  if (!(epsilon >= 0 && epsilon <= 1)) throw new RangeError(`epsilon must be from 0 to 1, got ${epsilon}`);
  if (!Number.isSafeInteger(reuse) || reuse < 1) throw new RangeError(`worldReuse must be a whole number from 1, got ${reuse}`);
  const search: Search = { depth, c, epsilon, playout: options.playout ?? 'random' };
  // Pick decisions (discard k of n) are not searched: their answer is a list, and the greedy player's is sound.
  const picker = greedyAgent();
  const stats: MctsStats = { decisions: 0, iterations: 0, steps: 0, ms: 0 };
  return {
    name: 'mcts',
    stats,
    decide(decision: SeatDecision, view, look?: LookAhead) {
      if (decision.pick !== undefined) return picker.decide(decision, view, look);
      if (decision.options.length === 1) return decision.options[0];
      if (look === undefined) throw new Error('the mcts player needs the engine to offer look-ahead (engine.sample)');
      const started = performance.now();
      const deadline = options.thinkMs === undefined ? Infinity : started + options.thinkMs;
      const rng = new Rng([options.seed >>> 0, decision.id, 0x6d637473, 1]);
      const root = new SearchNode();
      let done = 0;
      let dealt: Engine<DuelState> | undefined;
      while (done < iterations && (done === 0 || performance.now() < deadline)) {
        let world: Engine<DuelState>;
        // A world per iteration draws from `rng` exactly as before worldReuse existed: the same search for a seed.
        if (reuse === 1) world = look.sample(rng.uint32()) as Engine<DuelState>;
        else {
          if (done % reuse === 0) dealt = look.sample(rng.uint32()) as Engine<DuelState>;
          world = dealt!.fork();
        }
        iterate(world, decision.player, root, rng.uint32(), search);
        stats.steps += world.steps;
        done++;
      }
      stats.decisions++;
      stats.iterations += done;
      stats.ms += performance.now() - started;
      let best: Json = decision.options[0]!;
      let most = -1;
      for (const option of decision.options) {
        const visits = root.children.get(JSON.stringify(option))?.visits ?? 0;
        if (visits > most) {
          most = visits;
          best = option;
        }
      }
      return best;
    },
  };
}

/** The search's settings, checked. */
interface Search {
  depth: number;
  c: number;
  epsilon: number;
  playout: 'random' | 'greedy';
}

/**
 * The playout policy of one iteration: random, or greedy with a share
 * `epsilon` of random moves drawn from the iteration's own RNG (so the search
 * stays deterministic for a seed). Pick decisions always go to greedy.
 */
function playoutPolicy(search: Search, seed: number, rng: Rng): Agent {
  if (search.playout === 'random') return randomAgent(seed);
  const greedy = greedyAgent();
  return {
    name: 'epsilon-greedy',
    decide(d, view, look) {
      if (d.pick === undefined && search.epsilon > 0 && rng.float() < search.epsilon) return d.options[rng.int(d.options.length)];
      return greedy.decide(d, view, look);
    },
  };
}

/** One iteration in one imagined world: descend, expand, play out, score, and credit the path. */
function iterate(world: Engine<DuelState>, me: string, root: SearchNode, seed: number, search: Search): void {
  const rng = new Rng(seed);
  const policy = playoutPolicy(search, seed, rng);
  const path: SearchNode[] = [root];
  let node = root;
  let inTree = true;
  let mine = 0;
  world.setAgent(OPPONENT[me]!, policy);
  world.setAgent(me, {
    name: 'mcts-descent',
    decide(d, view, look) {
      if (!inTree || d.pick !== undefined) return mine++ >= search.depth ? undefined : policy.decide(d, view, look);
      mine++;
      const keys = d.options.map((o) => JSON.stringify(o));
      const untried: number[] = [];
      keys.forEach((key, i) => {
        const child = node.children.get(key);
        if (child === undefined) untried.push(i);
        else child.available++;
      });
      let pick: number;
      if (untried.length > 0) {
        pick = untried[rng.int(untried.length)]!;
        const child = new SearchNode();
        child.available = 1;
        node.children.set(keys[pick]!, child);
        inTree = false;
      } else {
        let best = -Infinity;
        pick = 0;
        keys.forEach((key, i) => {
          const child = node.children.get(key)!;
          const score = child.reward / child.visits + search.c * Math.sqrt(Math.log(child.available) / child.visits);
          if (score > best) {
            best = score;
            pick = i;
          }
        });
      }
      node = node.children.get(keys[pick]!)!;
      path.push(node);
      return d.options[pick];
    },
  });
  world.run();
  const reward = evaluateDuel(world, me);
  for (const n of path) {
    n.visits++;
    n.reward += reward;
  }
}
