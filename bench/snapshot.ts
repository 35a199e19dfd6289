/**
 * Saving and restoring a game as JSON text: `JSON.stringify(snapshot(engine))`
 * and `restore(graph, text)` as trusted (`verify: 'structure'`: every
 * structural check) and, for games started from a recipe, verified
 * (`verify: 'replay'`: the game played again from its start), microseconds
 * each and bytes. Works for
 * any engine; until War lands it measures a synthetic mid-game shaped like a
 * card game's state (52 card instances in zones, hooks, a queued node).
 */
import { defineNode, Engine, restore, RuleGraph, snapshot } from '../lib/index.js';
import { interleaved, isMain, time } from './measure.js';

export interface SnapshotFigures {
  /** What was saved. */
  game: string;
  /** Microseconds for snapshot() plus JSON.stringify. */
  snapshotUs: number;
  /** Microseconds for restore from the JSON text, as trusted (`verify: 'structure'`). */
  restoreUs: number;
  /** Microseconds for a verified restore (`verify: 'replay'`), for games that record their start; else null. */
  replayUs: number | null;
  /** Length of the JSON text in bytes (UTF-8). */
  bytes: number;
}

/** Median microseconds of snapshot and restore, each repeated `repeat` times per round. */
export function benchSnapshot(game: string, engine: Engine, rounds = 5, repeat = 200): SnapshotFigures {
  const text = JSON.stringify(snapshot(engine));
  const verifiable = snapshot(engine).start !== null;
  const ms = interleaved(rounds, {
    snapshot: () =>
      time(() => {
        for (let i = 0; i < repeat; i++) JSON.stringify(snapshot(engine));
      }),
    restore: () =>
      time(() => {
        for (let i = 0; i < repeat; i++) restore(engine.graph, text, { verify: 'structure' });
      }),
    replay: () =>
      verifiable
        ? time(() => {
            for (let i = 0; i < repeat; i++) restore(engine.graph, text, { verify: 'replay' });
          })
        : 0,
  });
  // A restored game must save to the very same text, or the figure would be for a different game.
  for (const verify of verifiable ? (['structure', 'replay'] as const) : (['structure'] as const)) {
    if (JSON.stringify(snapshot(restore(engine.graph, text, { verify }))) !== text)
      throw new Error(`${game}: ${verify} restore does not round-trip`);
  }
  return {
    game,
    snapshotUs: (ms.snapshot * 1000) / repeat,
    restoreUs: (ms.restore * 1000) / repeat,
    replayUs: verifiable ? (ms.replay * 1000) / repeat : null,
    bytes: Buffer.byteLength(text),
  };
}

/**
 * A synthetic mid-game: 52 card instances split over two piles and a pot,
 * the definitions they share, scores, three saved hooks and a queued node,
 * after 40 node runs (so the snapshot also carries its origin).
 */
export function syntheticGame(): Engine {
  const graph = new RuleGraph({ id: 'bench.synthetic' })
    .effect('bench.noop', () => undefined)
    .define(
      defineNode<{ player: string }>({
        name: 'turn',
        description: 'Moves the top card of a pile to the pot and passes the turn.',
        continuesTo: ['turn'],
        body(ctx, { player }) {
          const s = ctx.state as SyntheticState;
          const iid = s.zones[`${player}.pile`]!.shift()!;
          s.zones.pot!.push(iid);
          s.cards[iid]!.zone = 'pot';
          s.turn++;
          ctx.enqueue('turn', { player: player === 'p1' ? 'p2' : 'p1' });
        },
      }),
    );
  const state: SyntheticState = {
    cards: {},
    zones: { 'p1.pile': [], 'p2.pile': [], pot: [] },
    defs: {},
    nextCardId: 1,
    scores: { p1: 0, p2: 0 },
    turn: 0,
  };
  const suits = ['Clubs', 'Diamonds', 'Hearts', 'Spades'];
  for (let i = 0; i < 52; i++) {
    const id = `war.${2 + (i % 13)}-of-${suits[(i / 13) | 0]!.toLowerCase()}`;
    state.defs[id] = {
      id,
      name: `${2 + (i % 13)} of ${suits[(i / 13) | 0]}`,
      text: '',
      kind: 'standard',
      stats: { rank: 2 + (i % 13) },
      abilities: [],
    };
    const iid = `c${state.nextCardId++}`;
    const zone = i % 2 === 0 ? 'p1.pile' : 'p2.pile';
    state.cards[iid] = { iid, defId: id, owner: zone.slice(0, 2), controller: zone.slice(0, 2), zone, faceUp: false };
    state.zones[zone]!.push(iid);
  }
  const engine = new Engine(graph, { state, seed: 7, start: { node: 'turn', args: { player: 'p1' } }, log: false });
  engine.attach('turn', 'pre', { key: 'watch', effect: 'bench.noop', owner: 'c1' });
  engine.attach('turn', 'post', { key: 'count', effect: 'bench.noop', params: { every: 2 } });
  engine.attach('turn', 'post', { key: 'limited', effect: 'bench.noop', lifetime: { runs: 1000 } });
  for (let i = 0; i < 40; i++) engine.step();
  return engine;
}

interface SyntheticState {
  cards: Record<string, { iid: string; defId: string; owner: string; controller: string; zone: string; faceUp: boolean }>;
  zones: Record<string, string[]>;
  defs: Record<
    string,
    { id: string; name: string; text: string; kind: string; stats: Record<string, number>; abilities: never[] }
  >;
  nextCardId: number;
  scores: Record<string, number>;
  turn: number;
}

if (isMain(import.meta.url)) console.log(benchSnapshot('synthetic', syntheticGame()));
