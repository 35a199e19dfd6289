import { basename, resolve } from 'node:path';
import { SimulationError } from '../errors.js';
import { simulate } from '../simulate.js';
import { pairedDifference } from '../stats/paired.js';
import type { ModuleExport } from '../types.js';
import type { PlannedAgent, PlannedArm, SweepPlayOptions } from './play.js';
import { wonMeasure } from './play.js';
import { gameRef } from './refs.js';
import type { AgentArm, ArmChange, SweepArm, SweepRequest, SweepResult } from './types.js';

// From the sources this file is .ts and so is the play module; from dist/, both are .js.
const PLAY_MODULE = new URL(`./play${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url).href;

/**
 * How each arm's interval is made, as the result and the docs say it.
 *
 * @example console.log(`interval: ${SWEEP_METHOD}`);
 */
export const SWEEP_METHOD =
  "paired difference on common seeds: per seed d = (arm won) - (base won); change = mean(d), 95% interval change ± 1.96·sd(d)/√n (the Wald interval of McNemar's paired design)";

/**
 * Plays the base arm and every arm on the same seeds (common random
 * numbers) and reports each arm's change in a seat's win share against the
 * base with a paired 95% interval; an arm whose interval contains 0 is not
 * distinguishable from the base on these games. Seeds are shared out to
 * workers as simulate() shares games (each seed plays every arm), so the
 * result is the same for any number of workers.
 *
 * @example
 * const { arms } = await sweep({ game: { module: '/abs/examples/duel/game.ts', export: 'duelGame' }, arms: [{ card: 'duel.ogre', field: 'atk', values: [2000] }], games: 1000, seed: 1 });
 * arms[0]; // { name: 'duel.ogre.atk=2000', seat: 'p1', change: 0.031, low: 0.012, high: 0.05, distinguishable: true, ... }
 */
export async function sweep(request: SweepRequest): Promise<SweepResult> {
  if (request === null || typeof request !== 'object')
    throw new SimulationError('sweep-bad-arm', `sweep() needs a request object, got ${String(request)}`);
  const started = performance.now();
  const packRefs: (string | ModuleExport)[] = [];
  const packIndex = (ref: unknown, field: string): number => {
    const key = packKey(ref, field);
    const at = packRefs.findIndex((known) => packKey(known, field) === key);
    if (at >= 0) return at;
    packRefs.push(ref as string | ModuleExport);
    return packRefs.length - 1;
  };
  if (request.packs !== undefined && !Array.isArray(request.packs))
    throw new SimulationError('sim-packs-not-array', `sweep(): packs must be an array of pack file paths or { module, export }`);
  const basePacks = (request.packs ?? []).map((ref, i) => packIndex(ref, `packs[${i}]`));
  const baseAgents = (request.agents ?? []).map((arm, i) => plannedAgent(arm, `agents[${i}]`));
  if (!Array.isArray(request.arms) || request.arms.length === 0)
    throw new SimulationError(
      'sweep-bad-arm',
      'sweep(): arms must be a non-empty array of changes ({ card, field, values }, { packIn }, { packOut } or { seat, agent })',
    );
  const arms: PlannedArm[] = [{ name: 'base', packs: basePacks, agents: baseAgents }];
  const changes: readonly ArmChange[] = request.arms;
  changes.forEach((change, i) => arms.push(...plannedArms(change, `arms[${i}]`, basePacks, baseAgents, packIndex)));
  const options: SweepPlayOptions = { game: gameRef(request.game), arms, seat: request.seat, gameOptions: request.options };
  const result = await simulate({
    game: { module: PLAY_MODULE, export: 'sweepGame' },
    packs: packRefs,
    options,
    games: request.games,
    seed: request.seed,
    workers: request.workers,
    onProgress: request.onProgress,
    alsoImports: [options.game.module, ...arms.flatMap((arm) => arm.agents.map((a) => a.agent.module))],
  });
  const allSeats = Object.keys(result.measures)
    .filter((name) => name.startsWith('0:'))
    .map((name) => name.slice(2));
  const seats = request.seat === undefined ? allSeats : [request.seat];
  const n = result.games;
  const base: Record<string, number> = {};
  for (const seat of seats) base[seat] = sum(result.measures[wonMeasure(0, seat)]!) / n;
  const rows: SweepArm[] = [];
  for (let a = 1; a < arms.length; a++) {
    for (const seat of seats) {
      const armWon = result.measures[wonMeasure(a, seat)]!;
      const baseWon = result.measures[wonMeasure(0, seat)]!;
      let armOnly = 0;
      let baseOnly = 0;
      for (let i = 0; i < n; i++) {
        if (armWon[i]! > baseWon[i]!) armOnly++;
        else if (armWon[i]! < baseWon[i]!) baseOnly++;
      }
      const d = pairedDifference(n, armOnly, baseOnly);
      rows.push({
        name: arms[a]!.name,
        seat,
        change: d.change,
        low: d.low,
        high: d.high,
        distinguishable: d.low > 0 || d.high < 0,
        winShare: sum(armWon) / n,
        baseWinShare: base[seat]!,
        armOnly,
        baseOnly,
      });
    }
  }
  return {
    games: n,
    seed: result.seed,
    workers: result.workers,
    seats,
    base,
    arms: rows,
    method: SWEEP_METHOD,
    seconds: (performance.now() - started) / 1000,
  };
}

function sum(values: Float64Array): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

/** The arms one change makes: one per value of a card field, else one. */
function plannedArms(
  change: ArmChange,
  field: string,
  basePacks: number[],
  baseAgents: PlannedAgent[],
  packIndex: (ref: unknown, field: string) => number,
): PlannedArm[] {
  if (change === null || typeof change !== 'object')
    throw new SimulationError(
      'sweep-bad-arm',
      `sweep(): ${field} must be { card, field, values }, { packIn }, { packOut } or { seat, agent }, got ${String(change)}`,
    );
  if ('card' in change) {
    const { card, field: stat, values } = change;
    if (typeof card !== 'string' || card === '' || typeof stat !== 'string' || stat === '')
      throw new SimulationError(
        'sweep-bad-arm',
        `sweep(): ${field} needs a card id and a field name, got card ${JSON.stringify(card)}, field ${JSON.stringify(stat)}`,
      );
    if (
      !Array.isArray(values) ||
      values.length === 0 ||
      values.some((v) => !(typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))))
    )
      throw new SimulationError(
        'sweep-bad-arm',
        `sweep(): ${field} (${card}.${stat}) needs values, a non-empty array of finite numbers or strings`,
      );
    return values.map((value) => ({
      name: `${card}.${stat}=${value}`,
      packs: basePacks,
      agents: baseAgents,
      card: { card, field: stat, value: value as number | string },
    }));
  }
  if ('packIn' in change) {
    const at = packIndex(change.packIn, `${field}.packIn`);
    if (basePacks.includes(at))
      throw new SimulationError(
        'sweep-bad-arm',
        `sweep(): ${field}.packIn ${packName(change.packIn)} is already one of the base's packs`,
      );
    return [{ name: `+${packName(change.packIn)}`, packs: [...basePacks, at], agents: baseAgents }];
  }
  if ('packOut' in change) {
    const at = packIndex(change.packOut, `${field}.packOut`);
    if (!basePacks.includes(at))
      throw new SimulationError(
        'sweep-bad-arm',
        `sweep(): ${field}.packOut ${packName(change.packOut)} is not one of the base's packs`,
      );
    return [{ name: `-${packName(change.packOut)}`, packs: basePacks.filter((p) => p !== at), agents: baseAgents }];
  }
  if ('seat' in change && 'agent' in change) {
    const agent = plannedAgent(change, field);
    const name =
      change.name ??
      `${agent.seat}=${agent.agent.export}${Object.keys(agent.options).length === 0 ? '' : JSON.stringify(agent.options)}`;
    return [{ name, packs: basePacks, agents: [...baseAgents.filter((a) => a.seat !== agent.seat), agent] }];
  }
  throw new SimulationError(
    'sweep-bad-arm',
    `sweep(): ${field} must be { card, field, values }, { packIn }, { packOut } or { seat, agent }, got an object with ${Object.keys(change).join(', ') || 'no fields'}`,
  );
}

function plannedAgent(arm: AgentArm, field: string): PlannedAgent {
  if (typeof arm?.seat !== 'string' || arm.seat === '')
    throw new SimulationError('sweep-bad-arm', `sweep(): ${field}.seat must be a seat's id`);
  const options = arm.options ?? {};
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new SimulationError('sweep-bad-arm', `sweep(): ${field}.options must be an object of plain data`);
  return { seat: arm.seat, agent: gameRef(arm.agent, `${field}.agent`), options: { ...options } };
}

/** One key per pack, whichever way it was named (a relative or absolute path, or a module export). */
function packKey(ref: unknown, field: string): string {
  if (typeof ref === 'string' && ref !== '') return `file:${resolve(ref)}`;
  if (ref !== null && typeof ref === 'object' && 'module' in ref) {
    const { module, export: name } = gameRef(ref as ModuleExport, field);
    return `${module}#${name}`;
  }
  throw new SimulationError('sweep-bad-arm', `sweep(): ${field} must be a pack file path or { module, export }`);
}

function packName(ref: string | ModuleExport): string {
  return typeof ref === 'string' ? basename(ref) : (ref.export ?? 'default');
}
