// How the duel's card text reads (cardText): its nodes, trigger, zones, stats and state, and how a token is named.
import type { CardDefinition, CardReadings } from 'cardweave';

/** Who takes damage: "you take 500 damage", or the card inflicts it on another. */
const damage = (args: Readonly<Record<string, { you?: boolean } | undefined>>): string =>
  args.player?.you === true ? '{player} [take|takes] {amount} damage' : 'inflict {amount} damage to {player}';

/** A card the duel's cards create: a token reads with its stats, "Sapling tokens (level 1, ATK 0, DEF 800)". */
function cardName(card: CardDefinition, count: number): string {
  if (card.stats.token !== 1) return card.name;
  const { level, atk, def } = card.stats;
  return `${card.name} token${count === 1 ? '' : 's'} (level ${String(level)}, ATK ${String(atk)}, DEF ${String(def)})`;
}

/** The duel's readings, declared by its base rules pack (game.ts). */
export const duelReadings: CardReadings = {
  triggers: {
    // A spell's text is its effect; one with a target names it first (its stat "target").
    activated: {
      reads: (card) =>
        card.stats.target === 'opponent-spell-or-trap' ? 'Target one spell or trap card your opponent controls:' : '',
      args: { target: 'it' },
    },
    set: { reads: 'When this card is set' },
    summoned: { reads: 'When this monster is summoned' },
  },
  nodes: {
    'duel.gain-life-points': {
      does: '{player} [gain|gains] {amount} life points',
      event: '{player} [gain|gains] life points',
      nouns: { player: 'player' },
    },
    'duel.inflict-damage': {
      does: damage,
      event: '{player} [take|takes] {kind?} damage',
      instead: '{player} [take|takes] it instead',
      nouns: { player: 'player' },
    },
    'duel.destroy': {
      does: 'destroy {card}',
      event: '{card} [is|are] destroyed {cause?}',
      nouns: { card: 'card' },
      values: { cause: { effect: 'by a card effect', battle: 'by battle' } },
    },
    'duel.measure-atk': {
      event: "{card}'s ATK [is|is] measured",
      gains: { atk: '{card} [gain|gains] {by} ATK' },
      nouns: { card: 'monster' },
    },
    'duel.attack': {
      event: '{attacker} [declare|declares] an attack',
      nouns: { attacker: 'monster', player: 'player' },
      controlledBy: { attacker: 'player' },
    },
    'duel.can-attack': {
      forbid: '{attacker} can{not} attack',
      nouns: { attacker: 'monster', player: 'player' },
      controlledBy: { attacker: 'player' },
    },
    'duel.can-summon': {
      forbid: '{player} can{not} normal summon {card}',
      permit: '{player} may normal summon',
      nouns: { card: 'monster', player: 'player' },
    },
    'duel.special-summon': {
      does: '{player:subject} special [summon|summons] {cards} in {position} position',
      nouns: { player: 'player' },
    },
    'duel.discard': { does: '{player:subject} [discard|discards] {count:count} card{count:s}', nouns: { player: 'player' } },
    'duel.send-to-graveyard': {
      does: 'send {card} to the graveyard',
      event: '{card} [is|are] sent to the graveyard',
      nouns: { card: 'card' },
    },
    'duel.halt-the-charge': { does: 'negate the attack' },
    'duel.deck-out': { does: '{player} [lose|loses] the duel', nouns: { player: 'player' } },
  },
  zones: {
    monsters: {
      place: 'monster zones',
      cards: 'monsters {owner} [control|controls]',
      all: 'monsters on the field',
      count: '{owner} [control|controls] {n} monsters',
      while: 'while this monster is on the field',
    },
    // A continuous spell's effects last while it is face up on the field: its kind says so, its text does not.
    spells: { place: 'spell and trap zones', cards: 'spells and traps {owner} [control|controls]', while: '' },
    hand: { place: 'hand' },
    deck: { place: 'deck' },
    graveyard: { place: 'graveyard' },
  },
  stats: {
    atk: { whose: 'whose original ATK is {value}' },
    level: { whose: 'of level {value}', more: 'or higher', less: 'or lower' },
  },
  state: { 'turnFlags.normalSummons': { lt: 'up to {value:count} times' } },
  cardName,
  twoPlayers: true,
};
