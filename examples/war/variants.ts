import type { PackSource } from 'cardweave';
import { twist } from './twist/pack.js';

/** The variants War knows; a variant is the set of packs it adds to the base rules. */
export const VARIANTS = ['classic', 'twist'] as const;
export type Variant = (typeof VARIANTS)[number];

/** The packs a variant adds to the base War rules: classic adds none, twist its ability cards and rule hooks. */
export function variantPacks(variant: Variant): PackSource[] {
  return variant === 'twist' ? [twist] : [];
}
