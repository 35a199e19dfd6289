// PostgreSQL notifications between `cardweave sim --queue` and `cardweave worker`, so that neither waits
// out a poll: the submitter wakes idle workers once its shards are in, and a worker tells the submitter
// that a shard is done. They are hints only. Polling stays, so a lost notification (a dropped
// connection, a pooler that does not pass LISTEN) costs the old wait and nothing else; a forged one
// (anyone with the queue's URL can send one) costs one query.
import pg from 'pg';
import type PgBoss from 'pg-boss';

/** New shards are in the queue: a worker waiting out its poll fetches at once. Carries nothing. */
export const SHARDS_CHANNEL = 'cardweave_sim_shards';
/** A shard's job is completed: its payload is the job's id, so a submitter queries that job alone. */
export const DONE_CHANNEL = 'cardweave_sim_done';

/** A LISTEN connection of its own (pg-boss's pool hands its connections out query by query, so none can listen). */
export interface Listener {
  close(): Promise<void>;
}

/**
 * Listens on `channel` of the database at `url`, calling `heard` with each
 * notification's payload (text from the database: untrusted). The
 * connection's errors go to `failed` once; the listener is then dead and
 * the caller falls back on polling (or listens again).
 *
 * @example const listener = await listen(url, SHARDS_CHANNEL, () => boss.notifyWorker(id), () => {});
 */
export async function listen(
  url: string,
  channel: string,
  heard: (payload: string) => void,
  failed: (error: Error) => void,
): Promise<Listener> {
  const client = new pg.Client({ connectionString: url, application_name: `cardweave listening on ${channel}` });
  let dead = false;
  const fail = (error: Error): void => {
    if (dead) return;
    dead = true;
    failed(error);
  };
  client.on('error', fail);
  client.on('end', () => fail(new Error('the connection ended')));
  client.on('notification', (message) => {
    if (message.channel === channel) heard(message.payload ?? '');
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${channel}`);
  } catch (error) {
    dead = true;
    await client.end().catch(() => {});
    throw error;
  }
  return {
    close: async () => {
      dead = true;
      await client.end().catch(() => {});
    },
  };
}

/**
 * Sends `payload` on `channel` through pg-boss's pool. PostgreSQL delivers
 * it once the statement commits, so a notification sent after a job's
 * completion is never heard before the completion can be read.
 *
 * @example await signal(boss, SHARDS_CHANNEL, '');
 */
export async function signal(boss: PgBoss, channel: string, payload: string): Promise<void> {
  await boss.getDb().executeSql('SELECT pg_notify($1, $2)', [channel, payload]);
}
