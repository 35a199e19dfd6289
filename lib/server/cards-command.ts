import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkCardPackText, type CardFinding, type CheckNames } from '../packs/check-pack.js';
import { cardPackFromJson, parsePackText, placedProblems } from '../packs/json-pack.js';
import type { CardGame } from '../packs/game.js';
import { checkPackFile, isJsonFile, loadCardPackFile, MAX_PACK_FILE_BYTES } from '../packs/load-pack-file.js';
import type { CardPack } from '../packs/pack.js';
import { cardPackSchema } from '../packs/pack-schema.js';
import { importCardGame } from './card-game-module.js';
import { cardsReport } from './card-report-command.js';
import { libraryPackSchema } from './library-pack-schema.js';
import { UsageError } from './serve-options.js';
import { cardTextWarnings } from '../readings/text-findings.js';
import { usageLine } from './usage-line.js';
import type { ServeIo } from './serve.js';

/** `cardweave cards --help`. */
export const CARDS_HELP = `Usage: cardweave cards <command> [options]

Tools for card files: card packs written as JSON (or TypeScript).

Commands:
  check [options] <pack file>...
                        report every problem of each pack file, one line
                        each: file:line:column code message; then a summary.
                        Exit status 0 when every file is clean (warnings
                        aside), 2 otherwise
  report [options] <game module>[#EXPORT]
                        one record per card of the game and its --pack
                        packs: its printed text and the text its data
                        reads (text, renderedText), the nodes it runs,
                        the hooks it attaches
                        (node, phase, lifetime), the effects it names, and
                        whether it is data-only (names no effect and no
                        condition of its own); then the data-only share.
                        The module is code and runs, as with --game
  schema [options]      print the JSON Schema of pack files (for an editor:
                        "$schema" in a pack file)

Options:
  --game MODULE[#EXPORT]
                        the card game the packs are played in (defineCardGame;
                        default export, or the module's only card game):
                        check then also reports names of nodes, effects and
                        conditions the game does not have, and node args;
                        and two warnings, which leave the exit status 0:
                        text-differs, a card whose printed text is not the
                        text its data reads (given in the message), and
                        reading-missing, a card naming a node, effect,
                        condition or trigger that has no reading (its text
                        reads it plainly); schema then lists the game's nodes. The module is
                        code and runs: name only modules you trust
  --pack FILE           a pack loaded with the checked ones (its nodes and
                        effects may be used); repeatable; needs --game.
                        For report: a pack loaded with the game
  --json                report: the records as a JSON array
  --help                print this help

Without --game, check reports what the files alone show: JSON, fields,
selectors, and card verbs. Line and column are exact for JSON packs; for a
TypeScript pack, a finding is placed at its card's id in the source. A file
must be a regular file of at most 16 MiB.`;

const FLAGS = {
  game: { type: 'string' },
  pack: { type: 'string', multiple: true },
  help: { type: 'boolean' },
} as const;

/**
 * `cardweave cards <command>`: `check` or `schema`. Prints to `io` and
 * returns the exit status: 0 (clean, or help), 2 (problems found, or a
 * refused argument or file, in one line).
 *
 * @example
 * const status = await cardsCommand(['check', 'examples/war/packs/gift.json'], { out: console.log, err: console.error });
 */
