/**
 * What an engine keeps besides its run loop: the game's origin and start,
 * and its last consistent point, the position a failure puts back. The
 * `Engine` (engine.ts) owns one core; the saves room (lib/saves) reaches it
 * through {@link coreOf}, which no package entry point exports: saves,
 * restores, replays and history moves load positions and set consistent
 * points, which no caller of the engine may do.
 */
import { capture, load, type Capture } from './run/capture.js';
import { cloneJson, deepFreeze } from './clone.js';
import { DefinitionError, ReentryError, RuleError, StepBudgetError } from './errors.js';
import type { Engine } from './engine.js';
import type { Json } from './json.js';
import type { Rng } from './rng.js';
import type { SavedStart } from './options.js';
import { FREE, IN_AGENT, IN_NODE, type RunLoop } from './run/run-loop.js';
import type { Decision, DecisionRecord } from './types.js';

/**
 * A keyframe every this many points (by depth): a jump replays at most this many decisions.
 *
 * @example
 * KEYFRAME_EVERY; // 16
 */
export const KEYFRAME_EVERY = 16;

/**
 * The engine's internals, kept apart from its public face.
 *
 * @internal
 * @example const core = coreOf(engine); core.load(position); core.setCheckpoint(position);
 */
export class GameCore {
  /** The position at the first step, for replay and undo. */
  origin: Capture | undefined;
  /**
   * The last copy of a consistent point (the first step, an answered decision, a restore or fork). A failure
   * comes back to the last consistent point: this copy when {@link checkpointAt} equals its decision count,
   * else the position reached by answering the decisions since it again (see {@link lastConsistentPoint}).
   */
  checkpoint: Capture | undefined;
  /** How many decisions were answered at the last consistent point. */
  checkpointAt = 0;
  /** The node runs at the last consistent point when it is a fork's position (reached by running on after the answers), else undefined. */
  checkpointSteps: number | undefined;
  /**
   * True while the live state or RNG may be held outside the rules (the caller of `new Engine` gave the
   * state; `engine.state` or `engine.rng` was read since the last load): anything could then change it
   * between decisions, so every answered decision is copied, as replaying the decisions would not redo that.
   */
  liveHandedOut = true;
  /** True when the game was changed from outside its rules (enqueue, attach, detach) since the last copy of a consistent point. */
  changedSinceCopy = false;
  /**
   * How the game began (seed and setup options), while it can be played
   * again from there: null for engines made with `new Engine`, and from the
   * moment the game is changed from outside its rules (enqueue, attach or
   * detach called on the engine after setup).
   */
  start: SavedStart | null = null;
  /** True while a recipe sets a game up: its enqueue and attach calls are part of the start. */
  settingUp = false;
  /**
   * True while a verified restore replays a save: answers take no checkpoint
   * (a failure refuses the save anyway), so a replay costs its steps and
   * decisions, not a copy of the state per decision.
   */
  replaying = false;
  /**
   * Told of every answer once it is whole, before decisionAnswered listeners: the saves room's
   * follower (a game's history, a verified restore's keyframes). Forks and simulations have none.
   */
  follower: ((record: DecisionRecord) => void) | undefined;
  /**
   * False in a sampled world (`engine.sample`): its first consistent point is the dealt position, copied just
   * before it runs (see {@link dealt}), so its first answer needs no copy of its own to find out whether the
   * game can be copied. A look-ahead player answers a dozen decisions per world, so this was one copy in three.
   */
  copyAtFirstAnswer = true;

  constructor(
    readonly game: Engine,
    readonly loop: RunLoop,
  ) {}

  /** A new game of the same rules, budget, log and limits, at no position yet: for replays. */
  blank(): GameCore {
    return engines.blank(this);
  }

