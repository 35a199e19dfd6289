// The replay API over real HTTP: a duel played to its end by two real WebSocket clients (and
// watched by a spectator), every frame they were sent kept; then each step of the replay, as each
// viewer, is compared with what that viewer was sent live at that seq. Refusals in one line each.
import test from 'ava';
import type { ReplayFrame, SeatView, WhatIfView } from '../../lib/server/index.js';
import { post, serverForFile } from './fixtures.js';
import { play, SeatClient } from './seat-client.js';

const server = serverForFile();

interface Played {
  id: string;
  tokens: Record<string, string>;
  /** Per seat (and 'spectator'): the view it was sent live at each seq, with the whole log it held then. */
  live: Record<string, Map<number, SeatView>>;
  /** The option words each seat's page showed for the answer it gave, by seq. */
  chosen: Map<number, { seat: string; option: number | number[]; words: string[] }>;
  last: number;
}

/** Views as a page holds them: each frame's lines added to the ones before, so a view carries the whole log. */
function whole(client: SeatClient): Map<number, SeatView> {
  const views = new Map<number, SeatView>();
  let lines: string[] = [];
  for (const frame of client.frames) {
    if (frame.t !== 'view') continue;
    const { from, lines: fresh } = frame.view.log;
    lines = from === lines.length ? lines.concat(fresh) : fresh;
    views.set(frame.view.seq, { ...frame.view, log: { from: 0, total: lines.length, lines } });
  }
  return views;
}

let played: Promise<Played> | undefined;
/** One duel of two people, played to its end once for the file (answers varied by seq, as people would). */
function duel(): Promise<Played> {
  played ??= (async () => {
    const { id, tokens } = await server().host.create({ game: 'duel', seats: { p1: 'person', p2: 'person' }, seed: 7 });
    const p1 = await SeatClient.connect(server().url, id, tokens.p1);
    const p2 = await SeatClient.connect(server().url, id, tokens.p2);
    const watcher = await SeatClient.connect(server().url, id);
    const chosen: Played['chosen'] = new Map();
    const clients = [p1, p2];
    await play(
      clients,
      (options, seq) => {
        const first = seq % 5 === 4 ? options.length - 1 : 0;
        const asked = clients.find((c) => c.view!.decision?.seq === seq)!;
        const d = asked.view!.decision!;
        const option =
          d.pick === undefined
            ? first
            : Array.from({ length: d.pick.min }, (_, i) => (first + i) % options.length).sort((a, b) => a - b);
        chosen.set(seq, {
          seat: asked.view!.seat!,
          option,
          words: (typeof option === 'number' ? [option] : option).map((i) => options[i]!),
        });
        return first;
      },
      2_000,
    );
    const last = p1.view!.seq;
    await watcher.untilSeq(last);
    for (const c of [p1, p2, watcher]) c.close();
    return { id, tokens, live: { p1: whole(p1), p2: whole(p2), spectator: whole(watcher) }, chosen, last };
  })();
  return played;
}