export async function cardsCommand(argv: readonly string[], io: ServeIo): Promise<number> {
  const [command, ...rest] = argv;
  if (command === '--help' || command === '-h' || command === 'help') {
    io.out(CARDS_HELP);
    return 0;
  }
  if (command === 'report') return cardsReport(rest, io, CARDS_HELP);
  if (command !== 'check' && command !== 'schema') {
    io.err(
      command === undefined
        ? 'cardweave cards: no command given: the commands are "check", "report" and "schema" (cardweave cards --help)'
        : `cardweave cards: unknown command ${JSON.stringify(command.slice(0, 40))}: the commands are "check", "report" and "schema" (cardweave cards --help)`,
    );
    return 2;
  }
  try {
    const { values, positionals } = parseArgs({ args: [...rest], options: FLAGS, allowPositionals: true, strict: true });
    if (values.help === true) {
      io.out(CARDS_HELP);
      return 0;
    }
    if (values.pack !== undefined && values.game === undefined)
      throw new UsageError('--pack needs --game: packs are checked as part of a game');
    if (values.game === '') throw new UsageError('--game needs a module');
    const game = values.game === undefined ? undefined : await gameNames(values.game, values.pack ?? []);
    if (command === 'schema') {
      if (positionals.length > 0)
        throw new UsageError(`schema takes no files, got ${JSON.stringify(positionals[0]!.slice(0, 80))}`);
      const schema = game === undefined ? libraryPackSchema() : cardPackSchema({ nodes: game.names().nodes.map((n) => n.name) });
      io.out(JSON.stringify(schema, null, 2));
      return 0;
    }
    if (positionals.length === 0) throw new UsageError('check needs at least one pack file (cardweave cards --help)');
    return await check(positionals, game, io);
  } catch (error) {
    io.err(`cardweave cards ${command}: ${usageLine(error)}`);
    return 2;
  }
}

interface GameNames {
  label: string;
  /** The names a pack may use: the game's and the --pack packs', and those `own` brings. */
  names(own?: CardPack): CheckNames;
  /** Why a game with the --pack packs and `pack` cannot be made (validation, setup), or undefined. */
  refusal(pack: CardPack): string | undefined;
  /** The packs a game with the --pack packs and `pack` loads: the readings its cards are read with. */
  packs(pack: CardPack): CardPack[];
}

async function gameNames(spec: string, packFiles: readonly string[]): Promise<GameNames> {
  const { game } = await importCardGame(spec);
  const packs: CardPack[] = [];
  for (const file of packFiles) {
    try {
      packs.push(await loadCardPackFile(file));
    } catch (error) {
      throw new UsageError(`--pack: ${(error as Error).message}`);
    }
  }
  const graph = graphOf(game, packs);
  return {
    label: `game "${(game as { id?: string }).id ?? spec}"`,
    names(own) {
      const nodes = [...graph.nodes(), ...(own?.nodes ?? [])];
      const effects = [...graph.effectNames(), ...Object.keys(own?.effects ?? {})];
      const conditions = Object.keys(own?.conditions ?? {});
      return { nodes, effects, hasCondition: (name) => graph.hasCondition(name) || conditions.includes(name) };
    },
    packs(pack) {
      return game.packs([...packs, pack]);
    },
    refusal(pack) {
      // What only loading shows (a card id another pack defines, a setup zone the game lacks): a
      // clean check must not be followed by a refusal at load.
      try {
        game.createEngine({ seed: 1, log: false, packs: [...packs, pack] });
        return undefined;
      } catch (error) {
        return (error as Error).message.split('\n')[0];
      }
    },
  };
}

function graphOf(game: CardGame, packs: CardPack[]): ReturnType<CardGame['graph']> {
  try {
    return game.graph(packs);
  } catch (error) {
    throw new UsageError(`the game does not load with the --pack packs: ${(error as Error).message}`);
  }
}

async function check(files: readonly string[], game: GameNames | undefined, io: ServeIo): Promise<number> {
  let problems = 0;
  let warnings = 0;
  let failing = 0;
  for (const given of files) {
    let findings: CardFinding[];
    try {
      findings = await checkFile(given, game);
    } catch (error) {
      io.err(`cardweave cards check: ${(error as Error).message.split('\n')[0]}`);
      problems++;
      failing++;
      continue;
    }
    for (const f of findings) io.out(`${f.file}:${f.line}:${f.column} ${f.code} ${f.message}`);
    const found = findings.filter((f) => f.severity !== 'warning').length;
    problems += found;
    warnings += findings.length - found;
    if (found > 0) failing++;
  }
  const names = game === undefined ? 'names not checked: give --game' : `names checked against ${game.label}`;
  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  const warned = warnings === 0 ? '' : `, ${count(warnings, 'warning')}`;
  io.out(
    problems === 0
      ? `cards check: ${count(files.length, 'file')}, no problems${warned} (${names})`
      : `cards check: ${count(problems, 'problem')} in ${failing} of ${count(files.length, 'file')}${warned} (${names})`,
  );
  return problems === 0 ? 0 : 2;
}

