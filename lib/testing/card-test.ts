import { createCard } from '../cards/create.js';
import { defineCardGame, type CardGame } from '../packs/game.js';
import { cardDef, cardOf } from '../cards/instances.js';
import type { CardDefinition } from '../card-text/definition.js';
import { defineCardPack } from '../packs/pack.js';
import { createCardState, type CardState } from '../cards/state.js';
import type { Engine } from '../graph/engine.js';
import { didYouMean } from '../graph/suggest.js';
import { jsonEqual } from '../graph/json-compare.js';
import type { Decision, Json, JsonObject, LogEntry, RunStatus } from '../graph/index.js';
import type { CardTestGame, Play } from './adapter.js';
import { CardTestError } from './errors.js';
import { compareRuns, RUN_WAYS, type RunOutcome, type RunWay } from './compare-runs.js';
import { restore } from '../saves/restore.js';
import { snapshot } from '../saves/save.js';

/**
 * A card the test names: the id of a card laid out (the first one laid, in lay order), or the first of that id in a zone.
 *
 * @example
 * const ref: CardRef = { card: 'duel.glass-moth', zone: 'p1.monsters' };
 */
export type CardRef = string | { card: string; zone: string };

/**
 * A card laid out by a test: its id, or the id with how it lies (`faceUp`, its `owner`, and `as`, the game's own word: the duel's "defense").
 *
 * @example
 * const laid: LaidCard[] = ['duel.glass-moth', { card: 'duel.moss-golem', as: 'defense' }];
 */
export type LaidCard = string | { card: string; faceUp?: boolean; owner?: string; as?: string };

/**
 * Picks options of a decision: `card(ref)` turns a card the test named into its handle.
 *
 * @example
 * const attack: OptionMatcher = (option, { card }) => (option as { attacker?: number }).attacker === card('duel.gale-lancer');
 */
export type OptionMatcher = (option: Json, helpers: { card: (ref: CardRef) => number; decision: Decision }) => boolean;

/**
 * What a card test expects of the decision pending at that point: the fields given must be equal.
 *
 * @example
 * const expected: DecisionExpectation = { player: 'p2', options: ['activate', 'decline'] };
 */
export interface DecisionExpectation {
  player?: string;
  prompt?: string;
  options?: Json[];
}

type Action =
  | { kind: 'play'; player: string; ref: CardRef; with: JsonObject }
  | { kind: 'answer'; choice: Json | OptionMatcher }
  | { kind: 'expect-decision'; expected: DecisionExpectation };

type LayoutStep<S> = { kind: 'lay'; zone: string; cards: LaidCard[] } | { kind: 'set'; apply: (state: S) => void };

/**
 * The game a card test played, the same all three ways (straight, through a save and verified restore, through a fork).
 *
 * @example
 * const result: CardTestResult<DuelState> = test.run(); result.zone('p1.graveyard'); // ['duel.mending-rain']
 */
export interface CardTestResult<S extends CardState> {
  /** The engine of the straight run, as the test left it. */
  engine: Engine<S>;
  state: S;
  /** The readable log, one line per entry (formatters applied). */
  lines: string[];
  /** The log entries. */
  log: readonly LogEntry[];
  status: RunStatus;
  /** The ids of the cards in a zone, top first. */
  zone(name: string): string[];
  /** Throws a CardTestError naming the first line that differs. */
  expectLines(expected: string[]): void;
  /** Throws a CardTestError naming the first zone that differs: each zone given, by card ids top first. */
  expectZones(expected: Record<string, string[]>): void;
}

/**
 * A test of one card: lay the table out, play the card, answer what it asks,
 * then read or expect the log and state. `run()` plays the game three ways,
 * straight, through a save and verified restore in the middle, and through a
 * fork in the middle, and refuses (naming where) if they differ.
 *
 * @example
 * const result = cardTest(duelCards, 'Mending Rain').lay('p1.hand', ['duel.mending-rain'])
 *   .set((s) => { s.lifePoints.p1 = 3000; }).play('p1', 'duel.mending-rain').run();
 * result.expectLines(['Player 1 activates Mending Rain', 'Player 1 gains 1000 life points (4000)']);
 */
export function cardTest<S extends CardState>(game: CardTestGame<S>, name: string, options: { seed?: number } = {}): CardTest<S> {
  return new CardTest(game, name, options.seed ?? 1);
}

/** Games of a card test's rules, one per adapter: packs validate once, not once per test. */
const ruleCards = new WeakMap<object, Map<string, CardDefinition>>();

