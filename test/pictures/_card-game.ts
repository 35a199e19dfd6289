// A small card game for the picture tests: one round compares two drawn cards and goes where compare
// says; the "lucky" pack's mask replaces the body of award from the start; its Charm card may attach a
// pre hook on score; a choice asks whether to play on. Nodes no one reaches (move-all, log) are defined too.
import {
  addZone,
  createCard,
  defineCard,
  defineCardGame,
  defineCardPack,
  defineEffect,
  defineNode,
  hookOwner,
  standardNodes,
  zoneHandle,
  type CardState,
  type NodeDefinition,
} from '../../lib/index.js';

const round = defineNode({
  name: 'hl.round',
  description: 'Each player draws; the cards are compared, then award.',
  calls: ['draw'],
  continuesTo: [{ node: 'compare', with: { then: 'hl.award' } }],
  body(ctx) {
    const state = ctx.state as CardState;
    for (const player of ['p1', 'p2'])
      ctx.call('draw', { player, from: zoneHandle(state, 'deck'), to: zoneHandle(state, player) });
    const cards = ['p1', 'p2'].map((p) => state.zones[zoneHandle(state, p)]!.at(-1)!);
    ctx.next('compare', { cards, players: ['p1', 'p2'], stat: 'rank', then: 'hl.award' });
  },
});

const award = defineNode({
  name: 'hl.award',
  description: 'The winner scores; the players choose to play on.',
  calls: ['score'],
  continuesTo: [{ node: 'hl.again', choice: true }],
  body(ctx, { winner }: { winner: string | null }) {
    if (winner !== null) ctx.call('score', { player: winner, points: 1 });
    ctx.choose({ player: 'p1', prompt: 'Again?', options: ['yes', 'no'], then: 'hl.again' });
  },
});

const again = defineNode({
  name: 'hl.again',
  description: 'Another round, or the end.',
  continuesTo: ['hl.round', 'declare-winner'],
  body(ctx, { choice }: { choice: string }) {
    if (choice === 'yes' && (ctx.state as CardState).zones[zoneHandle(ctx.state as CardState, 'deck')]!.length >= 2)
      ctx.next('hl.round');
    else ctx.next('declare-winner', { player: null });
  },
});

const charm = defineCard({
  id: 'lucky.charm',
  name: 'Charm',
  kind: 'ability',
  text: 'Your next point counts double.',
  abilities: [{ on: 'drawn', effect: 'lucky.arm' }],
});

export const luckyPack = defineCardPack({
  name: 'lucky',
  cards: [charm],
  effects: {
    'lucky.arm': defineEffect({
      attaches: [{ node: 'score', phase: 'pre', key: 'double:*', effect: 'lucky.double' }],
      run: (ctx, { card }: { card: number }) =>
        ctx.attach('score', 'pre', {
          key: `double:${card}`,
          effect: 'lucky.double',
          lifetime: 'once',
          owner: hookOwner(ctx.state, card),
        }),
    }),
    'lucky.double': (_ctx, args: { points: number }) => ({ ...args, points: args.points * 2 }),
    'lucky.quick': defineEffect({ continuesTo: ['hl.again'], run: (ctx) => ctx.next('hl.again', { choice: 'yes' }) }),
  },
  hooks: [{ node: 'hl.award', phase: 'mask', spec: { key: 'lucky.quick', effect: 'lucky.quick' } }],
  setup(state: CardState) {
    createCard(state, charm, { owner: 'game', zone: 'deck' });
  },
});

/** The game, with `before` registered ahead of every node of it (nodes it never reaches, for the numbering of boxes). */
export const defineHighLow = (before: readonly NodeDefinition[] = []) =>
  defineCardGame({
    id: 'high-low',
    nodes: [...before, ...standardNodes, round, award, again],
    setup(state: CardState) {
      for (const zone of ['deck', 'p1', 'p2']) addZone(state, zone);
      for (let rank = 2; rank <= 9; rank++)
        createCard(state, defineCard({ id: `hl.${rank}`, name: `${rank}`, kind: 'number', stats: { rank } }), {
          owner: 'game',
          zone: 'deck',
        });
    },
    start: { node: 'hl.round', args: {} },
  });

export const highLow = defineHighLow();
