import type { Engine, RuleGraph, Snapshot } from 'cardweave';
import { FileError } from './files/file-error.js';

/**
 * A save file a CLI cannot use; the message is one line naming the file and
 * the problem.
 *
 * @example throw new SaveFileError('Save file "x.json" has no valid seed');
 */
export class SaveFileError extends FileError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SaveFileError';
  }
}

/**
 * A game's save file format: a JSON object `{ format, version, seed, ...the
 * game's own fields, snapshot }` around an engine snapshot.
 */
export interface SaveFormat<S extends object, E> {
  /** The game's name in messages: "is not a duel save". */
  game: string;
  /** The `format` tag, e.g. `cardweave/duel-save`. */
  format: string;
  version: number;
  /** The rule graph a save of this game restores onto. */
  graph(): RuleGraph;
  /** Reads the game's own fields from a parsed save, refusing bad ones through `fail`. */
  readFields(save: Record<string, unknown>, fail: (problem: string) => never): E;
  /** The game's own fields as they are written. */
  writeFields(fields: E): Record<string, unknown>;
  /** Refuses, through `fail`, a restored game this program cannot play on. */
  checkRestored?(engine: Engine<S>, fields: E, fail: (problem: string) => never): void;
}

/** What a save file holds, once read. */
export interface SaveContents<E> {
  format: string;
  version: number;
  seed: number;
  fields: E;
  snapshot: Snapshot;
}
