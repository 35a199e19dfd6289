/**
 * What the two contract changes proposed for War's ratio target (issue 24's
 * last stop) would buy, measured instead of estimated. Classic War is played
 * by its real nodes and by copies of the nodes that run on every comparison:
 *
 * - `reusedArgs`: `war.reveal`, `compare` and `war.take-pot` write their
 *   args objects (the move of the revealed cards, compare's args, the
 *   `{ winner }` it hands on, the pot's move) into objects kept between
 *   runs, as "args reused between runs" would let them (the card lists in
 *   them stay fresh: a reused list changes length, which makes its elements
 *   holey and every read of it slower, a cost of the list, not of reuse);
 * - `uncheckedMove`: the moves of `war.reveal` and `war.take-pot` go to a
 *   copy of `move-card` without its checks (stale handle, card not in its
 *   zone, the live list, a bad `at`), as "checks skipped on handles proven
 *   fresh" would;
 * - `both`.
 *
 * The copies are bench code only, and safe here because nothing hooks,
 * observes or traces these games: with a hook they would be the silent traps
 * the contract forbids. Each copy keeps the node count (six runs a
 * comparison; the unchecked move and the reusing compare run under names of
 * their own, since `move-card` and `compare` are the library's), and every
 * variant plays exactly the real games (test/bench/war-levers.test.ts).
 *
 * The sides alternate round by round in one process and each round is timed
 * in CPU time (`process.cpuUsage`), so load elsewhere on a shared machine
 * moves every side alike; the figures are medians.
 *
 *     npx tsx bench/war-levers.ts [games] [rounds]     (default 200 games, 9 rounds)
 */
import { cpuUsage } from 'node:process';
import {
  createCard,
  defineCardGame,
  defineCardPack,
  defineNode,
  standardFormatters,
  standardNodes,
  type Args,
  type CardState,
  type NodeDefinition,
} from '../lib/index.js';
import { STANDARD_DECK } from '../examples/war/cards.js';
import { warFormatters } from '../examples/war/formatters.js';
import { layTable, warGame } from '../examples/war/game.js';
import { warNodes } from '../examples/war/nodes/index.js';
import { playerArgsOf } from '../examples/war/nodes/shared-args.js';
import { warReadings } from '../examples/war/readings.js';
import { PILES, ZONES, seatOf, type WarState } from '../examples/war/state.js';
import { warVisibility } from '../examples/war/visibility.js';
import { playBaselineWars } from './baseline-war.js';
import { isMain, median } from './measure.js';

/**
 * The ways classic War is played here: the real nodes; the copies as they are
 * (fresh args, move-card with its checks), what each lever is measured
 * against; and the copies with each lever and both.
 */
export const LEVERS = ['real', 'copies', 'reusedArgs', 'uncheckedMove', 'both'] as const;
export type Lever = (typeof LEVERS)[number];

const POT = ZONES.pot;
const UNCHECKED_MOVE = 'bench.unchecked-move-card';
const COMPARE_COPY = 'bench.compare';

interface MoveArgs extends Args {
  cards: number[];
  to: number;
  faceUp: boolean;
}

/** move-card's body less its checks: the same moves, one card after another, for the games played here. */
const uncheckedMoveNode = defineNode<MoveArgs, CardState>({
  name: UNCHECKED_MOVE,
  description: 'bench only: move-card without its checks',
  body(ctx, args) {
    const state = ctx.state;
    const cards = args.cards;
    const zones = state.zones;
    const to = args.to;
    const dest = zones[to]!;
    const faceUp = args.faceUp;
    const all = state.cards;
    const incarnations = state.incarnations;
    for (let i = 0; i < cards.length; i++) {
      const handle = cards[i]!;
      const card = all[handle]!;
      const from = zones[card.zone]!;
      if (from[0] === handle) from.shift();
      else from.splice(from.lastIndexOf(handle), 1);
      dest.push(handle);
      if (card.zone !== to) incarnations[handle]!++;
      card.zone = to;
      card.faceUp = faceUp;
    }
  },
});

/**
 * compare on rank for classic War (no log, no checks, the same winner), its
 * `{ winner }` fresh or one object kept between runs.
 */
