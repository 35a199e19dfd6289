/**
 * The engine's Deque (lib/graph/queue.ts) against a plain array used as a
 * queue, at the engine's two typical shapes: a long queue filled then
 * drained, and a short queue that is pushed and shifted in turn (a chain).
 */
import { Deque } from '../lib/index.js';
import { interleaved, isMain, time } from './measure.js';

export interface QueueFigures {
  /** Operations (one push and one shift each) per run. */
  operations: number;
  /**
   * Milliseconds to push all, then shift all. A plain array's shift() is
   * O(length) once an array outgrows V8's cheap left-trim (some 16,000
   * items here), so filling and draining a million takes it over a minute;
   * it is timed on `smallOperations` instead, beside the Deque on the same.
   */
  fillDrain: { deque: number; dequeSmall: number; arraySmall: number; smallOperations: number };
  /** Milliseconds for push+shift pairs on a queue holding 16 items. */
  steady: { deque: number; array: number };
}

// One shared item: allocation is not what is measured here.
const ITEM = { node: 'step', args: {} };

function dequeFillDrain(n: number): void {
  const q = new Deque<typeof ITEM>();
  for (let i = 0; i < n; i++) q.push(ITEM);
  for (let i = 0; i < n; i++) if (q.shift() === undefined) throw new Error('deque ran dry');
}

function arrayFillDrain(n: number): void {
  const q: (typeof ITEM)[] = [];
  for (let i = 0; i < n; i++) q.push(ITEM);
  for (let i = 0; i < n; i++) if (q.shift() === undefined) throw new Error('array ran dry');
}

function dequeSteady(n: number): void {
  const q = new Deque<typeof ITEM>();
  for (let i = 0; i < 16; i++) q.push(ITEM);
  for (let i = 0; i < n; i++) {
    q.push(ITEM);
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
    dequeFillDrain: () => time(() => dequeFillDrain(n)),
    dequeFillDrainSmall: () => time(() => dequeFillDrain(small)),
    arrayFillDrainSmall: () => time(() => arrayFillDrain(small)),
    dequeSteady: () => time(() => dequeSteady(n)),
    arraySteady: () => time(() => arraySteady(n)),
  });
  return {
    operations: n,
    fillDrain: { deque: ms.dequeFillDrain, dequeSmall: ms.dequeFillDrainSmall, arraySmall: ms.arrayFillDrainSmall, smallOperations: small },
    steady: { deque: ms.dequeSteady, array: ms.arraySteady },
  };
}

if (isMain(import.meta.url)) console.log(benchQueue());
