import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Engine, SNAPSHOT_FORMAT, SnapshotError, type Snapshot } from 'cardweave';
import { AGENT_KINDS, type AgentKind } from './agents/index.js';
import { duelGame } from './game.js';
import type { DuelState, Player } from './state.js';

/** The `format` tag of a duel save file: anything else is not one. */
export const SAVE_FORMAT = 'cardweave/duel-save';
export const SAVE_VERSION = 1;

/** A saved duel: the engine snapshot, plus what the CLI needs to go on (who plays each seat, the seed agents derive from). */
export interface DuelSave {
  format: typeof SAVE_FORMAT;
  version: number;
  seed: number;
  agents: Record<Player, AgentKind>;
  snapshot: Snapshot;
}

/** A save file that cannot be used; the message is one line naming the file and the problem. */
export class SaveFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SaveFileError';
  }
}

/**
 * Writes a duel to a save file; works also while a decision is pending.
 *
 * @example writeSave('duel.json', engine, 42, { p1: 'human', p2: 'greedy' });
 */
export function writeSave(path: string, engine: Engine<DuelState>, seed: number, agents: Record<Player, AgentKind>): void {
  const save: DuelSave = { format: SAVE_FORMAT, version: SAVE_VERSION, seed, agents: { ...agents }, snapshot: engine.snapshot() };
  writeFileSync(path, `${JSON.stringify(save)}\n`);
}

/**
 * Reads a save file and restores its duel exactly where it was. A missing
 * file, bad JSON, another format (a War snapshot, say) or a snapshot that
 * does not restore is refused with a {@link SaveFileError}.
 *
 * @example const { engine, save } = readSave('duel.json');
 */
export function readSave(path: string): { save: DuelSave; engine: Engine<DuelState> } {
  if (!existsSync(path)) throw new SaveFileError(`Save file "${path}" does not exist`);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    throw new SaveFileError(`Save file "${path}" is not valid JSON`);
  }
  const save = data as Partial<DuelSave> & { rules?: unknown };
  if (save === null || typeof save !== 'object' || save.format !== SAVE_FORMAT) {
    const format = (save as { format?: unknown } | null)?.format;
    if (format === SNAPSHOT_FORMAT)
      throw new SaveFileError(
        `Save file "${path}" is a bare cardweave snapshot of rule set "${String(save.rules)}", not a duel save`,
      );
    throw new SaveFileError(
      `Save file "${path}" is not a duel save (its format is ${JSON.stringify(format ?? null)}, expected "${SAVE_FORMAT}")`,
    );
  }
  if (save.version !== SAVE_VERSION)
    throw new SaveFileError(
      `Save file "${path}" has version ${JSON.stringify(save.version)}; this duel reads version ${SAVE_VERSION}`,
    );
  if (!Number.isSafeInteger(save.seed) || save.seed! < 0) throw new SaveFileError(`Save file "${path}" has no valid seed`);
  for (const player of ['p1', 'p2'] as const) {
    const kind = save.agents?.[player];
    if (!(AGENT_KINDS as readonly unknown[]).includes(kind))
      throw new SaveFileError(`Save file "${path}" names an unknown player for ${player}: ${JSON.stringify(kind ?? null)}`);
  }
  try {
    return { save: save as DuelSave, engine: Engine.restore<DuelState>(duelGame.graph(), save.snapshot as Snapshot) };
  } catch (error) {
    if (error instanceof SnapshotError) throw new SaveFileError(`Save file "${path}" cannot be restored: ${error.message}`);
    throw error;
  }
}
