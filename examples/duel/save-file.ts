// The duel's save file: lib's snapshot plus who plays each seat and the seed the bots derive from.
// Reading and writing go through examples/shared (bounded reads, atomic writes, one restore call).
import { type Engine, type PackSource, type Snapshot } from 'cardweave';
import { CardError, checkConservation } from 'cardweave/cards';
import { DEFAULT_INPUT_MB, inputLimit, type InputLimit } from '../shared/files/input-file.js';
import type { FileInUse } from '../shared/files/same-file.js';
import { loadSave } from '../shared/load-save.js';
import type { SaveFormat } from '../shared/save-format.js';
import { writeSave as writeGameSave } from '../shared/write-save.js';
import { AGENT_KINDS, type AgentKind, type SearchBudget } from './agents/index.js';
import { duelGame } from './game.js';
import { PLAYERS, type DuelState, type Player } from './state.js';

export { SaveFileError } from '../shared/save-format.js';

/** The `format` tag of a duel save file: anything else is not one. */
export const SAVE_FORMAT = 'cardweave/duel-save';
export const SAVE_VERSION = 1;

/** A saved duel: the engine snapshot, plus what the CLI needs to go on (who plays each seat, the seed agents derive from). */
export interface DuelSave {
  format: typeof SAVE_FORMAT;
  version: number;
  seed: number;
  agents: Record<Player, AgentKind>;
  /** The mcts player's budget, when a seat is one. */
  search?: SearchBudget;
  snapshot: Snapshot;
}

/** The duel's own fields of a save. */
interface DuelFields {
  agents: Record<Player, AgentKind>;
  search?: SearchBudget;
}

/** The mcts budget of a save, checked: whole iterations from 1 to 100,000, an optional think time from 1 to 600,000 ms. */
function readSearch(value: unknown, fail: (problem: string) => never): SearchBudget | undefined {
  if (value === undefined) return undefined;
  const v = value as { iterations?: unknown; thinkMs?: unknown };
  const whole = (x: unknown, most: number): boolean => Number.isSafeInteger(x) && (x as number) >= 1 && (x as number) <= most;
  if (
    value === null ||
    typeof value !== 'object' ||
    !whole(v.iterations, 100_000) ||
    (v.thinkMs !== undefined && !whole(v.thinkMs, 600_000))
  )
    fail(`has a bad mcts budget: ${JSON.stringify(value)} (expected { iterations: 1 to 100000, thinkMs?: 1 to 600000 })`);
  return v.thinkMs === undefined
    ? { iterations: v.iterations as number }
    : { iterations: v.iterations as number, thinkMs: v.thinkMs as number };
}

/** The duel's save format; a save restores onto the duel with `packs` (a save of a duel with other packs is refused). */
const duelSave = (packs: readonly PackSource[]): SaveFormat<DuelState, DuelFields> => ({
  game: 'duel',
  format: SAVE_FORMAT,
  version: SAVE_VERSION,
  graph: () => duelGame.graph(packs),
  readFields(save, fail) {
    const agents = save.agents as Partial<Record<Player, unknown>> | undefined;
    for (const player of PLAYERS) {
      const kind = agents?.[player];
      if (!(AGENT_KINDS as readonly unknown[]).includes(kind))
        fail(`names an unknown player for ${player}: ${JSON.stringify(kind ?? null)}`);
    }
    const search = readSearch(save.search, fail);
    return { agents: { p1: agents!.p1 as AgentKind, p2: agents!.p2 as AgentKind }, ...(search === undefined ? {} : { search }) };
  },
  writeFields: ({ agents, search }) => ({ agents: { ...agents }, ...(search === undefined ? {} : { search: { ...search } }) }),
  checkRestored(engine, _fields, fail) {
    // The card state is data from the file too: every card in one zone, every instance of the one shape.
    try {
      checkConservation(engine.state);
    } catch (error) {
      if (error instanceof CardError) fail(`cannot be restored: ${error.message}`);
      throw error;
    }
    // The terminal knows two seats; a decision for anyone else could never be answered (nor shown).
    const player = engine.pending?.player;
    if (player !== undefined && !(PLAYERS as readonly string[]).includes(player)) {
      fail(
        `has a pending decision for player ${JSON.stringify(player)}, who is not in the duel (the players are ${PLAYERS.join(' and ')})`,
      );
    }
  },
});

/** The limit on save files when none is given: the CLI's default --max-input-mb. */
const DEFAULT_LIMIT = inputLimit(DEFAULT_INPUT_MB, 'raise it with --max-input-mb');

/**
 * Writes a duel to a save file, atomically; works also while a decision is
 * pending. Refuses a path in `protect` (the session's trace) and an existing
 * file that is not a duel save.
 *
 * @example writeSave('duel.json', engine, 42, { p1: 'human', p2: 'greedy' });
 */
export function writeSave(
  path: string,
  engine: Engine<DuelState>,
  seed: number,
  agents: Record<Player, AgentKind>,
  protect: readonly FileInUse[] = [],
  search?: SearchBudget,
): void {
  const fields: DuelFields =
    search !== undefined && (agents.p1 === 'mcts' || agents.p2 === 'mcts') ? { agents, search } : { agents };
  writeGameSave(path, duelSave([]), engine, seed, fields, { protect, limit: DEFAULT_LIMIT });
}

/**
 * Reads a save file and restores its duel exactly where it was. A missing,
 * unreadable or oversized file, bad JSON, another format (a War snapshot,
 * say), a snapshot that does not restore, a card state that does not hold
 * together (a save of an older card layout, say) or a decision pending for a
 * player not in the duel is refused with a {@link SaveFileError}. By default the save is verified:
 * its decisions are played again from its recorded start, so an edited position is refused;
 * `verify: 'structure'` trusts the saved position (the CLI's --trust-save).
 * A duel played with extra packs restores with the same `packs` (the CLI's --pack).
 *
 * @example const { engine, save } = readSave('duel.json');
 */
export function readSave(
  path: string,
  limit: InputLimit = DEFAULT_LIMIT,
  verify: 'replay' | 'structure' = 'replay',
  packs: readonly PackSource[] = [],
): { save: DuelSave; engine: Engine<DuelState> } {
  const { save, engine } = loadSave(path, duelSave(packs), limit, verify);
  return {
    save: {
      format: SAVE_FORMAT,
      version: save.version,
      seed: save.seed,
      agents: save.fields.agents,
      ...(save.fields.search === undefined ? {} : { search: save.fields.search }),
      snapshot: save.snapshot,
    },
    engine,
  };
}
