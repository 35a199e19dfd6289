import 'reflect-metadata';
import { Container, inject, injectable } from 'inversify';
import type { Agent } from './agents.js';
import { Engine, type EngineOptions } from './engine.js';
import type { RuleGraph } from './graph.js';
import { Rng } from './rng.js';
import { TOKENS } from './tokens.js';

/**
 * Makes engines of one graph, giving each the container's default agents unless told otherwise.
 *
 * @example
 * const engine = container.get<EngineFactory>(TOKENS.EngineFactory).create({ state: {}, seed: 3 });
 */
export interface EngineFactory {
  /** A new engine (one game) of the container's graph. */
  create<S extends object>(options: EngineOptions<S>): Engine<S>;
}

/**
 * Makes seeded RNGs (for setup code and tools outside a game).
 *
 * @example
 * const rng = container.get<RngFactory>(TOKENS.RngFactory)(42); rng.int(6); // 0..5
 */
export type RngFactory = (seed: number) => Rng;

/**
 * Where notices outside any game log go.
 *
 * @example
 * const quiet: Logger = { info: () => {}, warn: (line) => process.stderr.write(`${line}\n`) };
 */
export interface Logger {
  /** A notice worth a line. */
  info(line: string): void;
  /** Something probably wrong that does not stop the game. */
  warn(line: string): void;
}

/**
 * A logger that writes notices to stderr, so stdout stays the game's.
 *
 * @example
 * consoleLogger.warn('pack "x" loaded twice'); // stderr: warning: pack "x" loaded twice
 */
export const consoleLogger: Logger = {
  info: (line) => console.error(line),
  warn: (line) => console.error(`warning: ${line}`),
};

@injectable()
class ContainerEngineFactory implements EngineFactory {
  constructor(
    @inject(TOKENS.Graph) private readonly graph: RuleGraph,
    @inject(TOKENS.Agents) private readonly agents: Record<string, Agent>,
  ) {}

  create<S extends object>(options: EngineOptions<S>): Engine<S> {
    return new Engine<S>(this.graph, { ...options, agents: { ...this.agents, ...options.agents } });
  }
}

/**
 * Options of {@link createContainer}.
 *
 * @example
 * const container = createContainer(graph, { agents: { p2: randomAgent(7) }, logger: consoleLogger });
 */
export interface ContainerOptions {
  agents?: Record<string, Agent>;
  logger?: Logger;
}

/**
 * An inversify container wired for one graph: graph, engine factory, RNG
 * factory, default agents and logger, each under its token in {@link TOKENS}.
 * Card packs load into it as container modules.
 *
 * @example
 * const container = createContainer(graph, { agents: { p1: firstOptionAgent() } });
 * const engine = container.get<EngineFactory>(TOKENS.EngineFactory).create({ state: {}, seed: 3 });
 */
export function createContainer(graph: RuleGraph, options: ContainerOptions = {}): Container {
  const container = new Container();
  container.bind(TOKENS.Graph).toConstantValue(graph);
  container.bind(TOKENS.Agents).toConstantValue(options.agents ?? {});
  container.bind(TOKENS.Logger).toConstantValue(options.logger ?? consoleLogger);
  container.bind<RngFactory>(TOKENS.RngFactory).toConstantValue((seed) => new Rng(seed));
  container.bind(TOKENS.EngineFactory).to(ContainerEngineFactory).inSingletonScope();
  return container;
}
