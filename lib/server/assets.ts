import { existsSync, readFileSync } from 'node:fs';
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
}

/**
 * Finds the page: in the package, the bundle `npm run build` wrote to
 * dist/web; in a checkout, web/ bundled now with esbuild (a development
 * dependency, loaded only then).
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
  if (existsSync(`${built}app.js`))
    return { page: read(built, 'index.html'), script: read(built, 'app.js'), style: read(built, 'style.css') };
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
  return { page: read(sources, 'index.html'), script: bundle.outputFiles[0]!.text, style: read(sources, 'style.css') };
}
