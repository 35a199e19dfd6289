// The table server's catalogue entries about chat, conceding and rematches (issue 27): each is
// staged through a real host on a PGlite folder in the scenarios' scratch folder, on a table with
// a fixed id (so the message is exact), and returns what was said.
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { openPglite, TableHost, TableStore } from '../../../lib/server/index.js';
import { socialMessage } from '../../../lib/server/table-social-messages.js';
import { duelTable } from '../../../examples/duel/table.js';
import { SCRATCH } from './file-scenarios.js';
import type { Outcome } from './scenarios.js';

/** `work` given a host on a new PGlite folder in SCRATCH and a two-person duel with id `id`; closed whatever happens. */
async function withTable(id: string, work: (host: TableHost) => Promise<unknown>): Promise<Outcome> {
  const db = await openPglite(mkdtempSync(join(SCRATCH, 'social-')));
  try {
    const host = await TableHost.start(await TableStore.open(db), [duelTable], { botDelayMs: 60_000, report: () => {} });
    try {
      const seats = [
        { seat: 'p1', kind: 'person' as const },
        { seat: 'p2', kind: 'person' as const },
      ];
      await host.store.create({ id, game: 'duel', packs: [], seed: 1, options: undefined, seats }, {});
      await work(host);
    } catch (error) {
      return {
        kind: 'error',
        name: (error as Error).name,
        message: (error as Error).message,
        code: (error as { code?: unknown }).code,
      };
    } finally {
      host.close();
    }
  } finally {
    await db.close();
  }
  throw new Error('the scenario did not fail');
}

export const socialScenarios: Record<string, () => Promise<Outcome>> = {
  'seat-only': () => withTable('tableWatched', (host) => socialMessage(host, 'tableWatched', null, { t: 'chat', text: 'hello' })),
  'chat-full': () =>
    withTable('tableChatted', async (host) => {
      await host.store.db.query(
        `INSERT INTO cardweave_chat (table_id, n, seat, text, at)
         SELECT 'tableChatted', n, 'p1', 'line ' || n, now() - interval '1 hour' FROM generate_series(1, 500) AS n`,
      );
      await host.chat('tableChatted', 'p2', 'one more');
    }),
  'chat-too-fast': () =>
    withTable('tableTooFast', async (host) => {
      for (let i = 1; i <= 6; i++) await host.chat('tableTooFast', 'p1', `line ${i}`);
    }),
  'game-ended': () =>
    withTable('tableGaveUp1', async (host) => {
      await host.concede('tableGaveUp1', 'p1');
      await host.concede('tableGaveUp1', 'p2');
    }),
  'game-not-ended': () => withTable('tablePlaying', (host) => host.rematch('tablePlaying', 'p1')),
};
