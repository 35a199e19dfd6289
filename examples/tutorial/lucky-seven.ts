// A card pack for High Card with one card, Lucky Seven. Play with it:
// npx tsx examples/tutorial/high-card.ts --seed 3 --pack examples/tutorial/lucky-seven.ts
import {
  createCard,
  defineCard,
  defineCardPack,
  defineEffect,
  fieldText,
  hookOwner,
  type CardState,
  type Effect,
  type ScoreArgs,
} from 'cardweave';

const luckySeven = defineCard({
  id: 'lucky.seven',
  name: 'Lucky Seven',
  kind: 'number',
  text: 'When you draw this card, your next win scores double.',
  stats: { rank: 7 },
  abilities: [{ on: 'drawn', effect: 'lucky.arm' }],
});

/** "When you draw this card, your next win scores double": a pre hook on score, owned by the card. */
const arm: Effect<CardState> = defineEffect<CardState>({
  // What it may attach, declared: the rule graph picture draws it as the card's, and a trace can check it.
  attaches: [{ node: 'score', phase: 'pre', key: 'lucky-seven:*', effect: 'lucky.double' }],
  run(ctx, { card, player }: { card: number; player: string }) {
    ctx.attach('score', 'pre', {
      key: `lucky-seven:${card}`,
      effect: 'lucky.double',
      params: { player },
      applies: 'lucky.scorer-is',
      lifetime: 'once',
      owner: hookOwner(ctx.state, card),
    });
    if (ctx.logging) ctx.log({ type: 'lucky.armed', player });
  },
});

/** The hook: the same score with twice the points. */
const double: Effect = (_ctx, args: ScoreArgs): ScoreArgs => ({ ...args, points: args.points * 2 });

export default defineCardPack({
  name: 'lucky-seven',
  cards: [luckySeven],
  effects: { 'lucky.arm': arm, 'lucky.double': double },
  // The hook applies only to its player's score: the opponent scoring does not use it up.
  conditions: { 'lucky.scorer-is': (args: ScoreArgs, params: { player: string }) => args.player === params.player },
  formatters: { 'lucky.armed': (e) => `Lucky Seven! ${fieldText(e.player)}'s next win scores double.` },
  // The game's setup has built the deck; the start shuffles it, this card included.
  setup(state: CardState) {
    createCard(state, luckySeven, { owner: 'game', zone: 'deck' });
  },
});
