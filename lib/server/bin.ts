#!/usr/bin/env node
// The `cardweave` command: `cardweave serve`, `cardweave cards`, `cardweave describe`, `cardweave sim` and `cardweave worker` (see --help).
import process from 'node:process';
import { describeCommand } from './card-report-command.js';
import { cardsCommand } from './cards-command.js';
import { serve } from './serve.js';
import { simCommand } from './sim-command.js';
import { workerCommand } from './sim-queue/worker-command.js';

/** How long a close after SIGINT or SIGTERM may take before the process exits anyway. */
const CLOSE_TIMEOUT_MS = 10_000;

const io = { out: (line: string) => process.stdout.write(`${line}\n`), err: (line: string) => process.stderr.write(`${line}\n`) };
const [command, ...rest] = process.argv.slice(2);

if (command === 'serve') {
  const running = await serve(rest, process.env, io);
  if (typeof running === 'number') process.exitCode = running;
  else {
    // SIGINT and SIGTERM close the server (sockets, database) and exit. A handler runs only when the
    // main thread is free: table starts, where a client's choice of pack could loop for ever, run in
    // start threads (StartGuard), so the thread is free for this. The close itself is bounded, and a
    // second signal exits at once.
    let closing = false;
    const stop = (signal: NodeJS.Signals): void => {
      if (closing) process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
      closing = true;
      setTimeout(() => {
        io.err(`cardweave serve: could not close within ${CLOSE_TIMEOUT_MS / 1000} s after ${signal}: exiting`);
        process.exit(1);
      }, CLOSE_TIMEOUT_MS).unref();
      running.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  }
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
  io.err('cardweave: no command given: the commands are "serve", "cards", "describe", "sim" and "worker" (cardweave serve --help, cardweave cards --help, cardweave describe --help, cardweave sim --help, cardweave worker --help)');
  process.exitCode = 2;
} else {
  io.err(
    `cardweave: unknown command ${JSON.stringify(command.slice(0, 40))}: the commands are "serve", "cards", "describe", "sim" and "worker" (cardweave serve --help, cardweave cards --help, cardweave describe --help, cardweave sim --help, cardweave worker --help)`,
  );
  process.exitCode = 2;
}
