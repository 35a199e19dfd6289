// The look-ahead player's playouts ask the greedy player about fourteen decisions each, and each scores every
// option against the same board (issue 24). What the options share (the opponent's strongest attacker, a Mirror
// Ward on either side) is read from the view once per decision, not once per option.
import test from 'ava';
import type { PlayerView, SeatDecision } from '../../../lib/index.js';
import { greedyAgent } from '../../../examples/duel/agents/index.js';

const face = (id: number, def: string, atk: number, def_: number) => ({
  id,
  def,
  kind: 'monster',
  stats: { level: 4, atk, def: def_ },
  faceUp: true,
  positions: null,
  atk: null,
});

/** A view whose zones count how often their cards are read. */
function countingView(reads: Record<string, number>): PlayerView {
  const zones: Record<string, unknown> = {};
  const cards: Record<string, unknown[]> = {
    'p1.hand': [face(1, 'a', 1800, 1000), face(2, 'b', 1200, 1500), face(3, 'c', 1000, 2000)],
    'p1.monsters': [],
    'p1.spells': [],
    'p2.monsters': [{ ...face(9, 'd', 1600, 1000), positions: 'attack', atk: 1600 }],
    'p2.spells': [],
  };
  for (const [name, list] of Object.entries(cards)) {
    reads[name] = 0;
    zones[name] = {
      count: list.length,
      get cards() {
        reads[name]!++;
        return list;
      },
    };
  }
  return {
    seat: 'p1',
    state: { zones, lifePoints: { p1: 8000, p2: 8000 }, startingLifePoints: 8000 } as PlayerView['state'],
    log: [],
    logFrom: 0,
    pending: null,
    ended: false,
    result: null,
  };
}

test("scoring six summons reads the opponent's monsters twice (the card index and the threat), not once per option", (t) => {
  const reads: Record<string, number> = {};
  const view = countingView(reads);
  const options = [1, 2, 3].flatMap((card) => [
    { move: 'summon', card, position: 'attack' },
    { move: 'summon', card, position: 'face-down' },
  ]);
  const decision: SeatDecision = { id: 4, player: 'p1', prompt: 'Main phase: choose a move', options, then: 'duel.main-move' };
  const answer = greedyAgent().decide(decision, () => view);
  // 1800 beats the 1600 threat: the strongest summon in attack position.
  t.deepEqual(answer, { move: 'summon', card: 1, position: 'attack' });
  t.is(reads['p2.monsters'], 2);
});

test("scoring three attacks reads the defender's spells twice (the card index and its Mirror Ward), not once per option", (t) => {
  const reads: Record<string, number> = {};
  const view = countingView(reads);
  (view.state.zones as Record<string, { cards: unknown[] }>)['p1.monsters'] = {
    cards: [face(5, 'e', 2000, 0), face(6, 'f', 1700, 0), face(7, 'g', 1500, 0)],
  };
  const options = [5, 6, 7].map((attacker) => ({ move: 'attack', attacker, target: 9 }));
  const decision: SeatDecision = { id: 5, player: 'p1', prompt: 'Battle: choose a move', options, then: 'duel.battle-move' };
  t.deepEqual(
    greedyAgent().decide(decision, () => view),
    { move: 'attack', attacker: 5, target: 9 },
  );
  t.is(reads['p2.spells'], 2);
  // The attacker's own Mirror Ward matters only against one of the defender's: its spells are read for the index alone.
  t.is(reads['p1.spells'], 1);
});
