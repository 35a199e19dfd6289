// A TCP proxy on 127.0.0.1 in front of a real PostgreSQL, for the one outage a stopped server
// cannot stage: a statement that commits while its reply is lost. Bytes flow both ways until
// `swallowReplies()`; from then on what the database sends is dropped, and `cut()` ends every
// connection, as a network that fails after the commit would. New connections flow again.
import { createServer, connect, type Socket } from 'node:net';

export interface ReplyCuttingProxy {
  /** The database URL through the proxy. */
  readonly url: string;
  /** Drops every byte the database sends from now on, on every connection. */
  swallowReplies(): void;
  /** Ends every connection (each side sees it reset) and lets new ones flow both ways again. */
  cut(): void;
  close(): Promise<void>;
}

/** A proxy to the PostgreSQL at `url` (its host and port), listening on a free loopback port. */
export async function startReplyCuttingProxy(url: string): Promise<ReplyCuttingProxy> {
  const target = new URL(url);
  const pairs = new Set<[Socket, Socket]>();
  let swallowing = false;
  const server = createServer((client) => {
    const database = connect(Number(target.port), target.hostname);
    const pair: [Socket, Socket] = [client, database];
    pairs.add(pair);
    client.on('data', (chunk) => database.write(chunk));
    database.on('data', (chunk) => {
      if (!swallowing) client.write(chunk);
    });
    const end = (): void => {
      pairs.delete(pair);
      client.destroy();
      database.destroy();
    };
    for (const socket of pair) {
      socket.on('error', end);
      socket.on('close', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const through = new URL(url);
  through.port = String(port);
  return {
    url: through.toString(),
    swallowReplies() {
      swallowing = true;
    },
    cut() {
      for (const [client, database] of pairs) {
        client.resetAndDestroy();
        database.destroy();
      }
      pairs.clear();
      swallowing = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const [client, database] of pairs) {
          client.destroy();
          database.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
