// The game sweep() hands to simulate(): for each seed it plays every arm (the base first) and returns, as
// measures, which seat won in each arm. Through simulate, seeds are shared out to workers in batches and merged
// back by game index, so the per-seed pairs, and so the intervals, are the same for any number of workers.
import { defineCard, type CardDefinition, type CardGame, type CardState, type PackSource } from '../../cards/index.js';
import { randomAgent, StepBudgetError, type Agent } from '../../graph/index.js';
import type { ResolvedExport } from '../check-request.js';
import { SimulationError } from '../errors.js';
import { importExport, type PlayLoader, type PlayOne } from '../load-game.js';
import { armGameOptions, checkSeatDecks } from './seat-decks.js';

/** A player for a seat: the factory `agent` called with `{ ...options, seed }`. */
export interface PlannedAgent {
  seat: string;
  agent: ResolvedExport;
  options: Record<string, unknown>;
  /** The entrant's deck for this seat (card ids, one per copy), set through the game option `seatDecks`; undefined for the game's own deck. */
  deck?: { entrant: string; cards: string[] };
}

/** One arm as plain data: which of the loaded packs it plays with, its players, and a card field changed. */
export interface PlannedArm {
  name: string;
  packs: number[];
  agents: PlannedAgent[];
  card?: { card: string; field: string; value: number | string };
}

/** What the workers are sent as simulate()'s options. */
export interface SweepPlayOptions {
  game: ResolvedExport;
  /** Arm 0 is the base. */
  arms: PlannedArm[];
  /** The seats compared; undefined for all of the game's. */
  seat: string | undefined;
  gameOptions: unknown;
}

/** The measure that holds 1 when `seat` won arm `arm`'s game of a seed, else 0. */
export const wonMeasure = (arm: number, seat: string): string => `${arm}:${seat}`;

/** The seed of a seat's player in a game: the same stream a plain simulation gives it (play-card-game.ts). */
const seatSeed = (seed: number, index: number): number => (Math.imul(seed, 0x9e3779b1) + index + 1) >>> 0;

type AgentFactory = (options: Record<string, unknown>) => Agent;

/** The export simulate() loads in every thread (as `{ module: this file, export: 'sweepGame' }`). */
export const sweepGame: PlayLoader = {
  async loadPlay(packs: readonly PackSource[], raw: unknown): Promise<PlayOne> {
    const plan = raw as SweepPlayOptions;
    const game = await importOne(plan.game, 'game');
    if (typeof game !== 'object' || game === null || typeof (game as CardGame).createEngine !== 'function')
      throw new SimulationError(
        'sweep-not-card-game',
        `sweep(): game export "${plan.game.export}" of ${plan.game.module} is not a card game from defineCardGame`,
      );
    const cardGame = game as CardGame;
    const factories = new Map<string, AgentFactory>();
    for (const arm of plan.arms) {
      for (const { agent } of arm.agents) {
        const key = `${agent.module}#${agent.export}`;
        if (factories.has(key)) continue;
        const factory = await importOne(agent, 'agent');
        if (typeof factory !== 'function')
          throw new SimulationError(
            'sweep-agent-not-function',
            `sweep(): agent export "${agent.export}" of ${agent.module} is not a function ({ ...options, seed }) => Agent`,
          );
        factories.set(key, factory as AgentFactory);
      }
    }
    // One game set up with the base's packs: the seats, and the cards whose fields the arms change.
    const probe = cardGame.createEngine({
      seed: 1,
      packs: plan.arms[0]!.packs.map((i) => packs[i]!),
      log: false,
      options: plan.gameOptions,
    });
    const seats = seatsOf(probe.state);
    // Without seats every arm would compare nothing: refused rather than an empty table.
    if (seats.length === 0)
      throw new SimulationError(
        'sweep-no-seat',
        `sweep(): the game's state names no seats (state.players), so there is no seat's win share to compare`,
      );
    if (plan.seat !== undefined && !seats.includes(plan.seat))
      throw new SimulationError(
        'sweep-no-seat',
        `sweep(): seat "${plan.seat}" is not one of the game's seats (${seats.join(', ')})`,
      );
    const arms = plan.arms.map((arm) => ({
      packs: arm.packs.map((i) => packs[i]!),
      options: armGameOptions(plan.gameOptions, arm.agents),
      agents: new Map(
        arm.agents.map((a) => [a.seat, { factory: factories.get(`${a.agent.module}#${a.agent.export}`)!, options: a.options }]),
      ),
      card: arm.card === undefined ? undefined : changedCard(probe.state, arm.card),
    }));
    for (const arm of plan.arms)
      for (const { seat } of arm.agents)
        if (!seats.includes(seat))
          throw new SimulationError(
            'sweep-no-seat',
            `sweep(): arm "${arm.name}" gives a player to seat "${seat}", which is not one of the game's seats (${seats.join(', ')})`,
          );
    // Decks are checked on one set-up game per arm, before any seed is played: a foreign card, or a game that
    // does not set its seats up from `seatDecks`, would otherwise rate decks that never played.
    arms.forEach((arm, a) => checkSeatDecks(cardGame, arm.packs, arm.options, plan.arms[a]!.agents));
    return (seed) => {
      const measures: Record<string, number> = {};
      let winner: string | null = null;
      arms.forEach((arm, a) => {
        const engine = cardGame.createEngine({ seed, packs: arm.packs, log: false, options: arm.options });
        const state: CardState = engine.state;
        if (arm.card !== undefined) {
          const at = state.defs.findIndex((def) => def.id === arm.card!.id);
          if (at >= 0) state.defs[at] = arm.card;
        }
        seats.forEach((seat, i) => {
          const own = arm.agents.get(seat);
          engine.setAgent(
            seat,
            own === undefined ? randomAgent(seatSeed(seed, i)) : own.factory({ ...own.options, seed: seatSeed(seed, i) }),
          );
        });
        const won = playToEnd(engine);
        if (won !== null && !seats.includes(won))
          throw new Error(`arm ${a} was won by "${won}", not one of the game's seats (${seats.join(', ')})`);
        if (a === 0) winner = won;
        for (const seat of seats) measures[wonMeasure(a, seat)] = won === seat ? 1 : 0;
      });
      return { winner, seats, measures };
    };
  },
};

