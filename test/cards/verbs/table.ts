// Every verb, selector, condition, hook phase, lifetime and ability form, each built once and written once by
// hand as the JSON it stands for; `where` puts it in an ability where card data allows it.
import * as cw from '../../../lib/verbs/index.js';
import type { Ability, Step, Value } from '../../../lib/index.js';
import type { CardHook } from '../../../lib/cards/index.js';

const { YOU, SELF, OPPONENT, arg } = cw;

type Where =
  | 'ability'
  | 'step'
  | 'value-after-let'
  | 'pre-step'
  | 'mask-step'
  | 'value'
  | 'where-value'
  | 'hook'
  | 'attached-hook'
  | 'lifetime';

export interface Row {
  /** The verb's name in the data: a `do`, an operator, a phase, a lifetime form or an ability form. */
  data: string;
  built: unknown;
  json: unknown;
  where: Where;
}

const row = (data: string, built: unknown, json: unknown, where: Where): Row => ({ data, built, json, where });

/** The card verbs (CARD_VERBS), by their `do`. */
export const CARD_VERB_ROWS: Row[] = [
  row(
    'attach',
    cw.attach(cw.before('score').do(cw.cancel())),
    { do: 'attach', hook: { node: 'score', phase: 'pre', steps: [{ do: 'cancel' }] } },
    'step',
  ),
  row(
    'attach',
    cw.attach(cw.before('score').do(cw.cancel()), '{you}.hand'),
    { do: 'attach', hook: { node: 'score', phase: 'pre', steps: [{ do: 'cancel' }] }, whileIn: '{you}.hand' },
    'step',
  ),
  row(
    'detach',
    cw.detach('compare', 'mask', 'reversal'),
    { do: 'detach', node: 'compare', phase: 'mask', key: 'reversal' },
    'step',
  ),
  row(
    'let',
    cw.remember('armed', cw.hasHook('compare', 'mask', 'reversal')),
    { do: 'let', as: 'armed', value: { $hasHook: ['compare', 'mask', 'reversal'] } },
    'step',
  ),
  row('effect', cw.runEffect('gift.give', { points: 1 }), { do: 'effect', effect: 'gift.give', params: { points: 1 } }, 'step'),
  row('effect', cw.runEffect('gift.give'), { do: 'effect', effect: 'gift.give' }, 'step'),
  row('cancel', cw.cancel('extra turn'), { do: 'cancel', reason: 'extra turn' }, 'pre-step'),
  row('cancel', cw.cancel(), { do: 'cancel' }, 'pre-step'),
  row('set', cw.setArgs({ atk: cw.add(arg('atk'), 300) }), { do: 'set', atk: { $add: ['$args.atk', 300] } }, 'pre-step'),
  row('redirect', cw.redirect({ player: OPPONENT }), { do: 'redirect', set: { player: '$opponent' } }, 'mask-step'),
  row('redirect', cw.redirect(), { do: 'redirect' }, 'mask-step'),
  row(
    'redirect',
    cw.redirectTo('duel.send-to-graveyard', { card: arg('card') }),
    { do: 'redirect', node: 'duel.send-to-graveyard', set: { card: '$args.card' } },
    'mask-step',
  ),
  row(
    'choose',
    cw.choose({ player: YOU, prompt: 'Activate?', options: ['yes', 'no'], then: 'x.answer', args: { card: SELF } }),
    { do: 'choose', player: '$you', prompt: 'Activate?', options: ['yes', 'no'], then: 'x.answer', args: { card: '$self' } },
    'step',
  ),
];

