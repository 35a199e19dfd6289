import type { Agent, Json, JsonObject, PlayerView, SeatDecision } from 'cardweave';
import { tributesNeeded } from '../cards.js';
import type { BattleMove, MainMove } from '../moves.js';
import { OPPONENT } from '../state.js';

/** What the greedy player assumes a face-down monster's DEF to be: it does not peek at hidden cards. */
export const ASSUMED_FACE_DOWN_DEF = 1500;
/** A move that wins the duel on the spot outweighs anything else. */
const WINS = 1_000_000;

/** A card as a view shows it: a face (id is its handle) or a back (id is its place). */
interface SeenCard {
  id: number | string;
  def?: string;
  kind?: string;
  stats?: Record<string, number | string>;
  faceUp: boolean;
  positions?: 'attack' | 'defense' | null;
  atk?: number | null;
}

/**
 * The part of a duel's view the greedy player reads, with its cards by id. A look-ahead playout asks this
 * player about fourteen decisions, each scoring several options against the same board: what the options
 * read (a zone, the strongest attacker, a Mirror Ward) is worked out once per decision, on first use.
 */
class Table {
  readonly lifePoints: Record<string, number>;
  readonly startingLifePoints: number;
  readonly #zones: Record<string, { cards: SeenCard[] }>;
  #byId: Map<number | string, SeenCard> | undefined;
  readonly #threats = new Map<string, number>();
  readonly #reflects = new Map<string, boolean>();

  constructor(view: PlayerView) {
    const state = view.state as JsonObject & { zones: Record<string, { cards: SeenCard[] }> };
    this.lifePoints = state.lifePoints as Record<string, number>;
    this.startingLifePoints = state.startingLifePoints as number;
    this.#zones = state.zones;
  }

  /** The cards of a player's zone ('monsters', 'spells', ...) as the view shows them. */
  zone(player: string, kind: string): SeenCard[] {
    return this.#zones[`${player}.${kind}`]?.cards ?? [];
  }

  card(id: Json | undefined): SeenCard {
    const card = this.#cards().get(id as number | string);
    if (card === undefined) throw new Error(`the greedy player's view shows no card ${JSON.stringify(id)}`);
    return card;
  }

  /** The ATK of the opponent's strongest monster in attack position: what a monster of `player`'s must stand up to. */
  threat(player: string): number {
    let most = this.#threats.get(player);
    if (most === undefined) {
      most = 0;
      for (const card of this.zone(OPPONENT[player]!, 'monsters')) {
        if (card.positions === 'attack') most = Math.max(most, currentAtk(card));
      }
      this.#threats.set(player, most);
    }
    return most;
  }

  /** True when `player` controls a face-up Mirror Ward: battle damage dealt to them comes back. */
  reflects(player: string): boolean {
    let has = this.#reflects.get(player);
    if (has === undefined) {
      has = this.zone(player, 'spells').some((card) => card.faceUp && card.def === 'duel.mirror-ward');
      this.#reflects.set(player, has);
    }
    return has;
  }

