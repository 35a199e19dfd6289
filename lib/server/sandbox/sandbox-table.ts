// One sandbox: a designer's hot-seat table, kept in the server's memory only. One person answers
// every seat; the page shows the asked seat's view and, beside it, the whole state. Its past is the
// engine's own history tree (lib/saves GameHistory): undo, redo, branches, jumps.
import { randomInt } from 'node:crypto';
import type { Engine } from '../../graph/engine.js';
import type { Json } from '../../graph/json.js';
import { jsonEqual } from '../../graph/json-compare.js';
import { checkSeed } from '../../graph/seed.js';
import type { CardState } from '../../cards/state.js';
import { historyOf, type GameHistory } from '../../saves/index.js';
import { answerInView } from '../answer-in-view.js';
import { TableError } from '../errors.js';
import { seatOptions, seatView } from '../seat-view.js';
import type { TableGame } from '../table-game.js';
import type { SeatRecord } from '../wire.js';
import type { SandboxBranch, SandboxTrace, SandboxView, SetupStep } from './sandbox-wire.js';
import { applySetup, SANDBOX_PACK } from './setup-steps.js';
import { traced } from './step-trace.js';

/** The most decisions one sandbox answers on a line: a scratchpad, not a game to keep. */
export const MAX_SANDBOX_DECISIONS = 5000;

/** An answer on a branch's line: what the engine recorded, and how the page words it. */
interface Answer {
  player: string;
  choice: Json;
  words: string;
}

const NOTHING_RAN: SandboxTrace = { nodes: [], hooks: [] };

/**
 * A designer's hot-seat table: the game with its packs and seed, set up
 * before play, then answered one decision at a time for whichever seat is
 * asked. Everything it does is synchronous (the engine is), so two requests
 * never interleave inside one.
 *
 * @example
 * const sandbox = SandboxTable.open('Qw8v0xYtR1aC', duelTable, { seed: 7 }); sandbox.answer(1, 0); sandbox.undo();
 */
export class SandboxTable {
  readonly id: string;
  readonly packs: readonly string[];
  readonly seed: number;
  readonly setup: readonly SetupStep[];
  // The game, its engine and history change together, when the game's rules are reloaded (--watch).
  #game: TableGame;
  #engine: Engine<CardState>;
  #history: GameHistory;
  readonly #seats: SeatRecord[];
  /** Each branch's answers from the start to its end: the page lists them, and an answer that differs from the one to redo makes a branch. */
  #lines = new Map<string, Answer[]>();
  #trace: SandboxTrace;
  #branchesMade = 0;
  /** Counts every change, so a page waiting for one (a reload it did not ask for) knows it has it. */
  #version = 0;
  readonly #waiters = new Set<() => void>();
  #reload: SandboxReload | undefined;
  /** When a request last used it (ms): the list drops the longest unused first. */
  touched = Date.now();

  private constructor(
    id: string,
    game: TableGame,
    packs: readonly string[],
    seed: number,
    engine: Engine<CardState>,
    setup: SetupStep[],
    trace: SandboxTrace,
  ) {
    this.id = id;
    this.#game = game;
    this.packs = packs;
    this.seed = seed;
    this.#engine = engine;
    this.setup = setup;
    this.#trace = trace;
    this.#seats = game.seats.map((seat) => ({ seat, kind: 'person' }));
    this.#history = historyOf(engine);
    this.#lines.set(this.#history.head, []);
  }

  /** Starts a sandbox of `game`: packs checked, setup checked and attached, the game run to its first question. */
  static open(id: string, game: TableGame, request: { packs?: readonly string[]; seed?: number; setup?: unknown }): SandboxTable {
    const packs = [...(request.packs ?? [])];
    for (const name of packs)
      if (!Object.hasOwn(game.packs, name))
        throw new TableError('pack-unknown', `Game "${game.id}" has no pack "${name.slice(0, 40)}"`);
    if (new Set(packs).size !== packs.length) throw new TableError('pack-unknown', `Game "${game.id}": a pack is named twice`);
    const seed = request.seed === undefined ? randomInt(0, 2 ** 32) : checkSeed(request.seed, `A sandbox of "${game.id}"`);
    const { engine, setup, trace } = startEngine(game, packs, seed, request.setup);
    return new SandboxTable(id, game, packs, seed, engine, setup, trace);
  }

