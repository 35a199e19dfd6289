// A process that opens a PGlite folder at a given instant (argv: folder, epoch ms), prints
// "opened" or the refusal's code as one line, holds the folder until its stdin closes, then
// closes it. Several started together race for one folder's lock at the same millisecond.
import { openPglite } from '../../lib/server/index.js';

const [folder, at] = process.argv.slice(2) as [string, string];
while (Date.now() < Number(at)) {
  // Spin rather than sleep: a timer would spread the racers over milliseconds.
}
try {
  const db = await openPglite(folder);
  process.stdout.write('opened\n');
  process.stdin.resume();
  await new Promise((resolve) => process.stdin.once('end', resolve));
  await db.close();
} catch (error) {
  process.stdout.write(`${(error as { code?: string }).code ?? (error as Error).message}\n`);
  process.exitCode = 1;
}
