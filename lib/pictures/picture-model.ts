import type { Phase } from '../graph/types.js';

/**
 * A game's rule graph drawn as Mermaid, with the ids its boxes carry, so a
 * page can find the box of a node or hook (the trace page highlights them).
 *
 * @example
 * const picture: GamePicture = gamePicture(engine); document.querySelector(`[data-id="${picture.nodes['war.reveal']}"]`);
 */
export interface GamePicture {
  /** The Mermaid flowchart. */
  mermaid: string;
  /** The id of each node's box, by node name. */
  nodes: Record<string, string>;
  /** A node drawn in its callers' labels ("calls move-card") rather than as a box: the ids of those boxes. */
  folded: Record<string, string[]>;
  /** The boxes of the cards whose ability is each effect, by effect name. */
  cards: Record<string, string[]>;
  /** The id of each hook's box; a declared key ending in `*` stands for every key it matches. */
  hooks: PictureHook[];
}

/**
 * A hook's box in a {@link GamePicture}.
 *
 * @example
 * const hook: PictureHook = { node: 'compare', phase: 'mask', key: 'reversal', id: 'h3' };
 */
export interface PictureHook {
  node: string;
  phase: Phase;
  key: string;
  id: string;
}
