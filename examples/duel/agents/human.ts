import type { Agent } from 'cardweave';

/**
 * A human player: it never answers by itself. The engine then stops with
 * status 'awaiting' and the terminal (cli/terminal.ts) asks the person and
 * answers with engine.decide().
 *
 * @example engine.setAgent('p1', humanAgent()); engine.run(); // { status: 'awaiting', decision }
 */
export function humanAgent(): Agent {
  return { name: 'human', decide: () => undefined };
}
