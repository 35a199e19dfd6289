// What the run loop watches follows who listens to the engine's events: the loop checks one field per node
// run instead of asking the emitter for listeners on every run. The engine calls this whenever a listener
// comes or goes (EngineEmitter.listenersChanged).
import type { EventEmitter } from 'eventemitter3';
import type { EngineEvents } from '../events.js';
import { hookInfo, type HookRecord } from './hook-table.js';
import type { RunLoop } from './run-loop.js';

/**
 * Sets the run loop's watch fields from the emitter's listeners. Returns true when someone listens to
 * node or hook runs: those listeners receive live args, so the game is then not only its rules' (the
 * caller marks its last copy stale; see GameCore.answered).
 */
export function watchListeners(events: EventEmitter<EngineEvents>, loop: RunLoop): boolean {
  loop.watchRuns = events.listenerCount('nodeStart') > 0 || events.listenerCount('nodeEnd') > 0;
  loop.watchHookRuns = events.listenerCount('hookRun') > 0;
  loop.watchLog = events.listenerCount('log') > 0;
  loop.watchLinks = events.listenerCount('link') > 0;
  // The hook table tells of its changes only while someone listens: card lifetimes attach and detach
  // hooks all through a duel, and asking for listeners at each change was about 2% of a look-ahead playout.
  const hookEvents = events.listenerCount('hookAttached') > 0 || events.listenerCount('hookDetached') > 0;
  // Made once, here at module level: an arrow made inside the engine's method kept most of what a new
  // engine allocated alive past the next minor GC, which doubled the cost of setting up a game.
  loop.hooks.onChange = hookEvents ? (loop.hooks.onChange ?? hookEventsOf(events, loop)) : undefined;
  return loop.watchRuns || loop.watchHookRuns;
}

/** Hook table changes become events, unless a capture is loading or nobody listens to that one. */
function hookEventsOf(events: EventEmitter<EngineEvents>, loop: RunLoop) {
  return (kind: 'attached' | 'detached', rec: HookRecord): void => {
    const event = kind === 'attached' ? 'hookAttached' : 'hookDetached';
    if (loop.loading || events.listenerCount(event) === 0) return;
    events.emit(event, hookInfo(rec));
  };
}
