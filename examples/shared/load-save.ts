// The one place a save file becomes a game: read it within bounds, check its envelope, restore its
// snapshot through the engine (the only restore call of the example CLIs), then let the game
// refuse what it cannot play on. The engine's restore options (verification) are passed here.
import { Engine, restore, type RestoreOptions, type Snapshot } from 'cardweave';
import { SNAPSHOT_FORMAT } from 'cardweave/saves';
import { SnapshotError } from 'cardweave/graph';
import { FileError } from './files/file-error.js';
import { readInputJson, type InputLimit } from './files/input-file.js';
import { SaveFileError, type SaveContents, type SaveFormat } from './save-format.js';

/** A save file, read and restored. */
export interface LoadedSave<S extends object, E> {
  save: SaveContents<E>;
  engine: Engine<S>;
}

/**
 * Reads the save file at `path` in `format` and restores its game exactly
 * where it was. A file that cannot be read, is too large or is not JSON, a
 * save of another game or version, bad fields, and a snapshot the engine
 * refuses are all refused with one-line {@link SaveFileError}s naming the file.
 *
 * `verify` is the engine's: `'replay'` (the default) plays the save's decisions again from its
 * recorded start and refuses a save whose position differs, so a forged winner, question, option or
 * card is refused; `'structure'` trusts the saved position once its structure checks out (faster;
 * for your own saves only).
 *
 * @example const { save, engine } = loadSave('duel-save.json', DUEL_SAVE, inputLimit(16, 'raise it with --max-input-mb'));
 */
export function loadSave<S extends object, E>(
  path: string,
  format: SaveFormat<S, E>,
  limit: InputLimit,
  verify: NonNullable<RestoreOptions['verify']> = 'replay',
): LoadedSave<S, E> {
  const fail = (problem: string): never => {
    throw new SaveFileError(`Save file "${path}" ${problem}`);
  };
  let data: unknown;
  try {
    data = readInputJson(path, 'Save file', limit);
  } catch (error) {
    if (error instanceof FileError && !(error instanceof SaveFileError)) throw new SaveFileError(error.message, { cause: error });
    throw error;
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    return fail(`is not a ${format.game} save (it holds no JSON object)`);
  const save = data as Record<string, unknown>;
  if (save.format !== format.format) {
    if (save.format === SNAPSHOT_FORMAT)
      return fail(`is a bare cardweave snapshot of rule set "${String(save.rules)}", not a ${format.game} save`);
    return fail(
      `is not a ${format.game} save (its format is ${JSON.stringify(save.format ?? null)}, expected "${format.format}")`,
    );
  }
  if (save.version !== format.version) {
    return fail(`has version ${JSON.stringify(save.version ?? null)}; this ${format.game} reads version ${format.version}`);
  }
  if (typeof save.seed !== 'number' || !Number.isSafeInteger(save.seed) || save.seed < 0) return fail('has no valid seed');
  const fields = format.readFields(save, fail);
  let engine: Engine<S>;
  try {
    engine = restore<S>(format.graph(), save.snapshot as Snapshot, { verify });
  } catch (error) {
    if (error instanceof SnapshotError) return fail(`cannot be restored: ${error.message.split('\n')[0]}`);
    throw error;
  }
  format.checkRestored?.(engine, fields, fail);
  return {
    save: { format: format.format, version: format.version, seed: save.seed, fields, snapshot: save.snapshot as Snapshot },
    engine,
  };
}
