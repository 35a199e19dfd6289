// Damaged table rows that used to reach clients as `internal`, or load a table that waits for
// ever: each is now refused as table-corrupt, in one line naming the table and what is wrong.
import test from 'ava';
import { TableError, TableHost } from '../../lib/server/index.js';
import { post, serverForFile, tokenOf } from './fixtures.js';
import { SeatClient } from './seat-client.js';
import { GAMES } from './fixtures.js';

const server = serverForFile();

/** A new duel table, p1 a person and p2 the greedy bot, with `damage` (SQL, $1 the table id) done to its rows. */
async function damagedTable(damage: string, game = 'duel'): Promise<{ id: string; token: string }> {
  const created = await post(server().url, '/api/tables', {
    game,
    seats: { p1: 'person', p2: game === 'duel' ? 'bot:greedy' : 'person' },
  });
  const id = created.body.id as string;
  await server().host.store.db.query(damage, [id]);
  return { id, token: tokenOf(created.body.seats.p1.link) };
}

/** How a host that has never seen the table refuses it. */
async function refusal(id: string): Promise<string> {
  const host = await TableHost.start(server().host.store, GAMES, { botDelayMs: 60_000 });
  try {
    const error = await host.open(id).then(
      () => undefined,
      (e: unknown) => e,
    );
    if (!(error instanceof TableError)) return `no refusal: ${String(error)}`;
    return `${error.code}: ${error.message}`;
  } finally {
    host.close();
  }
}

test('a table row naming a bot the game does not have is refused at load, naming the seat and the bot', async (t) => {
  const { id } = await damagedTable(
    `UPDATE cardweave_tables SET seats = '[{"seat":"p1","kind":"person"},{"seat":"p2","kind":"bot","bot":"nobody"}]' WHERE id = $1`,
  );
  t.is(
    await refusal(id),
    `table-corrupt: Table ${id} cannot be loaded: seat p2 is played by bot "nobody", which game "duel" does not have`,
  );
  const inherited = await damagedTable(
    `UPDATE cardweave_tables SET seats = '[{"seat":"p1","kind":"person"},{"seat":"p2","kind":"bot","bot":"toString"}]' WHERE id = $1`,
  );
  t.is(
    await refusal(inherited.id),
    `table-corrupt: Table ${inherited.id} cannot be loaded: seat p2 is played by bot "toString", which game "duel" does not have`,
  );
});

test("a table row whose seats are not the game's: one missing, one extra, one twice", async (t) => {
  const missing = await damagedTable(`UPDATE cardweave_tables SET seats = '[{"seat":"p1","kind":"person"}]' WHERE id = $1`);
  t.is(
    await refusal(missing.id),
    `table-corrupt: Table ${missing.id} cannot be loaded: it has no seat p2, which game "duel" needs`,
  );
  const extra = await damagedTable(
    `UPDATE cardweave_tables SET seats = '[{"seat":"p1","kind":"person"},{"seat":"p2","kind":"person"},{"seat":"p3","kind":"person"}]' WHERE id = $1`,
  );
  t.is(
    await refusal(extra.id),
    `table-corrupt: Table ${extra.id} cannot be loaded: seat p3 is not one of game "duel"'s seats (p1, p2)`,
  );
  const twice = await damagedTable(
    `UPDATE cardweave_tables SET seats = '[{"seat":"p1","kind":"person"},{"seat":"p1","kind":"person"}]' WHERE id = $1`,
  );
  t.is(await refusal(twice.id), `table-corrupt: Table ${twice.id} cannot be loaded: seat p1 is listed twice`);
});

test('a table row naming a pack twice, or options its game refuses to start with, is table-corrupt', async (t) => {
  const twice = await damagedTable(`UPDATE cardweave_tables SET packs = '["twist","twist"]' WHERE id = $1`, 'war');
  t.is(await refusal(twice.id), `table-corrupt: Table ${twice.id} cannot be loaded: it names pack "twist" twice`);
  const deep = await damagedTable(`UPDATE cardweave_tables SET options = repeat('[', 100) || repeat(']', 100) WHERE id = $1`);
  t.regex(
    await refusal(deep.id),
    new RegExp(
      `^table-corrupt: Table ${deep.id} cannot be loaded: Game "duel" could not start: Cannot start a game of "duel": options\\[0\\]`,
    ),
  );
});

test('a seat token row naming a seat the table has no person at: the joining socket is told table-corrupt, not internal', async (t) => {
  for (const seat of ['P1', 'p2']) {
    const { id, token } = await damagedTable(`UPDATE cardweave_seat_tokens SET seat = '${seat}' WHERE table_id = $1`);
    const client = await SeatClient.connect(server().url, id, token);
    await client.untilErrors(1);
    t.deepEqual(client.errors, [
      { code: 'table-corrupt', message: `Table ${id}: a seat token plays "${seat}", which is not one of its person seats` },
    ]);
    t.is(client.view, undefined, 'no view was sent');
    client.close();
  }
});
