/**
 * The table server: people play a cardweave game together over the network.
 * Import it from `cardweave/server` (the main `cardweave` entry does not load
 * it, nor its database and web dependencies).
 *
 * @module server
 */
// Tables: a game declared for tables, the server that hosts them, and what a seat is sent
export { TableError } from './errors.js';
export type { LiveTable, Subscriber } from './live-table.js';
export { seatView, type LogMark, type ViewSource } from './seat-view.js';
export { startServer, type ServerOptions, type TableServer } from './server.js';
export {
  defineTableGame,
  type LogRules,
  type TableGame,
  type TableGameDefinition,
  type TableGameSource,
  type ViewedState,
} from './table-game.js';
export type { ClockHook, ClockRule, ClockedTurn, TimeoutHooks, TimeoutPolicy } from './table-clock.js';

// Hosting without the HTTP server: the database (PGlite or PostgreSQL), its tables, the host
export { loadWebAssets, type WebAssets } from './assets.js';
export type { Database, Query } from './store/database.js';
export { migrate } from './store/migrations.js';
export { openPglite } from './store/pglite.js';
export { openPostgres } from './store/postgres.js';
export { TableStore, type DecisionRow, type TableRecord } from './store/table-store.js';
export { TableHost, type CreatedTable, type CreateTableRequest, type HostOptions } from './table-host.js';
export type { SocketLimits } from './sockets.js';

// The cardweave command line's commands, for a program that adds its own games (examples/serve.ts)
export { describeCommand, type CardTextRecord } from './card-report-command.js';
export { cardsCommand } from './cards-command.js';
export type { ServeIo } from './serve.js';
export { serveCommand } from './serve-command.js';
export { simCommand } from './sim-command.js';
export { workerCommand, type RunningWorker } from './sim-queue/worker-command.js';

// What the page and the server say to each other (the wire), and replays
export type { ReplayAnswer, ReplayFrame, WhatIfRequest, WhatIfView } from './replay-wire.js';
export type {
  CardFace,
  ChatLine,
  ClientMessage,
  ClockView,
  DecisionView,
  GameOverView,
  RematchView,
  SeatRecord,
  SeatView,
  ServerFrame,
  ZoneView,
} from './wire.js';
