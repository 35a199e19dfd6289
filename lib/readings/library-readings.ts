// How the library's card language reads: one table per kind (references, operators, card verbs, hook
// phases, lifetimes, once, the library's nodes, effects and conditions). Every kind the language
// registers has a row: test/readings/every-kind-reads.test.ts fails naming one without.
import type { NodeReading, ReadingTemplate } from './readings.js';

/** The selector references (`$you`, ...): the phrase each reads as, where the step or hook does not fix it. */
export const REFERENCE_READINGS: Readonly<Record<string, string>> = {
  self: 'this card',
  you: 'you',
  opponent: 'your opponent',
  owner: "this card's owner",
  controller: "this card's controller",
  args: 'the event',
  it: 'it',
};

/**
 * The operators of card data, each a template over its operands `{0}`, `{1}`, ... and `{all}` (all of
 * them, as a list). Comparisons read as clauses ("{0} is {1}"); a condition on a card's controller or
 * stat in a hook reads as words on the card (read-hook.ts) before it falls back to these.
 */
export const OPERATOR_READINGS: Readonly<Record<string, ReadingTemplate>> = {
  $zone: '{0}',
  $cards: 'the cards in {0}',
  $count: 'the number of {0}',
  $name: 'the name of {0}',
  $idOf: 'the card id of {0}',
  $stat: 'the {0} of {of}',
  $controllerOf: 'the controller of {0}',
  $ownerOf: 'the owner of {0}',
  $opponentOf: 'the opponent of {0}',
  $state: "the game's {all}",
  $hasHook: '{0} has the {1} hook {2}',
  $add: '{0} plus {1}',
  $sub: '{0} minus {1}',
  $mul: '{0} times {1}',
  $min: 'the least of {all}',
  $max: 'the greatest of {all}',
  $eq: '{0} is {1}',
  $ne: '{0} is not {1}',
  $lt: '{0} is less than {1}',
  $lte: '{0} is {1} or less',
  $gt: '{0} is more than {1}',
  $gte: '{0} is {1} or more',
  $in: '{0} is one of {1}',
  $and: '{all}',
  $or: '{all}',
  $not: 'not ({0})',
  $concat: '{all}',
  $join: '{all}',
  $literal: '{0}',
};

/** The card verbs (steps that are not nodes), each a template over its fields. `attach` reads as the hook it attaches. */
export const CARD_VERB_READINGS: Readonly<Record<string, ReadingTemplate>> = {
  attach: '{hook}',
  detach: 'end the {phase} hook {key} on {node}',
  let: 'note {value} as {as}',
  effect: '{effect}',
  cancel: 'it does not happen',
  set: '{field} becomes {value}',
  redirect: '{node} happens instead',
  choose: '{player} may choose {options}',
};

/** The hook phases: how a hook of each reads around its event (`{event}`, `{would}`) and its steps or answer. */
export const PHASE_READINGS: Readonly<Record<string, ReadingTemplate>> = {
  pre: 'if {would}, {steps}',
  mask: 'if {would}, {steps} instead',
  post: 'after {event}, {steps}',
  permit: '{event} is allowed',
  forbid: '{event} is not allowed',
};

/** The lifetimes of a hook: words that start its sentence. `{until}` is the node's `until` reading. */
export const LIFETIME_READINGS: Readonly<Record<string, ReadingTemplate>> = {
  permanent: '',
  once: 'the next time',
  runs: 'the next {runs:count} times',
  until: 'until {until}',
  'until-your-next-turn': 'until your next turn',
};

/** How often an ability or hook may run: words before it. */
export const ONCE_READINGS: Readonly<Record<string, string>> = {
  turn: 'once per turn',
  game: 'once per game',
};

/** The library's nodes. */
export const NODE_READINGS: Readonly<Record<string, NodeReading>> = {
  'move-card': {
    does: 'put {cards} {faceUp?} into {to}',
    values: { faceUp: { true: 'face up', false: 'face down' } },
    event: '{cards} [move|moves] to {to}',
    nouns: { cards: 'card' },
  },
  'resolve-ability': {
    does: "resolve {card}'s ability",
    event: 'an ability of {card} [resolve|resolves]',
    nouns: { card: 'card' },
  },
  'create-card': { does: 'create {count:count} {card}', event: '{card} [is|are] created', nouns: { card: 'card' } },
  'remove-card': { does: 'remove {cards} from the game', event: '{cards} [leave|leaves] the game', nouns: { cards: 'card' } },
  shuffle: { does: 'shuffle {zone}', event: '{zone} is shuffled' },
  deal: { does: 'deal {from} to {to}', event: 'cards are dealt' },
  draw: {
    does: '{player:subject} [draw|draws] a card',
    times: '{player:subject} [draw|draws] {times:count} cards',
    event: '{player} [draw|draws] a card',
    nouns: { player: 'player' },
  },
  'move-all': { does: 'put every card of {from} into {to}', event: 'the cards of {from} move to {to}' },
  compare: { does: 'compare {cards}', event: 'the cards are compared', cancel: 'it does not happen' },
  score: {
    does: '{player:subject} [gain|gains] {points:count} point{points:s}',
    event: '{player} [score|scores]',
    nouns: { player: 'player' },
  },
  'next-player': { does: 'the next player plays', event: 'play [pass|passes] to the next player' },
  'declare-winner': { does: '{player} [win|wins] the game', event: '{player} would win the game', nouns: { player: 'player' } },
  log: { does: '' },
  each: { does: '{node} for each of {of}' },
  'next-turn': { does: 'the next turn begins', event: 'a turn [begin|begins]' },
  'begin-turn': { does: '{player:poss} turn begins', event: '{player:poss} turn [begin|begins]', nouns: { player: 'player' } },
  'begin-phase': {
    does: '{player:poss} {phase} phase begins',
    event: '{player:poss} {phase} phase [begin|begins]',
    nouns: { player: 'player' },
  },
  'next-phase': { does: 'the next phase begins', event: 'a phase [end|ends]' },
  'end-turn': { does: 'end the turn', event: 'the turn [end|ends]', until: 'this turn' },
  'extra-turn': {
    does: '{player:subject} [take|takes] an extra turn after this one',
    event: '{player} [take|takes] an extra turn',
    nouns: { player: 'player' },
  },
  'skip-turn': {
    does: '{player:subject} [skip|skips] {player:their} next turn',
    event: '{player} [skip|skips] a turn',
    nouns: { player: 'player' },
  },
  'skip-phase': {
    does: '{player:subject} [skip|skips] {player:their} next {phase} phase',
    event: '{player} [skip|skips] a phase',
    nouns: { player: 'player' },
  },
};

/** The library's effects and conditions a card may name (`cardweave.cancel`, `cardweave.args-match`, ...). */
export const EFFECT_READINGS: Readonly<Record<string, ReadingTemplate>> = {
  'cardweave.cancel': 'it does not happen',
  'cardweave.tokens': 'tokens cease to exist when they leave play',
};

/** The library's registered conditions. */
export const CONDITION_READINGS: Readonly<Record<string, ReadingTemplate>> = {
  'cardweave.args-match': 'its args match',
};
