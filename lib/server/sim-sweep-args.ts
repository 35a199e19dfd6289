// `cardweave sim`'s sweep flags read into sweep() arms: `--sweep CARD.FIELD=V1,V2`, `--arm-pack FILE`.
import { moduleRef } from '../modules/module-ref.js';
import type { Entrant } from '../sim/sweep/matches.js';
import type { ArmChange } from '../sim/sweep/types.js';
import type { ModuleExport } from '../sim/types.js';
import { UsageError } from './serve-options.js';
import { DECK_PREFIX, deckEntrant } from './sim-deck-file.js';

/** The flags `cardweave sim` adds for sweeps (parseArgs options). */
export const SWEEP_FLAGS = {
  sweep: { type: 'string', multiple: true },
  'arm-pack': { type: 'string', multiple: true },
  seat: { type: 'string' },
  'round-robin': { type: 'string', multiple: true },
  'skill-trace': { type: 'string' },
  levels: { type: 'string' },
} as const;

/** The most values one `--sweep` takes: each is a whole simulation of the seeds. */
export const MAX_SWEEP_VALUES = 20;

/**
 * The arms the flags ask for, in order (every `--sweep`, then every
 * `--arm-pack`); empty when there is no sweep.
 *
 * @example sweepArms({ sweep: ['war.14-of-spades.rank=2,9'] }); // [{ card: 'war.14-of-spades', field: 'rank', values: [2, 9] }]
 */
export function sweepArms(values: { sweep?: string[]; 'arm-pack'?: string[] }): ArmChange[] {
  const arms: ArmChange[] = (values.sweep ?? []).map(cardArm);
  for (const file of values['arm-pack'] ?? []) {
    if (file === '') throw new UsageError('--arm-pack needs a pack file, got an empty name');
    arms.push({ packIn: file });
  }
  return arms;
}

/** `CARD.FIELD=V1,V2`: the card id may hold dots, so the field is what follows the last dot before "=". */
function cardArm(text: string): ArmChange {
  const shown = JSON.stringify(text.slice(0, 60));
  const match = /^(.+)\.([^.=]+)=(.+)$/.exec(text);
  if (match === null) throw new UsageError(`--sweep must be CARD.FIELD=V1,V2,... (e.g. duel.ogre.atk=1500,2000), got ${shown}`);
  const parts = match[3]!.split(',');
  if (parts.some((part) => part === '')) throw new UsageError(`--sweep ${shown} has an empty value`);
  if (parts.length > MAX_SWEEP_VALUES)
    throw new UsageError(`--sweep takes at most ${MAX_SWEEP_VALUES} values, got ${parts.length}`);
  // A number when it reads as one (plain decimal), else the text: the library checks it against the field's type.
  const values = parts.map((part) => (/^-?\d+(\.\d+)?$/.test(part) ? Number(part) : part));
  return { card: match[1]!, field: match[2]!, values };
}

/** The most levels one --skill-trace plays, and the largest level: each doubles the search's time. */
export const MAX_SKILL_LEVELS = 16;
export const MAX_SKILL_LEVEL = 1_000_000;

/**
 * A round robin's entrant: `random` (a seeded random player), `FILE#EXPORT`, an agent factory, or
 * `deck:FILE.json`, a deck played by a seeded random player (sim-deck-file.ts).
 *
 * @example entrant('examples/duel/agents/greedy.ts#greedyAgent'); // { name: 'greedyAgent', agent: { module: '/abs/.../greedy.ts', export: 'greedyAgent' } }
 */
export function entrant(text: string): Entrant {
  if (text === 'random') return { name: 'random' };
  if (text.startsWith(DECK_PREFIX)) return deckEntrant(text);
  return { name: agentRef('--round-robin', text).export!, agent: agentRef('--round-robin', text) };
}

/** `FILE#EXPORT`: an agent factory's module, resolved against the current folder, and its export. */
export function agentRef(flag: string, text: string): ModuleExport {
  // The same reading of MODULE#EXPORT as every command's (lib/modules); here the export is required.
  const ref = moduleRef(text);
  if (ref.export === undefined)
    throw new UsageError(
      `${flag} must be random${flag === '--round-robin' ? ', deck:FILE.json' : ''} or FILE#EXPORT naming an agent factory (e.g. examples/duel/agents/greedy.ts#greedyAgent), got ${JSON.stringify(text.slice(0, 60))}`,
    );
  return { module: ref.file, export: ref.export };
}

/** `--levels 1,2,4`: at least two increasing whole numbers. */
export function skillLevels(text: string | undefined): number[] | undefined {
  if (text === undefined) return undefined;
  const parts = text.split(',');
  const levels = parts.map((part) => (/^\d{1,7}$/.test(part) ? Number(part) : NaN));
  if (
    parts.length < 2 ||
    parts.length > MAX_SKILL_LEVELS ||
    levels.some((l, i) => !(l >= 1 && l <= MAX_SKILL_LEVEL) || (i > 0 && l <= levels[i - 1]!))
  )
    throw new UsageError(
      `--levels must be 2 to ${MAX_SKILL_LEVELS} increasing whole numbers from 1 to ${MAX_SKILL_LEVEL}, e.g. 1,2,4,8, got ${JSON.stringify(text.slice(0, 60))}`,
    );
  return levels;
}
