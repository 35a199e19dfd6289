import { Worker } from 'node:worker_threads';

/**
 * Makes a new PGlite database in an empty folder, in a worker thread, and
 * closes it there. PGlite's initdb is seconds of WebAssembly (6 to 10 s on a
 * busy two-core machine) that holds its thread in half-second slices: run on
 * the server's own thread, the page and the lobby could not be answered while
 * it lasts. The server then opens the made database on its own thread, which
 * takes a few hundred ms. Rejects with PGlite's own error.
 *
 * @example
 * await initdbInWorker('/srv/data/pglite'); // the folder now holds a whole database
 */
export function initdbInWorker(folder: string): Promise<void> {
  // Plain JavaScript evaluated in the worker, so it runs the same from lib/ under tsx and from dist/.
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const code = `
    const { workerData } = require('node:worker_threads');
    import(workerData.pglite).then(async ({ PGlite }) => {
      const db = new PGlite(workerData.folder);
      await db.waitReady;
      await db.close();
    });`;
  return new Promise<void>((resolve, reject) => {
    const worker = new Worker(code, { eval: true, workerData: { pglite, folder } });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`PGlite's initdb thread exited with code ${code}`));
    });
  });
}
