import { pathToFileURL } from 'node:url';
import { SimulationError } from '../errors.js';
import type { ModuleExport } from '../types.js';

/**
 * A module export as a worker is sent it: its module a `file:` URL, its export named; a relative path is refused.
 *
 * @example gameRef({ module: '/abs/game.ts', export: 'duelGame' }); // { module: 'file:///abs/game.ts', export: 'duelGame' }
 */
export function gameRef(ref: ModuleExport | undefined, field = 'game'): { module: string; export: string } {
  if (ref === null || typeof ref !== 'object' || !('module' in ref))
    throw new SimulationError(
      'sim-game-not-export',
      `sweep(): ${field} must be { module, export } naming a module file and its export`,
    );
  const module = ref.module instanceof URL ? ref.module.href : ref.module;
  if (typeof module !== 'string' || !(module.startsWith('file:') || module.startsWith('/')))
    throw new SimulationError(
      'sim-module-relative',
      `sweep(): ${field}.module must be an absolute path or a file: URL, got ${JSON.stringify(module)}`,
    );
  return { module: module.startsWith('file:') ? module : pathToFileURL(module).href, export: ref.export ?? 'default' };
}
