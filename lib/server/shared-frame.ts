import type { ServerFrame } from './wire.js';

/**
 * One frame as every watcher that sees the same view is sent it: built once,
 * frozen (one object is handed to each of them, so none may change what the
 * others get), and its JSON encoded once as the UTF-8 bytes a socket sends.
 *
 * @example
 * const shared = sharedFrame({ t: 'view', view }); for (const ws of sockets) ws.send(shared.bytes, { binary: false });
 */
export interface SharedFrame {
  readonly frame: ServerFrame;
  readonly bytes: Buffer;
}

/**
 * Freezes a frame, every object and list in it, and encodes it once.
 *
 * @example
 * const { bytes } = sharedFrame({ t: 'error', code: 'internal', message: 'logged' });
 */
export function sharedFrame(frame: ServerFrame): SharedFrame {
  return { frame: freezeAll(frame), bytes: Buffer.from(JSON.stringify(frame), 'utf8') };
}

/** Freezes a JSON-shaped value all the way down (a frame is plain data: objects, lists, strings, numbers). */
function freezeAll<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) freezeAll(inner);
  }
  return value;
}