/** The selector and condition operators, by their `$` key. */
export const OPERATOR_ROWS: Row[] = [
  row('$zone', cw.zone('{you}.hand'), { $zone: '{you}.hand' }, 'value'),
  row('$cards', cw.cards('{you}.hand'), { $cards: '{you}.hand' }, 'value'),
  row(
    '$cards',
    cw.cards('{you}.hand', cw.eq(cw.statOf('kind', cw.IT), 'spell')),
    { $cards: '{you}.hand', where: { $eq: [{ $stat: 'kind', of: '$it' }, 'spell'] } },
    'value',
  ),
  row('$count', cw.count(cw.cards('{you}.monsters')), { $count: { $cards: '{you}.monsters' } }, 'value'),
  row('$name', cw.nameOf(SELF), { $name: '$self' }, 'value'),
  row('$idOf', cw.idOf(SELF), { $idOf: '$self' }, 'value'),
  row('$stat', cw.statOf('level', arg('card')), { $stat: 'level', of: '$args.card' }, 'value'),
  row('$controllerOf', cw.controllerOf(arg('card')), { $controllerOf: '$args.card' }, 'value'),
  row('$ownerOf', cw.ownerOf(arg('card')), { $ownerOf: '$args.card' }, 'value'),
  row('$opponentOf', cw.opponentOf(arg('player')), { $opponentOf: '$args.player' }, 'value'),
  row('$state', cw.stateAt('turnFlags', 'normalSummons'), { $state: ['turnFlags', 'normalSummons'] }, 'value'),
  row(
    '$hasHook',
    cw.hasHook('compare', 'mask', 'reversal:{self}'),
    { $hasHook: ['compare', 'mask', 'reversal:{self}'] },
    'value',
  ),
  row('$add', cw.add(arg('atk'), 200, 100), { $add: ['$args.atk', 200, 100] }, 'value'),
  row('$sub', cw.sub(arg('amount'), 500), { $sub: ['$args.amount', 500] }, 'value'),
  row('$mul', cw.mul(arg('points'), 2), { $mul: ['$args.points', 2] }, 'value'),
  row('$min', cw.min(arg('amount'), 1000), { $min: ['$args.amount', 1000] }, 'value'),
  row('$max', cw.max(arg('amount'), 0), { $max: ['$args.amount', 0] }, 'value'),
  row('$eq', cw.eq(arg('player'), YOU), { $eq: ['$args.player', '$you'] }, 'value'),
  row('$ne', cw.ne(arg('card'), SELF), { $ne: ['$args.card', '$self'] }, 'value'),
  row('$lt', cw.lt(1, 2), { $lt: [1, 2] }, 'value'),
  row('$lte', cw.lte(1, 2), { $lte: [1, 2] }, 'value'),
  row('$gt', cw.gt(1, 2), { $gt: [1, 2] }, 'value'),
  row('$gte', cw.gte(1, 2), { $gte: [1, 2] }, 'value'),
  row('$in', cw.isIn(SELF, arg('asked')), { $in: ['$self', '$args.asked'] }, 'value'),
  row('$and', cw.and(true, false), { $and: [true, false] }, 'value'),
  row('$or', cw.or(true, false), { $or: [true, false] }, 'value'),
  row('$not', cw.not(true), { $not: true }, 'value'),
  row(
    '$concat',
    cw.concat('Negate ', cw.nameOf(arg('attacker')), '?'),
    { $concat: ['Negate ', { $name: '$args.attacker' }, '?'] },
    'value',
  ),
  row(
    '$join',
    cw.join(cw.cards('{you}.monsters'), cw.cards('{opponent}.monsters')),
    { $join: [{ $cards: '{you}.monsters' }, { $cards: '{opponent}.monsters' }] },
    'value',
  ),
  row('$literal', cw.literal('$5'), { $literal: '$5' }, 'value'),
];

/** The references: a name by itself. */
export const REFERENCE_ROWS: Row[] = [
  row('$you', cw.YOU, '$you', 'value'),
  row('$opponent', cw.OPPONENT, '$opponent', 'value'),
  row('$self', cw.SELF, '$self', 'value'),
  row('$owner', cw.OWNER, '$owner', 'value'),
  row('$controller', cw.CONTROLLER, '$controller', 'value'),
  row('$args', cw.ARGS, '$args', 'value'),
  row('$it', cw.IT, '$it', 'where-value'),
  row('$args.<path>', cw.arg('attack.attacker'), '$args.attack.attacker', 'value'),
];

