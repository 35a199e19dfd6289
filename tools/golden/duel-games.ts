/**
 * The duel's golden games: greedy and random bots in every pairing on the
 * starter decks, the Grove deck, decks with the optional packs' cards
 * (bargains, edicts, tides), and a few look-ahead games.
 */
import type { Agent, CardDefinition, Json } from 'cardweave';
import { makeAgent, type AgentKind } from '../../examples/duel/agents/index.js';
import { deckCards, EMBER_DECK, GROVE_DECK, TIDE_DECK, type DeckList } from '../../examples/duel/decks.js';
import { duelGame } from '../../examples/duel/game.js';
import { BARGAINS, bargainsPack } from '../../examples/duel/packs/bargains.js';
import { EDICTS, edictsPack } from '../../examples/duel/packs/edicts.js';
import { TIDES, tidesPack } from '../../examples/duel/packs/tides.js';
import { seeds, type GameSpec, type GoldenExample } from './golden-example.js';

/** A deck as card ids, its last cards swapped for `extra` (two copies of each), so a pack's cards are dealt. */
function deckWith(list: DeckList, extra: readonly CardDefinition[] = []): string[] {
  const ids = deckCards(list).map((card) => card.id);
  const added = extra.flatMap((card) => [card.id, card.id]);
  return [...ids.slice(0, ids.length - added.length), ...added];
}

interface Line {
  label: string;
  p1: string;
  p2: string;
  packs?: string[];
  lifePoints?: number;
  seatDecks?: { p1: string[]; p2: string[] };
}

/** `count` games of one line, named `<label>-s<seed>`. */
function line(spec: Line, from: number, count: number, step: number): GameSpec[] {
  const options: Record<string, Json> = {};
  if (spec.lifePoints !== undefined) options.lifePoints = spec.lifePoints;
  if (spec.seatDecks !== undefined) options.seatDecks = spec.seatDecks;
  return seeds(from, count, step).map((seed) => ({
    name: `${spec.label}-s${seed}`,
    seed,
    packs: spec.packs ?? [],
    options: Object.keys(options).length === 0 ? null : options,
    agents: { p1: spec.p1, p2: spec.p2 },
  }));
}

const LOOK_AHEAD = /^mcts-(\d+)$/;

export const duelGolden: GoldenExample = {
  game: 'duel',
  cards: duelGame,
  packs: { 'duel-bargains': bargainsPack, 'duel-edicts': edictsPack, 'duel-tides': tidesPack },
  every: 200,
  agent(name: string, seed: number, seat: string): Agent {
    // The look-ahead player is recorded as mcts-<iterations>, with the CLI's greedy playouts.
    const search = LOOK_AHEAD.exec(name);
    if (search !== null) return makeAgent('mcts', seed, seat, { iterations: Number(search[1]) });
    if (name === 'random' || name === 'greedy') return makeAgent(name satisfies AgentKind, seed, seat);
    throw new Error(`The duel has no golden agent "${name}" (known: random, greedy, mcts-<iterations>)`);
  },
  catalogue: [
    ...line({ label: 'greedy-random', p1: 'greedy', p2: 'random' }, 1, 10, 3),
    ...line({ label: 'random-greedy', p1: 'random', p2: 'greedy' }, 2, 6, 7),
    ...line({ label: 'greedy-greedy', p1: 'greedy', p2: 'greedy' }, 4, 8, 9),
    ...line({ label: 'random-random-4000', p1: 'random', p2: 'random', lifePoints: 4000 }, 5, 8, 11),
    ...line(
      { label: 'grove-ember', p1: 'greedy', p2: 'greedy', seatDecks: { p1: deckWith(GROVE_DECK), p2: deckWith(EMBER_DECK) } },
      6,
      4,
      13,
    ),
    ...line(
      {
        label: 'bargains',
        p1: 'random',
        p2: 'greedy',
        packs: ['duel-bargains'],
        seatDecks: { p1: deckWith(EMBER_DECK, BARGAINS), p2: deckWith(TIDE_DECK, BARGAINS) },
      },
      8,
      4,
      5,
    ),
    ...line(
      {
        label: 'edicts',
        p1: 'greedy',
        p2: 'random',
        packs: ['duel-edicts'],
        seatDecks: { p1: deckWith(EMBER_DECK, EDICTS), p2: deckWith(TIDE_DECK, EDICTS) },
      },
      9,
      4,
      7,
    ),
    ...line(
      {
        label: 'tides',
        p1: 'greedy',
        p2: 'greedy',
        packs: ['duel-tides'],
        seatDecks: { p1: deckWith(EMBER_DECK, TIDES), p2: deckWith(TIDE_DECK, TIDES) },
      },
      10,
      4,
      3,
    ),
    ...line(
      {
        label: 'all-packs-4000',
        p1: 'random',
        p2: 'random',
        packs: ['duel-bargains', 'duel-edicts', 'duel-tides'],
        lifePoints: 4000,
        seatDecks: {
          p1: deckWith(EMBER_DECK, [...BARGAINS, ...EDICTS, ...TIDES]),
          p2: deckWith(TIDE_DECK, [...BARGAINS, ...EDICTS, ...TIDES]),
        },
      },
      12,
      3,
      4,
    ),
    ...line({ label: 'mcts16-greedy', p1: 'mcts-16', p2: 'greedy' }, 13, 2, 6),
  ],
};
