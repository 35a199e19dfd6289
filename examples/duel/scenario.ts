import { createCard, Engine, type Agent, type CardDefinition, type CardPack, type Invocation } from 'cardweave';
import { createCardState, startCardLifetimes } from 'cardweave/cards';
import { MONSTERS } from './cards.js';
import { checkLifePoints, duelGame, emptyTable } from './game.js';
import { EXPANSION } from './packs/expansion.js';
import { SPELLS_AND_TRAPS } from './packs/spells-and-traps.js';
import { DEFAULT_LIFE_POINTS, PLAYERS, ZONES, fitCardSlots, type DuelState, type Player, type TurnFlags } from './state.js';

/** A monster on the field: its card id, and its position (default attack; 'face-down' is face-down defense). */
export type FieldMonster = string | { card: string; position?: 'attack' | 'defense' | 'face-down' };

/** One player's side of a scenario. Cards are named by id, with or without the "duel." prefix. */
export interface SideSetup {
  /** Top card first. */
  deck?: string[];
  hand?: string[];
  monsters?: FieldMonster[];
  /** Continuous spells (face up, working) and traps (set face down, armed). */
  spells?: string[];
  graveyard?: string[];
  lifePoints?: number;
}

/** A duel position to start from, for tests, puzzles and examples. */
export interface DuelSetup {
  seed?: number;
  /** Starting life points (the turn's own may differ per side). Default 8000. */
  lifePoints?: number;
  /** Default 2: the second turn, so battle is allowed. */
  turn?: number;
  /** Whose turn it is. Default p1. */
  active?: Player;
  /** Where the turn starts. Default 'main'. */
  phase?: 'draw' | 'main' | 'battle';
  /** Once-per-turn limits already used this turn. */
  flags?: Partial<TurnFlags>;
  p1?: SideSetup;
  p2?: SideSetup;
  agents?: Record<string, Agent>;
  log?: boolean;
  /** Packs the base game does not load (packs/bargains.ts): their cards may be named too. */
  packs?: CardPack<DuelState>[];
}

const CATALOGUE = new Map<string, CardDefinition>([...MONSTERS, ...SPELLS_AND_TRAPS, ...EXPANSION].map((def) => [def.id, def]));

/** The definition of a card named in a scenario (the base game's, or an extra pack's); an unknown name is refused with the place it was written. */
function card(name: string, where: string, packs: readonly CardPack<DuelState>[] = []): CardDefinition {
  const id = name.includes('.') ? name : `duel.${name}`;
  const def = CATALOGUE.get(id) ?? packs.flatMap((pack) => pack.cards).find((c) => c.id === id);
  if (def === undefined) throw new RangeError(`Unknown card "${name}" in ${where}`);
  return def;
}

/**
 * A duel set up declaratively at some turn and phase: the zones hold the cards
 * listed, in order, created p1 first (deck, hand, monsters, spells, graveyard),
 * then p2. Continuous spells and set traps on the field work from the start:
 * their static abilities are attached as the cards lie (startCardLifetimes).
 *
 * @example
 * const engine = setupDuel({ p1: { monsters: ['gale-lancer'] }, p2: { monsters: [{ card: 'moss-golem', position: 'defense' }] } });
 */
export function setupDuel(setup: DuelSetup = {}): Engine<DuelState> {
  const state = createCardState() as DuelState;
  emptyTable(state, checkLifePoints(setup.lifePoints ?? DEFAULT_LIFE_POINTS));
  const active = setup.active ?? 'p1';
  state.active = active;
  state.turn = setup.turn ?? 2;
  Object.assign(state.turnFlags, structuredClone(setup.flags ?? {}));
  for (const player of PLAYERS) {
    const side = setup[player] ?? {};
    const zones = ZONES[player]!;
    if (side.lifePoints !== undefined) state.lifePoints[player] = checkLifePoints(side.lifePoints);
    const put = (name: string, zone: number, faceUp: boolean): number => {
      const created = createCard(state, card(name, state.zoneNames[zone]!, setup.packs), { owner: player, zone, faceUp });
      fitCardSlots(state);
      return created;
    };
    for (const name of side.deck ?? []) put(name, zones.deck, false);
    for (const name of side.hand ?? []) put(name, zones.hand, false);
    for (const monster of side.monsters ?? []) {
      const { card: name, position = 'attack' } = typeof monster === 'string' ? { card: monster } : monster;
      const placed = put(name, zones.monsters, position !== 'face-down');
      state.positions[placed] = position === 'attack' ? 'attack' : 'defense';
    }
    for (const name of side.spells ?? [])
      put(name, zones.spells, card(name, state.zoneNames[zones.spells]!, setup.packs).kind !== 'trap');
    for (const name of side.graveyard ?? []) put(name, zones.graveyard, true);
  }
  const phase = setup.phase ?? 'main';
  state.phase = phase;
  // A turn that starts at its draw phase starts fresh; one that starts later keeps the flags given.
  const start: Invocation[] =
    phase === 'draw'
      ? [
          { node: 'duel.start-turn', args: { player: active } },
          { node: 'begin-phase', args: { player: active, phase: 'draw' } },
        ]
      : [{ node: phase === 'main' ? 'duel.main-phase' : 'duel.battle-phase', args: { player: active } }];
  const engine = new Engine<DuelState>(duelGame.graph(setup.packs), {
    state,
    seed: setup.seed ?? 1,
    agents: setup.agents,
    log: setup.log,
    start,
  });
  // The field's static abilities (continuous spells, set traps, auras) work from the start.
  startCardLifetimes(engine);
  return engine;
}
