// Who sees a pack's log entries. A view shows only the log entry types its game's visibility declares, so a
// pack's own entry types reached nobody unless the game listed them. A pack declares them itself; at load they
// join the game's declaration, a type declared twice is refused naming both owners, and a `log` step in card
// data whose type nobody declares is refused naming the card: it would otherwise be written and never seen.
import type { Viewer } from '../graph/graph.js';
import type { Json } from '../graph/json.js';
import { isStatic, type Ability, type CardHook, type Step } from '../card-text/card-data.js';
import { CardPackError } from '../cards/errors.js';
import type { CardPack } from './pack.js';

export type { PackLogVisibility } from './pack-log-visibility.js';
import type { PackLogVisibility } from './pack-log-visibility.js';

/**
 * A visibility that can take more log entry types: what `cardVisibility`
 * makes. `logTypes` are the types it declares; `withLog` is a copy that
 * also shows `extra`.
 *
 * @example
 * const viewer: LogDeclaringViewer = cardVisibility({ seats: ['p1'], zones: {}, log: { turn: 'public' } });
 */
export interface LogDeclaringViewer extends Viewer {
  readonly logTypes: readonly string[];
  /** A copy of this visibility that also shows the log entry types in `extra`, to whom each says. */
  withLog(extra: Readonly<Record<string, PackLogVisibility>>): Viewer;
}

/**
 * @internal What is wrong with one declared log visibility, or undefined:
 * the shape a JSON pack's `log` and a code pack's share.
 */
export function packLogProblem(value: unknown): string | undefined {
  if (value === 'public' || value === 'nobody') return undefined;
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value);
    const seenBy = (value as { seenBy?: unknown }).seenBy;
    if (keys.length === 1 && typeof seenBy === 'string' && seenBy !== '') return undefined;
  }
  return `must be "public", "nobody" or { "seenBy": "<field naming the seat>" }, got ${JSON.stringify(value) ?? String(value)}`;
}

/**
 * @internal The game's visibility with the log entry types its packs
 * declare (in load order), checked: a bad declaration, a type declared by
 * two owners, and a card's `log` step whose type no one declares are refused
 * (CardPackError). Without a visibility nothing is viewed, so nothing is
 * added nor checked.
 */
export function withPackLogs(viewer: Viewer | undefined, gameId: string, packs: readonly CardPack[]): Viewer | undefined {
  if (viewer === undefined) return undefined;
  const owners = new Map<string, string>();
  const declaring = 'withLog' in viewer ? (viewer as LogDeclaringViewer) : undefined;
  for (const type of declaring?.logTypes ?? []) owners.set(type, `game "${gameId}"`);
  const extra: Record<string, PackLogVisibility> = {};
  for (const pack of packs) {
    if (pack.log === undefined) continue;
    if (pack.log === null || typeof pack.log !== 'object' || Array.isArray(pack.log))
      throw new CardPackError(
        'pack-log-bad',
        `Card pack "${pack.name}": log must be an object by log entry type, got ${JSON.stringify(pack.log)}`,
      );
    if (declaring === undefined && Object.keys(pack.log).length > 0)
      throw new CardPackError(
        'pack-log-bad',
        `Card pack "${pack.name}" declares who sees its log entries, and game "${gameId}"'s visibility is not made by cardVisibility, so they cannot join it`,
      );
    for (const [type, how] of Object.entries(pack.log)) {
      const problem = packLogProblem(how);
      if (problem !== undefined) throw new CardPackError('pack-log-bad', `Card pack "${pack.name}": log "${type}" ${problem}`);
      const other = owners.get(type);
      if (other !== undefined)
        throw new CardPackError(
          'pack-log-clash',
          `Card pack "${pack.name}" declares who sees log entries "${type}", which ${other} declares too: one owner declares a log entry type, so rename one of them`,
        );
      owners.set(type, `card pack "${pack.name}"`);
      extra[type] = how;
    }
  }
  // A visibility made otherwise says nothing of its types: its log steps cannot be checked.
  if (declaring === undefined) return viewer;
  for (const pack of packs)
    for (const card of pack.cards)
      for (const type of loggedTypes(card.abilities))
        if (!owners.has(type))
          throw new CardPackError(
            'pack-log-undeclared',
            `Card pack "${pack.name}": card "${card.id}" logs "${type}", which no view shows: declare it in the pack's log ({ "${type}": "public" }) or in the game's visibility`,
          );
  return Object.keys(extra).length === 0 ? viewer : declaring.withLog(extra);
}

/** The entry types a card's `log` steps write, at any depth (hooks attached, static abilities' hooks); a computed type is not known. */
function loggedTypes(abilities: readonly Ability[]): string[] {
  const out: string[] = [];
  const hook = (h: CardHook): void => {
    if (h.steps !== undefined) steps(h.steps);
  };
  const steps = (list: readonly Step[]): void => {
    for (const step of list) {
      if (step.do === 'attach') hook(step.hook as unknown as CardHook);
      else if (step.do === 'log') {
        const type = (step.entry as { [field: string]: Json } | undefined)?.type;
        if (typeof type === 'string') out.push(type);
      }
    }
  };
  for (const ability of abilities) {
    if (isStatic(ability)) ability.hooks.forEach(hook);
    else if ('steps' in ability) steps(ability.steps);
  }
  return out;
}
