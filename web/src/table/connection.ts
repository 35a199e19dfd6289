// The page's socket: joins, passes each frame on, and when dropped reconnects after a wait that it
// counts down each second, with a "Reconnect now" button. A refusal classed final (error-classes.ts)
// stops it for good, saying why.
import type { ServerFrame } from '../../../lib/server/wire.js';
import { el, status } from '../dom.js';
import { errorClass } from './error-classes.js';

/** What the page sends once joined: the messages the table server takes. */
export type Outgoing =
  { t: 'answer'; seq: number; option: number | number[] } | { t: 'chat'; text: string } | { t: 'concede' } | { t: 'rematch' };

/** The longest wait before reconnecting (the wait doubles from 0.5 s up to this). */
const LONGEST_WAIT = 5000;

export interface Connection {
  /** Sends a message; false (and a line in the status) when not connected. */
  send(message: Outgoing): boolean;
}

/**
 * Connects to the table; `onFrame` gets every frame, `onDown` is called when the socket closes (the
 * page disables its answers), and the `reconnect` box shows the countdown.
 */
export function connect(
  join: { table: string; token?: string; seat: string | null },
  reconnect: HTMLElement,
  onFrame: (frame: ServerFrame) => void,
  onDown: () => void,
): Connection {
  let socket: WebSocket | undefined;
  let retry = 0;
  let stopped = false;
  let countdown: ReturnType<typeof setInterval> | undefined;
  let next: ReturnType<typeof setTimeout> | undefined;

  const open = (): void => {
    clearInterval(countdown);
    clearTimeout(next);
    reconnect.replaceChildren();
    reconnect.hidden = true;
    const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`);
    socket = ws;
    ws.addEventListener('open', () => {
      retry = 0;
      status(join.seat === null ? 'Watching' : `Connected as ${join.seat}`);
      ws.send(
        JSON.stringify(
          join.token === undefined ? { t: 'join', table: join.table } : { t: 'join', table: join.table, token: join.token },
        ),
      );
    });
    ws.addEventListener('message', (event) => {
      const frame = JSON.parse(String(event.data)) as ServerFrame;
      if (frame.t === 'error' && errorClass(frame.code) === 'final') {
        stopped = true;
        status(`${frame.message} (the page stopped: reload it with a good link)`, true);
        ws.close();
      } else if (frame.t === 'error') status(frame.message, true);
      onFrame(frame);
    });
    ws.addEventListener('close', () => {
      if (socket !== ws || stopped) return;
      onDown();
      wait(Math.min(500 * 2 ** retry++, LONGEST_WAIT));
    });
  };

  /** Counts down each second to the next try; "Reconnect now" skips the wait. */
  const wait = (ms: number): void => {
    const until = Date.now() + ms;
    const now = el('button', { type: 'button', 'data-testid': 'reconnect-now' }, 'Reconnect now');
    now.addEventListener('click', open);
    const words = el('span', { 'data-testid': 'reconnect-in' });
    reconnect.replaceChildren(words, ' ', now);
    reconnect.hidden = false;
    const tick = (): void => {
      const left = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      const line = `Connection lost; reconnecting in ${left} s`;
      words.textContent = line;
      status(line, true);
    };
    countdown = setInterval(tick, 1000);
    next = setTimeout(open, ms);
    tick();
  };

  open();
  return {
    send(message) {
      if (socket?.readyState !== WebSocket.OPEN) {
        status('Not connected: nothing was sent', true);
        return false;
      }
      socket.send(JSON.stringify(message));
      return true;
    },
  };
}