  /** Every card the view shows, by id, made at the first lookup (a later card with the same id wins, as it did). */
  #cards(): Map<number | string, SeenCard> {
    if (this.#byId === undefined) {
      this.#byId = new Map();
      for (const zone of Object.values(this.#zones)) for (const card of zone.cards) this.#byId.set(card.id, card);
    }
    return this.#byId;
  }
}

/** A printed number stat of a card whose face is seen (level, atk, def); 0 when the card has none or is face down. */
function stat(card: SeenCard, name: 'level' | 'atk' | 'def'): number {
  const value = card.stats?.[name];
  return typeof value === 'number' ? value : 0;
}

/** A monster's current ATK: as last measured while it is on the field, else its printed ATK. */
function currentAtk(card: SeenCard): number {
  return card.atk ?? stat(card, 'atk');
}

/**
 * The greedy player: for each decision it scores every option by its
 * immediate value, in life points, and takes the best (the first on a tie).
 * It looks one move ahead, never further, and sees only what its player sees.
 *
 * - Main phase: a monster summoned in attack position is worth its ATK, or
 *   loses (threat - ATK) when the opponent's strongest attacker would beat it;
 *   set face down it is worth half its DEF (a quarter if the threat beats it).
 *   A tribute summon costs half the ATK of the weakest tributes. Switching
 *   position is worth it when the monster then stands up to the threat. Spells:
 *   Mending Rain 1000 below the starting life points (else 100), Spark Volley
 *   500 (or the win), Rallying Banner 300 per monster it boosts, Mirror Ward
 *   700, Shatterwind the value of what it destroys (a face-down card 600);
 *   setting a trap 600. Ending the main phase is worth 0, ending the turn -1.
 * - Battle: damage dealt - damage taken + ATK of the monster destroyed - ATK
 *   of the monster lost (damage dealt counts as taken when the opponent has a
 *   face-up Mirror Ward); a face-down defender is assumed to have DEF 1500;
 *   a trade of equal monsters is -1. Ending the battle phase is 0, ending the turn -1.
 * - Tributes (a pick): the monsters with the least ATK, in the order offered. A trap that can negate an attack: always.
 * - Discards (a pick): the cards with the least printed ATK (spells and traps count 0), in hand order.
 * - The order of replacements on a monster a mass event would destroy (a pick of them all): as offered.
 *
 * @example engine.setAgent('p2', greedyAgent());
 */
export function greedyAgent(): Agent {
  return {
    name: 'greedy',
    decide(decision, view) {
      switch (decision.then) {
        case 'duel.main-move': {
          // Ending the phase or the turn is scored without the board: when those are the only options (a quarter
          // of main-phase decisions), the view is not asked for. Views are new JSON each call, and the look-ahead
          // player's playouts ask this player at every decision.
          if (decision.options.every((o) => boardFreeValue(o as MainMove) !== undefined))
            return best(decision, (o) => boardFreeValue(o as MainMove)!);
          const t = new Table(view());
          return best(decision, (o) => mainValue(t, decision.player, o as MainMove));
        }
        case 'duel.battle-move': {
          // Likewise a battle phase whose only moves are ending it or the turn (no monster can attack) needs no view.
          if (decision.options.every((o) => battleEndValue(o as BattleMove) !== undefined))
            return best(decision, (o) => battleEndValue(o as BattleMove)!);
          const t = new Table(view());
          return best(decision, (o) => battleValue(t, decision.player, o as BattleMove));
        }
        case 'duel.tribute': {
          // A pick of the player's monsters: the weakest, as many as the summon needs, in the order offered.
          const t = new Table(view());
          const monsters = decision.options as number[];
          const weakest = [...monsters]
            .sort((a, b) => currentAtk(t.card(a)) - currentAtk(t.card(b)))
            .slice(0, decision.pick!.min);
          return monsters.filter((card) => weakest.includes(card));
        }
        case 'duel.halt-the-charge':
          return 'activate';
        case 'duel.discarded': {
          const t = new Table(view());
          const hand = decision.options as number[];
          const worth = (card: number) => {
            const seen = t.card(card);
            return seen.kind === 'monster' ? stat(seen, 'atk') : 0;
          };
          const least = [...hand].sort((a, b) => worth(a) - worth(b)).slice(0, decision.pick!.min);
          return hand.filter((card) => least.includes(card));
        }
        case 'each':
          // The order of replacements on a monster a wipe would destroy: as offered.
          return decision.options;
        default:
          return decision.options[0];
      }
    },
  };
}

/** The value of a main-phase move scored without the board (setting a trap, ending the phase or the turn), else undefined. */
function boardFreeValue(move: MainMove): number | undefined {
  switch (move.move) {
    case 'set-trap':
      return 600;
    case 'end-main':
      return 0;
    case 'end-turn':
      return -1;
    case 'summon':
    case 'tribute-summon':
    case 'switch':
    case 'activate':
      return undefined;
  }
}

/** The value of ending the battle phase (0) or the turn (-1), scored without the board; undefined for an attack. */
function battleEndValue(move: BattleMove): number | undefined {
  switch (move.move) {
    case 'end-battle':
      return 0;
    case 'end-turn':
      return -1;
    case 'attack':
    case 'direct-attack':
      return undefined;
  }
}

function best(decision: SeatDecision, value: (option: Json) => number): Json {
  let bestOption: Json = decision.options[0] ?? null;
  let bestValue = -Infinity;
  for (const option of decision.options) {
    const v = value(option);
    if (v > bestValue) {
      bestValue = v;
      bestOption = option;
    }
  }
  return bestOption;
}

function summonValue(t: Table, player: string, card: SeenCard, position: string): number {
  const danger = t.threat(player);
  const atk = stat(card, 'atk');
  const def = stat(card, 'def');
  if (position === 'attack') return atk >= danger ? atk : atk - danger;
  return def >= danger ? def / 2 : def / 4;
}

function mainValue(t: Table, player: string, move: MainMove): number {
  switch (move.move) {
    case 'summon':
      return summonValue(t, player, t.card(move.card), move.position);
    case 'tribute-summon': {
      const card = t.card(move.card);
      const weakest = [...t.zone(player, 'monsters')].sort((a, b) => currentAtk(a) - currentAtk(b));
      let cost = 0;
      for (const tribute of weakest.slice(0, tributesNeeded(stat(card, 'level')))) cost += currentAtk(tribute);
      return summonValue(t, player, card, move.position) - cost / 2;
    }
    case 'switch': {
      const card = t.card(move.card);
      const atk = currentAtk(card);
      const danger = t.threat(player);
      if (card.positions === 'attack') return atk < danger ? (danger - atk) / 2 : -100;
      return atk >= danger ? atk / 2 : -100;
    }
    case 'activate':
      return spellValue(t, player, t.card(move.card), move.target);
    case 'set-trap':
    case 'end-main':
    case 'end-turn':
      return boardFreeValue(move)!;
  }
  return 0;
}

function spellValue(t: Table, player: string, card: SeenCard, target: Json | undefined): number {
  const opponent = OPPONENT[player]!;
  switch (card.def ?? '') {
    case 'duel.mending-rain':
      return t.lifePoints[player]! < t.startingLifePoints ? 1000 : 100;
    case 'duel.spark-volley':
      return t.lifePoints[opponent]! <= 500 ? WINS : 500;
    case 'duel.rallying-banner':
      return 300 * t.zone(player, 'monsters').length - 1;
    case 'duel.mirror-ward':
      return 700;
    case 'duel.shatterwind':
      return target === undefined ? 0 : targetValue(t, opponent, t.card(target));
    default:
      return 100;
  }
}

function targetValue(t: Table, opponent: string, target: SeenCard): number {
  if (!target.faceUp) return 600;
  if (target.def === 'duel.rallying-banner') return 300 * t.zone(opponent, 'monsters').length;
  return 700;
}

function battleValue(t: Table, player: string, move: BattleMove): number {
  const opponent = OPPONENT[player]!;
  // Against a Mirror Ward, damage dealt is damage taken.
  const sign = t.reflects(opponent) && !t.reflects(player) ? -1 : 1;
  const lethal = (damage: number): number => (sign > 0 && damage >= t.lifePoints[opponent]! ? WINS : 0);
  switch (move.move) {
    case 'end-battle':
    case 'end-turn':
      return battleEndValue(move)!;
    case 'direct-attack': {
      const atk = currentAtk(t.card(move.attacker));
      return sign * atk + lethal(atk);
    }
    case 'attack': {
      const atk = currentAtk(t.card(move.attacker));
      const target = t.card(move.target);
      const hidden = !target.faceUp;
      if (target.positions === 'attack') {
        const other = currentAtk(target);
        if (atk > other) return other + sign * (atk - other) + lethal(atk - other);
        return atk === other ? -1 : -other;
      }
      const def = hidden ? ASSUMED_FACE_DOWN_DEF : stat(target, 'def');
      if (atk > def) return hidden ? 1000 : currentAtk(target);
      return atk === def ? -1 : atk - def;
    }
  }
  return 0;
}
