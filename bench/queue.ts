/**
 * The engine's queue of invocations (lib/graph/invocation-queue.ts: a ring of
 * slots and args in parallel arrays) against a plain array of `{ node, args }`
 * used as a queue, at the engine's two typical shapes: a long queue filled
 * then drained, and a short queue that is pushed and shifted in turn (a chain).
 * The engine's queue is internal, so it is imported from its file.
 */
import type { Slot } from '../lib/graph/run/hook-table.js';
import { InvocationQueue } from '../lib/graph/run/invocation-queue.js';
import { interleaved, isMain, time } from './measure.js';

export interface QueueFigures {
  /** Operations (one push and one shift each) per run. */
  operations: number;
  /**
   * Milliseconds to push all, then shift all. A plain array's shift() is
   * O(length) once an array outgrows V8's cheap left-trim (some 16,000
   * items here), so filling and draining a million takes it over a minute;
   * it is timed on `smallOperations` instead, beside the engine's queue on the same.
   */
  fillDrain: { engine: number; engineSmall: number; arraySmall: number; smallOperations: number };
  /** Milliseconds for push+shift pairs on a queue holding 16 items. */
  steady: { engine: number; array: number };
}

// One shared item: allocation is not what is measured here. The queue only keeps a slot, never reads it.
const ARGS = {};
const SLOT = { name: 'step' } as Slot;
const ITEM = { node: 'step', args: ARGS };

function engineFillDrain(n: number): void {
  const q = new InvocationQueue();
  for (let i = 0; i < n; i++) q.push(SLOT, ARGS);
  for (let i = 0; i < n; i++) if (q.shift() === undefined) throw new Error('queue ran dry');
}

function arrayFillDrain(n: number): void {
  const q: (typeof ITEM)[] = [];
  for (let i = 0; i < n; i++) q.push(ITEM);
  for (let i = 0; i < n; i++) if (q.shift() === undefined) throw new Error('array ran dry');
}

function engineSteady(n: number): void {
  const q = new InvocationQueue();
  for (let i = 0; i < 16; i++) q.push(SLOT, ARGS);
  for (let i = 0; i < n; i++) {
    q.push(SLOT, ARGS);
    q.shift();
  }
}

function arraySteady(n: number): void {
  const q: (typeof ITEM)[] = [];
  for (let i = 0; i < 16; i++) q.push(ITEM);
  for (let i = 0; i < n; i++) {
    q.push(ITEM);
    q.shift();
  }
}

/** Medians of `rounds` interleaved rounds of `n` operations each. */
export function benchQueue(n = 1_000_000, rounds = 5, small = 50_000): QueueFigures {
  const ms = interleaved(rounds, {
    engineFillDrain: () => time(() => engineFillDrain(n)),
    engineFillDrainSmall: () => time(() => engineFillDrain(small)),
    arrayFillDrainSmall: () => time(() => arrayFillDrain(small)),
    engineSteady: () => time(() => engineSteady(n)),
    arraySteady: () => time(() => arraySteady(n)),
  });
  return {
    operations: n,
    fillDrain: {
      engine: ms.engineFillDrain,
      engineSmall: ms.engineFillDrainSmall,
      arraySmall: ms.arrayFillDrainSmall,
      smallOperations: small,
    },
    steady: { engine: ms.engineSteady, array: ms.arraySteady },
  };
}

if (isMain(import.meta.url)) console.log(benchQueue());
