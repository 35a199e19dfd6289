// What travels between the server and the sandbox page, as plain data types with no imports but
// the table's own view types, so the page (web/src/sandbox) type-checks against what is sent.
import type { SeatView } from '../wire.js';

/**
 * One step of a sandbox's setup, run before the first decision through the
 * game's own nodes: a card from the game's card list made in a zone
 * (`create-card`), or one of the game's nodes run with JSON args (a fact
 * such as life points, where the game has a node for it).
 *
 * @example
 * const steps: SetupStep[] = [{ card: 'Glass Moth', zone: 'p1.hand' }, { node: 'duel.gain-life-points', args: { player: 'p2', amount: 500 } }];
 */
export type SetupStep = { card: string; zone: string; faceUp?: boolean } | { node: string; args: Record<string, unknown> };

/**
 * What opening a sandbox takes: a game, its packs, a seed (default: a random one, shown), setup steps.
 *
 * @example
 * const request: SandboxRequest = { game: 'duel', seed: 7, setup: [{ card: 'Glass Moth', zone: 'p1.hand' }] };
 */
export interface SandboxRequest {
  game: string;
  packs?: string[];
  seed?: number;
  setup?: SetupStep[];
}

/**
 * A branch of a sandbox's history tree as the page lists it: each of its
 * points (0: the start) can be jumped to.
 *
 * @example
 * const main: SandboxBranch = { name: 'main', tip: 2, end: 4, head: true, answers: ['p1: Summon Glass Moth', 'p2: End the turn', 'p1: End the turn', 'p2: Pass'] };
 */
export interface SandboxBranch {
  name: string;
  /** Decisions answered from the start to where the branch stands. */
  tip: number;
  /** Decisions to the furthest point it reached (redo walks toward it). */
  end: number;
  head: boolean;
  /** Each answer from the start to its end, in words: `seat: option`. */
  answers: string[];
}

/**
 * What ran in the last step (the answer and the run to the next question):
 * node names in the order they started, the last one the node that asked
 * (or ended the game), and the hooks that fired, as `[key, phase, node]`.
 *
 * @example
 * const ran: SandboxTrace = { nodes: ['duel.main-move', 'normal-summon', 'move-card'], hooks: [['cardweave.lifetimes', 'post', 'move-card']] };
 */
export interface SandboxTrace {
  nodes: string[];
  hooks: [key: string, phase: string, node: string][];
}

/**
 * Everything the sandbox page is sent: the asked seat's view (the seat that
 * plays now; the last seat when nobody is asked), the whole state for the
 * inspector, the history's branches, and what the last step ran.
 *
 * @example
 * const seat = (view: SandboxView) => view.playingAs; // 'p2'
 */
export interface SandboxView {
  id: string;
  game: string;
  packs: string[];
  seed: number;
  setup: SetupStep[];
  /** The seat whose view is shown and who answers now. */
  playingAs: string;
  view: SeatView;
  /** The game's whole state (the designer's own table hides nothing), as JSON. */
  state: unknown;
  /** Every zone with every card in it by name and handle, top first, face down or not: the inspector's readable part. */
  everyZone: { zone: string; cards: string[] }[];
  branches: SandboxBranch[];
  canUndo: boolean;
  canRedo: boolean;
  trace: SandboxTrace;
  /** Counts the sandbox's changes: the page waits for one past it (`/wait?after=`). */
  version: number;
  /** How the last reload of the game's rules went (`cardweave serve --watch`), once there was one. */
  reload?: { ok: boolean; change: number; message: string };
}
