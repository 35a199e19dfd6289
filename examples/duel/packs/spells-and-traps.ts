/**
 * The duel's spells and traps, as a card pack. Every card is declaration plus
 * a named effect; what they do to the rules they do with hooks, owned by the
 * card instance, so they end when the card leaves the field.
 */
import {
  cardOf,
  defineCard,
  hookOwner,
  defineCardPack,
  defineEffect,
  defineNode,
  type CardPack,
  type Condition,
  type Effect,
  type Invocation,
  type ResolveAbilityArgs,
} from 'cardweave';
import type { AttackArgs } from '../nodes/attack.js';
import type { InflictDamageArgs } from '../nodes/inflict-damage.js';
import type { MeasureAtkArgs } from '../nodes/measure-atk.js';
import { TARGETS_OPPONENT_SPELL_OR_TRAP } from '../moves.js';
import { text } from '../formatters.js';
import { OPPONENT, controllerOf, nameOf, playerName, type DuelState } from '../state.js';

export const mendingRain = defineCard({
  id: 'duel.mending-rain',
  name: 'Mending Rain',
  kind: 'spell',
  stats: { type: 'normal' },
  text: 'You gain 1000 life points.',
  abilities: [{ on: 'activated', effect: 'duel.gainLifePoints', params: { amount: 1000 } }],
});

export const sparkVolley = defineCard({
  id: 'duel.spark-volley',
  name: 'Spark Volley',
  kind: 'spell',
  stats: { type: 'normal' },
  text: 'Inflict 500 damage to your opponent.',
  abilities: [{ on: 'activated', effect: 'duel.damageOpponent', params: { amount: 500 } }],
});

export const shatterwind = defineCard({
  id: 'duel.shatterwind',
  name: 'Shatterwind',
  kind: 'spell',
  stats: { type: 'normal', target: TARGETS_OPPONENT_SPELL_OR_TRAP },
  text: 'Target one spell or trap card your opponent controls: destroy it.',
  abilities: [{ on: 'activated', effect: 'duel.destroyTarget' }],
});

export const rallyingBanner = defineCard({
  id: 'duel.rallying-banner',
  name: 'Rallying Banner',
  kind: 'spell',
  stats: { type: 'continuous' },
  text: 'Monsters you control gain 300 ATK.',
  abilities: [{ on: 'activated', effect: 'duel.raiseAtk', params: { amount: 300 } }],
});

export const mirrorWard = defineCard({
  id: 'duel.mirror-ward',
  name: 'Mirror Ward',
  kind: 'spell',
  stats: { type: 'continuous' },
  text: 'If you would take battle damage, your opponent takes it instead.',
  abilities: [{ on: 'activated', effect: 'duel.armMirrorWard' }],
});

export const haltTheCharge = defineCard({
  id: 'duel.halt-the-charge',
  name: 'Halt the Charge',
  kind: 'trap',
  stats: { type: 'normal' },
  text: "When an opponent's monster declares an attack: negate the attack.",
  abilities: [{ on: 'set', effect: 'duel.armHaltTheCharge' }],
});

/** Every spell and trap of the duel. */
export const SPELLS_AND_TRAPS = [mendingRain, sparkVolley, shatterwind, rallyingBanner, mirrorWard, haltTheCharge] as const;

/** What an "activated" or "set" ability receives: the card, its owner, the player, and a target if it has one. */
type Played = ResolveAbilityArgs & { player: string; target?: number };

/** Mending Rain: "You gain 1000 life points." */
const gainLifePoints: Effect<DuelState> = defineEffect<DuelState>({
  calls: ['duel.gain-life-points'],
  run(ctx, { player }: Played, { amount }: { amount: number }) {
    ctx.call('duel.gain-life-points', { player, amount });
  },
});

/** Spark Volley: "Inflict 500 damage to your opponent." Effect damage, through the same node as battle damage. */
const damageOpponent: Effect<DuelState> = defineEffect<DuelState>({
  calls: ['duel.inflict-damage'],
  run(ctx, { player }: Played, { amount }: { amount: number }) {
    ctx.call('duel.inflict-damage', { player: OPPONENT[player]!, amount, kind: 'effect' });
  },
});

/** Shatterwind: "Target one spell or trap card your opponent controls: destroy it." */
const destroyTarget: Effect<DuelState> = defineEffect<DuelState>({
  calls: ['duel.destroy'],
  run(ctx, { target }: Played) {
    ctx.call('duel.destroy', { card: target!, cause: 'effect' });
  },
});

/** Rallying Banner: "Monsters you control gain 300 ATK." A pre hook on every ATK measurement, for as long as the banner stays. */
const raiseAtk: Effect<DuelState> = defineEffect<DuelState>({
  attaches: [{ node: 'duel.measure-atk', phase: 'pre', key: 'rallying-banner:*', effect: 'duel.boostAtk' }],
  run(ctx, { card, player }: Played, { amount }: { amount: number }) {
    ctx.attach('duel.measure-atk', 'pre', {
      key: `rallying-banner:${card}`,
      effect: 'duel.boostAtk',
      params: { player, amount },
      owner: hookOwner(ctx.state, card),
    });
  },
});

