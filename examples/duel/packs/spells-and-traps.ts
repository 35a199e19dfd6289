/**
 * The duel's spells and traps, as a card pack. Every card is data: what it
 * does is steps whose verbs are the duel's nodes, and what it does to the
 * rules is hooks, owned by the card, that live while it is on the field (the
 * card layer detaches them when it leaves, whatever moved it). Only Halt the
 * Charge has code of its own: the node that carries out its controller's answer.
 */
import { cardOf, defineCardPack, defineNode, type CardPack } from 'cardweave';
import {
  and,
  arg,
  ARGS,
  before,
  cancel,
  choose,
  concat,
  controllerOf,
  eq,
  isIn,
  log,
  nameOf,
  ne,
  not,
  opponentOf,
  OPPONENT,
  redirect,
  replace,
  SELF,
  whileIn,
  YOU,
} from 'cardweave/verbs';
import type { AttackArgs } from '../nodes/attack.js';
import { TARGETS_OPPONENT_SPELL_OR_TRAP } from '../moves.js';
import { text } from '../formatters.js';
import { controllerOf as controllerOfCard, nameOf as nameOfCard, playerName, type DuelState } from '../state.js';
import { destroy, gainAtk, gainLife, IN_SPELL_ZONE, inflictDamage, onActivate, spell, trap } from '../verbs.js';

// prettier-ignore
export const mendingRain = spell('mending-rain', 'Mending Rain', 'normal', 'You gain 1000 life points.',
  onActivate(gainLife(YOU, 1000)));

// Effect damage, through the same node as battle damage.
// prettier-ignore
export const sparkVolley = spell('spark-volley', 'Spark Volley', 'normal', 'Inflict 500 damage to your opponent.',
  onActivate(inflictDamage(OPPONENT, 500, 'effect')));

// prettier-ignore
export const shatterwind = spell('shatterwind', 'Shatterwind', { type: 'normal', target: TARGETS_OPPONENT_SPELL_OR_TRAP },
  'Target one spell or trap card your opponent controls: destroy it.', onActivate(destroy(arg('target'), 'effect')));

// A pre hook on every ATK measurement, for as long as the banner stays on the field.
// prettier-ignore
export const rallyingBanner = spell('rallying-banner', 'Rallying Banner', 'continuous', 'Monsters you control gain 300 ATK.',
  whileIn(IN_SPELL_ZONE, before('duel.measure-atk').key('rallying-banner:{self}')
    .if(eq(controllerOf(arg('card')), YOU)).do(gainAtk(300))));

/** The opponent of the player hit. */
const THEIR_OPPONENT = opponentOf(arg('player'));

// A mask on inflict-damage: the same damage, to the other player. Their own ward may send it back, once (each mask applies once per event).
// prettier-ignore
export const mirrorWard = spell('mirror-ward', 'Mirror Ward', 'continuous',
  'If you would take battle damage, your opponent takes it instead.',
  whileIn(IN_SPELL_ZONE, replace('duel.inflict-damage').key('mirror-ward:{self}')
    .when(and(eq(arg('kind'), 'battle'), eq(arg('player'), YOU))).do(
      log({ type: 'duel.reflected', card: SELF, name: nameOf(SELF), player: arg('player'), to: THEIR_OPPONENT,
        amount: arg('amount') }),
      redirect({ player: THEIR_OPPONENT }))));

// Once set: a pre hook on every attack. When an opponent's monster attacks, the attack waits (as data in the
// decision) while the trap's controller is asked; duel.halt-the-charge carries out the answer. Offered once per attack.
// prettier-ignore
export const haltTheCharge = trap('halt-the-charge', 'Halt the Charge', 'normal',
  "When an opponent's monster declares an attack: negate the attack.",
  whileIn(IN_SPELL_ZONE, before('duel.attack').key('halt-the-charge:{self}')
    .when(and(ne(arg('player'), YOU), not(isIn(SELF, arg('asked'))))).do(
      cancel('waiting for Halt the Charge'),
      choose({ player: YOU, prompt: concat('Activate Halt the Charge to negate the attack of ', nameOf(arg('attacker')), '?'),
        options: ['activate', 'decline'], then: 'duel.halt-the-charge', args: { card: SELF, attack: ARGS } }))));

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
        player: controllerOfCard(ctx.state, card),
        card,
        attacker: attack.attacker,
        name: nameOfCard(ctx.state, attack.attacker),
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
