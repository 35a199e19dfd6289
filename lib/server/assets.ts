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
  const folder = fileURLToPath(new URL('../../web/', import.meta.url));
  const read = (name: string): string => readFileSync(folder + name, 'utf8');
  if (existsSync(`${folder}app.js`)) return { page: read('index.html'), script: read('app.js'), style: read('style.css') };
  if (!existsSync(`${folder}src/main.ts`)) throw new TableError('assets-missing', `The web page is missing: neither ${folder}app.js nor ${folder}src/main.ts exists`);
  const esbuild = await import('esbuild');
  const built = await esbuild.build({
    entryPoints: [`${folder}src/main.ts`],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    minify: false,
    logLevel: 'silent',
  });
  return { page: read('index.html'), script: built.outputFiles[0]!.text, style: read('style.css') };
}
