/**
 * Every error cardweave throws on purpose is a CardweaveError, so callers can
 * tell a refused input or a failing card apart from a bug in their own code.
 * `code` is stable and meant for programs; `message` is meant for people.
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
  constructor(message: string) {
    super('definition', message);
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
  constructor(message: string) {
    super('hook', message);
    this.name = 'HookError';
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
    super('rule', `${where} failed: ${reason}`, { cause });
    this.name = 'RuleError';
    this.node = site.node;
    this.phase = site.phase;
    this.key = site.key;
    this.owner = site.owner;
  }
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
  constructor(message: string) {
    super('decision', message);
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
    super('agent', `Agent "${agent}" for player ${player} failed on decision ${decision}: ${reason}`, { cause });
    this.name = 'AgentError';
  }
}

/**
 * A snapshot could not be taken or restored.
 *
 * @example
 * Engine.restore(otherGraph, snapshot); // SnapshotError: the snapshot is of another rule set
 */
export class SnapshotError extends CardweaveError {
  constructor(message: string) {
    super('snapshot', message);
    this.name = 'SnapshotError';
  }
}
