// The replay API as the page calls it: a step as this viewer saw it, and a what-if from a step.
// A seat's token travels in a header (or a what-if's body), never in a URL a server might log.
import type { ReplayFrame, WhatIfView } from '../../../lib/server/replay-wire.js';

/** A refusal as the server words it: its code and its one line. */
export class Refused extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

async function read<T>(response: Response): Promise<T> {
  const body = (await response.json()) as T | { error: string; message: string };
  if (!response.ok) {
    const refusal = body as { error: string; message: string };
    throw new Refused(refusal.error, refusal.message);
  }
  return body as T;
}

/** Step `at` of a table's replay, as `seat` (with its token) or as a spectator. */
export async function replayFrame(
  table: string,
  at: number,
  seat: string | null,
  token: string | undefined,
): Promise<ReplayFrame> {
  const query = seat === null ? `at=${at}` : `at=${at}&seat=${encodeURIComponent(seat)}`;
  const headers: Record<string, string> = token === undefined ? {} : { authorization: `Bearer ${token}` };
  return read<ReplayFrame>(await fetch(`/api/tables/${table}/replay?${query}`, { headers }));
}

/** A what-if: from step `at`, the seat's answers in order, the other seats played by the game's bots. */
export async function whatIf(
  table: string,
  request: { at: number; seat: string; token: string; answers: (number | number[])[] },
): Promise<WhatIfView> {
  return read<WhatIfView>(
    await fetch(`/api/tables/${table}/whatif`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    }),
  );
}
