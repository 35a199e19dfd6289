// `cardweave cards report` and `cardweave describe`: what a game's cards do and a digest of its rule
// graph, both read from the loaded game (card-report.ts, game-digest.ts). The module named is code
// and runs, as with `cards check --game`.
import { parseArgs } from 'node:util';
import { cardReport, type CardRecord } from '../packs/card-report.js';
import { gameDigest } from '../packs/game-digest.js';
import { loadGameWithPacks } from './card-game-module.js';
import { UsageError } from './serve-options.js';
import type { ServeIo } from './serve.js';
import { usageLine } from './usage-line.js';

/** `cardweave describe --help`. */
export const DESCRIBE_HELP = `Usage: cardweave describe [options] <game module>[#EXPORT]

Prints a Markdown digest of a card game's rule graph: its packs, each node's
description, args and declared continuations, the decisions it asks
players, its effects, and each card's text and what it does (as
cardweave cards report finds it). Made from the loaded game, so it says
what the game declares; sorted, so the same game gives the same text.

The module is the game (defineCardGame; default export, or the module's
only card game, or the export #EXPORT). It is code and runs: name only
modules you trust.

Options:
  --pack FILE           a pack loaded with the game; repeatable
  --help                print this help

Exit status 0, or 2 with one line on stderr naming what was refused.`;

const REPORT_FLAGS = {
  pack: { type: 'string', multiple: true },
  json: { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

const DESCRIBE_FLAGS = {
  pack: { type: 'string', multiple: true },
  help: { type: 'boolean' },
} as const;

/**
 * `cardweave cards report <game module> [--pack FILE]... [--json]`: one
 * record per card of the game and its packs. Returns the exit status: 0, or
 * 2 with one line on `io.err`. `help` is what --help prints.
 *
 * @example
 * const status = await cardsReport(['examples/war/game.ts', '--json'], io, CARDS_HELP);
 */
export async function cardsReport(argv: readonly string[], io: ServeIo, help: string): Promise<number> {
  try {
    const { values, positionals } = parseArgs({ args: [...argv], options: REPORT_FLAGS, allowPositionals: true, strict: true });
    if (values.help === true) {
      io.out(help);
      return 0;
    }
    const { packs } = await loadGameWithPacks(oneModule(positionals, 'report'), values.pack ?? []);
    const records = cardReport(packs);
    if (values.json === true) io.out(JSON.stringify(records, null, 2));
    else {
      for (const line of reportTable(records)) io.out(line);
      io.out(reportSummary(records, packs.length));
    }
    return 0;
  } catch (error) {
    io.err(`cardweave cards report: ${usageLine(error)}`);
    return 2;
  }
}

/**
 * `cardweave describe <game module> [--pack FILE]...`: the Markdown digest
 * of the game's rule graph on `io.out`. Returns 0, or 2 with one line on `io.err`.
 *
 * @example
 * const status = await describeCommand(['examples/duel/game.ts'], io);
 */
export async function describeCommand(argv: readonly string[], io: ServeIo): Promise<number> {
  try {
    const { values, positionals } = parseArgs({ args: [...argv], options: DESCRIBE_FLAGS, allowPositionals: true, strict: true });
    if (values.help === true) {
      io.out(DESCRIBE_HELP);
      return 0;
    }
    const { game, extra, packs } = await loadGameWithPacks(oneModule(positionals, 'describe'), values.pack ?? []);
    io.out(gameDigest(game.graph(extra), packs).trimEnd());
    return 0;
  } catch (error) {
    io.err(`cardweave describe: ${usageLine(error, 'cardweave describe --help')}`);
    return 2;
  }
}

function oneModule(positionals: readonly string[], command: string): string {
  const help = command === 'describe' ? 'cardweave describe --help' : 'cardweave cards --help';
  if (positionals.length === 0) throw new UsageError(`${command} needs a game module (${help})`);
  if (positionals.length > 1)
    throw new UsageError(`${command} takes one game module, got ${positionals.length}: give packs with --pack (${help})`);
  if (positionals[0] === '') throw new UsageError(`${command} needs a game module, got an empty name`);
  return positionals[0]!;
}

/** The records as a table: card, pack, data-only, then what it runs, hooks and the code it names. */
function reportTable(records: readonly CardRecord[]): string[] {
  const rows = [
    ['card', 'pack', 'data', 'runs', 'hooks', 'code'],
    ...records.map((r) => [
      r.card,
      r.pack,
      r.dataOnly ? 'yes' : 'no',
      r.enqueues.join(', ') || '-',
      r.hooks.map((h) => `${h.node} ${h.phase} (${h.lifetime})`).join(', ') || '-',
      [...r.effects, ...r.conditions].join(', ') || '-',
    ]),
  ];
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
  return rows.map((row) => row.map((cell, c) => (c === row.length - 1 ? cell : cell.padEnd(widths[c]!))).join('  '));
}

/** "cards report: 88 cards in 10 packs, 86 data-only (97.7%)"; the share rounded down, so 96.99% never reads 97.0%. */
function reportSummary(records: readonly CardRecord[], packs: number): string {
  const dataOnly = records.filter((r) => r.dataOnly).length;
  const share = records.length === 0 ? '' : ` (${(Math.floor((dataOnly * 1000) / records.length) / 10).toFixed(1)}%)`;
  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  return `cards report: ${count(records.length, 'card')} in ${count(packs, 'pack')}, ${dataOnly} data-only${share}`;
}
