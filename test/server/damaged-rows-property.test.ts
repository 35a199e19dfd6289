// A fast-check property over damaged database rows: a played table is copied under a new id, one to
// three of its rows are damaged (its record, decisions, keyframes or seat tokens: bad JSON, wrong
// types, values out of range, names the game does not have, rows missing or moved), and everything
// a client can make the server do with it (load it, join with a token, be sent a view, spectate)
// either refuses the table as table-corrupt or works on a game that replays, whose pending
// decision someone can answer. Never a bare error, which a client would get as `internal`.
import test from 'ava';
import fc from 'fast-check';
import { restore, snapshot } from '../../lib/index.js';
import { openPglite, TableError, TableHost, TableStore, type Database } from '../../lib/server/index.js';
import { GAMES, tempDir } from './fixtures.js';

const dir = tempDir();
let db: Database;
let store: TableStore;
let host: TableHost;
let base: { id: string; token: string; decisions: number };
test.before(async () => {
  db = await openPglite(dir.path);
  store = await TableStore.open(db);
  // Bots never get to answer here: the property looks at the table as it is loaded.
  host = await TableHost.start(store, GAMES, { keyframeEvery: 4, botDelayMs: 60_000, report: () => {} });
  base = await playedTable();
});
test.after.always(async () => {
  host?.close();
  await db?.close();
  dir.remove();
});

/** A duel, p1 a person and p2 the greedy bot, played by a host of its own to 10 decisions (keyframes at 4 and 8). */
async function playedTable() {
  const player = await TableHost.start(store, GAMES, { keyframeEvery: 4, botDelayMs: 0, report: () => {} });
  try {
    const { id, tokens } = await player.create({ game: 'duel', seats: { p1: 'person', p2: 'bot:greedy' }, seed: 21 });
    const table = await player.open(id);
    while (table.seq < 10) {
      const pending = table.engine.pending!;
      if (pending.player === 'p1') await player.answer(id, 'p1', pending.id, 0);
      else await new Promise((r) => setTimeout(r, 5));
    }
    return { id, token: tokens.p1!, decisions: table.seq };
  } finally {
    player.close();
  }
}

let copies = 0;
/** A copy of the base table's rows under a new id. */
async function copy(): Promise<string> {
  const id = `damaged${String(++copies).padStart(5, '0')}`;
  await db.transaction(async (query) => {
    await query(
      `INSERT INTO cardweave_tables (id, game, packs, seed, options, seats) SELECT $2, game, packs, seed, options, seats FROM cardweave_tables WHERE id = $1`,
      [base.id, id],
    );
    for (const table of [
      'cardweave_seat_tokens (table_id, seat, token_hash) SELECT $2, seat, token_hash',
      'cardweave_decisions (table_id, seq, seat, choice) SELECT $2, seq, seat, choice',
      'cardweave_keyframes (table_id, seq, snapshot) SELECT $2, seq, snapshot',
    ])
      await query(`INSERT INTO ${table} FROM ${table.split(' ')[0]} WHERE table_id = $1`, [base.id, id]);
  });
  return id;
}

const text = fc.oneof(
  fc.constantFrom('', '{', 'null', '[]', '{}', '"p1"', '0', '-1', 'true', '[null]', '[[]]', 'x'.repeat(70), '1e400'),
  fc.json({ maxDepth: 3 }),
);
const seatName = fc.constantFrom('p1', 'p2', 'p3', '', 'P1', 'x'.repeat(40), 'constructor');
const botName = fc.constantFrom('greedy', 'random', 'nobody', 'constructor', '__proto__', 'toString', '');
const seatRow = fc.record({
  seat: seatName,
  kind: fc.constantFrom('person', 'bot', 'wizard'),
  bot: fc.option(botName, { nil: undefined }),
});
const seats = fc.oneof(
  text,
  fc.constantFrom(
    '[{"seat":"p1","kind":"person"}]',
    '[{"seat":"p1","kind":"person"},{"seat":"p2","kind":"person"},{"seat":"p3","kind":"person"}]',
    '[{"seat":"p1","kind":"person"},{"seat":"p1","kind":"person"}]',
    '[{"seat":"p2","kind":"bot","bot":"greedy"},{"seat":"p1","kind":"person"}]',
  ),
  fc.array(seatRow, { minLength: 0, maxLength: 3 }).map((s) => JSON.stringify(s)),
  fc.tuple(botName, fc.boolean()).map(([bot, swap]) =>
    JSON.stringify(
      swap
        ? [
            { seat: 'p1', kind: 'bot', bot },
            { seat: 'p2', kind: 'person' },
          ]
        : [
            { seat: 'p1', kind: 'person' },
            { seat: 'p2', kind: 'bot', bot },
          ],
    ),
  ),
);
const seq = fc.integer({ min: 1, max: 10 });

