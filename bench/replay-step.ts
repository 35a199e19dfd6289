/**
 * What one replay request costs on a long duel (`npx tsx bench/replay-step.ts`): a duel of two
 * people with 160-card decks is played to 500 decisions or more in this process, then
 * step k (near its end) is asked for, as p1, in two ways, alternating, several rounds each:
 * "from the start", the game replayed from its first decision (a new tape each time, what a
 * replay without keyframes does), and "from a keyframe", the table's kept tape (at most 31
 * decisions played after a fork). Also the whole HTTP request (GET /api/tables/:id/replay),
 * the first (which builds the tape) and the next ones. Prints medians in ms and the load average.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ReplayTape } from '../lib/server/replay-tape.js';
import { seatView, startServer } from '../lib/server/index.js';
import { duelTable } from '../examples/duel/table.js';
import { deckCards, EMBER_DECK, TIDE_DECK, type DeckList } from '../examples/duel/decks.js';

const big = (list: DeckList): string[] => Array.from({ length: 4 }, () => deckCards(list).map((card) => card.id)).flat();

const ROUNDS = 15;
const dir = mkdtempSync(join(tmpdir(), 'cardweave-replay-bench-'));
const server = await startServer({ port: 0, games: [duelTable], botDelayMs: 0, dataDir: dir, report: () => {} });
try {
  const host = server.host;
  const { id, tokens } = await host.create({
    game: 'duel',
    seats: { p1: 'person', p2: 'person' },
    seed: 5,
    // Long enough: 160-card decks (the starters four times over) and life points a game cannot spend.
    options: { lifePoints: 1_000_000, seatDecks: { p1: big(EMBER_DECK), p2: big(TIDE_DECK) } },
  });
  // Each asked seat takes its last option mostly (passing, ending phases), its first now and then.
  for (let i = 0; ; i++) {
    const table = await host.open(id);
    if (table.engine.ended || table.seq >= 520) break;
    const pending = table.engine.pending!;
    const asked = seatView(table, pending.player, { entries: table.engine.log.length, lines: 0 }).decision!;
    const n = asked.options.length;
    const option = i % 3 === 0 ? 0 : n - 1;
    await host.answer(
      id,
      pending.player,
      pending.id,
      asked.pick === undefined ? option : Array.from({ length: asked.pick.min }, (_, k) => k),
    );
  }
  const table = await host.open(id);
  const last = table.seq;
  const at = last - 7; // not on a keyframe: 32 × 15 = 480 plus some
  console.log(`duel of ${last} decisions (ended: ${table.engine.ended}); step ${at} as p1`);

  const view = (engine: ReturnType<ReplayTape['at']>) =>
    seatView({ id, game: table.game, seats: table.seats, engine }, 'p1', { entries: 0, lines: 0 });
  const kept = new ReplayTape(table.game, table.record);
  kept.extend(table.engine.decisions);
  const time = (work: () => unknown): number => {
    const start = performance.now();
    work();
    return performance.now() - start;
  };
  const fromStart: number[] = [];
  const fromKeyframe: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    fromStart.push(
      time(() => {
        const tape = new ReplayTape(table.game, table.record);
        tape.extend(table.engine.decisions);
        return view(tape.at(at));
      }),
    );
    fromKeyframe.push(time(() => view(kept.at(at))));
  }
  const request = async (asSeat = true): Promise<number> => {
    const start = performance.now();
    const response = await fetch(`${server.url}/api/tables/${id}/replay?at=${at}`, {
      headers: asSeat ? { authorization: `Bearer ${tokens.p1}` } : {},
    });
    if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
    await response.json();
    return performance.now() - start;
  };
  const firstRequest = await request();
  const requests: number[] = [];
  const spectators: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    requests.push(await request());
    spectators.push(await request(false));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!.toFixed(1);
  console.log(`from the start (new tape each time): median ${median(fromStart)} ms over ${ROUNDS}`);
  console.log(`from a keyframe (kept tape):         median ${median(fromKeyframe)} ms over ${ROUNDS}`);
  console.log(
    `HTTP request: first (builds the tape) ${firstRequest.toFixed(1)} ms; then median ${median(requests)} ms over ${ROUNDS} (as a spectator, no token to look up: ${median(spectators)} ms)`,
  );
  console.log(
    `load average: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