  /**
   * Refuses a call made from inside this engine: from a node body, a hook or
   * an event listener while a node runs (`inNode`), or from an agent's
   * decide(). Such a call would run or change the game in the middle of a
   * step, and the step would then go on from a position that is gone.
   */
  enter(call: string, allowInAgent = false): void {
    const busy = this.loop.busy;
    if (busy === FREE) return;
    if (busy === IN_NODE) {
      throw new ReentryError(
        'reentry-in-node',
        `${call} was called while this engine runs node "${this.loop.slot?.name ?? ''}" (from a body, a hook or an event listener); ` +
          'rules continue the game with ctx.next, ctx.enqueue or ctx.choose',
      );
    }
    if (!allowInAgent) {
      throw new ReentryError(
        'reentry-in-agent',
        `${call} was called from an agent's decide() or a decisionAnswered listener of this engine; ` +
          'an agent returns its choice and the engine goes on',
      );
    }
  }

  /**
   * The first step fixes the origin (for replay) and the first consistent
   * point. The state is not walked here (a game's setup pays enough): what is
   * not JSON in it is refused when the game is saved, by path.
   */
  begin(): void {
    if (this.origin === undefined) {
      this.origin = capture(this.loop);
      this.setCheckpoint(this.origin);
    }
  }

  /** Puts a position in the live game: its state and RNG are new objects, held by nobody outside. */
  load(cap: Capture, owned = false): void {
    load(this.loop, cap, owned);
    this.liveHandedOut = false;
  }

  /** Keeps a copy of a consistent point (one nobody changes: captures are copied when loaded). */
  setCheckpoint(cap: Capture): void {
    this.checkpoint = cap;
    this.checkpointAt = cap.decisionCount;
    this.checkpointSteps = undefined;
    this.changedSinceCopy = false;
  }

  /**
   * Sets up a game started from its recipe: `setup` runs with its enqueue and attach calls part of the
   * start, which is recorded once it returns, so the game's saves can be verified by replay.
   */
  setUp(setup: () => void, start: SavedStart): void {
    // The recipe made this state for this game only: nobody else holds it.
    this.liveHandedOut = false;
    this.settingUp = true;
    try {
      setup();
    } finally {
      this.settingUp = false;
    }
    this.start = deepFreeze(start);
  }

  /** A change no recipe and no decision records: the game can no longer be played again to here. */
  changedFromOutside(): void {
    if (!this.settingUp) this.start = null;
    this.changedSinceCopy = true;
    // Made while a node runs (by an event listener, between a run's step and its reading its hook lists, say),
    // a changed list must count as possibly held by a run from now on: the hook table copies it before it changes again.
    if (this.loop.busy !== FREE) this.loop.hooks.generation++;
  }

  /**
   * Makes this new game a fork of `parent` as it stands: its position, origin, start, decisions and log.
   * Records and log entries are frozen: the fork shares them, and only its own arrays grow.
   */
  continueFrom(parent: GameCore): void {
    const loop = parent.loop;
    const position = capture(loop);
    if (parent.checkpoint !== undefined && parent.onlyRulesSinceCopy()) {
      // The fork's first consistent point is this position, which the parent's last copy, its answers since and
      // its node runs since reach again: the fork shares that copy and takes the position as its live game.
      this.load(position, true);
      this.checkpoint = parent.checkpoint;
      this.checkpointAt = loop.decisions.length;
      this.checkpointSteps = loop.steps;
      // A fork of a sampled world shares its dealt copy, as the world itself does: no copy at its first answer either.
      this.copyAtFirstAnswer = parent.copyAtFirstAnswer;
    } else {
      this.load(position);
      this.setCheckpoint(position);
    }
    this.origin = parent.origin;
    this.start = parent.start;
    this.loop.decisions = loop.decisions.slice();
    if (this.loop.log !== null) this.loop.log = loop.log === null ? [] : loop.log.slice();
  }

  /** A sampled world (`engine.sample`) keeps nothing of the truth's past: not its origin (the first deal), its decisions, its log or its tree. */
  forgetPast(): void {
    this.origin = undefined;
    this.start = null;
    this.loop.decisions = [];
    if (this.loop.log !== null) this.loop.log = [];
  }

  /**
   * After a sampled world's hidden cards were dealt anew: its own RNG, and the dealt position as its first
   * consistent point (a failure there comes back to it, not to the truth). The determinizer changes hooks
   * from outside, so there is no replay from a start; it is part of the rules and returns before anything
   * else runs, so it holds no part of the game.
   */
  dealt(rng: Rng): void {
    this.start = null;
    this.loop.rng = rng;
    this.liveHandedOut = false;
    this.setCheckpoint(capture(this.loop));
    this.origin = this.checkpoint;
    this.copyAtFirstAnswer = false;
  }

