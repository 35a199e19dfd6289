import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { TableError } from './errors.js';

/**
 * The web page a server hands out: its HTML, its one script and its style sheet.
 *
 * @example
 * const assets = await loadWebAssets(); assets.script.length; // bytes of the bundled page
 */
export interface WebAssets {
  page: string;
  script: string;
  style: string;
  /** Mermaid's browser bundle, which the page draws the rule graph with; undefined when there is none (the page then shows the Mermaid text). */
  mermaid?: string;
}

/**
 * Finds the page: in the package, the bundle `npm run build` wrote to
 * dist/web (with Mermaid's browser bundle beside it); in a checkout, web/
 * bundled now with esbuild and Mermaid from node_modules (development
 * dependencies, loaded only then).
 *
 * @example
 * const { page } = await loadWebAssets();
 */
export async function loadWebAssets(): Promise<WebAssets> {
  // In the package this file is dist/server/assets.js and the bundle dist/web/; in a checkout it is
  // lib/server/assets.ts and the page's sources are in web/.
  const built = fileURLToPath(new URL('../web/', import.meta.url));
  const sources = fileURLToPath(new URL('../../web/', import.meta.url));
  const read = (folder: string, name: string): string => readFileSync(folder + name, 'utf8');
  if (existsSync(`${built}app.js`)) {
    const assets: WebAssets = { page: read(built, 'index.html'), script: read(built, 'app.js'), style: read(built, 'style.css') };
    if (existsSync(`${built}${MERMAID_FILE}`)) assets.mermaid = read(built, MERMAID_FILE);
    return assets;
  }
  if (!existsSync(`${sources}src/main.ts`))
    throw new TableError('assets-missing', `The web page is missing: neither ${built}app.js nor ${sources}src/main.ts exists`);
  const esbuild = await import('esbuild');
  const bundle = await esbuild.build({
    entryPoints: [`${sources}src/main.ts`],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    minify: false,
    logLevel: 'silent',
  });
  const assets: WebAssets = {
    page: read(sources, 'index.html'),
    script: bundle.outputFiles[0]!.text,
    style: read(sources, 'style.css'),
  };
  const mermaid = checkoutMermaid();
  if (mermaid !== undefined) assets.mermaid = readFileSync(mermaid, 'utf8');
  return assets;
}

/** The name of Mermaid's browser bundle in dist/web (scripts/build.js copies it there). */
const MERMAID_FILE = 'mermaid.min.js';

/** Mermaid's browser bundle in a checkout's node_modules, if it is installed (a development dependency). */
function checkoutMermaid(): string | undefined {
  try {
    return createRequire(import.meta.url).resolve(`mermaid/dist/${MERMAID_FILE}`);
  } catch {
    return undefined;
  }
}
