// Saving a game for a user: written atomically (see files/atomic-write.ts), and never over a file
// that is not already a save of the same game (a typo like "s README.md" must not destroy it), nor
// over a file this session is writing otherwise (its trace).
import { resolve } from 'node:path';
import type { Engine } from 'cardweave';
import { writeFileAtomic } from './files/atomic-write.js';
import { errnoText } from './files/errno-text.js';
import { FileError } from './files/file-error.js';
import { readInputJson, type InputLimit } from './files/input-file.js';
import { sameFile, statIfAny, type FileInUse } from './files/same-file.js';
import type { SaveFormat } from './save-format.js';
import { snapshot } from 'cardweave';

/**
 * Writes `engine`'s game to `path` as a save in `format`, with `seed` and the
 * game's own `fields`; works also while a decision is pending. Refuses, with
 * a {@link FileError}, a path in `protect` and an existing file that is not a
 * save of this game; on a failed write the previous file is untouched.
 *
 * @example writeSave('duel.json', DUEL_SAVE, engine, 42, { agents }, { protect: [], limit });
 */
export function writeSave<S extends object, E>(
  path: string,
  format: SaveFormat<S, E>,
  engine: Engine<S>,
  seed: number,
  fields: E,
  guard: { protect: readonly FileInUse[]; limit: InputLimit },
): void {
  for (const other of guard.protect) {
    // A trace is written to a temporary file until its session ends, so its path may not exist
    // yet: compare the resolved spellings as well as the files.
    if (resolve(path) === resolve(other.path) || sameFile(path, other.path)) {
      throw new FileError(`Save file "${path}" is ${other.role}: choose another name`);
    }
  }
  let existing;
  try {
    existing = statIfAny(path);
  } catch (error) {
    throw new FileError(`Cannot write save file "${path}": ${errnoText(error)}`, { cause: error });
  }
  if (existing !== undefined && existing.isFile() && !isSaveOf(path, format, guard.limit)) {
    throw new FileError(`Save file "${path}" already exists and is not a ${format.game} save: choose another name`);
  }
  const save = {
    format: format.format,
    version: format.version,
    seed,
    ...format.writeFields(fields),
    snapshot: snapshot(engine),
  };
  writeFileAtomic(path, `${JSON.stringify(save)}\n`, { what: 'Save file', replace: true });
}

/** True when the file at `path` reads as a save of `format`: only such a file may be replaced by a new save. */
function isSaveOf(path: string, format: SaveFormat<object, unknown>, limit: InputLimit): boolean {
  try {
    const data = readInputJson(path, 'Save file', limit) as { format?: unknown } | null;
    return data !== null && typeof data === 'object' && data.format === format.format;
  } catch {
    return false;
  }
}