function compareCopy(reuse: boolean): NodeDefinition {
  const kept = { winner: null as string | null };
  return defineNode<{ cards: number[]; players: readonly string[]; then: string }, CardState>({
    name: COMPARE_COPY,
    description: 'bench only: compare with its { winner } fresh or reused',
    body(ctx, args) {
      const state = ctx.state;
      const cards = args.cards;
      let best = 0;
      let at = -1;
      for (let i = 0; i < cards.length; i++) {
        const value = state.defs[state.cards[cards[i]!]!.def]!.stats.rank as number;
        if (i === 0 || value > best) {
          best = value;
          at = i;
        } else if (value === best) at = -1;
      }
      const winner = at < 0 ? null : args.players[at]!;
      if (!reuse) return ctx.next(args.then, { winner });
      kept.winner = winner;
      ctx.next(args.then, kept);
    },
  });
}

/**
 * war.reveal for classic War (two players, no log): the real body's moves
 * and continuations, with its args either fresh or kept between runs, and
 * its move sent to `move`.
 */
function revealCopy(reuse: boolean, move: string): NodeDefinition {
  const moveArgs: MoveArgs = { cards: [], to: POT, faceUp: true };
  const compared = { cards: [] as number[], players: [] as readonly string[], stat: 'rank', then: 'war.resolve' };
  return defineNode<{ players: readonly string[]; battle?: boolean }, WarState>({
    name: 'war.reveal',
    description: 'bench only: war.reveal with its args fresh or reused',
    body(ctx, { players, battle }) {
      const state = ctx.state;
      const zones = state.zones;
      const cards = new Array<number>(players.length);
      let taken = 0;
      let out: string | undefined;
      // The card each seat turns up, written to state.up once the move is done, as war.reveal does.
      let up0 = -1;
      let up1 = -1;
      for (let i = 0; i < players.length; i++) {
        const player = players[i]!;
        const at = seatOf(player);
        const top = zones[PILES[at]!]![0];
        if (top === undefined) {
          if (battle === true) return ctx.next('war.out-of-cards', playerArgsOf(at));
          out = player;
          break;
        }
        cards[taken++] = top;
        if (at === 0) up0 = top;
        else up1 = top;
      }
      if (taken < cards.length) cards.length = taken;
      if (taken > 0) {
        if (reuse) moveArgs.cards = cards;
        ctx.call(move, reuse ? moveArgs : { cards, to: POT, faceUp: true });
      }
      if (up0 >= 0) state.up[0] = up0;
      if (up1 >= 0) state.up[1] = up1;
      if (out !== undefined) return ctx.next('war.out-of-cards', playerArgsOf(seatOf(out)));
      if (!reuse) return ctx.next(COMPARE_COPY, { cards, players, stat: 'rank', then: 'war.resolve' });
      compared.cards = cards;
      compared.players = players;
      ctx.next(COMPARE_COPY, compared);
    },
  });
}

/** war.take-pot for classic War (no log): the pot's copy and its move fresh or kept between runs, sent to `move`. */
function takePotCopy(reuse: boolean, move: string): NodeDefinition {
  const moveArgs: MoveArgs = { cards: [], to: 0, faceUp: false };
  return defineNode<{ player: string }, WarState>({
    name: 'war.take-pot',
    description: 'bench only: war.take-pot with its args fresh or reused',
    body(ctx, { player }) {
      const to = PILES[seatOf(player)]!;
      const cards = ctx.state.zones[POT]!.slice();
      if (!reuse) return void ctx.call(move, { cards, to, faceUp: false });
      moveArgs.cards = cards;
      moveArgs.to = to;
      ctx.call(move, moveArgs);
    },
  });
}

