/**
 * How a card test plays War (cardweave's `cardTest()`): War's rules with the
 * twist variant and the packs given, an empty table, and a card played the
 * way War plays one: it lies on top of its player's pile, and the round that
 * draws it starts, that player first. The game then plays on to its end.
 */
import { cardsIn, standardFormatters, standardNodes, type CardPack, type CardTestGame, type Invocation } from 'cardweave';
import { warFormatters, warLines } from './formatters.js';
import { layTable, warRules } from './game.js';
import { OPPONENT, type Player, type WarState } from './state.js';
import { twist } from './twist/pack.js';
import { warVisibility } from './visibility.js';

/**
 * War (twist, the variant with ability cards) for card tests, with `packs` loaded on top.
 *
 * @example cardTest(warCardTests(), 'Gain 1 Point').lay('p1.pile', ['war.gain-1-point', 'war.10-of-clubs']).lay('p2.pile', ['war.5-of-clubs']).play('p1', 'war.gain-1-point').run();
 */
export function warCardTests(packs: CardPack<WarState>[] = []): CardTestGame<WarState> {
  return {
    rules: {
      id: 'war',
      nodes: [...standardNodes],
      formatters: { ...standardFormatters, ...warFormatters },
      packs: [warRules, twist, ...packs],
      visibility: warVisibility,
    },
    table: layTable,
    start(state, play): Invocation[] {
      const first = (play?.player ?? state.active) as Player;
      if (play !== undefined && cardsIn(state, `${first}.pile`)[0] !== play.card)
        throw new RangeError(`War plays a card by drawing it: lay it on top of "${first}.pile"`);
      return [{ node: 'war.reveal', args: { players: [first, OPPONENT[first]!], battle: true } }];
    },
    lines: (engine) => warLines(engine),
  };
}
