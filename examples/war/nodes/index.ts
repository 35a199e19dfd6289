import type { NodeDefinition } from 'cardweave';
import { beginNode } from './begin.js';
import { outOfCardsNode } from './out-of-cards.js';
import { resolveNode } from './resolve.js';
import { revealNode } from './reveal.js';
import { stakeNode } from './stake.js';
import { takePotNode } from './take-pot.js';
import { warNode } from './war.js';

/** The War rule nodes shared by every variant; variants change them with hooks and masks. */
export const warNodes: readonly NodeDefinition[] = [
  beginNode,
  revealNode,
  resolveNode,
  warNode,
  stakeNode,
  takePotNode,
  outOfCardsNode,
];
