/**
 * Verbs: typed builders that write card data as the card reads. Each compiles to the JSON
 * of card data (lib/card-text/card-data.ts), which stays the saved, checked form.
 *
 * @example
 * defineCard({ id: 'x.herald', name: 'Herald', kind: 'spell', abilities: [onDraw(score(YOU, 1))] });
 */
export { anyPlayers, on, onDraw, onEffect, oncePerGame, oncePerTurn, whileIn } from './abilities.js';
export {
  attach,
  cancel,
  choose,
  detach,
  pickBetween,
  pickExactly,
  redirect,
  redirectTo,
  remember,
  runEffect,
  setArgs,
  type Choice,
} from './card-verbs.js';
export { and, eq, gt, gte, isIn, lt, lte, ne, not, or } from './conditions.js';
export {
  after,
  before,
  forbid,
  ONCE,
  PERMANENT,
  permit,
  replace,
  runs,
  until,
  UNTIL_YOUR_NEXT_TURN,
  type QueryHookText,
  type StepsHookText,
} from './hooks.js';
export {
  compare,
  createCards,
  deal,
  declareWinner,
  draw,
  each,
  endTurn,
  extraTurn,
  log,
  moveAll,
  moveCards,
  nextPlayer,
  nextTurn,
  removeCards,
  score,
  shuffle,
  skipPhase,
  skipTurn,
  step,
  type VerbOptions,
} from './node-verbs.js';
export { ARGS, arg, CONTROLLER, IT, OPPONENT, OWNER, ref, SELF, YOU } from './references.js';
export {
  add,
  cards,
  concat,
  controllerOf,
  count,
  hasHook,
  idOf,
  join,
  literal,
  max,
  min,
  mul,
  nameOf,
  opponentOf,
  ownerOf,
  stateAt,
  statOf,
  sub,
  zone,
} from './selectors.js';
export { called, onlyIf, via } from './step-options.js';
