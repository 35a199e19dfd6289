// A pick decision at a table ("tribute two monsters"): the seat's view says how many it takes, the
// seat answers with a list of option numbers, and the server refuses in one line a single number, a
// number not offered or given twice, or a list of the wrong size, changing nothing; a bot answers
// picks too. The duel's tribute summon is such a pick.
import test from 'ava';
import type { Json } from '../../lib/index.js';
import { SeatClient } from './seat-client.js';
import { serverForFile } from './fixtures.js';

const server = serverForFile();

type Move = { move: string; position?: string };

/** A player who never attacks and summons whenever it can, a tribute summon first: monsters pile up until a tribute is a real choice. */
function builder(options: readonly Json[]): number {
  const moves = options as Move[];
  const tribute = moves.findIndex((m) => m.move === 'tribute-summon' && m.position === 'attack');
  if (tribute >= 0) return tribute;
  const summon = moves.findIndex((m) => m.move === 'summon' && m.position === 'attack');
  if (summon >= 0) return summon;
  return moves.findIndex((m) => m.move === 'end-turn');
}

/** A duel of two people, played through the host by builders until a tribute pick with more monsters than it takes is asked. */
async function tableAtTributePick(): Promise<{ id: string; tokens: Record<string, string>; seat: string; seq: number }> {
  for (let seed = 1; seed <= 20; seed++) {
    const { id, tokens } = await server().host.create({ game: 'duel', seats: { p1: 'person', p2: 'person' }, seed });
    for (let guard = 0; guard < 200; guard++) {
      const engine = (await server().host.open(id)).engine;
      if (engine.ended) break;
      const pending = engine.pending!;
      if (pending.pick !== undefined && pending.options.length > pending.pick.min)
        return { id, tokens: tokens, seat: pending.player, seq: pending.id };
      const index = builder(pending.options);
      if (index < 0) break;
      await server().host.answer(id, pending.player, pending.id, index);
    }
  }
  throw new Error('no seed of 1-20 reached a tribute pick');
}

test('a tribute at a table is a pick: the view says how many, a list of option numbers answers it, the log keeps the cards', async (t) => {
  const { id, tokens, seat, seq } = await tableAtTributePick();
  const client = await SeatClient.connect(server().url, id, tokens[seat]);
  const view = await client.untilSeq(seq - 1);
  const d = view.decision!;
  t.is(d.seq, seq);
  t.regex(d.prompt, /^Choose (one monster|2 monsters) to tribute for /);
  t.deepEqual(d.pick, { min: d.pick!.min, max: d.pick!.min });
  t.true(
    d.options.every((text) => /^Tribute .+ \(Lv \d, ATK \d+, DEF \d+\)$/.test(text)),
    d.options.join('\n'),
  );
  const engine = (await server().host.open(id)).engine;
  const offered = engine.pending!.options;
  const picked = Array.from({ length: d.pick!.min }, (_, i) => d.options.length - 1 - i).reverse();
  client.answer(seq, picked);
  await client.untilSeq(seq);
  const row = (await server().host.store.decisionsAfter(id, seq - 1))[0]!;
  t.deepEqual(
    JSON.parse(row.choice),
    picked.map((i) => offered[i]),
  );
  t.is(client.errors.length, 0);
  client.close();
});

test('a pick answered with one number, a number not offered or twice, or the wrong count is refused in one line and changes nothing', async (t) => {
  const { id, tokens, seat, seq } = await tableAtTributePick();
  const client = await SeatClient.connect(server().url, id, tokens[seat]);
  const d = (await client.untilSeq(seq - 1)).decision!;
  const { min } = d.pick!;
  const last = d.options.length - 1;
  const many = Array.from({ length: min + 1 }, (_, i) => i);
  const answers: (number | number[])[] = [0, [last + 1], [0, 0], many];
  const expected = [
    `Decision ${seq} is a pick: answer with a list of ${min} option numbers, 0 to ${last}`,
    `Option ${last + 1} is not offered: decision ${seq} has options 0 to ${last}`,
    `Option 0 is picked twice for decision ${seq}`,
    `Decision ${seq} takes ${min} options, not ${min + 1}`,
  ];
  for (const answer of answers) client.answer(seq, answer);
  await client.untilErrors(answers.length);
  t.deepEqual(
    client.errors,
    expected.map((message) => ({ code: 'option-not-offered', message })),
  );
  t.is(client.closed, undefined, 'a refused answer keeps the connection');
  t.is((await server().host.open(id)).seq, seq - 1, 'nothing was recorded');
  client.close();
});

test('a decision that is not a pick refuses a list', async (t) => {
  const { id, tokens } = await server().host.create({ game: 'duel', seats: { p1: 'person', p2: 'person' }, seed: 3 });
  const p1 = await SeatClient.connect(server().url, id, tokens.p1);
  const d = (await p1.untilSeq(0)).decision!;
  p1.answer(d.seq, [0]);
  await p1.untilErrors(1);
  t.deepEqual(p1.errors, [
    {
      code: 'option-not-offered',
      message: `Decision 1 is not a pick: answer with one option number, 0 to ${d.options.length - 1}`,
    },
  ]);
  p1.close();
});

test('a list that is not of option numbers is refused as out of protocol', async (t) => {
  const { id, tokens } = await server().host.create({ game: 'duel', seats: { p1: 'person', p2: 'person' }, seed: 3 });
  const p1 = await SeatClient.connect(server().url, id, tokens.p1);
  await p1.untilSeq(0);
  p1.send({ t: 'answer', seq: 1, option: [0, -1] });
  await p1.until((c) => c.closed !== undefined);
  t.deepEqual(p1.errors, [
    {
      code: 'message-bad',
      message: 'Message refused: "option" must be the index of an option, or a list of them for a pick (0 or more), got [0,-1]',
    },
  ]);
});

test('a greedy bot answers tribute picks at a table: bot against bot plays duels to their end', async (t) => {
  let picks = 0;
  for (let seed = 1; seed <= 4; seed++) {
    const { id } = await server().host.create({ game: 'duel', seats: { p1: 'bot:greedy', p2: 'bot:greedy' }, seed });
    const deadline = Date.now() + 30_000;
    let table = await server().host.open(id);
    while (!table.engine.ended && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      table = await server().host.open(id);
    }
    t.true(table.engine.ended, `seed ${seed}`);
    const rows = await server().host.store.decisionsAfter(id, 0);
    picks += rows.filter((row) => Array.isArray(JSON.parse(row.choice))).length;
  }
  t.true(picks > 0, 'a bot answered a tribute pick');
});
