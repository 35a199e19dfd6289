// Counts the source lines of each example card with abilities: how long card text is to write.
// Run: npx tsx tools/card-lines.ts [file.ts ...]   (default: every example file that declares cards)
//
// A card is the top-level `const` that declares it, from its first line to its last, without blank lines
// and lines that are only a comment (the declaration's own doc comment is not part of it either).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/** The example files that declare cards with abilities (gift.ts's card is counted as its file writes it). */
export const EXAMPLE_CARD_SOURCES = [
  'examples/war/cards.ts',
  'examples/war/packs/gift.ts',
  'examples/war/packs/reversal.ts',
  'examples/tutorial/lucky-seven.ts',
  'examples/duel/cards.ts',
  'examples/duel/packs/spells-and-traps.ts',
  'examples/duel/packs/expansion.ts',
  'examples/duel/packs/bargains.ts',
  'examples/duel/packs/tides.ts',
  'examples/duel/packs/edicts.ts',
];

/** One card with abilities and the lines that write it. */
export interface CardLines {
  file: string;
  card: string;
  lines: number;
  /** Its longest counted line, in characters: a count of lines means little if they run on. */
  width: number;
}

interface CardLike {
  id: string;
  abilities: unknown[];
}

function isCard(value: unknown): value is CardLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as CardLike).id === 'string' &&
    Array.isArray((value as CardLike).abilities)
  );
}

/** Lines that are not blank and not only a comment. */
function countedLines(text: string): string[] {
  let inBlock = false;
  const counted: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (inBlock) {
      if (line.includes('*/')) inBlock = false;
      continue;
    }
    if (line === '' || line.startsWith('//')) continue;
    if (line.startsWith('/*')) {
      inBlock = !line.includes('*/');
      continue;
    }
    counted.push(raw);
  }
  return counted;
}

/**
 * The cards with abilities a file declares at its top level, each with its line count. A declaration counts when
 * the module exports it as a card with abilities, or (not exported) when it calls defineCard with abilities.
 */
export async function cardLines(file: string, root = process.cwd()): Promise<CardLines[]> {
  const path = resolve(root, file);
  const module = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: CardLines[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.initializer === undefined) continue;
      const name = declaration.name.text;
      const exported = module[name];
      const text = statement.getText(source);
      const card = isCard(exported)
        ? exported.abilities.length > 0
        : exported === undefined && /\bdefineCard\(/.test(declaration.initializer.getText(source)) && /\babilities\b/.test(text);
      if (!card) continue;
      const lines = countedLines(text);
      out.push({ file, card: name, lines: lines.length, width: Math.max(...lines.map((line) => line.length)) });
    }
  }
  return out;
}

/** The median of a list of numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function main(files: string[]): Promise<void> {
  const all = (await Promise.all(files.map((file) => cardLines(file)))).flat();
  for (const c of all) console.log(`${String(c.lines).padStart(3)}  ${c.file} ${c.card}`);
  const counts = all.map((c) => c.lines);
  console.log(
    `${all.length} cards with abilities; median ${median(counts)} lines, min ${Math.min(...counts)}, max ${Math.max(...counts)}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files = process.argv.slice(2);
  await main(files.length > 0 ? files : EXAMPLE_CARD_SOURCES);
}