  /** The game it plays (the newest rules, after a reload). */
  get game(): TableGame {
    return this.#game;
  }

  /** Its live engine. */
  get engine(): Engine<CardState> {
    return this.#engine;
  }

  /** Counts its changes (answers, moves, reloads). */
  get version(): number {
    return this.#version;
  }

  /**
   * Resolves once the sandbox has changed past `version`, or after `ms`:
   * the page waits so for a change it did not ask for (rules reloaded).
   */
  changedAfter(version: number, ms: number): Promise<void> {
    if (this.#version > version) return Promise.resolve();
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.#waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      // A page's wait never holds the process open (a server closing drops its connection anyway).
      timer.unref();
      this.#waiters.add(done);
    });
  }

  /**
   * Plays the sandbox again on a game's new rules (its module changed):
   * a new engine from the new definitions, with the same seed, packs and
   * setup, then every branch's answers again, in the order the branches
   * were made, and back to where the designer stood. Taken only whole: when
   * an answer is not offered any more (or the rules throw, or the setup no
   * longer fits), the sandbox stays on the rules it had, and says why.
   */
  reload(game: TableGame, change: number): void {
    try {
      const { engine } = startEngine(game, this.packs, this.seed, this.setup);
      const history = historyOf(engine);
      const lines = new Map<string, Answer[]>();
      const branches = this.#history.branches();
      for (const branch of branches) {
        if (branch.name !== history.head) history.branch(branch.name, 0);
        const line = this.#lines.get(branch.name)!;
        lines.set(
          branch.name,
          line.map((answer, at) =>
            replayAnswer(game, this.#seats, this.id, engine, answer, `branch "${branch.name}", decision ${at + 1}`),
          ),
        );
      }
      const head = branches.find((b) => b.head)!;
      history.switchTo(head.name);
      while (history.branches().find((b) => b.head)!.decisions > head.decisions) history.undo();
      this.#game = game;
      this.#engine = engine;
      this.#history = history;
      this.#lines = lines;
      this.#trace = NOTHING_RAN;
      const answers = [...lines.values()].reduce((n, line) => n + line.length, 0);
      this.#reload = {
        ok: true,
        change,
        message: `Reloaded the rules of "${game.id}" (change ${change}): ${answers} ${answers === 1 ? 'answer' : 'answers'} played again on ${branches.length} ${branches.length === 1 ? 'branch' : 'branches'}`,
      };
    } catch (error) {
      this.refuseReload(change, `the replay no longer fits: ${(error as Error).message}`);
      return;
    }
    this.#changed();
  }

  /** A reload that could not be made (the module does not load, or the replay does not fit): the sandbox stays as it was, and says why. */
  refuseReload(change: number, reason: string): void {
    this.#reload = {
      ok: false,
      change,
      message: `Kept the rules it had: change ${change} of "${this.#game.id}" was refused: ${reason}`,
    };
    this.#changed();
  }

  #changed(): void {
    this.#version++;
    for (const wake of [...this.#waiters]) wake();
  }

  /**
   * Answers decision `seq` for the seat it asks, by option number (a list
   * for a pick), and runs to the next question. After an undo, an answer
   * other than the one to redo starts a new branch there, so the line it
   * leaves stays on its own branch.
   */
  answer(seq: number, option: number | readonly number[]): void {
    const engine = this.engine;
    const pending = engine.ended ? null : engine.pending;
    if (pending === null)
      throw new TableError(
        'decision-stale',
        `Decision ${seq} is stale: ${engine.ended ? 'the game has ended' : 'no decision is pending'}`,
      );
    if (seq !== pending.id)
      throw new TableError('decision-stale', `Decision ${seq} is stale: the sandbox is at decision ${pending.id}`);
    const depth = engine.decisions.length;
    if (depth >= MAX_SANDBOX_DECISIONS)
      throw new TableError('table-full', `Sandbox ${this.id} has reached ${MAX_SANDBOX_DECISIONS} decisions on this line`);
    const seat = pending.player;
    const answer = answerInView(pending, seq, seatOptions(engine, seat) ?? [], option);
    const words = this.#words(seat, option);
    // Tried on a fork first: rules that throw on this answer leave the sandbox and its history as they were.
    const trial = engine.fork();
    let choice: Json;
    try {
      trial.decideInView(seat, answer, seq);
      choice = trial.decisions.at(-1)!.choice;
      trial.run();
    } catch (error) {
      throw new TableError('rule-failed', `Decision ${seq} could not be played: ${(error as Error).message}`, { cause: error });
    }
    const history = this.#history;
    const line = this.#lines.get(history.head)!;
    const redo = line[depth];
    if (redo !== undefined && !(redo.player === seat && jsonEqual(redo.choice, choice))) {
      const name = this.#newBranchName();
      history.branch(name);
      this.#lines.set(name, line.slice(0, depth));
    }
    this.#trace = traced(engine, () => {
      engine.decide(seat, choice, seq);
      engine.run();
    });
    const now = this.#lines.get(history.head)!;
    if (now.length === depth) now.push({ player: seat, choice, words });
    this.#changed();
  }

  /** Takes back the last answered decision. */
  undo(): void {
    if (this.#history.tip === 0)
      throw new TableError('sandbox-move-refused', 'Nothing to undo: no decision has been answered on this line');
    this.#history.undo();
    this.#trace = NOTHING_RAN;
    this.#changed();
  }

  /** Plays the head branch's next answer again. */
  redo(): void {
    const branch = this.#head();
    if (branch.tip === branch.end)
      throw new TableError('sandbox-move-refused', `Nothing to redo: branch "${branch.name}" stands at its furthest point`);
    this.#history.redo();
    this.#trace = NOTHING_RAN;
    this.#changed();
  }

  /** Goes to point `at` (decisions answered from the start) of a branch, which becomes the head. */
  jump(branch: string, at: number): void {
    const info = this.#history.branches().find((b) => b.name === branch);
    if (info === undefined)
      throw new TableError(
        'sandbox-move-refused',
        `No branch "${String(branch).slice(0, 64)}": the branches are ${this.#history
          .branches()
          .map((b) => b.name)
          .join(', ')}`,
      );
    const end = this.#lines.get(branch)!.length;
    if (!Number.isSafeInteger(at) || at < 0 || at > end)
      throw new TableError('sandbox-move-refused', `Branch "${branch}" has points 0 to ${end}, not ${String(at).slice(0, 20)}`);
    const history = this.#history;
    if (history.head !== branch) history.switchTo(branch);
    while (this.#head().decisions > at) history.undo();
    while (this.#head().decisions < at) history.redo();
    this.#trace = NOTHING_RAN;
    this.#changed();
  }

  /** The page's whole picture of the sandbox. */
  view(): SandboxView {
    const engine = this.engine;
    const pending = engine.ended ? null : engine.pending;
    const playingAs = pending?.player ?? engine.decisions.at(-1)?.player ?? this.game.seats[0]!;
    const head = this.#history.head;
    return {
      id: this.id,
      game: this.game.id,
      packs: [...this.packs],
      seed: this.seed,
      setup: [...this.setup],
      playingAs,
      view: seatView({ id: this.id, game: this.game, seats: this.#seats, engine }, playingAs, { entries: 0, lines: 0 }),
      state: engine.state,
      everyZone: everyZone(engine.state),
      branches: this.#history.branches().map((b): SandboxBranch => ({
        name: b.name,
        tip: b.decisions,
        end: this.#lines.get(b.name)!.length,
        head: b.name === head,
        answers: this.#lines.get(b.name)!.map((a) => `${a.player}: ${a.words}`),
      })),
      canUndo: this.#history.tip !== 0,
      canRedo: this.#head().decisions < this.#lines.get(head)!.length,
      trace: this.#trace,
      version: this.#version,
      ...(this.#reload === undefined ? {} : { reload: { ...this.#reload } }),
    };
  }

  /** The option's words as the asked seat's view gives them. */
  #words(seat: string, option: number | readonly number[]): string {
    const offered =
      seatView({ id: this.id, game: this.game, seats: this.#seats, engine: this.engine }, seat, afterLog(this.engine)).decision
        ?.options ?? [];
    return typeof option === 'number'
      ? (offered[option] ?? `option ${option}`)
      : option.map((i) => offered[i] ?? `option ${i}`).join(' + ');
  }

  #head(): { name: string; tip: number; end: number; decisions: number } {
    return this.#history.branches().find((b) => b.head)!;
  }

  #newBranchName(): string {
    const names = new Set(this.#history.branches().map((b) => b.name));
    let name: string;
    do name = `branch-${++this.#branchesMade}`;
    while (names.has(name));
    return name;
  }
}

/** How the last reload of a sandbox's rules went, as its page shows it. */
type SandboxReload = NonNullable<SandboxView['reload']>;

/** The engine of a sandbox: the game with its packs and the setup pack, the setup attached, run to its first question. */
function startEngine(
  game: TableGame,
  packs: readonly string[],
  seed: number,
  requested: unknown,
): { engine: Engine<CardState>; setup: SetupStep[]; trace: SandboxTrace } {
  const sources = packs.map((name) => {
    if (!Object.hasOwn(game.packs, name))
      throw new TableError('pack-unknown', `Game "${game.id}" has no pack "${name.slice(0, 40)}"`);
    return game.packs[name]!;
  });
  let engine: Engine<CardState>;
  try {
    engine = game.game.createEngine({ seed, packs: [...sources, SANDBOX_PACK] });
  } catch (error) {
    throw new TableError('game-start-failed', `Game "${game.id}" could not start: ${(error as Error).message}`, { cause: error });
  }
  const cards = game.game.packs([...sources]).flatMap((pack) => pack.cards);
  const setup = applySetup(game, engine, cards, requested);
  try {
    return { engine, setup, trace: traced(engine, () => engine.run()) };
  } catch (error) {
    const code = setup.length > 0 ? 'sandbox-setup-bad' : 'game-start-failed';
    throw new TableError(
      code,
      `Game "${game.id}" could not start${setup.length > 0 ? ' with this setup' : ''}: ${(error as Error).message}`,
      { cause: error },
    );
  }
}

/** One answer played again on new rules, worded anew from the asked seat's view; refused naming where it was. */
function replayAnswer(
  game: TableGame,
  seats: SeatRecord[],
  id: string,
  engine: Engine<CardState>,
  answer: Answer,
  where: string,
): Answer {
  const pending = engine.ended ? null : engine.pending;
  if (pending === null)
    throw new Error(
      `${where} (${answer.player}: ${answer.words}): the game ${engine.ended ? 'has ended' : 'asks nothing'} there now`,
    );
  if (pending.player !== answer.player)
    throw new Error(`${where} (${answer.player}: ${answer.words}): ${pending.player} is asked there now, not ${answer.player}`);
  // A pick's answer is a list of options: each must still be offered.
  const chosen = pending.pick !== undefined && Array.isArray(answer.choice) ? answer.choice : [answer.choice];
  const indexes = chosen.map((one) => pending.options.findIndex((o) => jsonEqual(o, one)));
  if (indexes.some((i) => i < 0)) throw new Error(`${where} (${answer.player}: ${answer.words}) is not offered any more`);
  const offered = seatView({ id, game, seats, engine }, answer.player, afterLog(engine)).decision?.options ?? [];
  engine.decide(answer.player, answer.choice, pending.id);
  engine.run();
  const words = indexes.map((i) => offered[i]);
  return { ...answer, words: words.every((w) => w !== undefined) ? words.join(' + ') : answer.words };
}

/** A view's log mark past the whole log: only the decision's words are wanted, not log lines made again. */
function afterLog(engine: Engine<CardState>): { entries: number; lines: number } {
  return { entries: engine.log.length, lines: 1 };
}

/** Every zone's cards by name and handle (`Glass Moth #12`), top first: what the inspector lists before the raw state. */
function everyZone(state: CardState): { zone: string; cards: string[] }[] {
  return state.zoneNames.map((zone, at) => ({
    zone,
    cards: (state.zones[at] ?? []).map((handle) => {
      const card = state.cards[handle];
      const name = card === null || card === undefined ? '?' : (state.defs[card.def]?.name ?? '?');
      return `${name} #${handle}${card?.faceUp === true ? '' : ' (face down)'}`;
    }),
  }));
}
