// `npm run serve`: the table server with the examples' games, War and the duel. The library hosts
// only the games it is given (`cardweave serve --game ID=MODULE#EXPORT`); this entry gives it the
// examples' own, then the command line's settings (`npm run serve -- --port 9000`, `--game ...`).
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { serveCommand } from 'cardweave/server';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const examples = ['--game', `war=${here('./war/table.ts')}#warTable`, '--game', `duel=${here('./duel/table.ts')}#duelTable`];
const io = { out: (line: string) => process.stdout.write(`${line}\n`), err: (line: string) => process.stderr.write(`${line}\n`) };

const refused = await serveCommand([...examples, ...process.argv.slice(2)], process.env, io);
if (refused !== undefined) process.exitCode = refused;
