// The sandbox's HTTP side, apart from the table protocol: the page at /s/<id>, and a small JSON API
// under /api/sandboxes. Every answer is the sandbox's whole view (SandboxView), so the page never
// keeps a state of its own to fall out of step with.
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { WebAssets } from '../assets.js';
import { TableError } from '../errors.js';
import type { TableHost } from '../table-host.js';
import { SandboxList } from './sandbox-list.js';
import { sandboxPicture } from './sandbox-picture.js';

/** How long a page's wait for a change is held before it is answered with the view as it is. */
export const WAIT_MS = 25_000;

/** The largest body a sandbox request may carry: a setup of 64 steps fits. */
export const MAX_SANDBOX_BODY = 8192;

/** The sandboxes of each server's host, for `cardweave serve --watch` to reload. */
const lists = new WeakMap<TableHost, SandboxList>();

/**
 * The sandboxes a server keeps, by its host.
 *
 * @example
 * sandboxesOf(server.host)?.reloadGame(newDuel, 2);
 */
export function sandboxesOf(host: TableHost): SandboxList | undefined {
  return lists.get(host);
}

/**
 * Adds the sandbox's routes to a server's app, for the games its host offers. Returns the list.
 *
 * @example
 * const sandboxes = sandboxRoutes(app, host, assets);
 */
export function sandboxRoutes(app: Hono, host: TableHost, assets: WebAssets): SandboxList {
  const list = new SandboxList(host.games);
  lists.set(host, list);
  const limit = bodyLimit({
    maxSize: MAX_SANDBOX_BODY,
    onError: () => {
      throw new TableError('body-too-large', `A sandbox request body is at most ${MAX_SANDBOX_BODY} bytes`);
    },
  });
  app.get('/s/:id', (c) => c.html(assets.page));
  app.post('/api/sandboxes', limit, async (c) => {
    const body = await jsonBody(c);
    const { game, packs, seed, setup, ...extra } = body;
    noExtra(extra, 'game, packs, seed and setup');
    if (typeof game !== 'string' || game.length > 32) throw new TableError('body-bad', '"game" must be the name of a game');
    if (
      packs !== undefined &&
      (!Array.isArray(packs) || packs.length > 8 || !packs.every((p) => typeof p === 'string' && p.length <= 32))
    )
      throw new TableError('body-bad', '"packs" must be a list of at most 8 pack names');
    if (seed !== undefined && typeof seed !== 'number') throw new TableError('body-bad', '"seed" must be a number');
    const sandbox = list.open({ game, packs: packs as string[] | undefined, seed, setup });
    return c.json(sandbox.view(), 201);
  });
  app.get('/api/sandboxes/:id', (c) => c.json(list.get(c.req.param('id')).view()));
  // The page waits here for a change it did not ask for (its game's rules reloaded by --watch).
  app.get('/api/sandboxes/:id/wait', async (c) => {
    const after = Number(c.req.query('after'));
    if (!Number.isSafeInteger(after) || after < 0) throw new TableError('request-bad', '"after" must be a version number');
    const sandbox = list.get(c.req.param('id'));
    await sandbox.changedAfter(after, WAIT_MS);
    return c.json(sandbox.view());
  });
  app.get('/api/sandboxes/:id/picture', (c) => {
    const sandbox = list.get(c.req.param('id'));
    return c.json(sandboxPicture(sandbox.game, sandbox.packs));
  });
  app.post('/api/sandboxes/:id/answer', limit, async (c) => {
    const sandbox = list.get(c.req.param('id'));
    const { seq, option, ...extra } = await jsonBody(c);
    noExtra(extra, 'seq and option');
    if (typeof seq !== 'number') throw new TableError('body-bad', '"seq" must be the decision\'s number');
    if (
      typeof option !== 'number' &&
      !(Array.isArray(option) && option.length <= 64 && option.every((o) => typeof o === 'number'))
    )
      throw new TableError('body-bad', '"option" must be an option number, or a list of them for a pick');
    sandbox.answer(seq, option);
    return c.json(sandbox.view());
  });
  app.post('/api/sandboxes/:id/undo', (c) => {
    const sandbox = list.get(c.req.param('id'));
    sandbox.undo();
    return c.json(sandbox.view());
  });
  app.post('/api/sandboxes/:id/redo', (c) => {
    const sandbox = list.get(c.req.param('id'));
    sandbox.redo();
    return c.json(sandbox.view());
  });
  app.post('/api/sandboxes/:id/jump', limit, async (c) => {
    const sandbox = list.get(c.req.param('id'));
    const { branch, at, ...extra } = await jsonBody(c);
    noExtra(extra, 'branch and at');
    if (typeof branch !== 'string' || typeof at !== 'number')
      throw new TableError('body-bad', 'Send { "branch": name, "at": decisions from the start }');
    sandbox.jump(branch, at);
    return c.json(sandbox.view());
  });
  return list;
}

/** A request's JSON object body, or a refusal in one line. */
async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  if (!(c.req.header('content-type') ?? '').startsWith('application/json'))
    throw new TableError('body-bad', 'Send the request as JSON (content-type: application/json)');
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new TableError('body-bad', 'The request body is not JSON');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new TableError('body-bad', 'The request body must be a JSON object');
  return body as Record<string, unknown>;
}

function noExtra(extra: Record<string, unknown>, allowed: string): void {
  const unknown = Object.keys(extra)[0];
  if (unknown !== undefined)
    throw new TableError('body-bad', `A sandbox request has no field "${unknown.slice(0, 40)}" (only ${allowed})`);
}
