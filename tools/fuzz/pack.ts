// Turns a PackSpec into a real card pack (defineCardPack). Every card ability
// and every hook runs the one effect `fz.run`, which interprets the JSON
// program in its params: the pack's behaviour is data, so it survives a save
// and a shrunk counterexample can be printed and pasted into a test.
import {
  createCard,
  defineCard,
  defineCardPack,
  defineNode,
  hookOwner,
  moveCard,
  zoneHandle,
  type Args,
  type CardPack,
  type Context,
  type Effect,
  type Invocation,
  type RuleFailureSite,
} from '../../lib/index.js';
import type { WarState } from '../../examples/war/state.js';
import type { Op, PackSpec } from './spec.js';

/** The pack's own bookkeeping, kept in the game state so it is saved and rolled back with the game. */
export interface FuzzBook {
  runs: Record<string, number>;
  created: number;
  removed: number;
  asking: boolean;
}

type FuzzState = WarState & { fz: FuzzBook };

/** Thrown on purpose by a `throw` op; the engine must report it where it was thrown. */
export class FuzzBoom extends Error {
  readonly site: RuleFailureSite;
  constructor(tag: string, site: RuleFailureSite) {
    super(`fuzz boom in ${tag}`);
    this.name = 'FuzzBoom';
    this.site = site;
  }
}

export const TOKEN = defineCard({
  id: 'fz.token',
  name: 'Token',
  kind: 'token',
  text: 'Made by a fuzz card; counts for conservation.',
});

interface Program {
  tag: string;
  ops: Op[];
}

/** Runs a program; the value a pre hook or mask returns is the last rewrite/redirect/badReturn seen. */
const runProgram: Effect<FuzzState, Args, Program> = (ctx, args, { tag, ops }) => {
  const state = ctx.state;
  const book = state.fz;
  book.runs[tag] = (book.runs[tag] ?? 0) + 1;
  const phase = ctx.hook?.phase ?? 'body';
  const card = (args as { card?: unknown }).card;
  // A card's ability owns what it attaches: the card named by its handle.
  const owner = ctx.hook?.owner ?? (typeof card === 'number' && state.cards[card] != null ? hookOwner(state, card) : undefined);
  let out: unknown;
  for (const op of ops) {
    const value = runOp(ctx, op, args, tag, phase, owner);
    if (value !== undefined) out = value;
  }
  return out;
};

function runOp(ctx: Context<FuzzState>, op: Op, args: Args, tag: string, phase: string, owner: string | undefined): unknown {
  const state = ctx.state;
  switch (op.op) {
    case 'log':
      if (ctx.logging) ctx.log({ type: 'fz.note', tag });
      return undefined;
    case 'score':
      ctx.call('score', { player: op.p, points: op.points });
      return undefined;
    case 'enqueue': {
      const inv = { tag: `${tag}/tick`, ops: op.ops } as unknown as Args;
      if (op.next) ctx.next('fz.tick', inv);
      else ctx.enqueue('fz.tick', inv);
      return undefined;
    }
    case 'attach':
      if (!op.force && ctx.hasHook(op.node, op.phase, op.key)) return undefined;
      ctx.attach(op.node, op.phase, {
        key: op.key,
        effect: 'fz.run',
        params: { tag: `${op.key}@${op.node}.${op.phase}`, ops: op.ops },
        lifetime: op.lifetime,
        priority: op.priority,
        ...(op.owned && owner !== undefined ? { owner } : {}),
      });
      return undefined;
    case 'detach':
      if (op.force || ctx.hasHook(op.node, op.phase, op.key)) ctx.detach(op.node, op.phase, op.key);
      return undefined;
    case 'detachOwned':
      if (owner !== undefined) ctx.detachOwned(owner);
      return undefined;
    case 'cancel':
      if (phase === 'pre' || op.force) ctx.cancel('fuzz');
      return undefined;
    case 'rewrite': {
      if (phase !== 'pre') return undefined;
      const points = (args as { points?: unknown }).points;
      return typeof points === 'number' ? { ...args, points: points + 1 } : { ...args, fz: true };
    }
    case 'redirect': {
      if (phase !== 'mask') return undefined;
      const to: Invocation =
        op.to === 'tick'
          ? { node: 'fz.tick', args: { tag: `${tag}/redirect`, ops: [] } }
          : op.to === 'score'
            ? { node: 'score', args: { player: 'p1', points: 1 } }
            : { node: ctx.node, args };
      return to;
    }
    case 'badReturn':
      return 42;
    case 'ask':
      if (!op.force && state.fz.asking) return undefined;
      ctx.choose({
        player: op.p,
        prompt: `${tag}?`,
        options: Array.from({ length: op.options }, (_, i) => `o${i}`),
        then: 'fz.answered',
        args: { tag: `${tag}/answer`, ops: op.ops },
      });
      state.fz.asking = true;
      return undefined;
    case 'throw':
      if (state.fz.runs[tag] === op.after) {
        const hook = ctx.hook;
        // The fuzz's hooks run around nodes (pre, mask, post), never on a query.
        throw new FuzzBoom(tag, {
          node: ctx.node,
          phase: (hook?.phase as 'pre' | 'mask' | 'post' | undefined) ?? 'body',
          key: hook?.key,
          owner: hook?.owner,
        });
      }
      return undefined;
    case 'move': {
      const zone = zoneHandle(state, `${op.p}.pile`);
      const pile = state.zones[zone]!;
      if (pile.length > 0) moveCard(ctx, { card: pile[0]!, to: zone });
      return undefined;
    }
    case 'create':
      // Through the create-card node, as a card game creates cards during play: logged, hookable, moved in by move-card.
      if (ctx.call('create-card', { card: TOKEN.id, owner: 'game', to: zoneHandle(state, 'discard'), faceUp: true }))
        state.fz.created++;
      return undefined;
    case 'remove': {
      const token = state.zones[zoneHandle(state, 'discard')]!.find(
        (card) => state.defs[state.cards[card]!.def]!.id === TOKEN.id,
      );
      // remove-card detaches the hooks the token owns and takes it out of the game.
      if (token !== undefined && ctx.call('remove-card', { cards: [token] })) state.fz.removed++;
      return undefined;
    }
  }
}

