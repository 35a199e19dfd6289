// The sandbox's JSON API as the page calls it: every answer is the sandbox's whole view, or a refusal in one line.
import type { SandboxRequest, SandboxView } from '../../../lib/server/sandbox/sandbox-wire.js';

/** A refusal the server sent ({ error, message }), kept whole so the page can show its one line. */
export class Refused extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as T | { error: string; message: string };
  if (!response.ok) {
    const refusal = json as { error: string; message: string };
    throw new Refused(refusal.error, refusal.message);
  }
  return json as T;
}

/** Opens a sandbox. */
export const openSandbox = (request: SandboxRequest): Promise<SandboxView> => call('POST', '/api/sandboxes', request);
/** A sandbox as it stands. */
export const readSandbox = (id: string): Promise<SandboxView> => call('GET', `/api/sandboxes/${encodeURIComponent(id)}`);
/** Answers the pending decision for the seat it asks. */
export const answerSandbox = (id: string, seq: number, option: number | number[]): Promise<SandboxView> =>
  call('POST', `/api/sandboxes/${encodeURIComponent(id)}/answer`, { seq, option });
/** Undo, redo, or a jump to a point of a branch. */
export const moveSandbox = (id: string, move: 'undo' | 'redo' | { branch: string; at: number }): Promise<SandboxView> =>
  typeof move === 'string'
    ? call('POST', `/api/sandboxes/${encodeURIComponent(id)}/${move}`, {})
    : call('POST', `/api/sandboxes/${encodeURIComponent(id)}/jump`, move);
/** The sandbox once it has changed past `version` (a reload), or as it is after the server's wait. */
export const waitSandbox = (id: string, version: number): Promise<SandboxView> =>
  call('GET', `/api/sandboxes/${encodeURIComponent(id)}/wait?after=${version}`);
