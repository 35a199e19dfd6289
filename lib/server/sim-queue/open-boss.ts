// One pg-boss connection for `cardweave sim --queue` or `cardweave worker`, with the shards' queue made.
import PgBoss from 'pg-boss';
import { UsageError } from '../serve-options.js';
import { SHARD_QUEUE } from './shard-job.js';

/** pg-boss's schema: the default, so an operator finds the jobs where pg-boss's documentation says. */
export const BOSS_SCHEMA = 'pgboss';

/**
 * Refuses a --queue value that is not a PostgreSQL URL, in one line, before any connection.
 *
 * @example queueUrl('postgres://lab@db.example/lab'); // the same string
 */
export function queueUrl(text: string | undefined): string {
  if (text === undefined || !/^postgres(ql)?:\/\/[^\s]+$/.test(text))
    throw new UsageError(
      `--queue must be a PostgreSQL URL (postgres://user@host:port/database), got ${JSON.stringify((text ?? '').slice(0, 60))}`,
    );
  return text;
}

/**
 * Starts pg-boss on `url` (creating its schema and the shards' queue when
 * missing). The submitter supervises: it is the one waiting, so it is the one
 * that fails a killed worker's shard once the shard's time is out, every
 * second, which makes pg-boss retry it; a worker only takes jobs. pg-boss's
 * background errors (a lost connection) go to `onError`.
 */
export async function openBoss(url: string, role: 'submitter' | 'worker', onError: (error: Error) => void): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: url,
    schema: BOSS_SCHEMA,
    max: 2,
    application_name: `cardweave ${role}`,
    supervise: role === 'submitter',
    maintenanceIntervalSeconds: 1,
    schedule: false,
  });
  boss.on('error', onError);
  try {
    await boss.start();
  } catch (error) {
    await boss.stop({ graceful: false, wait: false }).catch(() => {});
    throw new UsageError(`--queue: cannot reach the queue's database: ${(error as Error).message.split('\n')[0]}`);
  }
  // Two processes may make it at once: the loser's refusal is fine once the queue exists.
  if ((await boss.getQueue(SHARD_QUEUE)) === null)
    await boss.createQueue(SHARD_QUEUE).catch(async (error: unknown) => {
      if ((await boss.getQueue(SHARD_QUEUE)) === null) throw error;
    });
  return boss;
}
