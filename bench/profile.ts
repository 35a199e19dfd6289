/**
 * Summarises a V8 CPU profile (from `node --cpu-prof`) by self time: first
 * split by area of the engine (profile-areas.ts), then per function, so the
 * hot path can be read without opening DevTools. Works on profiles of the
 * sources through tsx, of dist/, and of a bundle made by dist-bundle.ts
 * (whose lines are traced back to the module they came from by esbuild's
 * `// path` comments).
 *
 *     npx tsx bench/profile.ts bench/results/CPU.*.cpuprofile [top]
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isMain } from './measure.js';
import { areaOf, splitByArea, type Area } from './profile-areas.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTime {
  fn: string;
  /** The file and line, for reading. */
  where: string;
  /** The source file relative to the repository (or a node: URL, or '' for V8's own entries), for the area. */
  file: string;
  area: Area;
  ms: number;
  share: number;
}

/** Reads the text of a bundle a profile ran, or undefined when the URL is not such a file. */
export type SourceReader = (url: string) => string | undefined;

const readBundle: SourceReader = (url) => {
  if (!url.startsWith('file://') || !/\.m?js$/.test(url) || /\/(dist|node_modules)\//.test(url)) return undefined;
  const file = fileURLToPath(url);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};

/**
 * The module each line of an esbuild bundle came from: esbuild starts each
 * module's code with a `// examples/duel/game.ts` comment. Returns the
 * 0-based line of each such comment, in order, with its path.
 */
export function bundleModules(text: string): { line: number; file: string }[] {
  const out: { line: number; file: string }[] = [];
  text.split('\n').forEach((line, i) => {
    const match = /^\/\/ ((?:[\w.@-]+\/)*[\w.@-]+\.(?:ts|js|mjs))$/.exec(line);
    if (match) out.push({ line: i, file: match[1]! });
  });
  return out;
}

/** The repository-relative file of a profile URL (lib/, dist/, bench/, examples/ or node_modules/), or the URL as it is. */
function relativeFile(url: string): string {
  return url.replace(/^.*?\/(lib|dist|bench|examples|node_modules)\//, '$1/');
}

/** Self time per function (summed over every call site), largest first. */
export function selfTimes(profile: Profile, readSource: SourceReader = readBundle): SelfTime[] {
  const byNode = new Map<number, ProfileNode>();
  for (const node of profile.nodes) byNode.set(node.id, node);
  const bundles = new Map<string, { line: number; file: string }[] | undefined>();
  const moduleOf = (url: string, line: number): string | undefined => {
    if (!bundles.has(url)) {
      const text = readSource(url);
      bundles.set(url, text === undefined ? undefined : bundleModules(text));
    }
    const modules = bundles.get(url);
    if (modules === undefined) return undefined;
    let found: string | undefined;
    for (const m of modules) if (m.line <= line) found = m.file;
    return found;
  };
  const ms = new Map<string, { fn: string; where: string; file: string; ms: number }>();
  let total = 0;
  // Each sample's time is the delta that follows it.
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byNode.get(profile.samples[i]!)!;
    const delta = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    total += delta;
    const { functionName, url, lineNumber } = node.callFrame;
    const fn = functionName === '' ? '(anonymous)' : functionName;
    const file = url === '' ? '' : (moduleOf(url, lineNumber) ?? relativeFile(url));
    const where = url === '' ? '' : `${relativeFile(url)}:${lineNumber + 1}${file !== relativeFile(url) ? ` (${file})` : ''}`;
    const key = `${fn}@${where}`;
    const entry = ms.get(key) ?? { fn, where, file, ms: 0 };
    entry.ms += delta;
    ms.set(key, entry);
  }
  return [...ms.values()]
    .map((e) => ({ ...e, area: areaOf(e.fn, e.file), share: total > 0 ? e.ms / total : 0 }))
    .sort((x, y) => y.ms - x.ms);
}

if (isMain(import.meta.url)) {
  const files = process.argv.slice(2).filter((a) => a.endsWith('.cpuprofile'));
  const top = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 25);
  for (const file of files) {
    const rows = selfTimes(JSON.parse(readFileSync(file, 'utf8')) as Profile);
    console.log(`\n${file}\nby area:`);
    for (const a of splitByArea(rows))
      console.log(`${(a.share * 100).toFixed(1).padStart(5)}%  ${a.ms.toFixed(1).padStart(8)} ms  ${a.area}`);
    console.log('by function:');
    for (const row of rows.slice(0, top)) {
      console.log(
        `${(row.share * 100).toFixed(1).padStart(5)}%  ${row.ms.toFixed(1).padStart(8)} ms  ${row.fn}  ${row.where}  [${row.area}]`,
      );
    }
  }
}
