import type { Engine, SeatDecision } from 'cardweave';
import type { FileInUse } from '../../shared/files/same-file.js';
import { isRefusal } from '../../shared/run-command-line.js';
import type { AgentKind, SearchBudget } from '../agents/index.js';
import { boardLines } from '../board.js';
import { describeOption } from '../describe.js';
import { duelLines } from '../formatters.js';
import { writeSave } from '../save-file.js';
import { historyCommand } from './history-commands.js';
import { playerName, type DuelState, type Player } from '../state.js';
import type { LineReader } from './line-reader.js';
import { historyOf } from 'cardweave';

/** Where the save goes when the player types a bare `s`. */
export const DEFAULT_SAVE_FILE = 'duel-save.json';

/** A game being played at the terminal, and how to save it. */
export interface TerminalSession {
  engine: Engine<DuelState>;
  seed: number;
  agents: Record<Player, AgentKind>;
  /** The mcts player's budget, saved with the game when a seat is one. */
  search?: SearchBudget;
  /** Log entries already shown. */
  shown: number;
  /** Files this session writes otherwise (its trace), which a save must not replace. */
  protect?: readonly FileInUse[];
}

/**
 * Plays a duel with one or two humans at the terminal: bots answer inside
 * engine.run(); when a human is asked, the board and the numbered legal
 * moves are shown and the answer is read from `input`. `s [file]` saves,
 * `q` quits, `u`, `r`, `b NAME`, `g NAME`, `branches` and `c A B` move in
 * the game's history (`h` lists them), anything else asks again. Returns
 * the exit status.
 */
export async function playAtTerminal(
  session: TerminalSession,
  input: LineReader,
  write: (text: string) => void,
): Promise<number> {
  const { engine } = session;
  const say = (lines: string[]): void => {
    if (lines.length > 0) write(`${lines.join('\n')}\n`);
  };
  for (;;) {
    const status = engine.run();
    say(duelLines(engine, session.shown));
    session.shown = engine.log.length;
    if (status.status === 'ended') return 0;
    if (status.status !== 'awaiting') {
      say([`The duel stopped: ${status.status}`]);
      return 1;
    }
    const decision = status.decision;
    const state = engine.state;
    const options = decision.options;
    say(['', ...boardLines(state, decision.player), `[${playerName(decision.player)}] ${decision.prompt}`]);
    // Worded from the asked player's view, as at a table: one wording function, which never sees the state.
    const seen = engine.view(decision.player);
    const asked = seen.pending as SeatDecision;
    say(asked.options.map((option, i) => `  ${i + 1}) ${describeOption(seen.state, asked, option)}`));
    // A pick (discard two cards) is answered with several numbers: "1 3".
    const pick = decision.pick;
    const count = pick === undefined ? '' : pick.min === pick.max ? String(pick.min) : `${pick.min} to ${pick.max}`;
    const ask =
      pick === undefined
        ? `Your move (1-${options.length}, s [file] to save, q to quit): `
        : `Pick ${count}: numbers from 1 to ${options.length} separated by spaces (s [file] to save, q to quit): `;
    for (;;) {
      write(ask);
      const line = await input.next();
      if (line === null) {
        say(['', 'Input ended: the duel is left unfinished (not saved).']);
        return 0;
      }
      if (input.echo) write(`${line}\n`);
      const answer = line.trim();
      if (answer === 'q') {
        say(['Quit: the duel is left unfinished (not saved).']);
        return 0;
      }
      if (answer === 's' || answer.startsWith('s ')) {
        const file = answer.slice(1).trim() || DEFAULT_SAVE_FILE;
        try {
          writeSave(file, engine, session.seed, session.agents, session.protect, session.search);
          say([`Saved to ${file}; resume with: npm run duel -- --load ${file}`]);
        } catch (error) {
          // Not saved, and the game goes on: the player may try another name.
          if (!isRefusal(error)) throw error;
          say([`Not saved: ${error.message.split('\n')[0]}`]);
        }
        continue;
      }
      const before = { head: historyOf(engine).head, tip: historyOf(engine).tip };
      const said = historyCommand(engine, session.agents, answer);
      if (said !== undefined) {
        say(said);
        // Moved in the history: the board and the question are shown again from where the game now stands.
        if (historyOf(engine).head !== before.head || historyOf(engine).tip !== before.tip) {
          session.shown = Math.min(session.shown, engine.log.length);
          break;
        }
        continue;
      }
      if (pick !== undefined) {
        const picked = /^\d+(\s+\d+)*$/.test(answer) ? answer.split(/\s+/).map((n) => Number(n) - 1) : [];
        if (picked.length > 0 && picked.every((i) => i >= 0 && i < options.length)) {
          try {
            engine.decide(
              decision.player,
              picked.map((i) => options[i]!),
              decision.id,
            );
            break;
          } catch (error) {
            // Twice the same card, too few or too many: the engine says which, and the player answers again.
            if (!isRefusal(error)) throw error;
            say([`Not an answer: ${error.message.split(': ').slice(1).join(': ')}`]);
            continue;
          }
        }
        say([
          `"${answer}" is not a pick: answer with numbers from 1 to ${options.length} separated by spaces, s [file] to save, or q to quit.`,
        ]);
        continue;
      }
      const index = /^\d+$/.test(answer) ? Number(answer) - 1 : -1;
      if (index >= 0 && index < options.length) {
        engine.decide(decision.player, options[index]!, decision.id);
        break;
      }
      say([
        `"${answer}" is not a move: answer with a number from 1 to ${options.length}, h for undo and branches, s [file] to save, or q to quit.`,
      ]);
    }
  }
}
