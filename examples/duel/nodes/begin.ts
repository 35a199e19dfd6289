import { defineNode } from 'cardweave';
import { OPENING_HAND, PLAYERS, ZONES, type DuelState } from '../state.js';

/** Opens a duel: each player shuffles their deck with the game's RNG and draws five; then the turn order starts (turn 1). */
export const beginNode = defineNode<Record<string, never>, DuelState>({
  name: 'duel.begin',
  description: 'Each player shuffles their deck and draws five cards; then the first turn starts.',
  calls: ['shuffle', { node: 'draw', with: { onEmpty: 'duel.deck-out' } }],
  continuesTo: ['next-turn'],
  body(ctx) {
    const state = ctx.state;
    for (const player of PLAYERS) ctx.call('shuffle', { zone: ZONES[player]!.deck });
    for (const player of PLAYERS) {
      const { deck, hand } = ZONES[player]!;
      for (let i = 0; i < OPENING_HAND; i++) ctx.call('draw', { player, from: deck, to: hand, onEmpty: 'duel.deck-out' });
    }
    if (ctx.logging) ctx.log({ type: 'duel.opened', lifePoints: state.startingLifePoints, hand: OPENING_HAND });
    ctx.next('next-turn', {});
  },
});
