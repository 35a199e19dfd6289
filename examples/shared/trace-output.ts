// --trace FILE: one JSON line per node run (lib's recordTrace), written through the atomic writer,
// so a trace never replaces a file unless --force says so, never replaces a file the run reads
// (the save being loaded, a card pack in use: compared as files on disk, not as spellings), and a
// write that fails (disk full, size limit, /dev/full) ends in one line and exit status 2.
import { recordTrace, type Engine, type GamePicture } from 'cardweave';
import { openOutputFile, type OutputFile } from './files/atomic-write.js';
import { FileError } from './files/file-error.js';
import { sameFile, type FileInUse } from './files/same-file.js';

/** What --trace and --force asked for, and the files in use. */
export interface TraceRequest {
  path: string;
  force: boolean;
  inUse: readonly FileInUse[];
  /** The game's picture, kept in the trace's first line. */
  picture?: GamePicture;
}

/** A trace being written; close() puts it in place, or throws the FileError that stopped it. */
export interface TraceOutput {
  close(): void;
}

/**
 * Checks the trace path and starts tracing `engine` into it; refuses with a
 * {@link FileError} a path that is a file in use, a directory, or an
 * existing file without `force`.
 *
 * @example const trace = openTrace(engine, { path: 'game.jsonl', force: false, inUse: [] }); engine.run(); trace.close();
 */
export function openTrace(engine: Engine, request: TraceRequest): TraceOutput {
  const { path } = request;
  for (const input of request.inUse) {
    if (sameFile(path, input.path)) {
      throw new FileError(`Trace file "${path}" is ${input.role} ("${input.path}"): choose another path for the trace`);
    }
  }
  const out: OutputFile = openOutputFile(path, {
    what: 'Trace file',
    replace: request.force,
    whenExists: 'pass --force to replace it',
  });
  // A write that fails inside the engine's event handler must not throw into the game: keep the
  // first failure, drop the rest of the trace, and report it when the trace is closed.
  let failure: unknown;
  const stop = recordTrace(
    engine,
    (line) => {
      if (failure !== undefined) return;
      try {
        out.write(`${line}\n`);
      } catch (error) {
        failure = error;
      }
    },
    { picture: request.picture },
  );
  let closed = false;
  return {
    close() {
      if (closed) return;
      closed = true;
      stop();
      if (failure === undefined) {
        try {
          out.close();
          return;
        } catch (error) {
          failure = error;
        }
      }
      out.abort();
      throw failure;
    },
  };
}

/**
 * Runs `play` with every node run of `engine` traced as `request` asks (when
 * given). The trace is put in place even when the game throws (its last line
 * then records the error); if the trace cannot be written, that is thrown
 * instead of `play`'s result, unless `play` threw first.
 *
 * @example const status = withTrace(engine, options.trace && { path: options.trace, force: false, inUse: [] }, () => engine.run());
 */
export function withTrace<T>(engine: Engine, request: TraceRequest | undefined, play: () => T): T {
  if (request === undefined) return play();
  const trace = openTrace(engine, request);
  let result: T;
  try {
    result = play();
  } catch (error) {
    try {
      trace.close();
    } catch {
      // The game's own error says more than the trace's.
    }
    throw error;
  }
  trace.close();
  return result;
}
