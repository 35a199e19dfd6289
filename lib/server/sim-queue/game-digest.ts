// The digest that tells a worker it plays the same game as the run's submitter: a worker on another
// machine imports the game from its own checkout, and a file that differs there would give other games.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/**
 * SHA-256 of the game module's and each pack's path (as the job names it)
 * and bytes, read under `root`. It covers those files only, not what the
 * game module imports (its cards, effects, cardweave itself): the two
 * machines must run the same checkout, as docs/simulation.md says.
 *
 * @example await gameDigest(process.cwd(), 'examples/war/game.ts', []); // '3f1c…'
 */
export async function gameDigest(root: string, gamePath: string, packPaths: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const path of [gamePath, ...packPaths]) {
    const bytes = await readFile(resolve(root, path));
    // Lengths first, so no two lists of files hash alike by moving bytes from one to the next.
    hash.update(`${Buffer.byteLength(path)}:${path}:${bytes.length}:`).update(bytes);
  }
  return hash.digest('hex');
}