/**
 * A card test being written: each method records a step and returns the test; `run()` plays it. Made by {@link cardTest}.
 *
 * @example
 * cardTest(duelCardTests(), 'Spark Volley').lay('p1.hand', ['duel.spark-volley']).play('p1', 'duel.spark-volley').run();
 */
export class CardTest<S extends CardState> {
  readonly #game: CardTestGame<S>;
  readonly #name: string;
  readonly #seed: number;
  readonly #layout: LayoutStep<S>[] = [];
  readonly #actions: Action[] = [];
  readonly #zones: readonly string[];
  readonly #cards: Map<string, CardDefinition>;
  /** Card ids laid so far, in lay order: a ref to a card never laid is refused at the door. */
  readonly #laid = new Set<string>();

  constructor(game: CardTestGame<S>, name: string, seed: number) {
    this.#game = game;
    this.#name = name;
    this.#seed = seed;
    const scratch = createCardState() as S;
    game.table(scratch);
    this.#zones = [...scratch.zoneNames];
    let cards = ruleCards.get(game);
    if (cards === undefined) {
      cards = new Map(game.rules.packs.flatMap((pack) => pack.cards.map((card) => [card.id, card] as const)));
      ruleCards.set(game, cards);
    }
    this.#cards = cards;
  }

  /** Puts cards into a zone, top first, after any laid there before. */
  lay(zone: string, cards: LaidCard[]): this {
    this.#zone(zone, 'lay');
    for (const laid of cards) {
      const id = typeof laid === 'string' ? laid : laid.card;
      this.#card(id, `lay("${zone}")`);
      this.#laid.add(id);
    }
    this.#layout.push({ kind: 'lay', zone, cards: structuredClone(cards) });
    return this;
  }

  /** Sets other state the game needs (life points, the phase): run after the cards laid before it, the same way every run. */
  set(apply: (state: S) => void): this {
    this.#layout.push({ kind: 'set', apply });
    return this;
  }

  /** `player` plays a card, the game's way (the adapter's); `details` are game-specific (the duel's `{ target }`), card ids in them stand for those cards. */
  play(player: string, card: CardRef, details: JsonObject = {}): this {
    this.#ref(card, 'play');
    if (this.#game.answerFor === undefined && this.#actions.length > 0)
      throw this.#error('card-test-play-first', `play("${refText(card)}") must come first: this game plays a card as its start`);
    this.#actions.push({ kind: 'play', player, ref: card, with: structuredClone(details) });
    return this;
  }

  /** Answers the decision pending then: one of its options (by value), the options a matcher picks (the first, or for a pick decision all), or for a pick decision the list. */
  answer(choice: Json | OptionMatcher): this {
    this.#actions.push({ kind: 'answer', choice });
    return this;
  }

  /** Expects a decision pending at this point: its player, prompt and options, those given. */
  expectDecision(expected: DecisionExpectation): this {
    this.#actions.push({ kind: 'expect-decision', expected });
    return this;
  }

  /** Plays the test three ways and returns the straight run; refuses if the three differ. */
  run(): CardTestResult<S> {
    const game = this.#cardGame();
    const straight = this.#play(game, 'straight', Infinity);
    const middle = Math.max(1, Math.floor(straight.engine.steps / 2));
    for (const way of RUN_WAYS) {
      let other: RunOutcome<S>;
      try {
        other = this.#play(game, way, middle);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw this.#error('card-test-runs-differ', `${WAY_TEXT[way]} (at step ${middle}) failed: ${reason}`, error);
      }
      const difference = compareRuns(straight, other);
      if (difference !== undefined)
        throw this.#error(
          'card-test-runs-differ',
          `${WAY_TEXT[way]} (at step ${middle}) differs from the straight run: ${difference}`,
        );
    }
    return this.#result(straight);
  }

