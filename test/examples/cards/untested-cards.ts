// The example cards with no card test of their own, each with why. every-card-tested.test.ts checks that every
// example card has a card test (its id written in a card test file, or a monster of the duel's loop) or a line here.

/** Card id → why it has no card test of its own. */
export const UNTESTED_CARDS: Readonly<Record<string, string>> = {
  'duel.sapling':
    'a token, never in a hand: Sapling Grove creates it, and its card test checks the two Saplings it makes and their position',
  'lucky.seven':
    "a card of the tutorial's High Card game, which has no card-test adapter: test/docs/tutorial.test.ts plays it through the tutorial's command line",
};

/** Why War's 52 standard cards have no card test of their own: the same for each. */
export const STANDARD_CARDS_REASON =
  'a standard card has no text, only a rank and a suit: every War card test draws some, and the War rule tests compare them';