/** The hook phases, each with what may be said of a hook. */
export const PHASE_ROWS: Row[] = [
  row(
    'pre',
    cw
      .before('score')
      .key('k:{self}')
      .when(cw.eq(arg('player'), YOU))
      .if(true)
      .priority(2)
      .do(cw.setArgs({ points: 2 })),
    {
      node: 'score',
      phase: 'pre',
      key: 'k:{self}',
      when: { $eq: ['$args.player', '$you'] },
      if: true,
      steps: [{ do: 'set', points: 2 }],
      priority: 2,
    },
    'hook',
  ),
  row(
    'mask',
    cw.replace('duel.destroy').tier('self').do(cw.redirect()),
    { node: 'duel.destroy', phase: 'mask', steps: [{ do: 'redirect' }], tier: 'self' },
    'hook',
  ),
  row(
    'post',
    cw.after('score').do(cw.log({ type: 'x.cheer' })),
    { node: 'score', phase: 'post', steps: [{ do: 'log', entry: { type: 'x.cheer' } }] },
    'hook',
  ),
  row(
    'permit',
    cw
      .permit('duel.can-summon')
      .if(cw.lt(cw.stateAt('turnFlags', 'normalSummons'), 2))
      .because('Double Summon'),
    {
      node: 'duel.can-summon',
      phase: 'permit',
      if: { $lt: [{ $state: ['turnFlags', 'normalSummons'] }, 2] },
      reason: 'Double Summon',
    },
    'hook',
  ),
  row(
    'forbid',
    cw
      .forbid('duel.can-attack')
      .when(cw.ne(arg('player'), YOU))
      .because('Frozen Ground'),
    { node: 'duel.can-attack', phase: 'forbid', when: { $ne: ['$args.player', '$you'] }, reason: 'Frozen Ground' },
    'hook',
  ),
  row(
    'pre',
    cw.before('score').effect('x.bonus', { points: 1 }, 'x.mine'),
    { node: 'score', phase: 'pre', effect: 'x.bonus', params: { points: 1 }, applies: 'x.mine' },
    'hook',
  ),
  row(
    'forbid',
    cw.forbid('duel.can-attack').effect('x.forbid'),
    { node: 'duel.can-attack', phase: 'forbid', effect: 'x.forbid' },
    'hook',
  ),
];

/** The lifetimes, each on a hook a step attaches (a static ability's hooks live with the card). */
export const LIFETIME_ROWS: Row[] = [
  row(
    'permanent',
    cw.before('score').lifetime(cw.PERMANENT).do(cw.cancel()),
    { node: 'score', phase: 'pre', lifetime: 'permanent', steps: [{ do: 'cancel' }] },
    'attached-hook',
  ),
  row(
    'once',
    cw.before('score').once().do(cw.cancel()),
    { node: 'score', phase: 'pre', lifetime: 'once', steps: [{ do: 'cancel' }] },
    'attached-hook',
  ),
  row(
    'once',
    cw.before('score').lifetime(cw.ONCE).do(cw.cancel()),
    { node: 'score', phase: 'pre', lifetime: 'once', steps: [{ do: 'cancel' }] },
    'attached-hook',
  ),
  row(
    'runs',
    cw.before('score').lifetime(cw.runs(3)).do(cw.cancel()),
    { node: 'score', phase: 'pre', lifetime: { runs: 3 }, steps: [{ do: 'cancel' }] },
    'attached-hook',
  ),
  row(
    'until',
    cw.permit('duel.can-summon').until('end-turn').because('Double Summon'),
    { node: 'duel.can-summon', phase: 'permit', lifetime: { until: 'end-turn' }, reason: 'Double Summon' },
    'attached-hook',
  ),
  row(
    'until',
    cw.before('score').lifetime(cw.until('end-turn')).do(cw.cancel()),
    { node: 'score', phase: 'pre', lifetime: { until: 'end-turn' }, steps: [{ do: 'cancel' }] },
    'attached-hook',
  ),
];

