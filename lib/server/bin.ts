#!/usr/bin/env node
// The `cardweave` command. One subcommand so far: `cardweave serve` (see --help).
import process from 'node:process';
import { serve } from './serve.js';

const io = { out: (line: string) => process.stdout.write(`${line}\n`), err: (line: string) => process.stderr.write(`${line}\n`) };
const [command, ...rest] = process.argv.slice(2);

if (command === 'serve') {
  const running = await serve(rest, process.env, io);
  if (typeof running === 'number') process.exitCode = running;
  else {
    const stop = (): void => {
      running.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  }
} else if (command === '--help' || command === '-h' || command === 'help') {
  io.out('Usage: cardweave serve [options]   (cardweave serve --help for the options)');
} else if (command === undefined) {
  // A bare `cardweave` is a mistake, not a question: the usage goes to stderr with exit status 2.
  io.err('cardweave: no command given: the only command is "serve" (cardweave serve --help)');
  process.exitCode = 2;
} else {
  io.err(
    `cardweave: unknown command ${JSON.stringify(command.slice(0, 40))}: the only command is "serve" (cardweave serve --help)`,
  );
  process.exitCode = 2;
}
