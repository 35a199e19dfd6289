import {
  cardDef,
  cardsIn,
  createCard,
  defineCardGame,
  standardFormatters,
  standardNodes,
  type CardDefinition,
  type Engine,
  type PackSource,
} from '../../../../lib/index.js';
import { fortune, gainOnePoint, standardCard, SUITS } from '../../../../examples/war/cards.js';
import { warFormatters } from '../../../../examples/war/formatters.js';
import { layTable, warRules } from '../../../../examples/war/game.js';
import { OPPONENT, PILE, type Player, type WarState } from '../../../../examples/war/state.js';
import { variantPacks, type Variant } from '../../../../examples/war/variants.js';

/** A card in a test pile: a rank (2..14), "G" (Gain 1 Point), "F" (Fortune), or any definition. */
export type PileCard = number | 'G' | 'F' | CardDefinition;

/** A table laid out by hand: each pile top first. */
export interface WarSetup {
  p1: PileCard[];
  p2: PileCard[];
  variant?: Variant;
  packs?: PackSource[];
  cap?: number;
  active?: Player;
  seed?: number;
  log?: boolean;
}

interface Layout {
  p1: PileCard[];
  p2: PileCard[];
  cap?: number;
  active?: Player;
}

/** War with the real nodes and packs, but piles laid out by the test and play starting at the first battle. */
const presetGame = defineCardGame<WarState, Layout>({
  id: 'war',
  nodes: [...standardNodes],
  formatters: { ...standardFormatters, ...warFormatters },
  packs: [warRules],
  setup(state, _rng, layout) {
    layTable(state);
    if (layout.cap !== undefined) state.cap = layout.cap;
    if (layout.active !== undefined) state.active = layout.active;
    const seen = new Map<number, number>();
    for (const player of ['p1', 'p2'] as const) {
      for (const card of layout[player]) {
        createCard(state, definition(card, seen), { owner: player, zone: PILE[player]! });
      }
    }
  },
  // The first battle: both players reveal, the active one first.
  start: (state) => ({ node: 'war.reveal', args: { players: [state.active, OPPONENT[state.active]!], battle: true } }),
});

function definition(card: PileCard, seen: Map<number, number>): CardDefinition {
  if (card === 'G') return gainOnePoint;
  if (card === 'F') return fortune;
  if (typeof card !== 'number') return card;
  // Each copy of a rank takes the next suit, so a table never holds one card twice.
  const copy = seen.get(card) ?? 0;
  seen.set(card, copy + 1);
  return standardCard(card, SUITS[copy % SUITS.length]!);
}

/**
 * A War engine whose piles are laid out as given (top first), ready to run from the first battle.
 *
 * @example setupWar({ p1: [13], p2: [12] }).run();
 */
export function setupWar(setup: WarSetup): Engine<WarState> {
  return presetGame.createEngine({
    seed: setup.seed ?? 1,
    log: setup.log ?? true,
    packs: [...variantPacks(setup.variant ?? 'classic'), ...(setup.packs ?? [])],
    options: { p1: setup.p1, p2: setup.p2, cap: setup.cap, active: setup.active },
  });
}

/** The ranks in a zone, given by name or handle, top first (ability cards by name). */
export function zoneCards(engine: Engine<WarState>, zone: string | number): (number | string)[] {
  const state = engine.state;
  return cardsIn(state, zone).map((card) => {
    const def = cardDef(state, card);
    return def.kind === 'standard' ? (def.stats.rank as number) : def.name;
  });
}
