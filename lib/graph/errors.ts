/**
 * Every error cardweave throws on purpose is a CardweaveError, so callers can
 * tell a refused input or a failing card apart from a bug in their own code.
 * `code` is stable and meant for programs: it is the id of the error's entry
 * in docs/errors.md (`hook-duplicate-key`), which says what to do about it.
 * `message` is meant for people.
 *
 * @example
 * try { engine.decide('p2', 'left'); } catch (e) { if (e instanceof CardweaveError) console.error(e.code, e.message); else throw e; }
 */
export class CardweaveError extends Error {
  readonly code: string;
  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CardweaveError';
    this.code = code;
  }
}

/**
 * A definition was refused: a duplicate or unknown node, effect, condition or tier.
 *
 * @example
 * graph.define(drawNode, drawNode); // DefinitionError: Node "draw" is already defined
 */
export class DefinitionError extends CardweaveError {
  constructor(code: string, message: string) {
    super(code, message);
    this.name = 'DefinitionError';
  }
}

/**
 * A hook could not be attached or detached.
 *
 * @example
 * engine.attach('scor', 'pre', { key: 'k', effect: 'double' }); // HookError naming the unknown node "scor"
 */
export class HookError extends CardweaveError {
  constructor(code: string, message: string) {
    super(code, message);
    this.name = 'HookError';
  }
}

/**
 * A value that must be JSON (node args, hook params, options, results, log
 * entries, setup options) is not, or is too large or deep to save. The message
 * names where the value went in and the path inside it:
 * `args.deck[3]: a Map is not a JSON value`.
 *
 * @example
 * engine.enqueue('deal', { deck: new Map() }); // JsonError: Cannot enqueue deal: args.deck: a Map is not a JSON value
 */
export class JsonError extends CardweaveError {
  constructor(code: string, message: string) {
    super(code, message);
    this.name = 'JsonError';
  }
}

/**
 * The engine was called from inside itself: `run()`, `step()`, `decide()` or
 * `undo()` from a node body, a hook or an agent, or `snapshot()`/`fork()` in
 * the middle of a node run. Nothing was changed.
 *
 * @example
 * graph.effect('peek', (ctx) => engine.run()); // ReentryError once the hook runs
 */
export class ReentryError extends CardweaveError {
  constructor(code: string, message: string) {
    super(code, message);
    this.name = 'ReentryError';
  }
}

/**
 * Where a rule failure happened: the node, the phase and, for hooks, the key and owner.
 *
 * @example
 * const site: RuleFailureSite = { node: 'score', phase: 'pre', key: 'lucky-seven:c7', owner: 'c7' };
 */
export interface RuleFailureSite {
  node: string;
  phase: 'pre' | 'body' | 'mask' | 'post';
  key?: string;
  owner?: string;
}

/**
 * A node body or hook threw. The engine has already been put back to its last
 * consistent point (its first step or its last answered decision).
 *
 * @example
 * try { engine.run(); } catch (e) { if (e instanceof RuleError) console.error(e.node, e.phase, e.key, e.owner); }
 */
export class RuleError extends CardweaveError {
  readonly node: string;
  readonly phase: RuleFailureSite['phase'];
  readonly key: string | undefined;
  readonly owner: string | undefined;
  constructor(site: RuleFailureSite, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    const where =
      site.phase === 'body'
        ? `the body of node "${site.node}"`
        : site.key === undefined
          ? `the replacement policy for node "${site.node}"`
          : `${site.phase} hook "${site.key}"${site.owner === undefined ? '' : ` (owner ${site.owner})`} on node "${site.node}"`;
    super(ruleCode(site, cause), `${where} failed: ${reason}`, { cause });
    this.name = 'RuleError';
    this.node = site.node;
    this.phase = site.phase;
    this.key = site.key;
    this.owner = site.owner;
  }
}

/**
 * The code of a rule failure: the failing cause's own code when cardweave
 * raised it (an unknown node in `ctx.next`, a refused hook), else what kind of
 * code threw: a body, a hook or the replacement policy.
 */
function ruleCode(site: RuleFailureSite, cause: unknown): string {
  if (cause instanceof CardweaveError) return cause.code;
  if (site.phase === 'body') return 'body-throws';
  return site.key === undefined ? 'policy-throws' : 'hook-throws';
}

/**
 * The engine ran more steps than its budget allows: most likely nodes that enqueue each other forever.
 *
 * @example
 * new Engine(graph, { state: {}, budget: 1000, start }).run(); // StepBudgetError listing the last nodes run
 */
export class StepBudgetError extends CardweaveError {
  readonly steps: number;
  readonly recent: readonly string[];
  constructor(budget: number, recent: readonly string[]) {
    super(
      'step-budget',
      `Step budget of ${budget} exceeded; the last nodes run were: ${recent.join(' -> ')}. ` +
        'Nodes that keep enqueuing each other are the usual cause; raise `budget` if the game is just long.',
    );
    this.name = 'StepBudgetError';
    this.steps = budget;
    this.recent = recent;
  }
}

/**
 * An answer to a decision was refused: nothing pending, the wrong player, a stale id or an option not offered.
 *
 * @example
 * engine.decide('p2', 'left'); // DecisionError: the pending decision is for p1, not p2
 */
export class DecisionError extends CardweaveError {
  constructor(code: string, message: string) {
    super(code, message);
    this.name = 'DecisionError';
  }
}

/**
 * An agent failed while answering a decision. The decision stays pending.
 *
 * @example
 * try { engine.run(); } catch (e) { if (e instanceof AgentError) console.error(e.message); } // the decision is still pending
 */
export class AgentError extends CardweaveError {
  constructor(agent: string, player: string, decision: number, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    // An answer the engine refused, or a call into the engine it may not make, is the agent's bug; anything else is the agent failing.
    const code =
      cause instanceof DecisionError ||
      cause instanceof JsonError ||
      (cause instanceof ViewError && cause.code === 'view-answer-not-offered')
        ? 'agent-bad-answer'
        : cause instanceof ReentryError
          ? cause.code
          : 'agent-throws';
    super(code, `Agent "${agent}" for player ${player} failed on decision ${decision}: ${reason}`, { cause });
    this.name = 'AgentError';
  }
}

/**
 * A seed was refused: every seed (a game's, an agent's, a sampled world's,
 * an RNG's) is a whole number from 0 to 4294967295, and anything else is
 * refused rather than reduced into 32 bits, which would play another game.
 *
 * @example
 * warGame.createEngine({ seed: -1 }); // SeedError: Cannot start a game of "war": seed must be a whole number from 0 to 4294967295, got -1
 */
export class SeedError extends CardweaveError {
  constructor(code: string, message: string) {
    super(code, message);
    this.name = 'SeedError';
  }
}

/**
 * A snapshot could not be taken or restored.
 *
 * @example
 * restore(otherGraph, snapshot); // SnapshotError: the snapshot is of another rule set
 */
export class SnapshotError extends CardweaveError {
  constructor(code: string, message: string) {
    super(code, message);
    this.name = 'SnapshotError';
  }
}

/**
 * A view could not be made or an answer given in a view's terms was refused:
 * no visibility declared, an unknown seat, a zone whose visibility is not
 * declared, an answer that is none of the seat's options.
 *
 * @example
 * engine.view('p3'); // ViewError: Unknown seat "p3": the seats of this game are p1, p2 (or null for a spectator)
 */
export class ViewError extends CardweaveError {
  constructor(code: string, message: string) {
    super(code, message);
    this.name = 'ViewError';
  }
}
