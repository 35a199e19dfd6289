/**
 * What the zone lists' `shift()` costs War, at most: bench/state-war.ts's
 * play by hand on the engine's card state, against the same play with the
 * two piles and the pot held in ring buffers that take from their front
 * without copying. Each game ends with the rings written back into the zone
 * lists, so both leave the same state (test/bench/pile-takes.test.ts).
 *
 * It bounds what a zone that takes from its front without copying (a head
 * index, a deque) could save the engine: the state play holds the lists in
 * locals and does nothing else, so the copies are all that differ. The
 * engine would pay more on top, to keep such a zone invisible to hooks,
 * saves and views, which read `state.zones` as plain arrays. Not part of
 * `npm run bench`; sides alternate round by round in one process, CPU time.
 *
 *     npx tsx bench/pile-takes.ts [games=300] [rounds=9]
 */
import { cpuUsage } from 'node:process';
import type { CardDefinition, CardInstance } from '../lib/index.js';
import { PILES, ZONES, type WarState } from '../examples/war/state.js';
import type { WarOutcome } from './baseline-war.js';
import { isMain, median } from './measure.js';
import { dealtWar, play } from './state-war.js';

/** A zone list as a ring: push at the bottom, take from the top, no copy. 64 slots hold the 52 cards. */
class Ring {
  readonly slots = new Int32Array(64);
  head = 0;
  size = 0;

  constructor(list: readonly number[]) {
    for (const card of list) this.push(card);
  }

  push(card: number): void {
    this.slots[(this.head + this.size++) & 63] = card;
  }

  take(): number {
    const card = this.slots[this.head]!;
    this.head = (this.head + 1) & 63;
    this.size--;
    return card;
  }

  /** Writes the ring's cards, top first, back into `list`. */
  writeTo(list: number[]): void {
    list.length = 0;
    for (let i = 0; i < this.size; i++) list.push(this.slots[(this.head + i) & 63]!);
  }
}

/**
 * `play` of state-war.ts with the piles and the pot in rings; the same
 * moves, faces, incarnations and counts, and the zone lists written back
 * when the game ends.
 *
 * @example const outcome = playWithRings(dealtWar(7)); // as play(dealtWar(7))
 */
export function playWithRings(state: WarState): WarOutcome {
  const p1 = new Ring(state.zones[PILES[0]!]!);
  const p2 = new Ring(state.zones[PILES[1]!]!);
  const pot = new Ring(state.zones[ZONES.pot]!);
  const outcome = battles(state, p1, p2, pot);
  p1.writeTo(state.zones[PILES[0]!]!);
  p2.writeTo(state.zones[PILES[1]!]!);
  pot.writeTo(state.zones[ZONES.pot]!);
  return outcome;
}

function battles(state: WarState, p1: Ring, p2: Ring, pot: Ring): WarOutcome {
  const { cards, defs, up, incarnations } = state;
  const pileA = PILES[0]!;
  const pileB = PILES[1]!;
  const POT = ZONES.pot;
  for (;;) {
    if (p1.size === 0) return { winner: 'p2', comparisons: state.comparisons };
    if (p2.size === 0) return { winner: 'p1', comparisons: state.comparisons };
    let a = move(cards, incarnations, p1, pot, POT, true);
    let b = move(cards, incarnations, p2, pot, POT, true);
    up[0] = a;
    up[1] = b;
    for (;;) {
      const byA = rank(cards, defs, a);
      const byB = rank(cards, defs, b);
      const count = ++state.comparisons;
      up[0] = null;
      up[1] = null;
      if (byA > byB) while (pot.size > 0) move(cards, incarnations, pot, p1, pileA, false);
      else if (byB > byA) while (pot.size > 0) move(cards, incarnations, pot, p2, pileB, false);
      if (count >= state.cap) return { winner: 'draw', comparisons: count };
      if (byA !== byB) break;
      stake(cards, incarnations, p1, pot, POT);
      stake(cards, incarnations, p2, pot, POT);
      if (p1.size === 0) return { winner: 'p2', comparisons: count };
      a = up[0] = move(cards, incarnations, p1, pot, POT, true);
      if (p2.size === 0) return { winner: 'p1', comparisons: count };
      b = up[1] = move(cards, incarnations, p2, pot, POT, true);
    }
  }
}

function stake(cards: (CardInstance | null)[], incarnations: number[], pile: Ring, pot: Ring, zone: number): void {
  const staked = pile.size > 3 ? 3 : Math.max(0, pile.size - 1);
  for (let i = 0; i < staked; i++) move(cards, incarnations, pile, pot, zone, false);
}

function rank(cards: (CardInstance | null)[], defs: CardDefinition[], card: number): number {
  return defs[cards[card]!.def]!.stats['rank'] as number;
}

function move(
  cards: (CardInstance | null)[],
  incarnations: number[],
  from: Ring,
  to: Ring,
  zone: number,
  faceUp: boolean,
): number {
  const card = from.take();
  to.push(card);
  const instance = cards[card]!;
  instance.zone = zone;
  incarnations[card]!++;
  instance.faceUp = faceUp;
  return card;
}

/** CPU nanoseconds per comparison of `playOne` over the dealt games of seeds 1..games (dealt before the clock starts). */
function timePlay(playOne: (state: WarState) => WarOutcome, games: number): number {
  const states = Array.from({ length: games }, (_, i) => dealtWar(i + 1));
  const start = cpuUsage();
  let comparisons = 0;
  for (const state of states) comparisons += playOne(state).comparisons;
  const used = cpuUsage(start);
  return ((used.user + used.system) * 1000) / comparisons;
}

if (isMain(import.meta.url)) {
  const [games = 300, rounds = 9] = process.argv.slice(2).map(Number);
  if (!Number.isSafeInteger(games) || games < 1 || !Number.isSafeInteger(rounds) || rounds < 1) {
    process.stderr.write(
      `usage: npx tsx bench/pile-takes.ts [games] [rounds], whole numbers from 1; got "${process.argv.slice(2).join(' ')}"\n`,
    );
    process.exit(2);
  }
  const ns = { shift: [] as number[], rings: [] as number[] };
  timePlay(play, games); // warm-up, not timed
  timePlay(playWithRings, games);
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? (['shift', 'rings'] as const) : (['rings', 'shift'] as const);
    for (const side of order) ns[side].push(timePlay(side === 'shift' ? play : playWithRings, games));
  }
  console.log(JSON.stringify({ games, rounds, shiftNs: median(ns.shift), ringsNs: median(ns.rings) }));
}