async function frame(id: string, at: number | string, seat?: string, token?: string): Promise<{ status: number; body: any }> {
  const query = seat === undefined ? `at=${at}` : `at=${at}&seat=${seat}`;
  const response = await fetch(`${server().url}/api/tables/${id}/replay?${query}`, {
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: await response.json() };
}

test('each step of a finished duel, as each seat and a spectator, is the view that viewer was sent live', async (t) => {
  const { id, tokens, live, last, chosen } = await duel();
  t.true(last > 20, `a real game (${last} decisions)`);
  for (const viewer of ['p1', 'p2', 'spectator']) {
    t.is(live[viewer]!.size, last + 1, `${viewer} was sent a view at every seq`);
    for (let at = 0; at <= last; at++) {
      const sent = live[viewer]!.get(at)!;
      const { status, body } = viewer === 'spectator' ? await frame(id, at) : await frame(id, at, viewer, tokens[viewer]);
      t.is(status, 200);
      const replayed = body as ReplayFrame;
      t.is(replayed.view.log.from, 0, 'a short game: the whole log fits the window');
      t.deepEqual(replayed.view, sent, `${viewer} at step ${at}`);
      t.is(replayed.at, at);
      t.is(replayed.last, last);
      t.true(replayed.ended);
      if (at === last) {
        t.is(replayed.next, undefined);
        continue;
      }
      const answer = chosen.get(at + 1)!;
      // Whose decision it was, for everyone; the option and its words only for the seat that chose.
      t.deepEqual(
        replayed.next,
        viewer === answer.seat
          ? { seq: at + 1, seat: answer.seat, option: answer.option, words: answer.words }
          : { seq: at + 1, seat: answer.seat },
      );
    }
  }
  t.is(live.p1!.get(last)!.status, 'ended');
});

test("a seat's view needs that seat's token; refusals are one line each", async (t) => {
  const { id, tokens, last } = await duel();
  t.deepEqual(await frame(id, 3, 'p2'), {
    status: 403,
    body: {
      error: 'replay-seat-refused',
      message: `p2's view of table ${id} needs p2's token: without one, a replay shows what spectators saw`,
    },
  });
  t.deepEqual(await frame(id, 3, 'p2', tokens.p1), {
    status: 403,
    body: { error: 'replay-seat-refused', message: `That token plays p1, not p2: p2's view of table ${id} needs p2's token` },
  });
  t.deepEqual(await frame(id, 3, 'p2', 'x'.repeat(32)), {
    status: 400,
    body: { error: 'token-refused', message: `That token plays no seat at table ${id}` },
  });
  t.deepEqual(await frame(id, 3, 'p9', tokens.p1), {
    status: 400,
    body: { error: 'request-bad', message: `Table ${id} has no seat "p9": its seats are p1, p2` },
  });
  t.deepEqual(await frame(id, last + 1), {
    status: 400,
    body: { error: 'request-bad', message: `Step ${last + 1} is not in table ${id}'s replay: its steps are 0 to ${last}` },
  });
  t.deepEqual(await frame(id, '-1'), {
    status: 400,
    body: { error: 'request-bad', message: '"at" must be the step to show, a whole number from 0, got "-1"' },
  });
  const bad = await fetch(`${server().url}/api/tables/${id}/replay?at=0`, { headers: { authorization: tokens.p1! } });
  t.deepEqual(
    [bad.status, await bad.json()],
    [400, { error: 'token-refused', message: 'An Authorization header must be "Bearer <seat token>"' }],
  );
  t.deepEqual(await frame('zzzzzzzzzzzz', 0), {
    status: 404,
    body: { error: 'table-unknown', message: 'No table zzzzzzzzzzzz' },
  });
  // With its own token, a seat need not name itself: the token says which seat (as joining does).
  const own = await frame(id, 3, undefined, tokens.p2);
  t.is(own.body.view.seat, 'p2');
});

async function whatIf(id: string, body: unknown): Promise<{ status: number; body: any }> {
  return post(server().url, `/api/tables/${id}/whatif`, body);
}

test("a what-if plays the seat's own answers from step k, the other seat by a bot; the same request gives the same view", async (t) => {
  const { id, tokens, chosen } = await duel();
  // The first step where p1 was asked a question with more than one option, not a pick.
  const [seq] = [...chosen].find(
    ([, c]) => c.seat === 'p1' && typeof c.option === 'number' && c.option === 0 && c.words.length === 1,
  )!;
  const at = seq - 1;
  const asked = (await frame(id, at, 'p1', tokens.p1)).body as ReplayFrame;
  const options = asked.view.decision!.options;
  t.true(options.length > 1);
  const request = { at, seat: 'p1', token: tokens.p1, answers: [options.length - 1], bot: 'greedy' };
  const first = await whatIf(id, request);
  t.is(first.status, 200);
  const result = first.body as WhatIfView;
  t.is(result.from, at);
  t.is(result.bot, 'greedy');
  t.deepEqual(result.moves[0], { seq, seat: 'p1', option: options.length - 1, words: [options.at(-1)!] });
  t.true(
    result.moves.slice(1).every((m) => m.seat === 'p2' && m.bot === 'greedy' && m.words === undefined && m.option === undefined),
    "the bot's answers are not told",
  );
  t.is(result.view.seat, 'p1');
  t.is(result.view.seq, at + result.moves.length);
  t.true(result.view.status === 'ended' || result.view.decision !== null, 'stops where p1 is asked again');
  t.deepEqual((await whatIf(id, request)).body, result);
  // The table itself did not move.
  t.is(((await (await fetch(`${server().url}/api/tables/${id}`)).json()) as { seq: number }).seq, (await duel()).last);
});

test('what-if refusals: another seat, too many answers, a body too large, no such bot, an option not offered', async (t) => {
  const { id, tokens } = await duel();
  t.deepEqual(await whatIf(id, { at: 0, seat: 'p2', token: tokens.p1, answers: [] }), {
    status: 403,
    body: { error: 'replay-seat-refused', message: `That token plays p1, not p2: p2's view of table ${id} needs p2's token` },
  });
  t.deepEqual(await whatIf(id, { at: 0, seat: 'p1', token: tokens.p1, answers: new Array(201).fill(0) }), {
    status: 400,
    body: { error: 'whatif-bad', message: 'A what-if has at most 200 answers, got 201' },
  });
  t.deepEqual(await whatIf(id, { at: 0, seat: 'p1', token: tokens.p1, answers: [], padding: 'x'.repeat(20_000) }), {
    status: 413,
    body: { error: 'body-too-large', message: 'A what-if body is at most 16384 bytes' },
  });
  t.deepEqual(await whatIf(id, { at: 0, seat: 'p1', token: tokens.p1, answers: [], bot: 'nobody' }), {
    status: 400,
    body: { error: 'whatif-bad', message: 'Game "duel" has no bot "nobody": its bots are greedy, random' },
  });
  t.deepEqual(await whatIf(id, { at: 0, seat: 'p1', token: tokens.p1, answers: [], seed: 3 }), {
    status: 400,
    body: { error: 'whatif-bad', message: 'A what-if has no field "seed" (only at, seat, token, answers and bot)' },
  });
  const start = (await frame(id, 0, 'p1', tokens.p1)).body as ReplayFrame;
  const count = start.view.decision!.options.length;
  t.deepEqual(await whatIf(id, { at: 0, seat: 'p1', token: tokens.p1, answers: [count] }), {
    status: 400,
    body: { error: 'option-not-offered', message: `Option ${count} is not offered: decision 1 has options 0 to ${count - 1}` },
  });
  // While a table is played, a what-if would show what its decks hold next: refused until it ends.
  const running = await server().host.create({ game: 'duel', seats: { p1: 'person', p2: 'person' }, seed: 7 });
  t.deepEqual(await whatIf(running.id, { at: 0, seat: 'p1', token: running.tokens.p1, answers: [0] }), {
    status: 400,
    body: {
      error: 'whatif-bad',
      message: `Table ${running.id} is still being played: what-ifs open once it has ended (one would show what its decks hold next)`,
    },
  });
  const during = await frame(running.id, 0, 'p1', running.tokens.p1);
  t.false(during.body.ended);
  t.deepEqual(await whatIf('zzzzzzzzzzzz', { at: 0, seat: 'p1', token: tokens.p1, answers: [] }), {
    status: 404,
    body: { error: 'table-unknown', message: 'No table zzzzzzzzzzzz' },
  });
});
