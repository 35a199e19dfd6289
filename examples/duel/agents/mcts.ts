import { randomAgent, Rng, type Agent, type Engine, type Json, type LookAhead, type SeatDecision } from 'cardweave';
import { OPPONENT, type DuelState } from '../state.js';
import { greedyAgent } from './greedy.js';

/** How the look-ahead player searches. */
export interface MctsOptions {
  /** Seeds the worlds it imagines and its random playouts: same seed and iterations, same choices. */
  seed: number;
  /** Iterations per decision (one imagined world, one descent, one playout each). Default 200. */
  iterations?: number;
  /** Milliseconds per decision at most, when set: the search stops at whichever budget ends first. */
  thinkMs?: number;
  /** How playouts and the opponent move: 'random' (fast) or 'greedy' (stronger). Default 'random'. */
  playout?: 'random' | 'greedy';
  /** Own decisions a playout plays before the position is scored by life points. Default 12. */
  depth?: number;
  /** UCB exploration constant. Default 0.7. */
  exploration?: number;
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
 * (`look.sample`: the cards it cannot see dealt anew, a new RNG stream),
 * descends the tree of its own options by UCB (counting only the options
 * this world offers), adds one option, then plays on (both sides by the
 * playout policy) for `depth` of its own decisions, and scores the end: a
 * win 1, a draw 0.5, a loss 0, a game still going by the life points. It
 * picks the most visited option. Opponent decisions are not in the tree:
 * they are played by the playout policy (single-observer ISMCTS with a
 * default policy for the other seat). The real game is never touched.
 *
 * @example engine.setAgent('p2', mctsAgent({ seed: 7, iterations: 200 }));
 */
export function mctsAgent(options: MctsOptions): Agent & { readonly stats: MctsStats } {
  const iterations = options.iterations ?? 200;
  const depth = options.depth ?? 12;
  const c = options.exploration ?? 0.7;
  if (!Number.isSafeInteger(iterations) || iterations < 1)
    throw new RangeError(`iterations must be a whole number from 1, got ${iterations}`);
  const stats: MctsStats = { decisions: 0, iterations: 0, steps: 0, ms: 0 };
  return {
    name: 'mcts',
    stats,
    decide(decision: SeatDecision, _view, look?: LookAhead) {
      if (decision.options.length === 1) return decision.options[0];
      if (look === undefined) throw new Error('the mcts player needs the engine to offer look-ahead (engine.sample)');
      const started = performance.now();
      const deadline = options.thinkMs === undefined ? Infinity : started + options.thinkMs;
      const rng = new Rng([options.seed >>> 0, decision.id, 0x6d637473, 1]);
      const root = new SearchNode();
      let done = 0;
      while (done < iterations && (done === 0 || performance.now() < deadline)) {
        const world = look.sample(rng.uint32()) as Engine<DuelState>;
        iterate(world, decision.player, root, rng.uint32(), depth, c, options.playout ?? 'random');
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

/** One iteration in one imagined world: descend, expand, play out, score, and credit the path. */
function iterate(
  world: Engine<DuelState>,
  me: string,
  root: SearchNode,
  seed: number,
  depth: number,
  c: number,
  playout: 'random' | 'greedy',
): void {
  const rng = new Rng(seed);
  const policy: Agent = playout === 'greedy' ? greedyAgent() : randomAgent(seed);
  const path: SearchNode[] = [root];
  let node = root;
  let inTree = true;
  let mine = 0;
  world.setAgent(OPPONENT[me]!, policy);
  world.setAgent(me, {
    name: 'mcts-descent',
    decide(d, view, look) {
      if (!inTree) return mine++ >= depth ? undefined : policy.decide(d, view, look);
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
          const score = child.reward / child.visits + c * Math.sqrt(Math.log(child.available) / child.visits);
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
  const reward = score(world, me);
  for (const n of path) {
    n.visits++;
    n.reward += reward;
  }
}

/** A finished world: win 1, draw 0.5, loss 0; one still going: by the life points, 0.5 when even. */
function score(world: Engine<DuelState>, me: string): number {
  const result = world.result as { winner?: string | null } | undefined;
  if (world.ended) return result?.winner === me ? 1 : result?.winner === null ? 0.5 : 0;
  const lp = world.state.lifePoints;
  return 0.5 + 0.5 * Math.tanh((lp[me]! - lp[OPPONENT[me]!]!) / 4000);
}
