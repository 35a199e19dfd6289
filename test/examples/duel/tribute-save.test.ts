// A tribute summon asks one pick of the player's monsters. The pick waits as data: a save made while it
// waits keeps the question as asked (candidates once, its min and max), restores verified, and plays on
// exactly as the original.
import test from 'ava';
import { type Agent, Engine, restore, snapshot } from '../../../lib/index.js';
import { greedyAgent } from '../../../examples/duel/agents/index.js';
import { duelGame } from '../../../examples/duel/game.js';
import { setupDuel } from '../../../examples/duel/scenario.js';
import type { DuelState } from '../../../examples/duel/state.js';
import { answer, lines } from './helpers.js';

test('a laid-out duel saved while the tribute pick waits restores (checked by structure) and plays on the same', (t) => {
  const engine = setupDuel({ p1: { hand: ['abyssal-leviathan'], monsters: ['ember-squire', 'glass-moth', 'moss-golem'] } });
  answer(engine, { move: 'tribute-summon', card: 0, position: 'attack' });
  const saved = JSON.parse(JSON.stringify(snapshot(engine))) as { pending: unknown };
  t.like(saved.pending, { options: [1, 2, 3], pick: { min: 2, max: 2, ordered: false }, then: 'duel.tribute' });
  // A scenario is laid out by hand, so it has no start to replay: its save is checked by structure.
  const restored = restore<DuelState>(duelGame.graph(), JSON.stringify(saved), { verify: 'structure' });
  t.deepEqual(restored.pending, engine.pending);
  for (const copy of [engine, restored]) answer(copy, [1, 3]);
  t.deepEqual(restored.state, engine.state);
  t.deepEqual(lines(restored as Engine<never>), lines(engine));
  t.deepEqual(lines(engine), [
    'Player 1 tributes Ember Squire',
    'Player 1 tributes Moss Golem',
    'Player 1 tribute summons Abyssal Leviathan (ATK 3000) in attack position',
  ]);
});

test('bot duels: a save while a tribute pick waits restores verified by replay, asks the same pick, and ends the same', (t) => {
  let savedMidPick = 0;
  for (let seed = 1; seed <= 12 && savedMidPick < 3; seed++) {
    const engine = duelGame.createEngine({ seed });
    let saved: string | undefined;
    const greedy = greedyAgent();
    const saving: Agent = {
      name: 'saving',
      decide(decision, view) {
        if (decision.then === 'duel.tribute' && saved === undefined) saved = JSON.stringify(snapshot(engine));
        return greedy.decide(decision, view);
      },
    };
    engine.setAgent('p1', saving);
    engine.setAgent('p2', saving);
    const status = engine.run();
    t.is(status.status, 'ended', `seed ${seed}`);
    if (saved === undefined) continue;
    savedMidPick++;
    const restored = restore<DuelState>(duelGame.graph(), saved, { agents: { p1: greedyAgent(), p2: greedyAgent() } });
    t.is(restored.pending?.then, 'duel.tribute', `seed ${seed}`);
    t.like(restored.pending, { pick: { ordered: false } }, `seed ${seed}: asked as a pick`);
    t.true(
      restored.pending!.options.every((o) => typeof o === 'number'),
      `seed ${seed}: each monster offered once`,
    );
    t.deepEqual(restored.run(), status, `seed ${seed}`);
    t.deepEqual(restored.state, engine.state, `seed ${seed}`);
  }
  t.true(savedMidPick >= 3, `${savedMidPick} duels saved mid-pick`);
});
