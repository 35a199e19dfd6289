/**
 * War's golden games: classic, classic at a table (the turns pack, one
 * decision per battle), and the twist variant alone and with the
 * third-party packs it ships (Reversal and Extra Turn, Gift).
 */
import type { Agent } from 'cardweave';
import { warGame } from '../../examples/war/game.js';
import gift from '../../examples/war/packs/gift.js';
import { reversalPack } from '../../examples/war/packs/reversal.js';
import { turns } from '../../examples/war/turns.js';
import { twist } from '../../examples/war/twist/pack.js';
import { seeds, type GameSpec, type GoldenExample } from './golden-example.js';

/** `count` games of one pack list, named `<label>-s<seed>`. */
function line(label: string, packs: string[], list: readonly number[]): GameSpec[] {
  // Only the turns pack asks anything, and only "turn": the first option is the one answer.
  const agents: Record<string, string> = packs.includes('turns') ? { p1: 'first', p2: 'first' } : {};
  return list.map((seed) => ({ name: `${label}-s${seed}`, seed, packs, options: null, agents }));
}

export const warGolden: GoldenExample = {
  game: 'war',
  cards: warGame,
  packs: { gift, reversal: reversalPack, turns, twist },
  every: 100,
  agent(name: string): Agent {
    // Written out rather than imported: the one answer a turns decision has, whatever the library's agents become.
    if (name === 'first') return { name: 'first', decide: (decision) => decision.options[0] };
    throw new Error(`War has no golden agent "${name}" (known: first)`);
  },
  catalogue: [
    // Seeds 8 and 29 play to the comparison cap (a draw after 10,000 comparisons).
    ...line('classic', [], seeds(1, 12, 7)),
    // A decision for every battle: seeds of games under 250 comparisons, so the files stay small.
    ...line('turns', ['turns'], [2, 5, 12, 19, 22, 37, 47, 62]),
    ...line('twist', ['twist'], seeds(2, 12, 5)),
    ...line('twist-reversal', ['twist', 'reversal'], seeds(5, 8, 13)),
    ...line('twist-gift', ['twist', 'gift'], seeds(7, 6, 17)),
    ...line('twist-reversal-gift', ['twist', 'reversal', 'gift'], seeds(11, 6, 19)),
  ],
};
