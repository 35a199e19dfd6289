// The table server's catalogue entries about a database that fails or holds damaged rows: each is
// staged on a real PGlite folder in the scenarios' scratch folder, and returns what was said.
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { openPglite, TableHost, TableStore } from '../../../lib/server/index.js';
import { duelTable } from '../../../examples/duel/table.js';
import { SCRATCH } from './file-scenarios.js';
import type { Outcome } from './scenarios.js';

/** `work` given a host on a new PGlite folder in SCRATCH; closed whatever happens. */
async function withHost<T>(work: (host: TableHost) => Promise<T>): Promise<T> {
  const db = await openPglite(mkdtempSync(join(SCRATCH, 'tables-')));
  try {
    const host = await TableHost.start(await TableStore.open(db), [duelTable], { botDelayMs: 60_000, report: () => {} });
    try {
      return await work(host);
    } finally {
      host.close();
    }
  } finally {
    await db.close();
  }
}

async function refused(work: () => Promise<unknown>): Promise<Outcome> {
  try {
    await work();
  } catch (error) {
    return {
      kind: 'error',
      name: (error as Error).name,
      message: (error as Error).message,
      code: (error as { code?: unknown }).code,
    };
  }
  throw new Error('the scenario did not fail');
}

export const outageScenarios: Record<string, () => Promise<Outcome>> = {
  // The disk fills while a seat answers: the database raises its own disk-full error, with a data file's path.
  'store-failed': () =>
    withHost(async (host) => {
      const { id } = await host.create({ game: 'duel', seats: { p1: 'person', p2: 'person' }, seed: 1 });
      const pending = (await host.open(id)).engine.pending!;
      await host.store.db.query(`CREATE FUNCTION disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION USING ERRCODE = 'disk_full', MESSAGE = 'could not extend file "base/5/16390": No space left on device'; END $$`);
      await host.store.db.query(
        'CREATE TRIGGER disk_full BEFORE INSERT ON cardweave_decisions FOR EACH ROW EXECUTE FUNCTION disk_full()',
      );
      return refused(() => host.answer(id, pending.player, pending.id, 0));
    }),
  // A table's row names a bot its game does not have.
  'table-corrupt': () =>
    withHost(async (host) => {
      await host.store.create(
        {
          id: 'tableWithBot',
          game: 'duel',
          packs: [],
          seed: 1,
          options: undefined,
          seats: [
            { seat: 'p1', kind: 'person' },
            { seat: 'p2', kind: 'bot', bot: 'nobody' },
          ],
        },
        {},
      );
      return refused(() => host.open('tableWithBot'));
    }),
};
