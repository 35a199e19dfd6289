/**
 * A double-ended queue on a power-of-two ring buffer: O(1) at both ends, and
 * no array shifting. The engine keeps node invocations here.
 *
 * @example
 * const q = new Deque<string>(); q.push('b'); q.unshift('a'); q.shift(); // 'a'
 */
export class Deque<T> {
  #items: (T | undefined)[];
  #head = 0;
  #size = 0;
  #mask: number;

  constructor(capacity = 16) {
    let cap = 16;
    while (cap < capacity) cap *= 2;
    this.#items = new Array<T | undefined>(cap);
    this.#mask = cap - 1;
  }

  get size(): number {
    return this.#size;
  }

  /** Adds an item at the back. */
  push(item: T): void {
    if (this.#size === this.#items.length) this.#grow();
    this.#items[(this.#head + this.#size) & this.#mask] = item;
    this.#size++;
  }

  /** Adds an item at the front. */
  unshift(item: T): void {
    if (this.#size === this.#items.length) this.#grow();
    this.#head = (this.#head - 1) & this.#mask;
    this.#items[this.#head] = item;
    this.#size++;
  }

  /** Removes and returns the front item, or undefined when empty. */
  shift(): T | undefined {
    if (this.#size === 0) return undefined;
    const item = this.#items[this.#head];
    this.#items[this.#head] = undefined; // let the invocation be collected
    this.#head = (this.#head + 1) & this.#mask;
    this.#size--;
    return item;
  }

  /** Removes and returns the back item, or undefined when empty. */
  pop(): T | undefined {
    if (this.#size === 0) return undefined;
    const index = (this.#head + this.#size - 1) & this.#mask;
    const item = this.#items[index];
    this.#items[index] = undefined;
    this.#size--;
    return item;
  }

  /** The front item without removing it, or undefined when empty. */
  peek(): T | undefined {
    return this.#size === 0 ? undefined : this.#items[this.#head];
  }

  /**
   * Puts `items` at the front, keeping their order: the move that gives
   * `ctx.next` its meaning (run before anything queued, in call order).
   */
  unshiftAll(items: T[]): void {
    for (let i = items.length - 1; i >= 0; i--) this.unshift(items[i]!);
  }

  /** Removes every item. */
  clear(): void {
    this.#items.fill(undefined);
    this.#head = 0;
    this.#size = 0;
  }

  /** A copy of the items, front first. */
  toArray(): T[] {
    const out = new Array<T>(this.#size);
    for (let i = 0; i < this.#size; i++) out[i] = this.#items[(this.#head + i) & this.#mask]!;
    return out;
  }

  #grow(): void {
    const old = this.toArray();
    this.#items = new Array<T | undefined>(this.#items.length * 2);
    this.#mask = this.#items.length - 1;
    for (let i = 0; i < old.length; i++) this.#items[i] = old[i];
    this.#head = 0;
  }
}
