import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleRefusal } from './module-refusal.js';

/** `MODULE#EXPORT`: an export is an identifier, so a `#` elsewhere in a path stays part of the path. */
const WITH_EXPORT = /^(.+?)#([A-Za-z_$][\w$]*)$/;

/**
 * The file (absolute) and export a command-line module argument names:
 * `game.ts`, `./games/war.js#hardMode` or a `file:` URL, a relative path
 * read against the working directory. With `exports: false` (a pack file,
 * whose export is fixed), a `#` is part of the path.
 *
 * @example
 * moduleRef('games/war.ts#hardMode'); // { file: '<cwd>/games/war.ts', export: 'hardMode' }
 */
export function moduleRef(spec: string, options: { exports?: boolean } = {}): { file: string; export: string | undefined } {
  const match = options.exports === false ? null : WITH_EXPORT.exec(spec);
  return { file: filePath(match?.[1] ?? spec), export: match?.[2] };
}

/** An absolute path from a path (relative to the working directory) or a `file:` URL. */
export function filePath(where: string): string {
  return where.startsWith('file:') ? fileURLToPath(where) : resolve(where);
}

/**
 * Refuses, in one line naming it, a path that names no file or something
 * other than a file (a directory, a device): before an import, whose own
 * error would name neither so plainly.
 *
 * @example
 * checkModuleFile('/srv/games'); // ModuleRefusal: /srv/games is a directory, not a file
 */
export function checkModuleFile(file: string): void {
  let stats;
  try {
    stats = statSync(file, { throwIfNoEntry: false });
  } catch (error) {
    throw new ModuleRefusal(
      file,
      'not-a-file',
      `it cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    );
  }
  if (stats === undefined) throw new ModuleRefusal(file, 'missing', 'it does not exist');
  if (stats.isDirectory()) throw new ModuleRefusal(file, 'not-a-file', 'it is a directory, not a file');
  if (!stats.isFile()) throw new ModuleRefusal(file, 'not-a-file', 'it is not a regular file');
}
