import type { CardGame, CardState, PackSource } from '../cards/index.js';
import { randomAgent, StepBudgetError, type Engine } from '../graph/index.js';
import { cardPlayOf } from './card-play.js';
import type { PlayOne } from './load-game.js';
import { CardTracker } from './track-cards.js';

/**
 * The function that plays one game of a card game for a simulation: every
 * seat (`state.players`) is a random player seeded from the game's seed and
 * its seat, so a game that asks for decisions plays to its end too; the
 * outcome carries what the report needs: seats, turns (the state field the
 * game's CardPlayRule names), decisions answered, the cards drawn and played,
 * and whether a cap cut the game (its result says `cut: true`, or the engine's
 * step budget ran out). The cards drawn and played are not in the outcome:
 * the player counts them itself, over all its games (`play.cards`, one
 * CardTracker), and playRange adds them to the range's tally. With `cards`
 * false, the cards are not tracked.
 *
 * @example const play = cardGamePlayer(warGame, [], undefined); play(1).winner; // 'p2'
 */
export function cardGamePlayer(game: CardGame, packs: PackSource[], options: unknown, cards = true): PlayOne {
  const rule = cardPlayOf(game);
  const tracker = cards ? new CardTracker(rule) : undefined;
  const play: PlayOne = (seed) => {
    const engine: Engine<CardState> = game.createEngine({ seed, packs, log: false, options });
    const state = engine.state as CardState & { players?: unknown };
    const seats = Array.isArray(state.players) ? state.players.filter((p): p is string => typeof p === 'string') : [];
    // Different streams per seat (Knuth's multiplicative hash of the game's seed, then the seat's index).
    seats.forEach((seat, i) => engine.setAgent(seat, randomAgent((Math.imul(seed, 0x9e3779b1) + i + 1) >>> 0)));
    let decisions = 0;
    engine.on('decisionAnswered', () => decisions++);
    tracker?.begin(engine, seats);
    let winner: string | null = null;
    let cut: boolean;
    try {
      const status = engine.run();
      if (status.status !== 'ended') throw new Error(`the game stopped without a result (status "${status.status}")`);
      const result = status.result as { winner?: string | null; cut?: boolean } | undefined;
      winner = result?.winner ?? null;
      cut = result?.cut === true;
    } catch (error) {
      // The step budget is a cap like any other: the game is cut, not failed.
      if (!(error instanceof StepBudgetError)) throw error;
      cut = true;
    }
    tracker?.end(winner);
    const turns = (state as unknown as Record<string, unknown>)[rule.turns];
    return {
      winner,
      cut,
      seats,
      decisions,
      ...(Number.isSafeInteger(turns) && (turns as number) >= 0 ? { turns: turns as number } : {}),
    };
  };
  if (tracker !== undefined) Object.defineProperty(play, 'cards', { value: tracker });
  return play;
}
