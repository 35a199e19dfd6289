// Builds dist/, what the package ships. The TypeScript sources are copied to dist/src first and
// compiled from there (tsconfig.build.json), so the source maps and declaration maps point at
// files inside the package (dist/src/...) rather than at lib/, which the package does not ship.
// dist/ is emptied first: a file deleted from lib/ must not live on in the next tarball.
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, cpSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
rmSync('dist', { recursive: true, force: true });
cpSync('lib', 'dist/src', { recursive: true, filter: (path) => statSync(path).isDirectory() || path.endsWith('.ts') });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
try {
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
} catch {
  // tsc has printed its errors; a half-built dist/ must not be packed.
  rmSync('dist', { recursive: true, force: true });
  process.exit(1);
}
// The table server's web page: bundled once here (esbuild is a development dependency), so the
// package serves dist/web/ as it is and needs no bundler at run time.
const esbuild = await import('esbuild');
mkdirSync('dist/web', { recursive: true });
await esbuild.build({
  entryPoints: ['web/src/main.ts'],
  bundle: true,
  format: 'esm',
  target: 'es2022',
  minify: true,
  outfile: 'dist/web/app.js',
  logLevel: 'warning',
});
for (const file of ['index.html', 'style.css']) copyFileSync(`web/${file}`, `dist/web/${file}`);
// The page draws a game's rule graph with Mermaid's own browser bundle (MIT, its licence beside it),
// shipped as it is so the installed server needs neither Mermaid nor a network to show the picture.
const mermaid = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');
copyFileSync(mermaid, 'dist/web/mermaid.min.js');
copyFileSync(new URL('../LICENSE', `file://${mermaid}`), 'dist/web/mermaid.LICENSE');
// `cardweave` (the bin) runs as a program.
chmodSync('dist/server/bin.js', 0o755);
// The JSON Schema of card pack files, generated from the built card language (never a kept copy).
const { writeCardPackSchema } = await import('./write-schema.js');
await writeCardPackSchema(new URL('../dist/server/library-pack-schema.js', import.meta.url), 'dist/schema');
