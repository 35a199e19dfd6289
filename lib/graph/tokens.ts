/**
 * Injection tokens. They are explicit symbols because tsx (esbuild) emits no
 * decorator metadata: every injection must name its token.
 *
 * @example
 * const graph = createContainer(myGraph).get<RuleGraph>(TOKENS.Graph);
 */
export const TOKENS = {
  /** The RuleGraph of the game. */
  Graph: Symbol.for('cardweave.Graph'),
  /** An EngineFactory: makes engines (games) of the graph. */
  EngineFactory: Symbol.for('cardweave.EngineFactory'),
  /** An RngFactory: makes seeded RNGs. */
  RngFactory: Symbol.for('cardweave.RngFactory'),
  /** Default agents by player, a Record<string, Agent>. */
  Agents: Symbol.for('cardweave.Agents'),
  /** A Logger for warnings and notices outside any game log. */
  Logger: Symbol.for('cardweave.Logger'),
} as const;