/** The ability forms. */
export const ABILITY_ROWS: Row[] = [
  row(
    'steps',
    cw.on('activated', cw.score(YOU, 1)),
    { on: 'activated', steps: [{ do: 'score', player: '$you', points: 1 }] },
    'ability',
  ),
  row('steps', cw.onDraw(cw.score(YOU, 1)), { on: 'drawn', steps: [{ do: 'score', player: '$you', points: 1 }] }, 'ability'),
  row(
    'steps',
    cw.onlyIf(cw.eq(1, 1), cw.on('activated', cw.score(YOU, 1))),
    { on: 'activated', steps: [{ do: 'score', player: '$you', points: 1 }], if: { $eq: [1, 1] } },
    'ability',
  ),
  row(
    'effect',
    cw.onEffect('drawn', 'gift.give', { points: 1 }),
    { on: 'drawn', effect: 'gift.give', params: { points: 1 } },
    'ability',
  ),
  row('effect', cw.onEffect('drawn', 'gift.give'), { on: 'drawn', effect: 'gift.give' }, 'ability'),
  row(
    'while',
    cw.whileIn('{controller}.spells', cw.before('score').do(cw.cancel())),
    { while: '{controller}.spells', hooks: [{ node: 'score', phase: 'pre', steps: [{ do: 'cancel' }] }] },
    'ability',
  ),
  row(
    'while',
    cw.whileIn(['p1.hand', 'p2.hand'], cw.before('score').do(cw.cancel())),
    { while: ['p1.hand', 'p2.hand'], hooks: [{ node: 'score', phase: 'pre', steps: [{ do: 'cancel' }] }] },
    'ability',
  ),
];

/** What any step may say besides its verb. */
export const STEP_OPTION_ROWS: Row[] = [
  row(
    'as',
    cw.called('saplings', cw.createCards('duel.sapling', YOU, { count: 2 })),
    { do: 'create-card', card: 'duel.sapling', count: 2, owner: '$you', as: 'saplings' },
    'step',
  ),
  row(
    'if',
    cw.onlyIf(cw.eq(arg('n'), 1), cw.detach('compare', 'mask', 'reversal')),
    { do: 'detach', node: 'compare', phase: 'mask', key: 'reversal', if: { $eq: ['$args.n', 1] } },
    'step',
  ),
  row('$<name>', cw.ref('armed'), '$armed', 'value-after-let'),
  row('via', cw.via('next', cw.score(YOU, 1)), { do: 'score', player: '$you', points: 1, via: 'next' }, 'step'),
  row('via', cw.via('enqueue', cw.score(YOU, 1)), { do: 'score', player: '$you', points: 1, via: 'enqueue' }, 'step'),
];

