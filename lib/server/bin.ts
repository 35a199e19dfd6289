#!/usr/bin/env node
// The `cardweave` command: `cardweave serve`, `cardweave cards`, `cardweave describe`, `cardweave sim` and `cardweave worker` (see --help).
import process from 'node:process';
import { describeCommand } from './card-report-command.js';
import { cardsCommand } from './cards-command.js';
import { serveCommand } from './serve-command.js';
import { simCommand } from './sim-command.js';
import { workerCommand } from './sim-queue/worker-command.js';

const io = { out: (line: string) => process.stdout.write(`${line}\n`), err: (line: string) => process.stderr.write(`${line}\n`) };
const [command, ...rest] = process.argv.slice(2);

if (command === 'serve') {
  // Closed on SIGINT and SIGTERM, bounded (see serveCommand).
  const refused = await serveCommand(rest, process.env, io);
  if (refused !== undefined) process.exitCode = refused;
} else if (command === 'cards') {
  process.exitCode = await cardsCommand(rest, io);
} else if (command === 'describe') {
  process.exitCode = await describeCommand(rest, io);
} else if (command === 'sim') {
  const progress = { write: (text: string) => process.stderr.write(text), isTerminal: process.stderr.isTTY === true };
  process.exitCode = await simCommand(rest, io, progress);
} else if (command === 'worker') {
  const running = await workerCommand(rest, io);
  if (typeof running === 'number') process.exitCode = running;
  else {
    // SIGINT or SIGTERM: take no more shards, finish the one in play, disconnect; a second signal exits at once
    // (the shard's job then times out and another worker plays it).
    let closing = false;
    const stop = (signal: NodeJS.Signals): void => {
      if (closing) process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
      closing = true;
      running.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  }
} else if (command === '--help' || command === '-h' || command === 'help') {
  io.out('Usage: cardweave serve [options]   (cardweave serve --help for the options)');
  io.out('       cardweave cards check|report|schema [options] ...   (cardweave cards --help)');
  io.out('       cardweave describe [options] <game module>   (cardweave describe --help)');
  io.out('       cardweave sim [options] <game module> --games N --seed S   (cardweave sim --help)');
  io.out('       cardweave worker --queue URL   (cardweave worker --help)');
} else if (command === undefined) {
  // A bare `cardweave` is a mistake, not a question: the usage goes to stderr with exit status 2.
  io.err(
    'cardweave: no command given: the commands are "serve", "cards", "describe", "sim" and "worker" (cardweave serve --help, cardweave cards --help, cardweave describe --help, cardweave sim --help, cardweave worker --help)',
  );
  process.exitCode = 2;
} else {
  io.err(
    `cardweave: unknown command ${JSON.stringify(command.slice(0, 40))}: the commands are "serve", "cards", "describe", "sim" and "worker" (cardweave serve --help, cardweave cards --help, cardweave describe --help, cardweave sim --help, cardweave worker --help)`,
  );
  process.exitCode = 2;
}