type Damage = { what: string; sql: string; params: unknown[] };
const damage: fc.Arbitrary<Damage> = fc.oneof(
  fc
    .constantFrom('duel', 'war', 'chess', '', 'Duel')
    .map((v) => ({ what: `game ${v}`, sql: 'UPDATE cardweave_tables SET game = $2 WHERE id = $1', params: [v] })),
  fc
    .oneof(text, fc.constantFrom('["twist"]', '["twist","twist"]', '[1]', `["${'a'.repeat(70)}"]`))
    .map((v) => ({ what: `packs ${v}`, sql: 'UPDATE cardweave_tables SET packs = $2 WHERE id = $1', params: [v] })),
  fc
    .oneof(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), fc.bigInt({ min: 0n, max: 2n ** 32n }))
    .map((v) => ({ what: `seed ${v}`, sql: 'UPDATE cardweave_tables SET seed = $2::bigint WHERE id = $1', params: [String(v)] })),
  fc
    .option(fc.oneof(text, fc.constantFrom('{"deck":[]}', '{"p1":{"deck":["nothing"]}}')), { nil: null })
    .map((v) => ({ what: `options ${v}`, sql: 'UPDATE cardweave_tables SET options = $2 WHERE id = $1', params: [v] })),
  seats.map((v) => ({ what: `seats ${v}`, sql: 'UPDATE cardweave_tables SET seats = $2 WHERE id = $1', params: [v] })),
  fc.tuple(seq, seatName).map(([n, v]) => ({
    what: `decision ${n} seat ${v}`,
    sql: 'UPDATE cardweave_decisions SET seat = $3 WHERE table_id = $1 AND seq = $2',
    params: [n, v],
  })),
  fc.tuple(seq, text).map(([n, v]) => ({
    what: `decision ${n} choice ${v}`,
    sql: 'UPDATE cardweave_decisions SET choice = $3 WHERE table_id = $1 AND seq = $2',
    params: [n, v],
  })),
  seq.map((n) => ({
    what: `decision ${n} deleted`,
    sql: 'DELETE FROM cardweave_decisions WHERE table_id = $1 AND seq = $2',
    params: [n],
  })),
  fc.tuple(seq, fc.integer({ min: 11, max: 200 })).map(([n, to]) => ({
    what: `decision ${n} moved to ${to}`,
    sql: 'UPDATE cardweave_decisions SET seq = $3 WHERE table_id = $1 AND seq = $2 AND NOT EXISTS (SELECT 1 FROM cardweave_decisions WHERE table_id = $1 AND seq = $3)',
    params: [n, to],
  })),
  fc.tuple(fc.constantFrom(4, 8), text).map(([n, v]) => ({
    what: `keyframe ${n} is ${v}`,
    sql: 'UPDATE cardweave_keyframes SET snapshot = $3 WHERE table_id = $1 AND seq = $2',
    params: [n, v],
  })),
  fc.tuple(fc.constantFrom(4, 8), fc.string({ maxLength: 12 }), fc.json({ maxDepth: 2 })).map(([n, from, to]) => ({
    what: `keyframe ${n}: the first "${from}" replaced by ${to}`,
    sql: `UPDATE cardweave_keyframes SET snapshot = overlay(snapshot placing $4 from greatest(strpos(snapshot, $3), 1) for length($3)) WHERE table_id = $1 AND seq = $2`,
    params: [n, from, to],
  })),
  fc.tuple(fc.constantFrom(4, 8), fc.integer({ min: 1, max: 10 })).map(([n, to]) => ({
    what: `keyframe ${n} moved to ${to}`,
    sql: 'UPDATE cardweave_keyframes SET seq = $3 WHERE table_id = $1 AND seq = $2 AND NOT EXISTS (SELECT 1 FROM cardweave_keyframes WHERE table_id = $1 AND seq = $3)',
    params: [n, to],
  })),
  seatName.map((v) => ({
    what: `token's seat ${v}`,
    sql: 'UPDATE cardweave_seat_tokens SET seat = $2 WHERE table_id = $1',
    params: [v],
  })),
);

/** What a client can make the server do with a table: load it, join with p1's token, be sent views. */
async function outcome(id: string): Promise<string> {
  try {
    const table = await host.open(id);
    const seat = await host.seatFor(table, base.token);
    if (!table.seats.some((s) => s.seat === seat && s.kind === 'person'))
      return `loaded, but the token plays ${seat}, not a person seat`;
    const frames: unknown[] = [];
    host.watch(table, { seat, send: (frame) => frames.push(frame) });
    host.watch(table, { seat: null, send: (frame) => frames.push(frame) });
    if (frames.length !== 2) return `sent ${frames.length} frames to two watchers`;
    // What it loaded is a game its rules reach, and whoever is asked can answer: a person, or a bot the game has.
    restore(table.engine.graph, snapshot(table.engine), { verify: 'replay' });
    const pending = table.engine.ended ? null : table.engine.pending;
    if (pending !== null) {
      const asked = table.seats.find((s) => s.seat === pending.player);
      if (asked === undefined) return `loaded, but decision ${pending.id} is for ${pending.player}, who has no seat`;
      if (asked.kind === 'bot' && !Object.hasOwn(table.game.bots, asked.bot!))
        return `loaded, but the bot "${asked.bot}" does not exist`;
    }
    return 'loaded';
  } catch (error) {
    if (error instanceof TableError && error.code === 'table-corrupt') return 'table-corrupt';
    return `${error instanceof TableError ? error.code : 'internal'}: ${(error as Error).stack}`;
  }
}

test("every damage to a table's rows is refused as table-corrupt, or loads a game that replays and can go on", async (t) => {
  const seen = new Map<string, number>();
  await fc.assert(
    fc.asyncProperty(fc.array(damage, { minLength: 1, maxLength: 3 }), async (damages) => {
      const id = await copy();
      for (const d of damages) await db.query(d.sql, [id, ...d.params]);
      const result = await outcome(id);
      seen.set(result, (seen.get(result) ?? 0) + 1);
      if (result !== 'loaded' && result !== 'table-corrupt')
        throw new Error(`${damages.map((d) => d.what).join('; ')} → ${result}`);
    }),
    { seed: 23, numRuns: 1000, includeErrorInReport: true },
  );
  t.log(Object.fromEntries(seen));
  t.true((seen.get('table-corrupt') ?? 0) > 100 && (seen.get('loaded') ?? 0) > 10, 'both outcomes are met');
});
