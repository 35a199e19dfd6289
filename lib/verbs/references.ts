// The references card text names by themselves: "you", "this card", "the damaged player" ($args.player).

/**
 * The card's player: its controller when the ability fired (`'$you'`).
 *
 * @example
 * on('drawn', score(YOU, 1)); // { on: 'drawn', steps: [{ do: 'score', player: '$you', points: 1 }] }
 */
export const YOU = '$you';

/**
 * The other player of a two-player game (`'$opponent'`); it reads the board, so a hook's `when` cannot use it.
 *
 * @example
 * step('duel.inflict-damage', { player: OPPONENT, amount: 500 });
 */
export const OPPONENT = '$opponent';

/**
 * This card: the one whose ability runs (`'$self'`).
 *
 * @example
 * moveCards([SELF], zone('discard'), { faceUp: true });
 */
export const SELF = '$self';

/**
 * This card's owner (`'$owner'`).
 *
 * @example
 * score(OWNER, 1);
 */
export const OWNER = '$owner';

/**
 * This card's controller now (`'$controller'`).
 *
 * @example
 * score(CONTROLLER, 1);
 */
export const CONTROLLER = '$controller';

/**
 * The card a `where` asks about (`'$it'`): only inside {@link cards}' condition.
 *
 * @example
 * cards('{you}.hand', eq(statOf('kind', IT), 'spell'));
 */
export const IT = '$it';

/**
 * The whole args of the run (`'$args'`): what the hooked node, or the trigger, was given.
 *
 * @example
 * choose({ player: YOU, prompt: 'Negate?', options: ['yes', 'no'], then: 'x.answer', args: { attack: ARGS } });
 */
export const ARGS = '$args';

/**
 * One field of the run's args (`'$args.player'`), by a dotted path.
 *
 * @example
 * replace('duel.inflict-damage').when(eq(arg('player'), YOU)).do(redirect({ player: OPPONENT }));
 */
export function arg(path: string): string {
  return `$args.${path}`;
}

/**
 * What an earlier step gave under a name ({@link called}, {@link remember}): `ref('saplings')` is `'$saplings'`.
 *
 * @example
 * [called('saplings', createCards('duel.sapling', YOU, { count: 2 })), step('duel.special-summon', { cards: ref('saplings') })];
 */
export function ref(name: string): string {
  return `$${name}`;
}
