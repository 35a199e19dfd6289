import type { TurnState } from '../next-player.js';

/**
 * One extra turn waiting on the stack: whose it is, and the card that gave it.
 *
 * @example
 * const waiting: ExtraTurn = { player: 'p1', source: 12 };
 */
export interface ExtraTurn {
  player: string;
  source: number | null;
}

/**
 * State the turn structure reads and keeps, beside the game's own: who plays
 * (`players`, `active`, `turn`), the phase, the extra turns waiting (newest
 * last), the player of the last natural turn, and the turn `next-turn` is
 * starting. Plain JSON, so a save in the middle of stacked extra turns
 * continues the same.
 *
 * @example
 * interface DuelState extends CardState, TurnStructureState { lifePoints: Record<string, number> }
 */
export interface TurnStructureState extends TurnState {
  /** The phase under way: its name from the structure's phases. */
  phase?: string;
  /** Extra turns waiting, the newest last: it is taken first (CR 500.7). */
  extraTurns?: ExtraTurn[];
  /** The player whose natural turn was the last; the natural order goes on after them. */
  natural?: string;
  /** The turn `next-turn` is starting right now; `begin-turn` refuses any other. */
  beginning?: { player: string; turn: number } | null;
}

/** The players, checked: a non-empty list. */
export function playersOf(state: TurnStructureState, node: string): string[] {
  const players = state.players;
  if (!Array.isArray(players) || players.length === 0) throw new Error(`${node}: state.players must be a non-empty array`);
  return players;
}

/** The player after `player` in turn order (the first when there is none yet). */
export function following(state: TurnStructureState, player: string | undefined, node: string): string {
  const players = playersOf(state, node);
  if (player === undefined) return players[0]!;
  const index = players.indexOf(player);
  if (index < 0) throw new Error(`${node}: player "${player}" is not in state.players`);
  return players[index + 1 === players.length ? 0 : index + 1]!;
}

/** The extra turns waiting, checked: made when first needed. */
export function extraTurnsOf(state: TurnStructureState, node: string): ExtraTurn[] {
  const stack = (state.extraTurns ??= []);
  if (!Array.isArray(stack)) throw new Error(`${node}: state.extraTurns must be a list of { player, source }`);
  return stack;
}
