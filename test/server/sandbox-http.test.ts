// The sandbox's HTTP side on a real server: opened, answered, undone over /api/sandboxes, each
// answer the whole view; refusals are { error, message } with their status; the page at /s/<id>.
import test from 'ava';
import { serverForFile } from './fixtures.js';

const server = serverForFile();

async function post(path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${server().url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

test('open, answer, undo over HTTP: every answer is the whole view', async (t) => {
  const opened = await post('/api/sandboxes', { game: 'duel', seed: 7, setup: [{ card: 'Glass Moth', zone: 'p1.hand' }] });
  t.is(opened.status, 201);
  const id = opened.json.id as string;
  t.is(opened.json.playingAs, 'p1');
  const options = (opened.json.view as { decision: { options: string[] } }).decision.options;
  const answered = await post(`/api/sandboxes/${id}/answer`, { seq: 1, option: options.indexOf('End the turn') });
  t.is(answered.status, 200);
  t.is(answered.json.playingAs, 'p2');
  const undone = await post(`/api/sandboxes/${id}/undo`, {});
  t.is(undone.json.playingAs, 'p1');
  t.deepEqual(undone.json.branches, [{ name: 'main', tip: 0, end: 1, head: true, answers: ['p1: End the turn'] }]);
  const page = await fetch(`${server().url}/s/${id}`);
  t.is(page.status, 200);
  t.regex(await page.text(), /<main id="app">/);
  const picture = (await (await fetch(`${server().url}/api/sandboxes/${id}/picture`)).json()) as {
    nodes: Record<string, string>;
  };
  t.is(typeof picture.nodes['duel.begin'], 'string');
});

test('refusals over HTTP: unknown sandbox 404, a bad setup 400, nothing to undo 400, a large body 413', async (t) => {
  const unknown = await fetch(`${server().url}/api/sandboxes/AAAAAAAAAAAA`);
  t.is(unknown.status, 404);
  t.deepEqual(await unknown.json(), {
    error: 'sandbox-unknown',
    message: `No sandbox "AAAAAAAAAAAA": sandboxes live in the server's memory, for an hour unused, 16 at most; open a new one`,
  });
  t.deepEqual(await post('/api/sandboxes', { game: 'duel', setup: [{ card: 'Nobody', zone: 'p1.hand' }] }), {
    status: 400,
    json: { error: 'sandbox-setup-bad', message: 'Setup step 1: no card "Nobody" in game "duel"' },
  });
  const id = (await post('/api/sandboxes', { game: 'duel', seed: 7 })).json.id as string;
  t.deepEqual(await post(`/api/sandboxes/${id}/undo`, {}), {
    status: 400,
    json: { error: 'sandbox-move-refused', message: 'Nothing to undo: no decision has been answered on this line' },
  });
  t.deepEqual(await post('/api/sandboxes', { game: 'duel', seeds: 7 }), {
    status: 400,
    json: { error: 'body-bad', message: 'A sandbox request has no field "seeds" (only game, packs, seed and setup)' },
  });
  const large = await post('/api/sandboxes', JSON.stringify({ game: 'duel', pad: 'x'.repeat(9000) }));
  t.deepEqual(large, { status: 413, json: { error: 'body-too-large', message: 'A sandbox request body is at most 8192 bytes' } });
});