/** A file's findings, named as the file was given. A file that cannot be read or loaded throws, in one line. */
async function checkFile(given: string, game: GameNames | undefined): Promise<CardFinding[]> {
  const file = resolve(given);
  checkPackFile(file, MAX_PACK_FILE_BYTES);
  if (isJsonFile(file)) {
    const text = readFileSync(file, 'utf8');
    const findings = checkCardPackText(text, given, game?.names());
    if (findings.length > 0 || game === undefined) return findings;
    const pack = cardPackFromJson(text, file);
    const refused = refusedAtLoad(given, text, game.refusal(pack));
    if (refused.length > 0) return refused;
    const warnings = cardTextWarnings(pack.cards, game.packs(pack));
    return placedProblems(parsePackText(text, file), warnings).map(({ place, problem }) => ({
      file: given,
      ...place,
      code: problem.finding,
      message: `${problem.path} ${problem.message}`,
      severity: 'warning' as const,
    }));
  }
  // A code pack: its cards are checked as data, each finding placed at the card's id in the source.
  const pack = await loadCardPackFile(file);
  const source = readFileSync(file, 'utf8');
  const text = JSON.stringify({ name: pack.name, cards: pack.cards }, null, 2);
  const findings = checkCardPackText(text, given, game?.names(pack)).map((finding) => {
    const card = /^cards\[(\d+)\]/.exec(finding.message);
    const id = card === null ? undefined : pack.cards[Number(card[1])]?.id;
    return { ...finding, ...placeInSource(source, id) };
  });
  if (findings.length > 0 || game === undefined) return findings;
  const refused = refusedAtLoad(given, source, game.refusal(pack));
  if (refused.length > 0) return refused;
  return cardTextWarnings(pack.cards, game.packs(pack)).map((warning) => ({
    file: given,
    ...placeInSource(source, pack.cards[Number(/^cards\[(\d+)\]/.exec(warning.path)![1])]?.id),
    code: warning.finding,
    message: `${warning.path} ${warning.message}`,
    severity: 'warning' as const,
  }));
}

/** A load's refusal as a finding, placed at the first name it quotes that the file writes. */
function refusedAtLoad(file: string, source: string, refusal: string | undefined): CardFinding[] {
  if (refusal === undefined) return [];
  // The last name it quotes that the file writes is the most precise ("Card pack "gift": ... zone "p3.side""),
  // a suggestion aside (it names what the file should say, which may be written elsewhere in it).
  const quoted = [...refusal.replace(/ \(did you mean "[^"]*"\?\)/g, '').matchAll(/"([^"\\]+)"/g)].map((m) => m[1]!);
  const named = quoted.reverse().find((name) => placeInSource(source, name).line > 1 || source.includes(`"${name}"`));
  return [
    { file, ...placeInSource(source, named), code: 'refused-at-load', message: `a game with this pack is refused: ${refusal}` },
  ];
}

/** Where `id` is first written in quotes in a source file; the file's start when it is not. */
function placeInSource(source: string, id: string | undefined): { line: number; column: number } {
  if (id === undefined) return { line: 1, column: 1 };
  const at = [`'${id}'`, `"${id}"`, `\`${id}\``].map((q) => source.indexOf(q)).filter((i) => i >= 0);
  if (at.length === 0) return { line: 1, column: 1 };
  const offset = Math.min(...at);
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}
