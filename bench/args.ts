// The arguments of `npm run bench`, checked before anything is measured: a typo such as --jsno must
// not cost a three-minute run that then prints the wrong format.
import { Command } from 'commander';
import { parseCommand, type ParsedArgs } from '../examples/shared/command-line.js';

/** What `npm run bench` was asked for. */
export interface BenchArgs {
  /** Print one JSON object on stdout instead of the readable report. */
  json: boolean;
  /** Small counts: a smoke run, not written to bench/results/latest.json. */
  quick: boolean;
}

/**
 * Reads the bench's arguments (without `node` and the script); refuses
 * anything else with a one-line UsageError.
 *
 * @example parseBenchArgs(['--quick']); // { kind: 'run', options: { json: false, quick: true } }
 */
export function parseBenchArgs(argv: readonly string[]): ParsedArgs<BenchArgs> {
  const program = new Command('bench')
    .description(
      'Run every benchmark: the engine against hand-written loops in the same run (see bench/README.md). ' +
        'Writes bench/results/latest.json unless --quick; progress goes to stderr.',
    )
    .option('--json', 'print one JSON object on stdout instead of the readable report')
    .option('--quick', 'small counts: a smoke run whose figures are not for comparing (not written to latest.json)');
  const help = parseCommand(program, argv);
  if (help !== undefined) return { kind: 'help', text: help };
  const raw = program.opts<{ json?: boolean; quick?: boolean }>();
  return { kind: 'run', options: { json: raw.json === true, quick: raw.quick === true } };
}
