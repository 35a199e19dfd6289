// A sandbox's setup: the designer's chosen board, made before the first decision by the game's own
// nodes. The steps run in one post hook on the game's start node (after it has set the table out:
// decks shuffled, hands drawn; before what it continues to), so the game's origin holds the hook
// and every undo back to the start plays the same setup again.
import type { Engine } from '../../graph/engine.js';
import { defineEffect } from '../../graph/effect.js';
import type { Json } from '../../graph/json.js';
import { didYouMean } from '../../graph/suggest.js';
import type { CardState } from '../../cards/state.js';
import { defineCardPack, type CardPack } from '../../packs/pack.js';
import { TableError } from '../errors.js';
import type { TableGame } from '../table-game.js';
import type { SetupStep } from './sandbox-wire.js';

/** The most setup steps one sandbox takes. */
export const MAX_SETUP_STEPS = 64;

/** The hook (and effect) that runs a sandbox's setup. */
export const SETUP_KEY = 'sandbox.setup';

/** A setup step as the hook runs it: a card by id into a zone by name, or a node with args. */
type CheckedStep = { card: string; zone: string; owner: string; faceUp: boolean } | { node: string; args: Json };

const runSetup = defineEffect<CardState>({
  calls: ['create-card'],
  run(ctx, _args: unknown, params: { steps: CheckedStep[] }) {
    for (const step of params.steps) {
      if ('card' in step)
        ctx.call('create-card', {
          card: step.card,
          owner: step.owner,
          to: ctx.state.zoneNames.indexOf(step.zone),
          faceUp: step.faceUp,
        });
      else ctx.call(step.node, step.args as Record<string, Json>);
    }
  },
});

/**
 * The pack every sandbox game loads: the setup effect and nothing else (no
 * card, node or hook), so a sandbox with no setup plays the game's rules as a table does.
 */
export const SANDBOX_PACK: CardPack<CardState> = defineCardPack<CardState>({
  name: 'cardweave-sandbox',
  version: '1',
  cards: [],
  effects: { [SETUP_KEY]: runSetup },
});

/**
 * Checks a request's setup steps against a fresh engine of the game (its
 * zones, nodes and card list) and attaches the hook that runs them. A step
 * naming a card, zone or node the game does not have is refused in one line
 * that names the step, before anything runs.
 *
 * @example
 * applySetup(duelTable, engine, [{ card: 'Glass Moth', zone: 'p1.hand' }]); engine.run();
 */
export function applySetup(
  game: TableGame,
  engine: Engine<CardState>,
  packCards: readonly { id: string; name: string }[],
  steps: unknown,
): SetupStep[] {
  if (steps === undefined) return [];
  if (!Array.isArray(steps) || steps.length > MAX_SETUP_STEPS)
    throw new TableError('body-bad', `"setup" must be a list of at most ${MAX_SETUP_STEPS} steps`);
  if (steps.length === 0) return [];
  const state = engine.state;
  const checked: CheckedStep[] = [];
  const kept: SetupStep[] = [];
  steps.forEach((step: unknown, index) => {
    const where = `Setup step ${index + 1}`;
    if (step === null || typeof step !== 'object' || Array.isArray(step))
      throw new TableError('sandbox-setup-bad', `${where} must be { card, zone, faceUp? } or { node, args }`);
    const s = step as Record<string, unknown>;
    if ('card' in s) {
      const { card, zone, faceUp, ...extra } = s;
      onlyFields(where, extra, 'card, zone and faceUp');
      if (typeof card !== 'string' || card.length > 64)
        throw new TableError('sandbox-setup-bad', `${where}: "card" must be a card's name or id`);
      const def = packCards.find((c) => c.id === card) ?? packCards.find((c) => c.name.toLowerCase() === card.toLowerCase());
      if (def === undefined)
        throw new TableError(
          'sandbox-setup-bad',
          `${where}: no card "${card}" in game "${game.id}"${didYouMean(
            card,
            packCards.map((c) => c.name),
          )}`,
        );
      if (typeof zone !== 'string' || !state.zoneNames.includes(zone))
        throw new TableError(
          'sandbox-setup-bad',
          `${where}: no zone ${JSON.stringify(String(zone).slice(0, 40))} in game "${game.id}": its zones are ${state.zoneNames.join(', ')}`,
        );
      if (faceUp !== undefined && typeof faceUp !== 'boolean')
        throw new TableError('sandbox-setup-bad', `${where}: "faceUp" must be true or false`);
      const owner = game.zoneOwner(zone) ?? game.seats[0]!;
      checked.push({ card: def.id, zone, owner, faceUp: faceUp === true });
      kept.push({ card: def.name, zone, ...(faceUp === undefined ? {} : { faceUp }) });
      return;
    }
    const { node, args, ...extra } = s;
    onlyFields(where, extra, 'node and args');
    if (typeof node !== 'string' || !engine.graph.hasNode(node)) {
      const names = engine.graph.nodes().map((n) => n.name);
      throw new TableError(
        'sandbox-setup-bad',
        `${where}: no node ${JSON.stringify(String(node).slice(0, 40))} in game "${game.id}"${typeof node === 'string' ? didYouMean(node, names) : ''}`,
      );
    }
    if (args === null || typeof args !== 'object' || Array.isArray(args))
      throw new TableError('sandbox-setup-bad', `${where}: "args" must be a JSON object`);
    checked.push({ node, args: args as Json });
    kept.push({ node, args: args as Record<string, unknown> });
  });
  const start = engine.queued()[0];
  if (start === undefined) throw new TableError('sandbox-setup-bad', `Game "${game.id}" queues no start node to set up after`);
  // The engine checks the params (JSON, within its limits) and refuses what is not.
  try {
    engine.attach(start.node, 'post', {
      key: SETUP_KEY,
      effect: SETUP_KEY,
      params: { steps: checked },
      lifetime: 'once',
    } as never);
  } catch (error) {
    throw new TableError('sandbox-setup-bad', `The setup cannot be attached: ${(error as Error).message}`);
  }
  return kept;
}

function onlyFields(where: string, extra: Record<string, unknown>, allowed: string): void {
  const unknown = Object.keys(extra)[0];
  if (unknown !== undefined)
    throw new TableError('sandbox-setup-bad', `${where} has no field "${unknown.slice(0, 40)}" (only ${allowed})`);
}
