// What a random card pack does, as plain JSON: fast-check generates it (and
// shrinks it to a readable counterexample), the soak samples it by seed, and a
// regression test pastes the shrunk JSON back in. pack.ts turns it into code.
import fc from 'fast-check';
import type { Phase } from '../../lib/index.js';
import type { Lifetime } from '../../lib/graph/index.js';

export type Player = 'p1' | 'p2';

/** One step of a card's (or hook's) program; interpreted by the effect `fz.run`. */
export type Op =
  | { op: 'log' }
  | { op: 'score'; p: Player; points: number }
  /** Queue `fz.tick` (which runs `ops`) at the back, or before anything queued. */
  | { op: 'enqueue'; next: boolean; ops: Op[] }
  /** Attach a hook running `ops`; `force` attaches even when the key is taken (a duplicate-key refusal). */
  | {
      op: 'attach';
      node: string;
      phase: Phase;
      key: string;
      lifetime: Lifetime;
      priority: number;
      owned: boolean;
      force: boolean;
      ops: Op[];
    }
  /** Detach a hook; `force` detaches even when it is missing (a refusal). */
  | { op: 'detach'; node: string; phase: Phase; key: string; force: boolean }
  | { op: 'detachOwned' }
  /** Cancel the node; `force` calls cancel() outside a pre hook too (a refusal). */
  | { op: 'cancel'; force: boolean }
  /** A pre hook returns new args (score: one more point; others: a marker field). */
  | { op: 'rewrite' }
  /** A mask turns the event into another: `fz.tick`, a point for p, or the same node again. */
  | { op: 'redirect'; to: 'tick' | 'score' | 'self' }
  /** Return something no phase accepts (a refusal in pre and mask). */
  | { op: 'badReturn' }
  /** Ask p to choose among `options` options, then run `ops` in `fz.answered`; `force` asks even while asking. */
  | { op: 'ask'; p: Player; options: number; force: boolean; ops: Op[] }
  /** Throw on the `after`-th run of this program (counted in the game state). */
  | { op: 'throw'; after: number }
  /** Move the top card of p's pile to its bottom, through move-card. */
  | { op: 'move'; p: Player }
  /** Create a token card in the discard, or remove one created before. */
  | { op: 'create' }
  | { op: 'remove' };

/** A rule hook the pack attaches to every game (validated when the game loads it). */
export interface RuleHookSpec {
  node: string;
  phase: Phase;
  priority: number;
  lifetime: Lifetime;
  ops: Op[];
}

/** A random pack: ability cards (each in every side deck `copies` times) and rule hooks. */
export interface PackSpec {
  cards: { copies: number; abilities: Op[][] }[];
  hooks: RuleHookSpec[];
}

/** Nodes hooks go on: the shared verbs, the War steps, and the pack's own. Weighted by how often they run. */
export const HOOK_NODES = [
  'score',
  'move-card',
  'draw',
  'compare',
  'shuffle',
  'next-player',
  'resolve-ability',
  'war.resolve',
  'war.reveal',
  'war.take-pot',
  'twist.play-hand',
  'twist.draw-until',
  'declare-winner',
  'fz.tick',
  'fz.answered',
] as const;

const node = fc.constantFrom(...HOOK_NODES);
const phase = fc.constantFrom<Phase>('pre', 'mask', 'post');
const player = fc.constantFrom<Player>('p1', 'p2');
const key = fc.constantFrom('k1', 'k2', 'k3');
const lifetime: fc.Arbitrary<Lifetime> = fc.oneof(
  fc.constant<Lifetime>('permanent'),
  fc.constant<Lifetime>('once'),
  fc.integer({ min: 1, max: 4 }).map((runs): Lifetime => ({ runs })),
  fc.constantFrom<Lifetime>({ until: 'war.resolve' }, { until: 'next-player' }),
);
/** Mostly false: a forced refusal ends the game, so it should be the exception. */
const rarely = fc.integer({ min: 0, max: 5 }).map((n) => n === 0);

const { ops } = fc.letrec<{ op: Op; ops: Op[] }>((tie) => ({
  ops: fc.array(tie('op'), { maxLength: 3 }),
  op: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant<Op>({ op: 'log' }),
    fc.record({ op: fc.constant('score' as const), p: player, points: fc.integer({ min: -2, max: 3 }) }),
    fc.record({ op: fc.constant('enqueue' as const), next: fc.boolean(), ops: tie('ops') }),
    fc.record({
      op: fc.constant('attach' as const),
      node,
      phase,
      key,
      lifetime,
      priority: fc.integer({ min: -1, max: 1 }),
      owned: fc.boolean(),
      force: rarely,
      ops: tie('ops'),
    }),
    fc.record({ op: fc.constant('detach' as const), node, phase, key, force: rarely }),
    fc.constant<Op>({ op: 'detachOwned' }),
    fc.record({ op: fc.constant('cancel' as const), force: rarely }),
    fc.constant<Op>({ op: 'rewrite' }),
    fc.record({ op: fc.constant('redirect' as const), to: fc.constantFrom('tick' as const, 'score' as const, 'self' as const) }),
    fc.constant<Op>({ op: 'badReturn' }),
    fc.record({
      op: fc.constant('ask' as const),
      p: player,
      options: fc.integer({ min: 1, max: 3 }),
      force: rarely,
      ops: tie('ops'),
    }),
    fc.record({ op: fc.constant('throw' as const), after: fc.integer({ min: 1, max: 6 }) }),
    fc.record({ op: fc.constant('move' as const), p: player }),
    fc.constant<Op>({ op: 'create' }),
    fc.constant<Op>({ op: 'remove' }),
  ),
}));

/** Random packs: up to four ability cards and up to three rule hooks. */
export const packSpec: fc.Arbitrary<PackSpec> = fc.record({
  cards: fc.array(
    fc.record({ copies: fc.integer({ min: 1, max: 2 }), abilities: fc.array(ops, { minLength: 1, maxLength: 2 }) }),
    { maxLength: 4 },
  ),
  hooks: fc.array(fc.record({ node, phase, priority: fc.integer({ min: -1, max: 1 }), lifetime, ops }), { maxLength: 3 }),
});

/** One pack spec from a seed, for the soak (same seed, same pack). */
export function samplePack(seed: number): PackSpec {
  return fc.sample(packSpec, { seed, numRuns: 1 })[0]!;
}