  /**
   * Takes an answer already checked (decisions.ts): records it, queues the decision's `then` with the
   * choice, and makes it a consistent point; then tells the follower and the decisionAnswered listeners.
   * Copying the game can fail (a state that holds a cycle); the answer is then taken back, so nothing changed.
   * `chosen` is what checkedAnswer returns: the offered option itself, deep-frozen with the decision, or for a
   * pick a new list of offered options. The record shares it rather than copying it (a look-ahead search answers
   * some fourteen decisions per imagined world); the continuation's args get their own copy, which rules may change.
   */
  answer(d: Decision, player: string, chosen: Json): void {
    const loop = this.loop;
    loop.pending = null;
    loop.decisions.push(deepFreeze({ id: d.id, player, choice: chosen }));
    loop.queue.unshift(loop.hooks.slot(d.then), { ...cloneJson(d.args), choice: cloneJson(chosen) });
    try {
      if (!this.replaying) this.answered();
    } catch (error) {
      loop.queue.shift();
      loop.decisions.pop();
      loop.pending = d;
      throw error;
    }
    // The saves room follows answers from here (a game's history, a verified restore's keyframes).
    this.follower?.(loop.decisions[loop.decisions.length - 1]!);
    if (loop.emitter.listenerCount('decisionAnswered') > 0) {
      // The answer is whole: listeners may read and save the game, not run or answer it.
      loop.busy = IN_AGENT;
      try {
        loop.emitter.emit('decisionAnswered', d, chosen);
      } finally {
        loop.busy = FREE;
      }
    }
  }

  /**
   * An answered decision is a consistent point. Copying the game at each one cost a duel about 15% of its
   * time, for a copy read only when a rule fails; so only one answer in {@link KEYFRAME_EVERY} is copied
   * (the first of a game among them, so a state that cannot be copied, a cycle say, is refused at once; not
   * in a sampled world, whose dealt position was copied just before: see {@link copyAtFirstAnswer}),
   * and a failure in between plays the answers since that copy again (see {@link lastConsistentPoint}).
   * That replay gives the same position only if nothing but the rules changed the game since the copy, so
   * every answer is copied while something outside may: the live state or RNG handed out, a change from
   * outside the rules, or a listener that receives the live args of node and hook runs.
   */
  answered(): void {
    const answers = this.loop.decisions.length;
    if (
      !this.onlyRulesSinceCopy() ||
      (this.copyAtFirstAnswer && answers % KEYFRAME_EVERY === 1) ||
      answers - this.checkpoint!.decisionCount >= KEYFRAME_EVERY
    )
      this.setCheckpoint(capture(this.loop));
    else {
      this.checkpointAt = answers;
      this.checkpointSteps = undefined;
    }
  }

  /** True when nothing but the rules and the recorded answers can have changed the game since its last copy: replaying them arrives here. */
  onlyRulesSinceCopy(): boolean {
    const loop = this.loop;
    return !this.liveHandedOut && !this.changedSinceCopy && !loop.watchRuns && !loop.watchHookRuns;
  }

  /** The last consistent point as a copy, made now if need be: called only right after an answer, where the game stands there. */
  copiedCheckpoint(): Capture {
    if (this.checkpointAt !== this.checkpoint!.decisionCount || this.checkpointSteps !== undefined)
      this.setCheckpoint(capture(this.loop));
    return this.checkpoint!;
  }

