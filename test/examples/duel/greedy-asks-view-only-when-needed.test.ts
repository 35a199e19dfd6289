// The greedy player scores ending the phase or the turn and setting a trap without the board, so a
// main-phase or battle-phase decision offering only those does not ask for a view (new JSON each call; the
// look-ahead player's playouts ask this player at every decision). Any other move reads the board, once.
import test from 'ava';
import type { PlayerView, SeatDecision } from '../../../lib/index.js';
import { greedyAgent } from '../../../examples/duel/agents/index.js';
import { duelGame } from '../../../examples/duel/game.js';

function mainDecision(options: SeatDecision['options']): SeatDecision {
  return { id: 9, player: 'p1', prompt: 'Main phase: choose a move', options, then: 'duel.main-move' };
}

test('a main-phase decision of only ending the phase or turn, or setting a trap, is answered without a view', (t) => {
  let views = 0;
  const view = (): PlayerView => {
    views++;
    throw new Error('no view should be asked for');
  };
  const greedy = greedyAgent();
  t.deepEqual(greedy.decide(mainDecision([{ move: 'end-main' }, { move: 'end-turn' }]), view), { move: 'end-main' });
  t.deepEqual(greedy.decide(mainDecision([{ move: 'set-trap', card: 12 }, { move: 'end-main' }, { move: 'end-turn' }]), view), {
    move: 'set-trap',
    card: 12,
  });
  t.is(views, 0);
});

test('a battle-phase decision of only ending the battle or the turn is answered without a view', (t) => {
  let views = 0;
  const view = (): PlayerView => {
    views++;
    throw new Error('no view should be asked for');
  };
  const battle: SeatDecision = {
    id: 9,
    player: 'p1',
    prompt: 'Battle phase: choose a move',
    options: [{ move: 'end-battle' }, { move: 'end-turn' }],
    then: 'duel.battle-move',
  };
  t.deepEqual(greedyAgent().decide(battle, view), { move: 'end-battle' });
  t.deepEqual(greedyAgent().decide({ ...battle, options: [{ move: 'end-turn' }, { move: 'end-battle' }] }, view), {
    move: 'end-battle',
  });
  t.is(views, 0);
});

test('a main-phase decision with a summon reads the board once', (t) => {
  const engine = duelGame.createEngine({ seed: 1 });
  let status = engine.run();
  while (status.status === 'awaiting' && status.decision.then !== 'duel.main-move') {
    engine.decide(status.decision.player, status.decision.options[0]!);
    status = engine.run();
  }
  if (status.status !== 'awaiting') return t.fail('no main phase');
  const asked = engine.view(status.decision.player).pending as SeatDecision;
  t.true(asked.options.some((o) => (o as { move: string }).move === 'summon'));
  let views = 0;
  const answer = greedyAgent().decide(asked, () => {
    views++;
    return engine.view(asked.player);
  });
  t.is(views, 1);
  t.true(asked.options.some((o) => JSON.stringify(o) === JSON.stringify(answer)));
});
