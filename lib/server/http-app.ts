import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { WebAssets } from './assets.js';
import { TableError } from './errors.js';
import { replayRoutes } from './replay-routes.js';
import type { TableHost } from './table-host.js';
import { tablePicture } from './table-picture.js';
import { sandboxRoutes } from './sandbox/sandbox-routes.js';

/** The largest body a request may carry (a table's creation is a few hundred bytes). */
export const MAX_REQUEST_BODY = 4096;

/** HTTP status of each refusal code; anything not listed is a 400. */
const STATUS: Record<string, ContentfulStatusCode> = {
  'table-unknown': 404,
  'game-unknown': 404,
  'body-too-large': 413,
  'table-corrupt': 500,
  'store-failed': 503,
  'game-start-failed': 500,
  'game-start-timeout': 500,
  'sandbox-unknown': 404,
  'replay-seat-refused': 403,
};

/**
 * The server's HTTP side: the page, its assets, and a small JSON API (games,
 * create a table, a table's public summary, a game's or a table's rule graph). Every
 * request body is bounded and checked; every refusal is `{ error, message }`.
 *
 * @example
 * const app = httpApp(host, assets); serve({ fetch: app.fetch, port: 8080 });
 */
export function httpApp(host: TableHost, assets: WebAssets): Hono {
  const app = new Hono();
  app.onError((error, c) => refusal(c, error));
  app.notFound((c) => c.json({ error: 'not-found', message: `Nothing at ${c.req.path.slice(0, 80)}` }, 404));

  app.get('/', (c) => c.html(assets.page));
  app.get('/t/:id', (c) => c.html(assets.page));
  app.get('/t/:id/replay', (c) => c.html(assets.page));
  app.get('/assets/app.js', (c) =>
    c.body(assets.script, 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }),
  );
  app.get('/assets/style.css', (c) =>
    c.body(assets.style, 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' }),
  );
  // Mermaid is 3.5 MB and the same for every page and table: browsers may keep it for a day.
  app.get('/assets/mermaid.js', (c) =>
    assets.mermaid === undefined
      ? c.json({ error: 'not-found', message: 'This server has no Mermaid bundle: the page shows the rule graph as text' }, 404)
      : c.body(assets.mermaid, 200, {
          'content-type': 'text/javascript; charset=utf-8',
          'cache-control': 'public, max-age=86400',
        }),
  );
  app.get('/healthz', (c) => c.json({ ok: true, database: host.store.db.kind, tables: host.tableCount }));

  app.get('/api/games', (c) =>
    c.json(
      host.games.map((g) => ({
        id: g.id,
        title: g.title,
        description: g.description,
        seats: g.seats,
        bots: Object.keys(g.bots),
        packs: Object.keys(g.packs),
        watchPacks: g.watchPacks,
      })),
    ),
  );

  app.get('/api/games/:id/graph', (c) => {
    const game = host.games.find((g) => g.id === c.req.param('id'));
    if (game === undefined) throw new TableError('game-unknown', `No game "${c.req.param('id').slice(0, 40)}" here`);
    return c.json({ game: game.id, mermaid: tablePicture(game) });
  });

  app.post(
    '/api/tables',
    bodyLimit({
      maxSize: MAX_REQUEST_BODY,
      onError: (c) => refusal(c, new TableError('body-too-large', `A request body is at most ${MAX_REQUEST_BODY} bytes`)),
    }),
    async (c) => {
      if (!(c.req.header('content-type') ?? '').startsWith('application/json'))
        throw new TableError('body-bad', 'Send the table as JSON (content-type: application/json)');
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        throw new TableError('body-bad', 'The request body is not JSON');
      }
      const request = checkCreate(body);
      const created = await host.create(request);
      const base = `/t/${created.id}`;
      return c.json(
        {
          id: created.id,
          watch: base,
          seats: Object.fromEntries(
            (await host.open(created.id)).seats.map((s) => [
              s.seat,
              s.kind === 'person'
                ? { kind: 'person', link: `${base}#seat=${s.seat}&token=${created.tokens[s.seat]}` }
                : { kind: 'bot', bot: s.bot },
            ]),
          ),
        },
        201,
      );
    },
  );

  // A table's rule graph: its game with the packs it plays (a War table with twist draws twist's cards).
  app.get('/api/tables/:id/graph', async (c) => {
    const table = await host.open(c.req.param('id'));
    return c.json({ game: table.game.id, packs: table.record.packs, mermaid: tablePicture(table.game, table.record.packs) });
  });

  app.get('/api/tables/:id', async (c) => {
    const table = await host.open(c.req.param('id'));
    return c.json({
      id: table.id,
      game: table.game.id,
      title: table.game.title,
      seats: table.seats,
      seq: table.seq,
      status: table.engine.ended ? 'ended' : 'playing',
    });
  });
  // The designer's hot-seat sandbox (lib/server/sandbox): its own routes, apart from the tables'.
  sandboxRoutes(app, host, assets);
  replayRoutes(app, host);
  return app;
}

/** A create request's body: exactly { game, seats, packs? }, each of its type and size. No seed, no options. */
function checkCreate(body: unknown): { game: string; seats: Record<string, string>; packs?: string[] } {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new TableError('body-bad', 'Send { "game": ..., "seats": { ... }, "packs": [...] }');
  const { game, seats, packs, ...extra } = body as Record<string, unknown>;
  const unknown = Object.keys(extra)[0];
  if (unknown !== undefined)
    throw new TableError('body-bad', `A table request has no field "${unknown.slice(0, 40)}" (only game, seats and packs)`);
  if (typeof game !== 'string' || game.length > 32) throw new TableError('body-bad', '"game" must be the name of a game');
  if (seats === null || typeof seats !== 'object' || Array.isArray(seats) || Object.keys(seats).length > 16) {
    throw new TableError('body-bad', '"seats" must be an object of seat: "person" or "bot:<name>"');
  }
  for (const [seat, kind] of Object.entries(seats)) {
    if (typeof kind !== 'string' || kind.length > 40)
      throw new TableError('body-bad', `"seats.${seat.slice(0, 32)}" must be "person" or "bot:<name>"`);
  }
  if (
    packs !== undefined &&
    (!Array.isArray(packs) || packs.length > 8 || !packs.every((p) => typeof p === 'string' && p.length <= 32))
  ) {
    throw new TableError('body-bad', '"packs" must be a list of at most 8 pack names');
  }
  return { game, seats: seats as Record<string, string>, ...(packs === undefined ? {} : { packs: packs as string[] }) };
}

function refusal(c: Context, error: Error): Response {
  if (error instanceof TableError) return c.json({ error: error.code, message: error.message }, STATUS[error.code] ?? 400);
  if (error instanceof RangeError || error instanceof TypeError)
    return c.json({ error: 'request-bad', message: error.message }, 400);
  console.error(error);
  return c.json({ error: 'internal', message: 'The server failed on this request; it is logged' }, 500);
}