  /**
   * The last consistent point: the last copy, with the answers given since it played again by the rules
   * in a scratch engine (no agents, no listeners, no checkpoints), which stops right after the last one.
   * The rules are deterministic, so the replay arrives where the game stood; if it does not, its failure
   * is reported rather than a different position put back.
   */
  lastConsistentPoint(): Capture {
    const base = this.checkpoint!;
    const steps = this.checkpointSteps;
    if (this.checkpointAt === base.decisionCount && steps === undefined) return base;
    const loop = this.loop;
    const scratch = this.blank();
    scratch.load(base);
    scratch.setCheckpoint(base);
    scratch.origin = base;
    scratch.replaying = true;
    scratch.loop.decisions = loop.decisions.slice(0, base.decisionCount);
    if (scratch.loop.log !== null) scratch.loop.log = loop.log === null ? [] : loop.log.slice(0, base.logLength);
    for (const record of loop.decisions.slice(base.decisionCount, this.checkpointAt)) {
      let asked: Decision | null = null;
      try {
        const status = scratch.game.run();
        if (status.status === 'awaiting' && status.decision.id === record.id && status.decision.player === record.player) {
          asked = status.decision;
          scratch.game.decide(record.player, record.choice, record.id);
        }
      } catch {
        asked = null;
      }
      if (asked === null) throw notDeterministic(this.#consistentPointName(), base.decisionCount);
    }
    // A fork's position: the nodes it had run after its last answer, run again.
    const again = scratch.loop;
    try {
      while (steps !== undefined && again.steps < steps && !again.ended && again.pending === null && again.queue.size > 0)
        scratch.game.step();
    } catch {
      throw notDeterministic(this.#consistentPointName(), base.decisionCount);
    }
    if (steps !== undefined && again.steps !== steps) throw notDeterministic(this.#consistentPointName(), base.decisionCount);
    const point = capture(again);
    this.setCheckpoint(point);
    return point;
  }

  /** The last consistent point, as a failure's refusal names it. */
  #consistentPointName(): string {
    const steps = this.checkpointSteps;
    return steps !== undefined ? `node run ${steps}` : `decision ${this.loop.decisions[this.checkpointAt - 1]!.id}`;
  }

  /**
   * Runs up to `limit` nodes, marked as running a node (so calls into the
   * engine from bodies, hooks and listeners are refused); a failure puts the
   * game back to its last consistent point and is reported.
   */
  drain(limit: number): void {
    const loop = this.loop;
    loop.busy = IN_NODE;
    try {
      loop.drain(limit);
    } catch (error) {
      this.#fail(error);
    } finally {
      loop.busy = FREE;
    }
  }

  /** Puts the game back to its last consistent point and reports what failed. */
  #fail(error: unknown): never {
    const loop = this.loop;
    const reported =
      error instanceof StepBudgetError
        ? error
        : new RuleError({ node: loop.slot?.name ?? '', phase: loop.phase, key: loop.hook?.key, owner: loop.hook?.owner }, error);
    loop.reset();
    let point: Capture;
    try {
      point = this.lastConsistentPoint();
    } catch (replayError) {
      // Rules that play differently the second time: the game goes back to its last copy, and says so.
      this.load(this.checkpoint!);
      this.setCheckpoint(this.checkpoint!);
      throw replayError;
    }
    this.load(point);
    if (loop.emitter.listenerCount('error') > 0) loop.emitter.emit('error', reported);
    throw reported;
  }
}

/** A failure's replay that did not arrive where the game stood: its rules read something besides the game. */
function notDeterministic(point: string, copied: number): DefinitionError {
  return new DefinitionError(
    'rollback-diverged',
    `Cannot put the game back to ${point}: its rules played differently the second time, so it is back at its last copy, ` +
      `after ${copied} answered decision(s) (do its rules read anything besides the state, their args and ctx.rng?)`,
  );
}

/**
 * What only engine.ts can do, handed over once when it loads (a static block reads its private field):
 * this file cannot import the engine at run time, which imports this file.
 */
interface EngineAccess {
  core<S extends object>(engine: Engine<S>): GameCore;
  blank(like: GameCore): GameCore;
}

let engines: EngineAccess;

/**
 * Called once, by engine.ts as it loads.
 *
 * @internal
 * @example static { grantEngineAccess({ core: (e) => e.#core, blank: (like) => ... }); }
 */
export function grantEngineAccess(access: EngineAccess): void {
  engines = access;
}

/**
 * The core of an engine: for the saves room (lib/saves) and the card visibility's determinizer (lib/views, which
 * reads the hook records' owners); not exported from any entry point.
 *
 * @internal
 * @example const core = coreOf(engine); core.origin;
 */
export function coreOf<S extends object>(engine: Engine<S>): GameCore {
  return engines.core(engine);
}
