// The terminal's history commands: undo, redo, branch, go to a branch, list and compare branches.
// Each moves the engine through historyOf(engine); the terminal then shows the board again.
import { CardweaveError, type Engine, historyOf } from 'cardweave';
import type { AgentKind } from '../agents/index.js';
import { duelLines } from '../formatters.js';
import { playerName, type DuelState, type Player } from '../state.js';

/** What the terminal says about the history commands (`h`). */
export const HISTORY_HELP = [
  'u            undo: back to your previous decision',
  'r            redo: play again what undo took back',
  'b NAME [N]   start branch NAME here (or at point N) and play on it',
  'g NAME       go to branch NAME, where it stands',
  'branches     list the branches (* is the one being played)',
  'c A B        compare branches A and B from where they part',
];

/** True when a bot, not a person, answers `player`'s decisions. */
const isBot = (agents: Record<Player, AgentKind>, player: string | undefined): boolean =>
  player !== undefined && agents[player as Player] !== 'human';

/**
 * Runs one history command typed at the terminal; returns what to say, or
 * undefined when the line is no history command. A refusal (nothing to
 * undo, an unknown branch) is said, and the game is as it was.
 *
 * @example
 * historyCommand(engine, agents, 'b careful'); // ['On branch "careful" at point 7 (7 decisions)']
 */
export function historyCommand(engine: Engine<DuelState>, agents: Record<Player, AgentKind>, line: string): string[] | undefined {
  const [command, ...words] = line.split(/\s+/);
  const history = historyOf(engine);
  try {
    switch (command ?? '') {
      case 'u': {
        if (words.length > 0) return undefined;
        // Undo the bots' answers too, back to a question a person answers.
        history.undo();
        while (isBot(agents, engine.pending?.player) && history.tip > 0) history.undo();
        return [`Undone: back to point ${history.tip} (${playerName(engine.pending!.player)} to answer).`];
      }
      case 'r': {
        if (words.length > 0) return undefined;
        history.redo();
        return [`Redone: at point ${history.tip}.`];
      }
      case 'b': {
        if (words.length < 1 || words.length > 2) return undefined;
        if (words[1] !== undefined && !/^\d+$/.test(words[1]))
          return [`"${words[1]}" is not a point: give a number from 0 to ${history.size - 1}.`];
        history.branch(words[0]!, words[1] === undefined ? undefined : Number(words[1]));
        return [`On branch "${history.head}" at point ${history.tip} (${decisions(history.branches(), history.head)}).`];
      }
      case 'g': {
        if (words.length !== 1) return undefined;
        history.switchTo(words[0]!);
        return [`On branch "${history.head}" at point ${history.tip} (${decisions(history.branches(), history.head)}).`];
      }
      case 'branches':
        if (words.length > 0) return undefined;
        return history
          .branches()
          .map(
            (b) =>
              `${b.head ? '*' : ' '} ${b.name}: point ${b.tip}, ${plural(b.decisions)}${b.end !== b.tip ? ` (redo up to point ${b.end})` : ''}`,
          );
      case 'c': {
        if (words.length !== 2) return undefined;
        const { from, decisions: shared, a, b } = history.compare(words[0]!, words[1]!);
        const side = (s: typeof a): string[] => {
          const lines = duelLines({ log: s.log, graph: engine.graph });
          return [
            `${s.branch} (${plural(s.decisions.length)} more):`,
            ...(lines.length === 0 ? ['  (nothing)'] : lines.map((l) => `  ${l}`)),
          ];
        };
        return [`${a.branch} and ${b.branch} part after point ${from} (${plural(shared)}):`, ...side(a), ...side(b)];
      }
      case 'h':
        return words.length > 0 ? undefined : HISTORY_HELP;
      default:
        return undefined;
    }
  } catch (error) {
    if (error instanceof CardweaveError) return [error.message];
    throw error;
  }
}

function decisions(branches: { name: string; decisions: number }[], name: string): string {
  return plural(branches.find((b) => b.name === name)!.decisions);
}

const plural = (n: number): string => `${n} decision${n === 1 ? '' : 's'}`;
