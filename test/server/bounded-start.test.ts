// A table whose start never ends (a pack whose setup loops for ever) is refused at the start
// deadline, and the server goes on answering, creating and playing tables meanwhile and afterwards;
// SIGTERM ends the server, even while such a start is running. Real server processes (`cardweave
// serve`), PGlite folders, HTTP and WebSockets on 127.0.0.1.
import test from 'ava';
import { post, tempDir, tokenOf } from './fixtures.js';
import { SeatClient } from './seat-client.js';
import { spawnServer, type ServerProcess } from './server-process.js';

const GAMES = ['--game', 'war=test/server/games/looping-war.ts', '--game', 'duel=examples/duel/table.ts#duelTable'];
const LOOPING_WAR = { game: 'war', seats: { p1: 'person', p2: 'person' }, packs: ['looping'] };

/** A server on a fresh PGlite folder, killed -9 and its folder removed at the end, whatever happened. */
async function server(t: { teardown: (fn: () => void) => void }, args: string[] = []): Promise<ServerProcess> {
  const dir = tempDir();
  t.teardown(() => dir.remove());
  const running = await spawnServer(['--data', dir.path, ...GAMES, ...args]);
  t.teardown(() => running.child.kill('SIGKILL'));
  return running;
}

/** Resolves once the server's stderr shows that the looping pack's setup is running (in its start thread). */
async function looping(running: ServerProcess): Promise<void> {
  while (!running.stderr().includes('looping in setup')) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** How the server process ended; a process still alive `ms` after the signal is killed -9 (SIGKILL then). */
async function endsAfter(
  running: ServerProcess,
  signal: NodeJS.Signals,
  ms = 15_000,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  const { child } = running;
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, by) => resolve({ code, signal: by })),
  );
  child.kill(signal);
  const guard = setTimeout(() => child.kill('SIGKILL'), ms);
  const outcome = await ended;
  clearTimeout(guard);
  return outcome;
}

/** Creates a duel (p1 a person, p2 the greedy bot) and answers p1's first decision over a socket. */
async function playADuel(t: { is: (a: unknown, b: unknown, m?: string) => void }, url: string): Promise<void> {
  const created = await post(url, '/api/tables', { game: 'duel', seats: { p1: 'person', p2: 'bot:greedy' } });
  t.is(created.status, 201, JSON.stringify(created.body));
  const p1 = await SeatClient.connect(url, created.body.id as string, tokenOf(created.body.seats.p1.link as string));
  await p1.until((c) => c.view?.decision != null, 15_000, "p1's first decision");
  const seq = p1.view!.decision!.seq;
  p1.answer(seq, 0);
  await p1.untilSeq(seq);
  t.is(p1.errors.length, 0, JSON.stringify(p1.errors));
  p1.close();
}

test('a pack whose setup never returns: its table is refused at the deadline, the server answers and plays meanwhile and after, and SIGTERM ends it', async (t) => {
  const running = await server(t);
  const refused = post(running.url, '/api/tables', LOOPING_WAR);
  await looping(running);

  // Meanwhile: the server answers, and creates and plays other tables.
  // (Bounded, so that a server stuck in the loop fails here rather than at ava's timeout.)
  const games = await fetch(`${running.url}/api/games`, { signal: AbortSignal.timeout(20_000) });
  t.is(games.status, 200);
  await playADuel(t, running.url);

  t.deepEqual(await refused, {
    status: 500,
    body: {
      error: 'game-start-timeout',
      message: 'Game "war" with pack looping did not start within 5000 ms: its setup or first moves do not end',
    },
  });
  t.true(
    running.stderr().includes('cardweave serve: game "war" with pack looping, seed '),
    'the operator is told, with the seed',
  );

  // Afterwards: War without the pack plays to its end when created, and duels go on.
  const war = await post(running.url, '/api/tables', { game: 'war', seats: { p1: 'person', p2: 'person' } });
  t.is(war.status, 201, JSON.stringify(war.body));
  const summary = (await (await fetch(`${running.url}/api/tables/${war.body.id}`)).json()) as { status: string };
  t.is(summary.status, 'ended');
  await playADuel(t, running.url);

  t.deepEqual(await endsAfter(running, 'SIGTERM'), { code: 0, signal: null });
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`${signal} ends the server while a table's start loops (a closing server refuses that start)`, async (t) => {
    const running = await server(t, ['--start-timeout', '600000']);
    const refused = post(running.url, '/api/tables', LOOPING_WAR).catch((error: unknown) => error);
    await looping(running);
    t.deepEqual(await endsAfter(running, signal), { code: 0, signal: null });
    // The request in flight ends with the server: its connection is closed, no answer.
    t.true((await refused) instanceof Error);
  });
}
