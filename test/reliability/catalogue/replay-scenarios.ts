// The table server's catalogue entries about replays and what-ifs: each staged on a real PGlite
// folder in the scenarios' scratch folder, on a duel table of a known id, and returns what was said.
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { openPglite, TableHost, TableStore } from '../../../lib/server/index.js';
import { TableReplays } from '../../../lib/server/table-replay.js';
import { tokenHash } from '../../../lib/server/tokens.js';
import { duelTable } from '../../../examples/duel/table.js';
import { SCRATCH } from './file-scenarios.js';
import type { Outcome } from './scenarios.js';

/** The one seat token of the staged table (p1's). */
const P1_TOKEN = 'replayScenarioTokenOfSeatP1xxxxx';

/** `work` given the replays of a host whose database holds duel table `replayTable1` (two people, no move yet). */
async function withReplays(work: (replays: TableReplays) => Promise<unknown>): Promise<Outcome> {
  const db = await openPglite(mkdtempSync(join(SCRATCH, 'replays-')));
  try {
    const host = await TableHost.start(await TableStore.open(db), [duelTable], { botDelayMs: 60_000, report: () => {} });
    try {
      const seats = [
        { seat: 'p1', kind: 'person' as const },
        { seat: 'p2', kind: 'person' as const },
      ];
      await host.store.create(
        { id: 'replayTable1', game: 'duel', packs: [], seed: 1, options: undefined, seats },
        { p1: tokenHash(P1_TOKEN) },
      );
      await work(new TableReplays(host));
    } catch (error) {
      const e = error as Error & { code?: unknown };
      return { kind: 'error', name: e.name, message: e.message, code: e.code };
    } finally {
      host.close();
    }
  } finally {
    await db.close();
  }
  throw new Error('the scenario did not fail');
}

export const replayScenarios: Record<string, () => Promise<Outcome>> = {
  'replay-seat-refused': () => withReplays((replays) => replays.frame('replayTable1', 0, { seat: 'p2' })),
  'whatif-bad': () =>
    withReplays((replays) =>
      replays.whatIf('replayTable1', { at: 0, seat: 'p1', token: P1_TOKEN, answers: new Array<number>(201).fill(0) }),
    ),
};