/** The winner, or null for a draw or a game a cap cut (the step budget is a cap like the game's own). */
function playToEnd(engine: ReturnType<CardGame['createEngine']>): string | null {
  try {
    const status = engine.run();
    if (status.status !== 'ended') throw new Error(`the game stopped without a result (status "${status.status}")`);
    return (status.result as { winner?: string | null } | undefined)?.winner ?? null;
  } catch (error) {
    if (error instanceof StepBudgetError) return null;
    throw error;
  }
}

function seatsOf(state: unknown): string[] {
  const players = (state as { players?: unknown }).players;
  return Array.isArray(players) ? players.filter((p): p is string => typeof p === 'string') : [];
}

/** The card with one stat changed, checked against the game's own card of that id: it must exist, have the stat, and the value its type. */
function changedCard(state: CardState, change: { card: string; field: string; value: number | string }): CardDefinition {
  const { card, field, value } = change;
  const own = state.defs.find((def) => def.id === card);
  if (own === undefined) {
    const ids = [...new Set(state.defs.map((def) => def.id))];
    const shown = ids.slice(0, 8).join(', ') + (ids.length > 8 ? `, ... (${ids.length} in all)` : '');
    // `--sweep war.14-of-spades=2` reads as card "war", field "14-of-spades": say what was meant.
    const whole = `${card}.${field}`;
    const meant = ids.includes(whole) ? `; "${whole}" is a card: name one of its stats after it, as ${whole}.FIELD` : '';
    throw new SimulationError('sweep-no-card', `sweep(): no card "${card}" among the cards a game sets up (${shown})${meant}`);
  }
  if (!Object.hasOwn(own.stats, field)) {
    const stats = Object.keys(own.stats).join(', ') || 'none';
    throw new SimulationError('sweep-no-field', `sweep(): card "${card}" has no field "${field}" (its stats: ${stats})`);
  }
  const was = own.stats[field];
  if (typeof value !== typeof was)
    throw new SimulationError(
      'sweep-value-type',
      `sweep(): card "${card}" field "${field}" is a ${typeof was} (${JSON.stringify(was)}), got ${JSON.stringify(value)}`,
    );
  return defineCard({ ...own, stats: { ...own.stats, [field]: value } });
}

function importOne(ref: ResolvedExport, what: string): Promise<unknown> {
  return importExport(ref, what, 'sweep()');
}