const tickNode = defineNode<{ tag: string; ops: Op[] }, FuzzState>({
  name: 'fz.tick',
  description: 'Runs the program it was queued with.',
  body(ctx, args) {
    runProgram(ctx, args, { tag: args.tag, ops: args.ops });
  },
});

const answeredNode = defineNode<{ tag: string; ops: Op[]; choice: string }, FuzzState>({
  name: 'fz.answered',
  description: 'Continues after a fuzz question: notes the answer, then runs the program.',
  body(ctx, args) {
    ctx.state.fz.asking = false;
    if (ctx.logging) ctx.log({ type: 'fz.answer', tag: args.tag, choice: args.choice });
    runProgram(ctx, args, { tag: args.tag, ops: args.ops });
  },
});

/** The card pack a spec describes; `name` lets a test load two specs side by side. */
export function fuzzPack(input: PackSpec, name = 'fuzz'): CardPack<FuzzState> {
  // Through JSON: fast-check builds its records without Object.prototype, and ability params must be plain JSON.
  const spec = JSON.parse(JSON.stringify(input)) as PackSpec;
  const cards = spec.cards.map((card, i) =>
    defineCard({
      id: `fz.card${i}`,
      name: `Fuzz ${i}`,
      kind: 'ability',
      abilities: card.abilities.map((ops, j) => ({ on: 'drawn', effect: 'fz.run', params: { tag: `card${i}.${j}`, ops } })),
    }),
  );
  return defineCardPack<FuzzState>({
    name,
    // Its masks may meet twist's on war.reveal: packs that mask one node must say which applies first.
    after: ['twist'],
    cards: [...cards, TOKEN],
    effects: { 'fz.run': runProgram },
    nodes: [tickNode, answeredNode],
    hooks: spec.hooks.map((hook, i) => ({
      node: hook.node,
      phase: hook.phase,
      spec: {
        key: `rule${i}`,
        effect: 'fz.run',
        params: { tag: `rule${i}`, ops: hook.ops },
        priority: hook.priority,
        lifetime: hook.lifetime,
      },
    })),
    setup(state) {
      state.fz = { runs: {}, created: 0, removed: 0, asking: false };
      cards.forEach((def, i) => {
        for (let c = 0; c < spec.cards[i]!.copies; c++) {
          for (const p of ['p1', 'p2']) createCard(state, def, { owner: p, zone: `${p}.side` });
        }
      });
    },
  });
}
