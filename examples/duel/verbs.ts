/**
 * The duel's own verbs, so its cards read as printed: a spell or trap with its
 * text and abilities, the zones a static ability lives in, and a step for
 * each duel node a card names (lib's verbs cover the rest).
 */
import { defineCard, type Ability, type CardDefinition, type Step, type StepsAbility, type Value } from 'cardweave';
import { add, arg, draw, on, setArgs, step, zone } from 'cardweave/verbs';

/** A spell or trap: a type (`'normal'`, `'continuous'`) or its whole stats, its printed text, its abilities. */
function spellOrTrap(kind: 'spell' | 'trap') {
  return (
    id: string,
    name: string,
    stats: string | Record<string, string>,
    text: string,
    ...abilities: Ability[]
  ): CardDefinition =>
    defineCard({ id: `duel.${id}`, name, kind, stats: typeof stats === 'string' ? { type: stats } : stats, text, abilities });
}

/** A spell card of the duel. */
export const spell = spellOrTrap('spell');
/** A trap card of the duel. */
export const trap = spellOrTrap('trap');

/** "While this card is on the field", for a spell or trap: its controller's spell and trap zone. */
export const IN_SPELL_ZONE = '{controller}.spells';
/** "While this monster is on the field": its controller's monster zone. */
export const IN_MONSTER_ZONE = '{controller}.monsters';

/** "When this card is activated". */
export const onActivate = (...steps: Step[]): StepsAbility => on('activated', ...steps);

/** A player draws a card from their deck (an empty deck loses the duel). */
export const drawCard = (player: Value): Step =>
  draw(player, zone('{you}.deck'), zone('{you}.hand'), { onEmpty: 'duel.deck-out' });
/** A player gains life points. */
export const gainLife = (player: Value, amount: Value): Step => step('duel.gain-life-points', { player, amount });
/** A player takes damage: `'battle'` or `'effect'`. */
export const inflictDamage = (player: Value, amount: Value, kind: Value): Step =>
  step('duel.inflict-damage', { player, amount, kind });
/** A card is destroyed: `cause` is `'battle'` or `'effect'`. */
export const destroy = (card: Value, cause: Value): Step => step('duel.destroy', { card, cause });
/** A card goes to its owner's graveyard. */
export const sendToGraveyard = (card: Value): Step => step('duel.send-to-graveyard', { card });
/** Monsters are special summoned, face up in a position. */
export const specialSummon = (player: Value, cards: Value, position: Value): Step =>
  step('duel.special-summon', { player, cards, position });
/** A player discards cards of their choice. */
export const discard = (player: Value, count: Value): Step => step('duel.discard', { player, count });
/** In a pre hook on duel.measure-atk: the monster measured gains ATK. */
export const gainAtk = (amount: number): Step => setArgs({ atk: add(arg('atk'), amount) });