  /** A game of these rules whose setup is this test's layout, whose packs' own setups do not run (the test lays every card), and whose start is the game's or the first play. */
  #cardGame(): CardGame<S> {
    const adapter = this.#game;
    const lay = (state: S): void => this.#lay(state);
    const firstPlay = (state: S): Play | undefined => {
      const first = this.#actions[0];
      return adapter.answerFor === undefined && first?.kind === 'play' ? this.#toPlay(state, first) : undefined;
    };
    const packs = adapter.rules.packs.map((pack) =>
      pack.setup === undefined ? pack : defineCardPack<S>({ ...pack, setup: undefined }),
    );
    return defineCardGame<S>({
      ...adapter.rules,
      packs,
      setup(state) {
        adapter.table(state);
        lay(state);
      },
      start: (state) => adapter.start(state, firstPlay(state)),
    });
  }

  #lay(state: S): void {
    for (const step of this.#layout) {
      if (step.kind === 'set') {
        step.apply(state);
        continue;
      }
      for (const laid of step.cards) {
        const { card, faceUp, owner, as } = typeof laid === 'string' ? { card: laid } : laid;
        const def = this.#cards.get(card)!;
        const handle = createCard(state, def, {
          owner: owner ?? this.#ownerOf(step.zone),
          zone: step.zone,
          faceUp: faceUp ?? false,
        });
        this.#game.placed?.(state, handle, step.zone, { as, faceUp });
      }
    }
  }

  /** Plays the actions on a new game; at step `middle`, `way` swaps the engine for its save restored, or its fork. */
  #play(game: CardGame<S>, way: RunWay | 'straight', middle: number): RunOutcome<S> {
    let engine = game.createEngine({ seed: this.#seed, log: true });
    let swapped = way === 'straight';
    const swap = (): void => {
      if (swapped || engine.steps < middle) return;
      swapped = true;
      engine = way === 'restore' ? restore<S>(engine.graph, JSON.stringify(snapshot(engine))) : engine.fork();
    };
    const settle = (): RunStatus => {
      for (;;) {
        swap();
        const status = engine.step();
        if (status.status !== 'running') {
          swap();
          return status;
        }
      }
    };
    let status = settle();
    this.#actions.forEach((action, at) => {
      if (action.kind === 'play' && this.#game.answerFor === undefined && at === 0) return;
      status = settle();
      if (action.kind === 'expect-decision') return this.#expectDecision(status, action.expected);
      const decision = this.#pending(status, action);
      if (action.kind === 'play') {
        const play = this.#toPlay(engine.state, action);
        // The answer goes to whoever is asked: a play by someone else must not be made in their name.
        if (decision.player !== action.player)
          throw this.#error(
            'card-test-not-an-option',
            `play("${refText(action.ref)}") by ${action.player}: the pending decision is ${asked(decision)}`,
          );
        const answer = this.#game.answerFor!(engine.state, decision, play);
        if (answer === undefined)
          throw this.#error(
            'card-test-not-an-option',
            `play("${refText(action.ref)}"): ${asked(decision)} offers no way to play it`,
          );
        engine.decide(decision.player, answer);
      } else engine.decide(decision.player, this.#choice(engine.state, decision, action.choice));
    });
    status = settle();
    return { engine, status, lines: this.#game.lines?.(engine) ?? engine.lines(), log: engine.log, state: engine.state };
  }

  #pending(status: RunStatus, action: Exclude<Action, { kind: 'expect-decision' }>): Decision {
    if (status.status === 'awaiting') return status.decision;
    const what = action.kind === 'play' ? `play("${refText(action.ref)}")` : `answer(${choiceText(action.choice)})`;
    throw this.#error('card-test-nothing-asked', `${what}: nothing is asked, the game ${stateText(status)}`);
  }

  #choice(state: S, decision: Decision, choice: Json | OptionMatcher): Json {
    if (typeof choice === 'function') {
      const helpers = { card: (ref: CardRef) => this.#handle(state, ref, 'answer'), decision };
      const picked = decision.options.filter((option) => choice(option, helpers));
      if (picked.length === 0)
        throw this.#error('card-test-not-an-option', `answer(matcher): no option of ${asked(decision)} matches`);
      return decision.pick === undefined ? picked[0]! : picked;
    }
    if (decision.pick !== undefined || decision.options.some((option) => jsonEqual(option, choice))) return choice;
    throw this.#error('card-test-not-an-option', `answer(${choiceText(choice)}): not an option of ${asked(decision)}`);
  }

  #expectDecision(status: RunStatus, expected: DecisionExpectation): void {
    if (status.status !== 'awaiting')
      throw this.#error(
        'card-test-no-decision',
        `expectDecision(${choiceText(expected)}): no decision is pending, the game ${stateText(status)}`,
      );
    const decision = status.decision;
    for (const field of ['player', 'prompt', 'options'] as const) {
      if (expected[field] !== undefined && !jsonEqual(expected[field], decision[field]))
        throw this.#error(
          'card-test-mismatch',
          `expectDecision: the pending decision's ${field} is ${choiceText(decision[field])}, not ${choiceText(expected[field])}`,
        );
    }
  }

  #toPlay(state: S, action: Extract<Action, { kind: 'play' }>): Play {
    const details: JsonObject = {};
    for (const [key, value] of Object.entries(action.with)) {
      const isRef =
        (typeof value === 'string' && this.#laid.has(value)) ||
        (isObject(value) && typeof value.card === 'string' && typeof value.zone === 'string');
      details[key] = isRef ? this.#handle(state, value as CardRef, 'play') : value;
    }
    return { card: this.#handle(state, action.ref, 'play'), player: action.player, with: details };
  }

  /** The handle of a card the test named: the first of its id (in its zone, when given). */
  #handle(state: S, ref: CardRef, where: string): number {
    const { card, zone } = typeof ref === 'string' ? { card: ref, zone: undefined } : ref;
    const zones = zone === undefined ? state.zones.map((_, z) => z) : [state.zoneNames.indexOf(zone)];
    let found: number | undefined;
    for (let handle = 0; handle < state.cards.length && found === undefined; handle++) {
      if (state.cards[handle] === null || cardDef(state, handle).id !== card) continue;
      if (zones.includes(cardOf(state, handle).zone)) found = handle;
    }
    if (found === undefined)
      throw this.#error('card-test-unknown-card', `${where}("${refText(ref)}"): no such card is in the game now`);
    return found;
  }

  #result(run: RunOutcome<S>): CardTestResult<S> {
    const state = run.state;
    // The state's zones: a game may add zones as it plays (create-card's limbo).
    const zoneIds = (name: string): string[] => {
      const z = state.zoneNames.indexOf(name);
      if (z < 0)
        throw this.#error(
          'card-test-unknown-zone',
          `zone: unknown zone ${JSON.stringify(name)}${didYouMean(String(name), state.zoneNames)}`,
        );
      return state.zones[z]!.map((card) => cardDef(state, card).id);
    };
    return {
      engine: run.engine,
      state,
      lines: run.lines,
      log: run.log,
      status: run.status,
      zone: zoneIds,
      expectLines: (expected) => {
        const length = Math.max(expected.length, run.lines.length);
        for (let i = 0; i < length; i++) {
          if (expected[i] !== run.lines[i])
            throw this.#error(
              'card-test-mismatch',
              `log line ${i + 1} is ${lineText(run.lines[i])}, expected ${lineText(expected[i])}`,
            );
        }
      },
      expectZones: (expected) => {
        for (const [name, ids] of Object.entries(expected)) {
          const actual = zoneIds(name);
          if (!jsonEqual(actual, ids))
            throw this.#error(
              'card-test-mismatch',
              `zone "${name}" holds ${JSON.stringify(actual)}, expected ${JSON.stringify(ids)}`,
            );
        }
      },
    };
  }

  #zone(zone: string, where: string): number {
    const z = this.#zones.indexOf(zone);
    if (z < 0)
      throw this.#error(
        'card-test-unknown-zone',
        `${where}: unknown zone ${JSON.stringify(zone)}${didYouMean(String(zone), this.#zones)}`,
      );
    return z;
  }

  #card(id: string, where: string): void {
    if (!this.#cards.has(id))
      throw this.#error(
        'card-test-unknown-card',
        `${where}: unknown card ${JSON.stringify(id)}, not a card of game "${this.#game.rules.id}"${didYouMean(String(id), [...this.#cards.keys()])}`,
      );
  }

  #ref(ref: CardRef, where: string): void {
    const id = typeof ref === 'string' ? ref : ref.card;
    this.#card(id, where);
    if (typeof ref !== 'string') this.#zone(ref.zone, where);
    if (!this.#laid.has(id))
      throw this.#error('card-test-unknown-card', `${where}("${refText(ref)}"): the test lays no such card out`);
  }

  #ownerOf(zone: string): string {
    if (this.#game.ownerOf !== undefined) return this.#game.ownerOf(zone);
    const dot = zone.indexOf('.');
    return dot > 0 ? zone.slice(0, dot) : 'game';
  }

  #error(code: string, message: string, cause?: unknown): CardTestError {
    return new CardTestError(code, `Card test "${this.#name}": ${message}`, cause === undefined ? undefined : { cause });
  }
}

const WAY_TEXT: Record<RunWay, string> = {
  restore: 'the run through a save and verified restore',
  fork: 'the run through a fork',
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function refText(ref: CardRef): string {
  return typeof ref === 'string' ? ref : `${ref.card}" in "${ref.zone}`;
}

function choiceText(value: unknown): string {
  return typeof value === 'function' ? 'matcher' : JSON.stringify(value);
}

function lineText(line: string | undefined): string {
  return line === undefined ? 'missing' : JSON.stringify(line);
}

function asked(decision: Decision): string {
  return `${decision.player}'s decision ${JSON.stringify(decision.prompt)} (options ${JSON.stringify(decision.options)})`;
}

function stateText(status: RunStatus): string {
  if (status.status === 'ended') return `has ended (${JSON.stringify(status.result)})`;
  return 'has nothing left to run';
}
