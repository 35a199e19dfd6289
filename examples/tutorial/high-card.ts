// High Card: each player draws a card, the higher card scores a point, first to 5 points wins.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  addZone,
  cardsIn,
  createCard,
  defineCard,
  defineCardGame,
  defineNode,
  loadCardPackFile,
  standardFormatters,
  standardNodes,
  zoneHandle,
  type CardState,
} from 'cardweave';

const PLAYERS = ['Ada', 'Bo'];
const TARGET = 5;

// 40 cards: ranks 1 to 10 in four suits. A definition is the printed card.
const DECK = ['Hearts', 'Diamonds', 'Clubs', 'Spades'].flatMap((suit) =>
  Array.from({ length: 10 }, (_, i) =>
    defineCard({ id: `hc.${i + 1}-${suit.toLowerCase()}`, name: `${i + 1} of ${suit}`, kind: 'number', stats: { rank: i + 1 } }),
  ),
);

/** The cards and zones (CardState), plus who plays and the scores. */
interface HighCardState extends CardState {
  players: string[];
  scores: Record<string, number>;
}

const round = defineNode<Record<string, never>, HighCardState>({
  name: 'high-card.round',
  description: 'Ends the game when someone has 5 points or the deck runs out; otherwise both players draw and compare.',
  calls: ['draw'],
  continuesTo: ['declare-winner', { node: 'compare', with: { then: 'high-card.award' } }],
  body(ctx) {
    const { players, scores } = ctx.state;
    const best = Math.max(...players.map((p) => scores[p] ?? 0));
    const leaders = players.filter((p) => scores[p] === best);
    // Rules name a zone by its handle, a number; zoneHandle finds it by name.
    const deck = zoneHandle(ctx.state, 'deck');
    if (best >= TARGET) {
      ctx.next('declare-winner', { player: leaders[0], reason: `first to ${TARGET} points` });
    } else if (cardsIn(ctx.state, deck).length < players.length) {
      ctx.next('declare-winner', { player: leaders.length === 1 ? leaders[0] : null, reason: 'the deck ran out' });
    } else {
      // ctx.call draws now, so each new card is already on top of its player's pile below.
      for (const player of players) {
        const played = zoneHandle(ctx.state, `${player}.played`);
        ctx.call('draw', { player, from: deck, to: played, at: 'top', faceUp: true });
      }
      const cards = players.map((player) => cardsIn(ctx.state, `${player}.played`)[0]);
      ctx.next('compare', { cards, players, stat: 'rank', then: 'high-card.award' });
    }
  },
});

const award = defineNode<{ winner: string | null }, HighCardState>({
  name: 'high-card.award',
  description: 'The winner of the comparison scores a point (nobody on a tie); then the next round.',
  continuesTo: ['score', 'high-card.round'],
  body(ctx, { winner }) {
    if (winner !== null) ctx.next('score', { player: winner, points: 1 });
    // The next round goes to the back of the queue: whatever a card queued this round runs first.
    ctx.enqueue('high-card.round', {});
  },
});

const highCard = defineCardGame<HighCardState>({
  id: 'high-card',
  nodes: [...standardNodes, round, award],
  formatters: standardFormatters,
  setup(state) {
    state.players = [...PLAYERS];
    state.scores = Object.fromEntries(PLAYERS.map((p) => [p, 0]));
    for (const zone of ['deck', ...PLAYERS.map((p) => `${p}.played`)]) addZone(state, zone);
    for (const card of DECK) createCard(state, card, { owner: 'game', zone: 'deck' });
  },
  // What runs first, given the state setup made: node args name zones by handle.
  start: (state) => [
    { node: 'shuffle', args: { zone: zoneHandle(state, 'deck') } },
    { node: 'high-card.round', args: {} },
  ],
});

/** Reads `--seed N` (default 1) and any `--pack FILE`, refusing bad input with a one-line error. */
async function readOptions(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: { seed: { type: 'string', default: '1' }, pack: { type: 'string', multiple: true, default: [] } },
  });
  if (!/^\d{1,9}$/.test(values.seed)) throw new Error(`--seed needs a whole number from 0 to 999999999, got "${values.seed}"`);
  const packs = await Promise.all(values.pack.map((file) => loadCardPackFile(resolve(file))));
  highCard.graph(packs); // checks the packs now, so a bad one is reported like a bad option
  return { seed: Number(values.seed), packs };
}

const options = await readOptions(process.argv.slice(2)).catch((error: Error) => {
  console.error(error.message);
  process.exit(2);
});
const engine = highCard.createEngine(options);
engine.run();
console.log(engine.lines().join('\n'));
