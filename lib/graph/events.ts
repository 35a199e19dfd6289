import { EventEmitter } from 'eventemitter3';
import type { CardweaveError } from './errors.js';
import type { Args, Json } from './json.js';
import type { Decision, HookInfo, LogEntry, NodeDefinition } from './types.js';

/**
 * How a run reached a node: queued (`next`, `enqueue`), run nested
 * (`call`), made by a mask that redirected its event (`redirect`), or
 * queued as the `then` of a pick with one possible answer, which is not
 * asked (`choice`).
 *
 * @example
 * engine.on('link', (to, how: LinkKind) => console.log(how, to));
 */
export type LinkKind = 'next' | 'enqueue' | 'call' | 'redirect' | 'choice';

/**
 * Everything an engine reports, for UIs, traces and tests: each event's
 * listener arguments, by name (the engine is an `EventEmitter<EngineEvents>`,
 * so `engine.on` checks both). Listeners observe; they must not change the
 * game. No payload is built while nobody listens. A node event's args are
 * `Args` (the engine runs nodes by name); {@link isRunOf} narrows them to one
 * node definition's.
 *
 * @example
 * engine.on('nodeStart', (node, args, step) => console.log(step, node, args));
 */
export interface EngineEvents {
  nodeStart: [node: string, args: Args, step: number];
  nodeEnd: [node: string, args: Args, step: number];
  /**
   * The run in progress (`engine.running`) queued a node (`next`,
   * `enqueue`) or is about to run one nested (`call`, just before its
   * nodeStart), or the mask running turned its event into another node's
   * (`redirect`, just before the new event's nodeStart): how traces tell who
   * continues to whom.
   */
  link: [node: string, how: LinkKind];
  hookAttached: [hook: HookInfo];
  hookDetached: [hook: HookInfo];
  hookRun: [hook: HookInfo, args: Args];
  decisionAsked: [decision: Decision];
  decisionAnswered: [decision: Decision, choice: Json];
  log: [entry: LogEntry];
  end: [result: Json];
  error: [error: CardweaveError];
}

/**
 * True when a node event (`nodeStart`, `nodeEnd`, or `hookRun` with
 * `hook.node`) is about the node of this definition, and then its args are
 * typed as that node's: the args a node event carries are `Args`, since the
 * engine runs nodes by name, and the definition is where their type lives.
 * It compares names: give the definition the game registers under that name.
 *
 * @example
 * engine.on('nodeStart', (node, args) => { if (isRunOf(score, node, args)) console.log(args.player, args.points); });
 */
export function isRunOf<A extends Args>(definition: NodeDefinition<A, any>, node: string, args: Args): args is A {
  return node === definition.name && args !== null && typeof args === 'object';
}

/**
 * An emitter of {@link EngineEvents} that tells its subclass whenever a
 * listener comes or goes: every way (on, addListener, once, off,
 * removeListener, removeAllListeners, and a once listener's removal when it
 * fires, which eventemitter3 does through removeListener) ends in
 * {@link EngineEmitter.listenersChanged}. The engine keeps, from there, the
 * few fields its run loop checks, never the emitter's private counts.
 *
 * @example
 * class Watched extends EngineEmitter { protected override listenersChanged() { this.watching = this.listenerCount('log') > 0; } }
 */
export class EngineEmitter extends EventEmitter<EngineEvents> {
  /**
   * Called after every change of listeners.
   *
   * @example
   * protected override listenersChanged(): void { console.log(this.eventNames()); }
   */
  protected listenersChanged(): void {}

  /**
   * Adds a listener (eventemitter3's `on`); see {@link EngineEvents}.
   *
   * @example
   * engine.on('nodeStart', (node, args, step) => console.log(step, node));
   */
  override on<T extends EventEmitter.EventNames<EngineEvents>>(
    event: T,
    fn: EventEmitter.EventListener<EngineEvents, T>,
    context?: unknown,
  ): this {
    super.on(event, fn, context);
    this.listenersChanged();
    return this;
  }

  /**
   * The same as `on`.
   *
   * @example
   * engine.addListener('end', (result) => console.log(result));
   */
  override addListener<T extends EventEmitter.EventNames<EngineEvents>>(
    event: T,
    fn: EventEmitter.EventListener<EngineEvents, T>,
    context?: unknown,
  ): this {
    return this.on(event, fn, context);
  }

  /**
   * Adds a listener that is removed after its first call.
   *
   * @example
   * engine.once('decisionAsked', (decision) => console.log(decision.prompt));
   */
  override once<T extends EventEmitter.EventNames<EngineEvents>>(
    event: T,
    fn: EventEmitter.EventListener<EngineEvents, T>,
    context?: unknown,
  ): this {
    super.once(event, fn, context);
    this.listenersChanged();
    return this;
  }

  /**
   * Removes a listener (all of an event's, without `fn`).
   *
   * @example
   * engine.removeListener('log', listener);
   */
  override removeListener<T extends EventEmitter.EventNames<EngineEvents>>(
    event: T,
    fn?: EventEmitter.EventListener<EngineEvents, T>,
    context?: unknown,
    once?: boolean,
  ): this {
    super.removeListener(event, fn, context, once);
    this.listenersChanged();
    return this;
  }

  /**
   * The same as `removeListener`.
   *
   * @example
   * engine.off('log', listener);
   */
  override off<T extends EventEmitter.EventNames<EngineEvents>>(
    event: T,
    fn?: EventEmitter.EventListener<EngineEvents, T>,
    context?: unknown,
    once?: boolean,
  ): this {
    return this.removeListener(event, fn, context, once);
  }

  /**
   * Removes every listener, or those of one event.
   *
   * @example
   * engine.removeAllListeners('nodeStart');
   */
  override removeAllListeners(event?: EventEmitter.EventNames<EngineEvents>): this {
    super.removeAllListeners(event);
    this.listenersChanged();
    return this;
  }
}
