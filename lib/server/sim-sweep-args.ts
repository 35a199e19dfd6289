// `cardweave sim`'s sweep flags read into sweep() arms: `--sweep CARD.FIELD=V1,V2`, `--arm-pack FILE`.
import type { ArmChange } from '../sim/sweep/types.js';
import { UsageError } from './serve-options.js';

/** The flags `cardweave sim` adds for sweeps (parseArgs options). */
export const SWEEP_FLAGS = {
  sweep: { type: 'string', multiple: true },
  'arm-pack': { type: 'string', multiple: true },
  seat: { type: 'string' },
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
