/**
 * The duel's spells and traps, as a card pack. Every card is data: what it
 * does is steps whose verbs are the duel's nodes, and what it does to the
 * rules is hooks, owned by the card, that live while it is on the field (the
 * card layer detaches them when it leaves, whatever moved it). Only Halt the
 * Charge has code of its own: the node that carries out its controller's answer.
 */
import { cardOf, defineCard, defineCardPack, defineNode, type CardPack } from 'cardweave';
import type { AttackArgs } from '../nodes/attack.js';
import { TARGETS_OPPONENT_SPELL_OR_TRAP } from '../moves.js';
import { text } from '../formatters.js';
import { controllerOf, nameOf, playerName, type DuelState } from '../state.js';

export const mendingRain = defineCard({
  id: 'duel.mending-rain',
  name: 'Mending Rain',
  kind: 'spell',
  stats: { type: 'normal' },
  text: 'You gain 1000 life points.',
  abilities: [{ on: 'activated', steps: [{ do: 'duel.gain-life-points', player: '$you', amount: 1000 }] }],
});

export const sparkVolley = defineCard({
  id: 'duel.spark-volley',
  name: 'Spark Volley',
  kind: 'spell',
  stats: { type: 'normal' },
  text: 'Inflict 500 damage to your opponent.',
  // Effect damage, through the same node as battle damage.
  abilities: [{ on: 'activated', steps: [{ do: 'duel.inflict-damage', player: '$opponent', amount: 500, kind: 'effect' }] }],
});

export const shatterwind = defineCard({
  id: 'duel.shatterwind',
  name: 'Shatterwind',
  kind: 'spell',
  stats: { type: 'normal', target: TARGETS_OPPONENT_SPELL_OR_TRAP },
  text: 'Target one spell or trap card your opponent controls: destroy it.',
  abilities: [{ on: 'activated', steps: [{ do: 'duel.destroy', card: '$args.target', cause: 'effect' }] }],
});

export const rallyingBanner = defineCard({
  id: 'duel.rallying-banner',
  name: 'Rallying Banner',
  kind: 'spell',
  stats: { type: 'continuous' },
  text: 'Monsters you control gain 300 ATK.',
  // A pre hook on every ATK measurement, for as long as the banner stays on the field.
  abilities: [
    {
      while: '{controller}.spells',
      hooks: [
        {
          node: 'duel.measure-atk',
          phase: 'pre',
          key: 'rallying-banner:{self}',
          if: { $eq: [{ $controllerOf: '$args.card' }, '$you'] },
          steps: [{ do: 'set', atk: { $add: ['$args.atk', 300] } }],
        },
      ],
    },
  ],
});

export const mirrorWard = defineCard({
  id: 'duel.mirror-ward',
  name: 'Mirror Ward',
  kind: 'spell',
  stats: { type: 'continuous' },
  text: 'If you would take battle damage, your opponent takes it instead.',
  // A mask on inflict-damage: the same damage, to the other player. Their own ward may send it back, once (each mask applies once per event).
  abilities: [
    {
      while: '{controller}.spells',
      hooks: [
        {
          node: 'duel.inflict-damage',
          phase: 'mask',
          key: 'mirror-ward:{self}',
          when: { $and: [{ $eq: ['$args.kind', 'battle'] }, { $eq: ['$args.player', '$you'] }] },
          steps: [
            {
              do: 'log',
              entry: { type: 'duel.reflected', card: '$self', name: { $name: '$self' }, player: '$args.player', to: { $opponentOf: '$args.player' }, amount: '$args.amount' },
            },
            { do: 'redirect', set: { player: { $opponentOf: '$args.player' } } },
          ],
        },
      ],
    },
  ],
});

export const haltTheCharge = defineCard({
  id: 'duel.halt-the-charge',
  name: 'Halt the Charge',
  kind: 'trap',
  stats: { type: 'normal' },
  text: "When an opponent's monster declares an attack: negate the attack.",
  // Once set: a pre hook on every attack. When an opponent's monster attacks, the attack waits (as data in the
  // decision) while the trap's controller is asked; duel.halt-the-charge carries out the answer. Offered once per attack.
  abilities: [
    {
      while: '{controller}.spells',
      hooks: [
        {
          node: 'duel.attack',
          phase: 'pre',
          key: 'halt-the-charge:{self}',
          when: { $and: [{ $ne: ['$args.player', '$you'] }, { $not: { $in: ['$self', '$args.asked'] } }] },
          steps: [
            { do: 'cancel', reason: 'waiting for Halt the Charge' },
            {
              do: 'choose',
              player: '$you',
              prompt: { $concat: ['Activate Halt the Charge to negate the attack of ', { $name: '$args.attacker' }, '?'] },
              options: ['activate', 'decline'],
              then: 'duel.halt-the-charge',
              args: { card: '$self', attack: '$args' },
            },
          ],
        },
      ],
    },
  ],
});

/** Every spell and trap of the duel. */
export const SPELLS_AND_TRAPS = [mendingRain, sparkVolley, shatterwind, rallyingBanner, mirrorWard, haltTheCharge] as const;

/** Args of duel.halt-the-charge. */
interface HaltArgs {
  card: number;
  attack: AttackArgs;
  choice: 'activate' | 'decline';
}

/** The answer to Halt the Charge: activated, it negates the attack and goes to the graveyard; declined, the attack goes on. */
const haltTheChargeNode = defineNode<HaltArgs, DuelState>({
  name: 'duel.halt-the-charge',
  description: 'Negates the held attack and sends the trap to the graveyard, or lets the attack go on.',
  calls: ['duel.send-to-graveyard'],
  continuesTo: ['duel.attack'],
  args: { card: 'the trap', attack: 'the args of the attack held back', choice: "'activate' or 'decline'" },
  body(ctx, { card, attack, choice }) {
    if (choice === 'decline') return ctx.next('duel.attack', { ...attack, asked: [...attack.asked, card] });
    cardOf(ctx.state, card).faceUp = true;
    if (ctx.logging)
      ctx.log({
        type: 'duel.negated',
        player: controllerOf(ctx.state, card),
        card,
        attacker: attack.attacker,
        name: nameOf(ctx.state, attack.attacker),
      });
    ctx.call('duel.send-to-graveyard', { card });
  },
});

/** The duel's spells and traps: the base game loads this pack; a game without it has monsters only. */
export const spellsAndTrapsPack: CardPack<DuelState> = defineCardPack<DuelState>({
  name: 'duel-spells-and-traps',
  cards: [...SPELLS_AND_TRAPS],
  nodes: [haltTheChargeNode],
  formatters: {
    'duel.reflected': (e) =>
      `${text(e.name)} reflects the battle damage: ${playerName(text(e.to))} takes it instead of ${playerName(text(e.player))}`,
    'duel.negated': (e) => `${playerName(text(e.player))} activates Halt the Charge: the attack of ${text(e.name)} is negated`,
  },
});
