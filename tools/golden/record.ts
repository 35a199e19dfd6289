/**
 * `npm run golden:record [-- --check] [game | game/name ...]`: records the
 * golden games of the catalogues (tools/golden/*-games.ts) into
 * test/golden/<game>/<name>.json. It never rewrites a file silently: it
 * prints every game that changed, with where it first differs, and every
 * new one. `--check` writes nothing and exits 1 when a file would change.
 * Files that are not in a catalogue are listed and left alone.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { canonicalJson } from './digest.js';
import { GOLDEN_EXAMPLES } from './examples.js';
import { readGolden } from './format.js';
import { goldenFolder, goldenNames, goldenPath, goldenText, ROOT, writeGolden } from './golden-files.js';
import { firstDifference, recordGame } from './record-game.js';

const USAGE = 'usage: npm run golden:record -- [--check] [game | game/name ...]';

/** Runs the recorder on the golden folders under `root` (the repository's by default); returns the exit status. */
export async function recordGolden(
  argv: readonly string[],
  out: (line: string) => void,
  err: (line: string) => void,
  root = ROOT,
): Promise<number> {
  const check = argv.includes('--check');
  if (argv.includes('--help')) {
    out(USAGE);
    return 0;
  }
  const option = argv.find((a) => a.startsWith('-') && a !== '--check');
  if (option !== undefined) {
    err(`Unknown option ${option}: ${USAGE}`);
    return 2;
  }
  const filters = argv.filter((a) => !a.startsWith('-'));
  const unmatched = filters.filter(
    (f) => !Object.values(GOLDEN_EXAMPLES).some((e) => e.catalogue.some((s) => matches(f, e.game, s.name))),
  );
  if (unmatched.length > 0) {
    err(
      `No catalogued golden game matches ${unmatched.map((f) => `"${f}"`).join(', ')} (games: ${Object.keys(GOLDEN_EXAMPLES).join(', ')})`,
    );
    return 2;
  }
  let differing = 0;
  for (const example of Object.values(GOLDEN_EXAMPLES)) {
    const specs = example.catalogue.filter((s) => filters.length === 0 || filters.some((f) => matches(f, example.game, s.name)));
    if (specs.length === 0) continue;
    if (!check) mkdirSync(goldenFolder(example.game, root), { recursive: true });
    const counts = { changed: 0, added: 0, same: 0 };
    for (const spec of specs) {
      const file = goldenPath(example.game, spec.name);
      const golden = recordGame(example, spec);
      const text = await goldenText(golden);
      const absolute = path.join(goldenFolder(example.game, root), `${spec.name}.json`);
      if (!existsSync(absolute)) {
        counts.added++;
        out(
          `${check ? 'would add' : 'added'}   ${file}: ${golden.decisions.length} decisions, ${golden.checkpoints.length} checkpoints`,
        );
      } else {
        const oldText = readFileSync(absolute, 'utf8');
        if (oldText === text) {
          counts.same++;
          continue;
        }
        counts.changed++;
        out(`${check ? 'differs' : 'changed'} ${file}: ${changeOf(oldText, file, golden)}`);
      }
      if (!check) writeGolden(example.game, spec.name, text, root);
    }
    differing += counts.changed + counts.added;
    out(
      `${example.game}: ${specs.length} games recorded, ${counts.changed} ${check ? 'differ' : 'changed'}, ${counts.added} new, ${counts.same} unchanged`,
    );
    const listed = new Set(example.catalogue.map((s) => s.name));
    for (const name of goldenNames(example.game, root))
      if (!listed.has(name))
        out(`left alone ${goldenPath(example.game, name)}: not in the catalogue (delete it by hand if it should go)`);
  }
  if (differing > 0 && !check) out('Say in the commit which games changed and why (test/golden/README.md).');
  return check && differing > 0 ? 1 : 0;
}

/** How an existing file differs from the new recording: where the game first parts, or why the old file could not be read. */
function changeOf(oldText: string, file: string, now: ReturnType<typeof recordGame>): string {
  try {
    const old = readGolden(oldText, file);
    if (canonicalJson(old) === canonicalJson(now)) return "the same game; only the file's layout changed";
    return firstDifference(old, now);
  } catch (error) {
    return `the old file could not be read (${(error as Error).message})`;
  }
}

/** A filter names a game ("duel") or one game of it ("duel/greedy-random-s1"). */
function matches(filter: string, game: string, name: string): boolean {
  return filter === game || filter === `${game}/${name}`;
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await recordGolden(
    process.argv.slice(2),
    (line) => console.log(line),
    (line) => console.error(line),
  );
}
