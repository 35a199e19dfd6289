// The server side of `npm run load` and tools/load-spectators.ts: one table server process (PGlite
// or PostgreSQL), started with an IPC channel. It answers questions over IPC: its memory, how late
// its event loop ran, each table's decision log replayed from its seed (to check that nothing was
// lost or applied twice), and for the spectators' run a table made with a known seed and how long
// each answer took here. Run with --expose-gc so memory is measured after a collection.
import process from 'node:process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Json } from 'cardweave';
import { startServer, type TableServer } from 'cardweave/server';
import { duelTable } from '../examples/duel/table.js';

type Request =
  | { id: number; ask: 'memory' }
  | { id: number; ask: 'loop' }
  | { id: number; ask: 'verify'; tables: string[] }
  | { id: number; ask: 'create'; seed: number }
  | { id: number; ask: 'answers' }
  | { id: number; ask: 'stop' };

const [dataDir, databaseUrl] = [process.env.LOAD_DATA_DIR, process.env.LOAD_DATABASE_URL || undefined];
const server: TableServer = await startServer({
  port: 0,
  dataDir,
  databaseUrl,
  games: [duelTable],
  botDelayMs: 0,
  maxSockets: 10_000,
  messagesPerMinute: 100_000,
});
process.send!({ ready: server.url });
// How late the event loop runs, the server's own share of any answer's latency.
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
// CPU time the process used, user and system: per decision it does not depend on what else the machine runs.
let cpu = process.cpuUsage();

// Each answer as this process handles it: from the host taking it to its promise settling, which is
// after the row is committed and every watcher's frame was handed to its socket (publish is
// synchronous). Wall time and this process's CPU time over the same span.
const answers: { ms: number; cpuMs: number }[] = [];
const answer = server.host.answer.bind(server.host);
server.host.answer = async (...args: Parameters<typeof answer>) => {
  const started = performance.now();
  const cpuFrom = process.cpuUsage();
  try {
    return await answer(...args);
  } finally {
    const used = process.cpuUsage(cpuFrom);
    answers.push({ ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 });
  }
};

process.on('message', (request: Request) => {
  void reply(request).then((reply) => process.send!({ id: request.id, ...reply }));
});

async function reply(request: Request): Promise<Record<string, unknown>> {
  switch (request.ask) {
    case 'memory':
      (globalThis as { gc?: () => void }).gc?.();
      return { heapUsed: process.memoryUsage().heapUsed, rss: process.memoryUsage().rss, tables: server.host.tableCount };
    case 'loop': {
      // Percentiles since the last ask, in ms; then start again.
      const used = process.cpuUsage(cpu);
      const figures = {
        p50: loop.percentile(50) / 1e6,
        p99: loop.percentile(99) / 1e6,
        max: loop.max / 1e6,
        cpuMs: (used.user + used.system) / 1000,
      };
      loop.reset();
      cpu = process.cpuUsage();
      return figures;
    }
    case 'verify': {
      // Each table's log, replayed from its seed through decide(): its length, and each seat's log lines as its view shows them.
      const out: Record<string, { seq: number; lines: Record<string, number>; ended: boolean }> = {};
      for (const id of request.tables) {
        const record = (await server.host.store.read(id))!;
        const rows = await server.host.store.decisionsAfter(id, 0);
        const engine = duelTable.game.createEngine({ seed: record.seed, log: true });
        engine.run();
        for (const row of rows) {
          engine.decide(row.seat, JSON.parse(row.choice) as Json, row.seq);
          engine.run();
        }
        const lines = Object.fromEntries(
          duelTable.seats.map((seat) => [seat, duelTable.logLines(engine.view(seat).log, { graph: engine.graph }).length]),
        );
        out[id] = { seq: rows.length, lines, ended: engine.ended };
      }
      return { tables: out };
    }
    case 'create': {
      // A known seed, so the spectators' run plays the same game every time (the HTTP API takes none).
      const created = await server.host.create({ game: 'duel', seats: { p1: 'person', p2: 'person' }, seed: request.seed });
      // Not as `id`: that field of a reply is the question's.
      return { table: created.id, tokens: created.tokens };
    }
    case 'answers':
      // The answers timed since the last ask; then start again.
      return { answers: answers.splice(0) };
    case 'stop':
      await server.close();
      setImmediate(() => process.exit(0));
      return {};
  }
}
