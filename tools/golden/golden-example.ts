/**
 * What the recorder and the replay need to know of an example game: the
 * game, the packs a golden file may name, who may answer its seats, and the
 * games to record.
 */
import type { Agent, CardGame, CardPack, Json } from 'cardweave';

/** One game the recorder records: its file name, seed, extra packs by name, set-up options and the agent of each seat. */
export interface GameSpec {
  name: string;
  seed: number;
  packs: string[];
  options: Json;
  agents: Record<string, string>;
}

/** An example with golden replays. */
export interface GoldenExample {
  /** The game's id, also the folder under test/golden/. */
  game: string;
  cards: CardGame<any, any>;
  /** The packs a golden file may add to the game's own, by pack name. */
  packs: Readonly<Record<string, CardPack<any>>>;
  /** A checkpoint after at most this many node runs without a decision. */
  every: number;
  /** The agent a recording seats, by the name it is recorded under; refuses a name it does not know. */
  agent(name: string, seed: number, seat: string): Agent;
  /** The games `npm run golden:record` records, at least 50. */
  catalogue: readonly GameSpec[];
}

/** The seeds `from`, `from + step`, ... (`count` of them): varied seeds from a short line of the catalogue. */
export function seeds(from: number, count: number, step = 1): number[] {
  return Array.from({ length: count }, (_, i) => from + i * step);
}
