/**
 * `npx tsx tools/import-cycles.ts [folder]`: the import circles of a folder of
 * lib/ (lib/graph by default), type-only imports included. A circle through
 * types still ties the files together for a reader and for the compiler (a
 * newcomer cannot read one without the others), so issue 24 counts them.
 * Prints each strongly connected component of more than one file, largest
 * first, and exits 1 when the largest holds more than `--max <n>` files.
 *
 * The test test/tooling/import-cycles.test.ts holds lib/graph to its bound.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The relative imports of every .ts file under `folder`, as paths relative to it; imports leaving the folder are left out. */
export function importGraph(folder: string): Map<string, string[]> {
  const files = listTs(folder);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    // preProcessFile reads `import`, `import type`, `export ... from` and `import('...')`, types included.
    const info = ts.preProcessFile(readFileSync(path.join(folder, file), 'utf8'), true, true);
    const targets = new Set<string>();
    for (const ref of info.importedFiles) {
      if (!ref.fileName.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), ref.fileName)).replace(/\.js$/, '.ts');
      if (known.has(target)) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** The strongly connected components of more than one file (the circles), largest first, each sorted. */
export function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm, iterative so a deep chain of imports cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circles: string[][] = [];
  let next = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: { node: string; edge: number }[] = [{ node: root, edge: 0 }];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const edges = graph.get(top.node) ?? [];
      if (top.edge < edges.length) {
        const to = edges[top.edge++]!;
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edge: 0 });
        } else if (onStack.has(to)) low.set(top.node, Math.min(low.get(top.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1]!.node;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.node)!));
      }
      if (low.get(top.node) === index.get(top.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== top.node);
        if (component.length > 1) circles.push(component.sort());
      }
    }
  }
  return circles.sort((a, b) => b.length - a.length || a[0]!.localeCompare(b[0]!));
}

function listTs(folder: string, under = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(folder, under), { withFileTypes: true })) {
    const rel = under === '' ? entry.name : `${under}/${entry.name}`;
    if (entry.isDirectory()) out.push(...listTs(folder, rel));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) out.push(rel);
  }
  return out.sort();
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--max');
  const max = at === -1 ? Infinity : Number(args[at + 1]);
  if (at !== -1) args.splice(at, 2);
  if (!(max >= 0) || args.length > 1) {
    process.stderr.write('usage: tsx tools/import-cycles.ts [folder] [--max <files>]\n');
    process.exit(2);
  }
  const folder = args[0] ?? fileURLToPath(new URL('../lib/graph', import.meta.url));
  const graph = importGraph(folder);
  const circles = importCircles(graph);
  process.stdout.write(`${graph.size} files, ${circles.length} circle(s)\n`);
  for (const circle of circles) process.stdout.write(`${circle.length} files: ${circle.join(', ')}\n`);
  const largest = circles[0]?.length ?? 1;
  if (largest > max) {
    process.stderr.write(`the largest import circle holds ${largest} files, more than ${max}\n`);
    process.exit(1);
  }
}
