/**
 * Summarises a V8 CPU profile (from `node --cpu-prof`) by self time per
 * function, so the hot path can be read without opening DevTools.
 *
 *     npx tsx bench/profile.ts bench/results/CPU.*.cpuprofile [top]
 */
import { readFileSync } from 'node:fs';
import { isMain } from './measure.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTime {
  fn: string;
  where: string;
  ms: number;
  share: number;
}

/** Self time per function (summed over every call site), largest first. */
export function selfTimes(profile: Profile): SelfTime[] {
  const byNode = new Map<number, ProfileNode>();
  for (const node of profile.nodes) byNode.set(node.id, node);
  const ms = new Map<string, { fn: string; where: string; ms: number }>();
  let total = 0;
  // Each sample's time is the delta that follows it.
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byNode.get(profile.samples[i]!)!;
    const delta = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    total += delta;
    const { functionName, url, lineNumber } = node.callFrame;
    const fn = functionName === '' ? '(anonymous)' : functionName;
    const where = url === '' ? '' : `${url.replace(/^.*\/(lib|bench|node_modules)\//, '$1/')}:${lineNumber + 1}`;
    const key = `${fn}@${where}`;
    const entry = ms.get(key) ?? { fn, where, ms: 0 };
    entry.ms += delta;
    ms.set(key, entry);
  }
  return [...ms.values()].map((e) => ({ ...e, share: total > 0 ? e.ms / total : 0 })).sort((x, y) => y.ms - x.ms);
}

if (isMain(import.meta.url)) {
  const files = process.argv.slice(2).filter((a) => a.endsWith('.cpuprofile'));
  const top = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 25);
  for (const file of files) {
    console.log(`\n${file}`);
    for (const row of selfTimes(JSON.parse(readFileSync(file, 'utf8')) as Profile).slice(0, top)) {
      console.log(`${(row.share * 100).toFixed(1).padStart(5)}%  ${row.ms.toFixed(1).padStart(8)} ms  ${row.fn}  ${row.where}`);
    }
  }
}
