/**
 * The library as users run it: dist/, compiled by `npm run build` (tsc, see
 * scripts/build.js). bench/built.ts times the same bench code on both
 * sides; for the built side, esbuild bundles the bench and the example
 * games (code a user would write) into one file in which every import of
 * lib/ is an import of the matching dist/ file, left outside the bundle,
 * so the library runs as tsc built it.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isMain } from './measure.js';

/**
 * The dist/ file built from a source file under `root`/lib, or undefined
 * for a file outside lib/ (bundled as it is).
 *
 * @example distFileFor('/repo', '/repo/lib/graph/engine.ts'); // '/repo/dist/graph/engine.js'
 */
export function distFileFor(root: string, file: string): string | undefined {
  const relative = path.relative(path.join(root, 'lib'), file);
  if (relative.startsWith('..') || path.isAbsolute(relative) || !relative.endsWith('.ts')) return undefined;
  return path.join(root, 'dist', relative.replace(/\.ts$/, '.js'));
}

/** The newest modification time of the .ts files under `dir`, with the file. */
function newest(dir: string): { file: string; ms: number } {
  let best = { file: '', ms: 0 };
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const ms = statSync(file).mtimeMs;
    if (ms > best.ms) best = { file, ms };
  }
  return best;
}

/**
 * Refuses, with one line, a dist/ that is missing or older than a source
 * file in lib/: timing a stale build would report the speed of code that is
 * no longer there.
 */
export function checkDist(root: string): void {
  const index = path.join(root, 'dist', 'index.js');
  if (!existsSync(index)) throw new Error(`${path.join(root, 'dist')} has no index.js: run npm run build first`);
  const source = newest(path.join(root, 'lib'));
  if (source.ms > statSync(index).mtimeMs)
    throw new Error(`dist/ is older than ${path.relative(root, source.file)}: run npm run build again`);
}

/**
 * Bundles `entry` (a .ts file of the repository) into `outFile`, an ES
 * module whose imports of lib/ point at dist/. Returns `outFile`.
 */
export async function bundleForDist(root: string, entry: string, outFile: string): Promise<string> {
  const esbuild = await import('esbuild');
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'es2022',
    outfile: outFile,
    // tsconfig.json maps `cardweave` to lib/ for the examples; the plugin below then sends lib/ to dist/.
    tsconfig: path.join(root, 'tsconfig.json'),
    packages: 'external',
    logLevel: 'warning',
    plugins: [
      {
        name: 'lib-to-dist',
        setup(build) {
          build.onResolve({ filter: /.*/ }, async (args) => {
            if (args.pluginData === 'lib-to-dist' || args.kind === 'entry-point') return undefined;
            const resolved = await build.resolve(args.path, {
              importer: args.importer,
              resolveDir: args.resolveDir,
              kind: args.kind,
              pluginData: 'lib-to-dist',
            });
            if (resolved.errors.length > 0) return undefined;
            const built = distFileFor(root, resolved.path);
            return built === undefined ? undefined : { path: pathToFileURL(built).href, external: true };
          });
        },
      },
    ],
  });
  return outFile;
}

if (isMain(import.meta.url)) {
  // npx tsx bench/dist-bundle.ts <entry.ts> <out.mjs>: a bundle to profile against dist/.
  const [entry, out] = process.argv.slice(2);
  if (entry === undefined || out === undefined) {
    process.stderr.write('usage: npx tsx bench/dist-bundle.ts <entry.ts> <out.mjs>\n');
    process.exit(2);
  }
  const root = fileURLToPath(new URL('..', import.meta.url));
  try {
    checkDist(root);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(2);
  }
  await bundleForDist(root, entry, path.resolve(out));
}
