import { defineCardPack, defineEffect, type CardPack } from 'cardweave';
import type { RevealArgs } from './nodes/reveal.js';
import { playerName, type WarState } from './state.js';

/** The reveal args once the player has turned: the mask lets the reveal itself run. */
type TurnArgs = RevealArgs & { turned?: true };

/**
 * "turns", War at a table: before each battle the player who leads turns
 * the cards by answering "Turn the top cards", so a table of War is played
 * one battle per answer instead of ending when it is created. Nothing else
 * changes: the same shuffle, deal and comparisons, the same result for a
 * seed. A bot seat answers it after the server's bot delay, which paces a
 * table of two bots for a person to watch. Only on battles (a war's reveal
 * is part of its battle); it masks war.reveal, so it does not load with a
 * pack that masks it too (twist).
 */
export const turns: CardPack<WarState> = defineCardPack<WarState>({
  name: 'turns',
  cards: [],
  effects: {
    'turns.askToTurn': defineEffect<WarState>({
      continuesTo: [{ node: 'war.reveal', choice: true }],
      run(ctx, args: TurnArgs) {
        if (args.battle !== true || args.turned === true) return ctx.decline();
        const leader = args.players[0]!;
        ctx.choose({
          player: leader,
          prompt: `${playerName(leader)}: turn the top cards`,
          options: ['turn'],
          then: 'war.reveal',
          args: { players: [...args.players], battle: true, turned: true },
        });
      },
    }),
  },
  hooks: [{ node: 'war.reveal', phase: 'mask', spec: { key: 'turns.ask', effect: 'turns.askToTurn' } }],
});
