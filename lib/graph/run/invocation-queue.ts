import type { Slot } from './hook-table.js';
import type { Args } from '../json.js';
import type { Invocation } from '../types.js';

const NO_ARGS: Args = Object.freeze({});

/**
 * The engine's queue of node invocations: a double-ended ring buffer that
 * keeps each invocation as its node's slot and its args in two parallel
 * arrays, so queuing a node allocates nothing (the engine queues one or more
 * per node run).
 *
 * It also holds the invocations a running node has asked to run next
 * (`ctx.next`): they are staged while the node runs and moved to the front,
 * in call order, when it finishes.
 */
export class InvocationQueue {
  #slots: (Slot | undefined)[];
  #args: (Args | undefined)[];
  #head = 0;
  #size = 0;
  #mask: number;
  readonly #stagedSlots: Slot[] = [];
  readonly #stagedArgs: Args[] = [];
  #staged = 0;
  /** The args of the invocation the last {@link shift} took: read right after it, with no object made per run. */
  taken: Args = NO_ARGS;

  constructor(capacity = 64) {
    let cap = 16;
    while (cap < capacity) cap *= 2;
    this.#slots = new Array<Slot | undefined>(cap).fill(undefined);
    this.#args = new Array<Args | undefined>(cap).fill(undefined);
    this.#mask = cap - 1;
  }

  /** Invocations queued (not counting staged ones). */
  get size(): number {
    return this.#size;
  }

  /** Invocations staged by `ctx.next` and not yet moved to the front. */
  get staged(): number {
    return this.#staged;
  }

  /** Adds an invocation at the back. */
  push(slot: Slot, args: Args): void {
    if (this.#size === this.#slots.length) this.#grow();
    const at = (this.#head + this.#size) & this.#mask;
    this.#slots[at] = slot;
    this.#args[at] = args;
    this.#size++;
  }

  /** Adds an invocation at the front. */
  unshift(slot: Slot, args: Args): void {
    if (this.#size === this.#slots.length) this.#grow();
    const at = (this.#head - 1) & this.#mask;
    this.#head = at;
    this.#slots[at] = slot;
    this.#args[at] = args;
    this.#size++;
  }

  /** Removes the front invocation and returns its slot (its args are then in {@link taken}); undefined when empty. */
  shift(): Slot | undefined {
    if (this.#size === 0) return undefined;
    const at = this.#head;
    const slot = this.#slots[at];
    this.taken = this.#args[at]!;
    // Let the args be collected once run.
    this.#slots[at] = undefined;
    this.#args[at] = undefined;
    this.#head = (at + 1) & this.#mask;
    this.#size--;
    return slot;
  }

  /**
   * Removes the invocation that runs next and returns its slot (its args are
   * then in {@link taken}); undefined when none waits. Staged invocations
   * come first: they are a finished node's `ctx.next` calls, which go to the
   * front. When there is exactly one, the usual case (a node continues to
   * one other), it is taken as it is rather than written into the ring and
   * read back out of it.
   */
  takeNext(): Slot | undefined {
    if (this.#staged === 0) return this.shift();
    if (this.#staged > 1) {
      this.commitStaged();
      return this.shift();
    }
    this.#staged = 0;
    this.taken = this.#stagedArgs[0]!;
    this.#stagedArgs[0] = NO_ARGS; // do not keep a run's args alive in the buffer
    return this.#stagedSlots[0];
  }

  /** Keeps an invocation aside until {@link commitStaged}: what `ctx.next` does while a node runs. */
  stage(slot: Slot, args: Args): void {
    const n = this.#staged++;
    this.#stagedSlots[n] = slot;
    this.#stagedArgs[n] = args;
  }

  /** Moves the staged invocations to the front, keeping the order they were staged in. */
  commitStaged(): void {
    const slots = this.#stagedSlots;
    const args = this.#stagedArgs;
    for (let i = this.#staged - 1; i >= 0; i--) {
      this.unshift(slots[i]!, args[i]!);
      args[i] = NO_ARGS; // do not keep a run's args alive in the buffer
    }
    this.#staged = 0;
  }

  /** Forgets the staged invocations (a failed node run). */
  dropStaged(): void {
    for (let i = 0; i < this.#staged; i++) this.#stagedArgs[i] = NO_ARGS;
    this.#staged = 0;
  }

  /** Removes every invocation, staged ones too. */
  clear(): void {
    // shift() leaves no entry behind, so an empty queue has nothing to clear (a new engine loading a capture).
    if (this.#size === 0 && this.#staged === 0) return;
    this.#slots.fill(undefined);
    this.#args.fill(undefined);
    this.#head = 0;
    this.#size = 0;
    this.dropStaged();
  }

  /** The queued invocations as `{ node, args }`, front first (staged ones are not included). */
  toArray(): Invocation[] {
    const out = new Array<Invocation>(this.#size);
    for (let i = 0; i < this.#size; i++) {
      const at = (this.#head + i) & this.#mask;
      out[i] = { node: this.#slots[at]!.name, args: this.#args[at]! };
    }
    return out;
  }

  #grow(): void {
    const size = this.#size;
    const cap = this.#slots.length * 2;
    const slots = new Array<Slot | undefined>(cap).fill(undefined);
    const args = new Array<Args | undefined>(cap).fill(undefined);
    for (let i = 0; i < size; i++) {
      const at = (this.#head + i) & this.#mask;
      slots[i] = this.#slots[at];
      args[i] = this.#args[at];
    }
    this.#slots = slots;
    this.#args = args;
    this.#mask = cap - 1;
    this.#head = 0;
  }
}
