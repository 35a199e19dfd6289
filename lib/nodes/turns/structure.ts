import { DefinitionError } from '../../graph/errors.js';
import type { NodeDefinition } from '../../graph/types.js';
import { beginTurnNode } from './begin-turn.js';
import { endTurnNode } from './end-turn.js';
import { extraTurnNode } from './extra-turn.js';
import { nextTurnNode } from './next-turn.js';
import { beginPhaseNode, nextPhaseNode, type PhaseSpec } from './phases.js';
import { skipPhaseNode, skipTurnNode } from './skip-turn.js';

/**
 * How a game's turns go: its phases in order, and optionally a node called
 * when each turn begins, before its first phase (per-turn limits reset there).
 *
 * @example
 * const options: TurnStructureOptions = { phases: [{ name: 'main', node: 'my.main' }], atTurnStart: 'my.untap' };
 */
export interface TurnStructureOptions {
  phases: readonly PhaseSpec[];
  atTurnStart?: string;
}

/** Array.isArray without widening the list to any[]. */
function isList(value: readonly PhaseSpec[] | undefined): value is readonly PhaseSpec[] {
  return Array.isArray(value);
}

/**
 * The nodes of a game's turns: `next-turn`, `begin-turn`, `begin-phase`,
 * `next-phase`, `end-turn`, `extra-turn`, `skip-turn` and `skip-phase`. Turns are state,
 * not queued invocations: extra turns wait on a stack in the state (the
 * newest first), a skip is a pre hook that cancels `begin-turn` or
 * `begin-phase`, and each turn ends at the back of the queue, so what a card
 * queues during a turn runs before it ends. Start the game with `next-turn`;
 * each phase's node continues with `next-phase` when its phase is over.
 *
 * @example
 * const turns = turnStructure({ phases: [{ name: 'draw', node: 'my.draw' }, { name: 'main', node: 'my.main' }] });
 * defineCardGame({ id: 'my-game', nodes: [...standardNodes, ...turns, draw, main], setup, start: { node: 'next-turn', args: {} } });
 */
export function turnStructure(options: TurnStructureOptions): NodeDefinition[] {
  const phases: readonly PhaseSpec[] | undefined = options?.phases;
  if (!isList(phases) || phases.length === 0)
    throw new DefinitionError('turns-bad-options', 'turnStructure needs phases: a non-empty list of { name, node }');
  const names = new Set<string>();
  phases.forEach((phase, i) => {
    if (
      phase === null ||
      typeof phase !== 'object' ||
      typeof phase.name !== 'string' ||
      phase.name === '' ||
      typeof phase.node !== 'string' ||
      phase.node === ''
    )
      throw new DefinitionError('turns-bad-options', `turnStructure: phases[${i}] must be { name, node } with non-empty strings`);
    if (names.has(phase.name))
      throw new DefinitionError('turns-bad-options', `turnStructure: phase "${phase.name}" is listed twice`);
    names.add(phase.name);
  });
  if (options.atTurnStart !== undefined && (typeof options.atTurnStart !== 'string' || options.atTurnStart === ''))
    throw new DefinitionError('turns-bad-options', 'turnStructure: atTurnStart must name a node');
  const copy = phases.map((p) => ({ name: p.name, node: p.node }));
  return [
    nextTurnNode,
    beginTurnNode(copy, options.atTurnStart),
    beginPhaseNode(copy),
    nextPhaseNode(copy),
    endTurnNode,
    extraTurnNode,
    skipTurnNode,
    skipPhaseNode,
  ];
}
