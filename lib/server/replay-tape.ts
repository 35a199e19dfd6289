import type { Engine } from '../graph/engine.js';
import type { Json } from '../graph/json.js';
import type { DecisionRecord } from '../graph/types.js';
import type { CardState } from '../cards/state.js';
import { TableError } from './errors.js';
import type { TableRecord } from './store/table-store.js';
import type { TableGame } from './table-game.js';

/** A replay keeps a copy of the game every this many decisions, so a step is at most this many decisions from one. */
export const REPLAY_KEYFRAME_EVERY = 32;
/**
 * The most keyframes one tape keeps: past it, every other one is dropped and the spacing doubles,
 * so a table of 100,000 decisions holds 196 copies of its game, 512 decisions apart, not 3,125.
 */
export const MAX_REPLAY_KEYFRAMES = 256;

/**
 * One table's game replayed once from its start through its log, with a
 * fork of the game kept every `REPLAY_KEYFRAME_EVERY` decisions (in
 * memory, never read from the database): the game at step k is the nearest
 * keyframe at or before k, forked, plus fewer than that many decisions (at
 * most `MAX_REPLAY_KEYFRAMES` are kept: a longer log spaces them wider). The
 * log it plays is the one the host verified when it loaded the table (every
 * decision through the rules), so a replay trusts no row the host did not.
 * A tape grows as the table plays on; it never changes what it holds.
 *
 * @example
 * const tape = new ReplayTape(game, record); tape.extend(table.engine.decisions); const at7 = tape.at(7);
 */
export class ReplayTape {
  readonly #game: TableGame;
  readonly #record: TableRecord;
  /** Keyframe i is the game after i × #every decisions; never run or answered again. */
  #keyframes: Engine<CardState>[] = [];
  #every: number;
  readonly #max: number;
  /** The tape's own game after every decision it has played; only `extend` moves it. */
  readonly #tip: Engine<CardState>;
  readonly #decisions: DecisionRecord[] = [];

  /** `spacing` is for tests: the first keyframe spacing, and the most keyframes kept. */
  constructor(game: TableGame, record: TableRecord, spacing = { every: REPLAY_KEYFRAME_EVERY, max: MAX_REPLAY_KEYFRAMES }) {
    this.#game = game;
    this.#record = record;
    this.#every = spacing.every;
    this.#max = spacing.max;
    // As the host starts a table: the same seed, packs and options give the same game.
    const engine = game.game.createEngine({
      seed: record.seed,
      packs: record.packs.map((p) => game.packs[p]!),
      options: record.options as Json | undefined,
    });
    engine.run();
    this.#tip = engine;
    this.#keyframes.push(engine.fork());
  }

  /** Decisions on the tape. */
  get length(): number {
    return this.#decisions.length;
  }

  /** Plays the decisions of `log` the tape does not have yet (the table's log: the tape's is a prefix of it). */
  extend(log: readonly DecisionRecord[]): void {
    for (let i = this.#decisions.length; i < log.length; i++) {
      const d = log[i]!;
      try {
        this.#tip.decide(d.player, d.choice, i + 1);
        this.#tip.run();
      } catch (error) {
        // The host played this very log when it loaded the table: a refusal here is a game that changed since.
        throw new TableError(
          'table-corrupt',
          `Table ${this.#record.id} cannot be replayed: decision ${i + 1} is refused by the rules: ${(error as Error).message}`,
        );
      }
      this.#decisions.push(d);
      if ((i + 1) % this.#every === 0) this.#keyframes.push(this.#tip.fork());
      if (this.#keyframes.length > this.#max) {
        this.#keyframes = this.#keyframes.filter((_, k) => k % 2 === 0);
        this.#every *= 2;
      }
    }
  }

  /** A new game (yours to play on) after `step` decisions, 0 to length: the nearest keyframe, forked, then the rest. */
  at(step: number): Engine<CardState> {
    if (!Number.isSafeInteger(step) || step < 0 || step > this.#decisions.length)
      throw new RangeError(`step must be a whole number from 0 to ${this.#decisions.length}, got ${step}`);
    const from = Math.floor(step / this.#every);
    const engine = this.#keyframes[from]!.fork();
    for (let i = from * this.#every; i < step; i++) {
      const d = this.#decisions[i]!;
      engine.decide(d.player, d.choice, i + 1);
      engine.run();
    }
    return engine;
  }

  /** The decision answered at `seq` (1-based), as the log has it. */
  decision(seq: number): DecisionRecord | undefined {
    return this.#decisions[seq - 1];
  }

  get game(): TableGame {
    return this.#game;
  }

  /** Decisions between two keyframes now (REPLAY_KEYFRAME_EVERY, doubled each time the tape thinned its keyframes). */
  get keyframeEvery(): number {
    return this.#every;
  }

  /** Keyframes kept now. */
  get keyframes(): number {
    return this.#keyframes.length;
  }
}