/** The node verbs of lib: the standard nodes, the card nodes and the turn nodes, by their `do`. */
export const NODE_VERB_ROWS: Row[] = [
  row(
    '(any node)',
    cw.step('duel.gain-life-points', { player: YOU, amount: 1000 }),
    { do: 'duel.gain-life-points', player: '$you', amount: 1000 },
    'step',
  ),
  row(
    'draw',
    cw.draw(YOU, cw.zone('{you}.deck'), cw.zone('{you}.hand'), { onEmpty: 'duel.deck-out' }),
    { do: 'draw', player: '$you', from: { $zone: '{you}.deck' }, to: { $zone: '{you}.hand' }, onEmpty: 'duel.deck-out' },
    'step',
  ),
  row('score', cw.score(YOU, 1), { do: 'score', player: '$you', points: 1 }, 'step'),
  row('log', cw.log({ type: 'x.armed', player: YOU }), { do: 'log', entry: { type: 'x.armed', player: '$you' } }, 'step'),
  row(
    'each',
    cw.each('duel.destroy', cw.cards('{you}.monsters'), 'card', { cause: 'effect' }),
    { do: 'each', node: 'duel.destroy', of: { $cards: '{you}.monsters' }, arg: 'card', args: { cause: 'effect' } },
    'step',
  ),
  row('shuffle', cw.shuffle(cw.zone('{you}.deck')), { do: 'shuffle', zone: { $zone: '{you}.deck' } }, 'step'),
  row(
    'deal',
    cw.deal(cw.zone('deck'), [cw.zone('p1.hand'), cw.zone('p2.hand')], { count: 5 }),
    { do: 'deal', from: { $zone: 'deck' }, to: [{ $zone: 'p1.hand' }, { $zone: 'p2.hand' }], count: 5 },
    'step',
  ),
  row(
    'move-all',
    cw.moveAll(cw.zone('{you}.graveyard'), cw.zone('{you}.deck'), { at: 'bottom' }),
    { do: 'move-all', from: { $zone: '{you}.graveyard' }, to: { $zone: '{you}.deck' }, at: 'bottom' },
    'step',
  ),
  row(
    'compare',
    cw.compare(arg('cards'), arg('players'), 'rank', { lower: true }),
    { do: 'compare', cards: '$args.cards', players: '$args.players', stat: 'rank', lower: true },
    'step',
  ),
  row('next-player', cw.nextPlayer(), { do: 'next-player' }, 'step'),
  row('declare-winner', cw.declareWinner(YOU, 'Exodia'), { do: 'declare-winner', player: '$you', reason: 'Exodia' }, 'step'),
  row(
    'move-card',
    cw.moveCards([SELF], cw.zone('discard'), { faceUp: true }),
    { do: 'move-card', cards: ['$self'], to: { $zone: 'discard' }, faceUp: true },
    'step',
  ),
  row(
    'create-card',
    cw.createCards('duel.sapling', YOU, { creator: SELF }),
    { do: 'create-card', card: 'duel.sapling', owner: '$you', creator: '$self' },
    'step',
  ),
  row('remove-card', cw.removeCards([SELF]), { do: 'remove-card', cards: ['$self'] }, 'step'),
  row('extra-turn', cw.extraTurn(YOU, SELF), { do: 'extra-turn', player: '$you', source: '$self' }, 'step'),
  row('skip-turn', cw.skipTurn(OPPONENT), { do: 'skip-turn', player: '$opponent' }, 'step'),
  row(
    'skip-phase',
    cw.skipPhase(OPPONENT, 'battle', SELF),
    { do: 'skip-phase', player: '$opponent', phase: 'battle', source: '$self' },
    'step',
  ),
  row('end-turn', cw.endTurn(YOU), { do: 'end-turn', player: '$you' }, 'step'),
  row('next-turn', cw.nextTurn(), { do: 'next-turn' }, 'step'),
];

export const ALL_ROWS: Row[] = [
  ...CARD_VERB_ROWS,
  ...OPERATOR_ROWS,
  ...REFERENCE_ROWS,
  ...PHASE_ROWS,
  ...LIFETIME_ROWS,
  ...ABILITY_ROWS,
  ...STEP_OPTION_ROWS,
  ...NODE_VERB_ROWS,
];

/** An ability of card data that holds what a row built, where card data allows it. */
export function abilityHolding(built: unknown, where: Where): Ability {
  const value = built as Value;
  switch (where) {
    case 'ability':
      return built as Ability;
    case 'step':
      return cw.on('x', built as Step);
    case 'pre-step':
      return cw.whileIn('z', cw.before('n').do(built as Step));
    case 'mask-step':
      return cw.whileIn('z', cw.replace('n').do(built as Step));
    case 'value':
      return cw.on('x', cw.step('n', { v: value }));
    case 'value-after-let':
      return cw.on('x', cw.remember('armed', true), cw.step('n', { v: value }));
    case 'where-value':
      return cw.on('x', cw.step('n', { v: cw.cards('z', cw.eq(value, 1)) }));
    case 'hook':
      return cw.whileIn('z', built as CardHook);
    case 'attached-hook':
    case 'lifetime':
      return cw.on('x', cw.attach(built as CardHook));
  }
}