/** The banner's hook: a monster its controller controls measures `amount` more ATK. */
const boostAtk: Effect<DuelState> = (ctx, args: MeasureAtkArgs, { player, amount }: { player: string; amount: number }) =>
  controllerOf(ctx.state, args.card) === player ? { ...args, atk: args.atk + amount } : undefined;

/** Mirror Ward: "If you would take battle damage, your opponent takes it instead." A mask on inflict-damage. */
const armMirrorWard: Effect<DuelState> = defineEffect<DuelState>({
  attaches: [{ node: 'duel.inflict-damage', phase: 'mask', key: 'mirror-ward:*', effect: 'duel.reflectDamage' }],
  run(ctx, { card, player }: Played) {
    ctx.attach('duel.inflict-damage', 'mask', {
      key: `mirror-ward:${card}`,
      effect: 'duel.reflectDamage',
      params: { player, card },
      applies: 'duel.battleDamageTo',
      owner: hookOwner(ctx.state, card),
    });
  },
});

/** The ward's mask: the same damage, to the other player. Their own ward may send it back, once (each mask applies once per event). */
const reflectDamage: Effect<DuelState> = defineEffect<DuelState>({
  becomes: ['duel.inflict-damage'],
  run(ctx, args: InflictDamageArgs, { card }: { card: number }): Invocation {
    const to = OPPONENT[args.player]!;
    if (ctx.logging)
      ctx.log({ type: 'duel.reflected', card, name: nameOf(ctx.state, card), player: args.player, to, amount: args.amount });
    return { node: 'duel.inflict-damage', args: { ...args, player: to } };
  },
});

/** The ward applies to battle damage its controller would take. */
const battleDamageTo: Condition = (args: InflictDamageArgs, { player }: { player: string }) =>
  args.kind === 'battle' && args.player === player;

/**
 * Halt the Charge, once set: a pre hook on every attack. When an opponent's
 * monster attacks, the attack waits while the trap's controller is asked
 * whether to activate the trap; duel.halt-the-charge carries out the answer.
 */
const armHaltTheCharge: Effect<DuelState> = defineEffect<DuelState>({
  attaches: [{ node: 'duel.attack', phase: 'pre', key: 'halt-the-charge:*', effect: 'duel.offerHaltTheCharge' }],
  run(ctx, { card, player }: Played) {
    ctx.attach('duel.attack', 'pre', {
      key: `halt-the-charge:${card}`,
      effect: 'duel.offerHaltTheCharge',
      params: { player, card },
      applies: 'duel.unansweredAttackOn',
      owner: hookOwner(ctx.state, card),
    });
  },
});

const offerHaltTheCharge: Effect<DuelState> = defineEffect<DuelState>({
  continuesTo: [{ node: 'duel.halt-the-charge', choice: true }],
  run(ctx, attack: AttackArgs, { player, card }: { player: string; card: number }) {
    // The attack is held back, as data in the decision, until the answer; declining runs it again.
    ctx.cancel('waiting for Halt the Charge');
    ctx.choose({
      player,
      prompt: `Activate Halt the Charge to negate the attack of ${nameOf(ctx.state, attack.attacker)}?`,
      options: ['activate', 'decline'],
      then: 'duel.halt-the-charge',
      args: { card, attack: { ...attack } },
    });
  },
});

/** The trap is offered for attacks by its controller's opponent, once per attack. */
const unansweredAttackOn: Condition = (args: AttackArgs, { player, card }: { player: string; card: number }) =>
  args.player !== player && !args.asked.includes(card);

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
  effects: {
    'duel.gainLifePoints': gainLifePoints,
    'duel.damageOpponent': damageOpponent,
    'duel.destroyTarget': destroyTarget,
    'duel.raiseAtk': raiseAtk,
    'duel.boostAtk': boostAtk,
    'duel.armMirrorWard': armMirrorWard,
    'duel.reflectDamage': reflectDamage,
    'duel.armHaltTheCharge': armHaltTheCharge,
    'duel.offerHaltTheCharge': offerHaltTheCharge,
  },
  conditions: { 'duel.battleDamageTo': battleDamageTo, 'duel.unansweredAttackOn': unansweredAttackOn },
  formatters: {
    'duel.reflected': (e) =>
      `${text(e.name)} reflects the battle damage: ${playerName(text(e.to))} takes it instead of ${playerName(text(e.player))}`,
    'duel.negated': (e) => `${playerName(text(e.player))} activates Halt the Charge: the attack of ${text(e.name)} is negated`,
  },
});