/** A War game whose per-comparison nodes are the copies of `lever` (the real game for 'real'). */
export function leverGame(lever: Lever): typeof warGame {
  if (lever === 'real') return warGame;
  const reuse = lever === 'reusedArgs' || lever === 'both';
  const move = lever === 'uncheckedMove' || lever === 'both' ? UNCHECKED_MOVE : 'move-card';
  const copies = [revealCopy(reuse, move), takePotCopy(reuse, move)];
  const extra = [uncheckedMoveNode, compareCopy(reuse)];
  const names = new Set(copies.map((n) => n.name));
  const rules = defineCardPack<WarState>({
    name: 'war',
    cards: [...STANDARD_DECK],
    nodes: [...warNodes.filter((n) => !names.has(n.name)), ...copies, ...extra],
    readings: warReadings,
  });
  return defineCardGame<WarState>({
    id: 'war',
    nodes: [...standardNodes],
    formatters: { ...standardFormatters, ...warFormatters },
    packs: [rules],
    setup(state) {
      layTable(state);
      for (const def of STANDARD_DECK) createCard(state, def, { owner: 'game', zone: ZONES.deck });
    },
    start: { node: 'war.begin', args: {} },
    visibility: warVisibility,
  });
}

/** Plays seeds `first .. first + games - 1` without a log; the comparisons of all of them. */
export function playLeverGames(game: typeof warGame, first: number, games: number): number {
  let comparisons = 0;
  for (let seed = first; seed < first + games; seed++) {
    const engine = game.createEngine({ seed, log: false });
    const status = engine.run();
    if (status.status !== 'ended') throw new Error(`seed ${seed} stopped without a result: ${status.status}`);
    comparisons += engine.state.comparisons;
  }
  return comparisons;
}

export interface LeverFigures {
  /** Nanoseconds of CPU time per comparison, median of the rounds. */
  nsPerComparison: Record<Lever, number>;
  /** The copies' time (fresh args, checked moves) / this side's time: above 1 is faster. */
  speedup: Record<Lever, number>;
  /** The typed-array loop's CPU ns per comparison in the same rounds, and each side's ratio to it. */
  baselineNs: number;
  ratio: Record<Lever, number>;
  games: number;
  rounds: number;
  /** True when every side played the same number of comparisons as the real nodes. */
  sameGames: boolean;
}

/** CPU milliseconds (user and system) of one call. */
function cpuMs(fn: () => void): number {
  const start = cpuUsage();
  fn();
  const used = cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** Every side, `rounds` rounds after one warm-up, the order turning each round. */
export function benchLevers(games = 200, rounds = 9): LeverFigures {
  const sides = LEVERS.map((lever) => ({ lever, game: leverGame(lever), ms: [] as number[], comparisons: 0 }));
  let baselineComparisons = 0;
  const baselineMs: number[] = [];
  const repeats = 20;
  for (const side of sides) side.comparisons = playLeverGames(side.game, 1, games);
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < sides.length; i++) {
      const side = sides[(i + r) % sides.length]!;
      side.ms.push(cpuMs(() => playLeverGames(side.game, 1, games)));
    }
    baselineMs.push(cpuMs(() => (baselineComparisons = playBaselineWars(1, games).comparisons)));
    for (let k = 1; k < repeats; k++) baselineMs[r]! += cpuMs(() => playBaselineWars(1, games));
  }
  const baselineNs = (median(baselineMs) * 1e6) / (baselineComparisons * repeats);
  const ns = {} as Record<Lever, number>;
  for (const side of sides) ns[side.lever] = (median(side.ms) * 1e6) / side.comparisons;
  const per = (f: (lever: Lever) => number): Record<Lever, number> =>
    Object.fromEntries(LEVERS.map((lever) => [lever, f(lever)])) as Record<Lever, number>;
  return {
    nsPerComparison: ns,
    speedup: per((lever) => ns.copies / ns[lever]),
    baselineNs,
    ratio: per((lever) => ns[lever] / baselineNs),
    games,
    rounds,
    sameGames: sides.every((side) => side.comparisons === sides[0]!.comparisons && side.comparisons === baselineComparisons),
  };
}

if (isMain(import.meta.url)) {
  const [games = '200', rounds = '9'] = process.argv.slice(2);
  const g = Number(games);
  const r = Number(rounds);
  if (!Number.isSafeInteger(g) || g < 1 || !Number.isSafeInteger(r) || r < 1) {
    process.stderr.write(
      `usage: npx tsx bench/war-levers.ts [games] [rounds] (whole numbers from 1), got "${games}" "${rounds}"\n`,
    );
    process.exit(2);
  }
  console.log(JSON.stringify(benchLevers(g, r), null, 2));
}
