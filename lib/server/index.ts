/**
 * The table server: people play a cardweave game together over the network.
 * Import it from `cardweave/server` (the main `cardweave` entry does not load
 * it, nor its database and web dependencies).
 *
 * @module server
 */
export { loadWebAssets, type WebAssets } from './assets.js';
export { TableError } from './errors.js';
export { httpApp, MAX_REQUEST_BODY } from './http-app.js';
export { LiveTable, type Subscriber } from './live-table.js';
export { MAX_CLIENT_MESSAGE, parseClientMessage } from './protocol.js';
export { LOG_WINDOW, seatView, type LogMark, type ViewSource } from './seat-view.js';
export { startServer, type ServerOptions, type TableServer } from './server.js';
export { serveSockets, type SocketLimits, type SocketServer } from './sockets.js';
export { hasSqlState, UNIQUE_VIOLATION, type Database, type Query } from './store/database.js';
export { migrate, MIGRATIONS } from './store/migrations.js';
export { openPglite } from './store/pglite.js';
export { openPostgres, redactUrl } from './store/postgres.js';
export {
  MAX_CHOICE_CHARS,
  MAX_DECISIONS,
  MOVES_CHANNEL,
  TableStore,
  type DecisionRow,
  type TableRecord,
} from './store/table-store.js';
export {
  defineTableGame,
  type LogRules,
  type TableGame,
  type TableGameDefinition,
  type TableGameSource,
  type ViewedState,
} from './table-game.js';
export { cardsReport, DESCRIBE_HELP, describeCommand, type CardTextRecord } from './card-report-command.js';
export { MAX_SIM_COMMAND_GAMES, SIM_HELP, simCommand } from './sim-command.js';
export { WORKER_HELP, workerCommand, type RunningWorker } from './sim-queue/worker-command.js';
export { CARDS_HELP, cardsCommand } from './cards-command.js';
export type { ServeIo } from './serve.js';
export { serveCommand } from './serve-command.js';
export { SERVE_HELP } from './serve-options.js';
export { libraryNodeNames, libraryPackSchema } from './library-pack-schema.js';
export { START_TIMEOUT } from './start-guard.js';
export { banksAfter, clockView, timeoutAnswer, type ClockRule, type ClockedTurn, type TimeoutPolicy } from './table-clock.js';
export { TableHost, type CreatedTable, type CreateTableRequest, type HostOptions } from './table-host.js';
export { MAX_WHATIF_BODY, replayRoutes } from './replay-routes.js';
export { MAX_REPLAY_KEYFRAMES, REPLAY_KEYFRAME_EVERY, ReplayTape } from './replay-tape.js';
export { MAX_WHATIF_ANSWERS, TableReplays } from './table-replay.js';
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
export { newSeatToken, newTableId, SEAT_TOKEN, TABLE_ID, tokenHash } from './tokens.js';
