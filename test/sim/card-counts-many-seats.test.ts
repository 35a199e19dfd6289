import test from 'ava';
import { simulate } from '../../lib/index.js';

// A card's marks still unset are counted per card: 2 per seat, 256 here, which a byte would wrap to 0 (every card
// skipped as if it had nothing left to teach).
test("a card game of 128 seats counts every seat's cards drawn and played", async (t) => {
  const game = { module: import.meta.resolve('./fixtures/many-seats-game.js'), export: 'manySeatsGame' };
  const { report } = await simulate({ game, games: 1, seed: 1, workers: 1 });
  t.is(report.cards.length, 128);
  const card = (id: string) => report.cards.find((c) => c.card === id)!;
  t.like(card('card-of-p2'), { drawn: 1, played: 1, winShareWhenPlayed: 1 });
  t.like(card('card-of-p1'), { drawn: 1, played: 0, winShareWhenPlayed: null });
  t.like(card('card-of-p128'), { drawn: 1, played: 1, winShareWhenPlayed: 0 });
  t.is(
    report.cards.reduce((sum, c) => sum + c.played, 0),
    64,
  );
});
