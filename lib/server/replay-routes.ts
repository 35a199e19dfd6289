import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { TableError } from './errors.js';
import type { TableHost } from './table-host.js';
import { TableReplays } from './table-replay.js';

/** The largest what-if body: 200 answers, picks included, fit with room to spare. */
export const MAX_WHATIF_BODY = 16_384;

/**
 * The replay API on the server's HTTP app:
 * `GET /api/tables/:id/replay?at=k[&seat=s]` (a seat's view with
 * `Authorization: Bearer <its token>`) is step k as that viewer saw it;
 * `POST /api/tables/:id/whatif` takes `{ at, seat, token, answers, bot? }`
 * and answers with the view the what-if came to. Refusals go through the
 * app's own `onError`, as `{ error, message }`.
 *
 * @example
 * replayRoutes(app, host);
 */
export function replayRoutes(app: Hono, host: TableHost): void {
  const replays = new TableReplays(host);
  app.get('/api/tables/:id/replay', async (c) => {
    const at = c.req.query('at');
    if (at === undefined || !/^\d{1,9}$/.test(at))
      throw new TableError(
        'request-bad',
        `"at" must be the step to show, a whole number from 0, got ${JSON.stringify((at ?? '').slice(0, 20))}`,
      );
    const seat = c.req.query('seat');
    return c.json(await replays.frame(c.req.param('id'), Number(at), { seat, token: bearer(c.req.header('authorization')) }));
  });
  app.post(
    '/api/tables/:id/whatif',
    bodyLimit({
      maxSize: MAX_WHATIF_BODY,
      onError: () => {
        throw new TableError('body-too-large', `A what-if body is at most ${MAX_WHATIF_BODY} bytes`);
      },
    }),
    async (c) => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        throw new TableError('whatif-bad', 'The what-if body is not JSON');
      }
      return c.json(await replays.whatIf(c.req.param('id'), body));
    },
  );
}

/** The token of an `Authorization: Bearer <token>` header, if any. */
function bearer(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer ([A-Za-z0-9_-]{1,64})$/.exec(header);
  if (match === null) throw new TableError('token-refused', 'An Authorization header must be "Bearer <seat token>"');
  return match[1];
}
