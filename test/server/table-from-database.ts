// What a PostgreSQL database holds of a table, read by a process of its own: the decision log as
// rows, and the game those rows replay to from the table's seed. Tests compare it with what the
// seats were shown, so "nothing lost, nothing doubled" is checked against the database itself.
import { duelGame } from '../../examples/duel/game.js';
import { openPostgres, TableStore, type DecisionRow } from '../../lib/server/index.js';

/** The table's decision rows, and its duel played again from its seed with them. */
export async function duelFromDatabase(url: string, id: string) {
  const db = await openPostgres(url);
  try {
    const store = await TableStore.open(db);
    const record = (await store.read(id))!;
    const rows: DecisionRow[] = await store.decisionsAfter(id, 0);
    const engine = duelGame.createEngine({ seed: record.seed });
    engine.run();
    for (const row of rows) {
      engine.decide(row.seat, JSON.parse(row.choice), row.seq);
      engine.run();
    }
    return { engine, rows };
  } finally {
    await db.close();
  }
}

/** 1, 2, ..., n: the seqs of a log with nothing missing and nothing twice. */
export function oneToN(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i + 1);
}
