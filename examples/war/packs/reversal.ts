/**
 * A card pack for cardweave's War (twist variant), written the way a third
 * party would: it imports only the public API (the package's entry point,
 * lib/index.ts in this repository) and relies only on the War conventions
 * documented in examples/war/README.md (zones "discard" and "p1.side"/"p2.side",
 * nodes "compare" and "next-player"). Both cards are data: no code of their own.
 *
 * Load it with: npm start -- --pack examples/war/packs/reversal.ts
 */
import { cardPackModule, createCard, defineCard, defineCardPack, fieldText, type CardState } from 'cardweave';
import {
  arg,
  attach,
  before,
  cancel,
  detach,
  eq,
  hasHook,
  log,
  moveCards,
  ne,
  not,
  onDraw,
  onlyIf,
  redirect,
  ref,
  remember,
  replace,
  SELF,
  stateAt,
  YOU,
  zone,
} from 'cardweave/verbs';

const discardSelf = moveCards([SELF], zone('discard'), { faceUp: true });

// prettier-ignore
const reversal = defineCard({ id: 'rev.reversal', name: 'Reversal', kind: 'ability',
  text: 'Upon drawing this card: in the next comparison, the lower card wins; two Reversals before it cancel out.',
  abilities: [onDraw(discardSelf,
    // Two Reversals before a comparison cancel out.
    remember('armed', hasHook('compare', 'mask', 'reversal')), onlyIf(ref('armed'), detach('compare', 'mask', 'reversal')),
    // A once-only replacement: the same comparison, with the lowest card winning.
    // (Its step written as JSON around the verb: this card's saved data has always listed if before hook.)
    { do: 'attach', if: not(ref('armed')), hook: attach(replace('compare').key('reversal').once()
      .do(log({ type: 'rev.reversed' }), redirect({ lower: ne(arg('lower'), true) }))).hook },
    log({ type: 'rev.reversal', player: YOU }))],
});

// prettier-ignore
const extraTurn = defineCard({ id: 'rev.extra-turn', name: 'Extra Turn', kind: 'ability',
  text: 'Upon drawing this card, the next time the lead would pass, if you have the lead, it stays.',
  // The next time the lead would pass, it stays if its owner has it.
  abilities: [onDraw(discardSelf,
    attach(before('next-player').key('extra-turn:{self}').once().if(eq(stateAt('active'), YOU)).do(cancel('extra turn'))),
    log({ type: 'rev.extra-turn', player: YOU }))],
});

const playerName = (player: unknown): string => `Player ${fieldText(player as string).slice(1)}`;

export const reversalPack = defineCardPack({
  name: 'reversal',
  cards: [reversal, extraTurn],
  formatters: {
    'rev.reversal': () => 'The lower card wins the next comparison.',
    'rev.reversed': () => 'Reversal! The lower card wins this comparison.',
    'rev.extra-turn': (e) => `${playerName(e.player)} will draw first next round too.`,
  },
  // The cards are drawn face up and act on the table: both players see what they did.
  log: { 'rev.reversal': 'public', 'rev.reversed': 'public', 'rev.extra-turn': 'public' },
  // One of each into every side deck; twist shuffles side decks into the piles after the deal.
  setup(state: CardState) {
    for (const player of ['p1', 'p2']) {
      createCard(state, reversal, { owner: player, zone: `${player}.side` });
      createCard(state, extraTurn, { owner: player, zone: `${player}.side` });
    }
  },
});

// A pack file's default export may be a pack or an inversify module binding it: this one ships the module.
export default cardPackModule(reversalPack);
