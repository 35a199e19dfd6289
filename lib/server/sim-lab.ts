// `cardweave sim`'s same-seed comparisons: which of --sweep/--arm-pack, --round-robin or --skill-trace was
// asked for, run through lib/sim, printed as a table or JSON (without timings: the same run prints the same bytes).
import { roundRobin } from '../sim/sweep/round-robin.js';
import { skillTrace } from '../sim/sweep/skill-trace.js';
import { sweep } from '../sim/sweep/sweep.js';
import type { ArmChange, SweepResult } from '../sim/sweep/types.js';
import type { ModuleExport } from '../sim/types.js';
import type { Entrant } from '../sim/sweep/matches.js';
import { UsageError } from './serve-options.js';
import { table } from './sim-report-text.js';
import { agentRef, entrant, skillLevels, sweepArms } from './sim-sweep-args.js';
import { sweepText } from './sim-sweep-text.js';

/** The comparison asked for, read from the flags. */
export type LabMode =
  | { kind: 'sweep'; arms: ArmChange[]; seat: string | undefined }
  | { kind: 'round-robin'; entrants: Entrant[] }
  | { kind: 'skill-trace'; agent: ModuleExport; levels: number[] | undefined };

/** What every mode plays: the game, its packs, the seeds and the workers. */
export interface LabRun {
  game: ModuleExport;
  packs: string[];
  games: number;
  seed: number;
  workers: number | undefined;
  onProgress: ((done: number, total: number) => void) | undefined;
}

interface LabFlags {
  sweep?: string[];
  'arm-pack'?: string[];
  seat?: string;
  'round-robin'?: string[];
  'skill-trace'?: string;
  levels?: string;
}

/**
 * The mode the flags ask for, undefined for a plain simulation; flags of two modes, or a mode's flag
 * without its mode, are refused.
 *
 * @example labMode({ 'skill-trace': 'examples/duel/agents/mcts.ts#mctsAgent', levels: '1,2,4,8' });
 */
export function labMode(values: LabFlags): LabMode | undefined {
  const arms = sweepArms(values);
  const modes = [
    arms.length > 0 && '--sweep/--arm-pack',
    values['round-robin'] !== undefined && '--round-robin',
    values['skill-trace'] !== undefined && '--skill-trace',
  ].filter((m): m is string => m !== false);
  if (modes.length > 1) throw new UsageError(`${modes.join(' and ')} are different comparisons: run them one at a time`);
  if (values.seat !== undefined && arms.length === 0)
    throw new UsageError('--seat compares arms: give --sweep or --arm-pack with it (cardweave sim --help)');
  if (values.levels !== undefined && values['skill-trace'] === undefined)
    throw new UsageError('--levels sets the --skill-trace levels: give --skill-trace with it');
  if (arms.length > 0) return { kind: 'sweep', arms, seat: values.seat };
  if (values['round-robin'] !== undefined) {
    const entrants = values['round-robin'].map(entrant);
    if (entrants.length < 2) throw new UsageError('--round-robin needs at least two entrants (give it once per entrant)');
    const names = entrants.map((e) => e.name);
    const twice = names.find((n, i) => names.indexOf(n) !== i);
    if (twice !== undefined) throw new UsageError(`--round-robin names entrant ${twice} twice`);
    return { kind: 'round-robin', entrants };
  }
  if (values['skill-trace'] !== undefined)
    return { kind: 'skill-trace', agent: agentRef('--skill-trace', values['skill-trace']), levels: skillLevels(values.levels) };
  return undefined;
}

const pct = (share: number): string => `${(share * 100).toFixed(1)}%`;

/**
 * Runs the comparison and prints it with `out`, a line at a time; a sweep's
 * arms are returned too, for the report page.
 *
 * @example await runLab(labMode(values)!, run, false, 'examples/duel/game.ts (duelGame)', console.log);
 */
export async function runLab(
  mode: LabMode,
  run: LabRun,
  json: boolean,
  game: string,
  out: (line: string) => void,
): Promise<SweepResult | undefined> {
  if (mode.kind === 'sweep') {
    const result = await sweep({ ...run, arms: mode.arms, seat: mode.seat });
    const { seconds: _seconds, ...data } = result;
    if (json) out(JSON.stringify(data, null, 2));
    else for (const line of sweepText(result, game)) out(line);
    return result;
  } else if (mode.kind === 'round-robin') {
    const result = await roundRobin({ ...run, entrants: mode.entrants });
    const { seconds, ...data } = result;
    if (json) {
      out(JSON.stringify(data, null, 2));
      return undefined;
    }
    for (const line of [
      `${game}: round robin of ${mode.entrants.length} on the same ${run.games.toLocaleString('en-US')} seeds from seed ${run.seed} (each pairing in both seat orders), ${result.workers} worker${result.workers === 1 ? '' : 's'}, ${seconds.toFixed(1)} s`,
      '',
      ...table([
        ['entrant', 'rating', '95% interval', 'wins', 'losses', 'draws'],
        ...[...result.ratings]
          .sort((a, b) => b.rating - a.rating)
          .map((r) => [
            r.name,
            r.rating.toFixed(0),
            `${r.low.toFixed(0)} to ${r.high.toFixed(0)}`,
            String(r.wins),
            String(r.losses),
            String(r.draws),
          ]),
      ]),
      '',
      `ratings: ${result.method}`,
    ])
      out(line);
  } else {
    const result = await skillTrace({ ...run, agent: mode.agent, levels: mode.levels });
    const { seconds, ...data } = result;
    if (json) {
      out(JSON.stringify(data, null, 2));
      return undefined;
    }
    for (const line of [
      `${game}: skill trace of ${mode.agent.export as string}, each level against the one below on the same ${run.games.toLocaleString('en-US')} seeds from seed ${run.seed} (both seat orders), ${result.workers} worker${result.workers === 1 ? '' : 's'}, ${seconds.toFixed(1)} s`,
      '',
      ...table([
        ['iterations', 'against', 'wins', 'losses', 'draws', 'win share', '95% interval', ''],
        ...result.steps.map((s) => [
          String(s.level),
          String(s.against),
          String(s.wins),
          String(s.losses),
          String(s.draws),
          pct(s.winShare),
          `${pct(s.low)} to ${pct(s.high)}`,
          s.stronger ? 'stronger' : 'not distinguishable from the level below',
        ]),
      ]),
      '',
      result.moreSearchWinsMore
        ? 'more search wins more: every level beat the one below beyond doubt (Wilson 95%)'
        : 'more search does not win more beyond doubt at every level (Wilson 95%)',
    ])
      out(line);
  }
}
