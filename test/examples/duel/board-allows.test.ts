// duel.main-move checks a chosen move against the board with boardAllows, which answers without listing
// every move: it must agree with "possibleMainMoves lists a move sameMove as it" on every move, legal or
// forced (wrong card, wrong position, a target where none belongs, an unknown move), in every position.
import test from 'ava';
import { randomAgent, type Engine } from '../../../lib/index.js';
import { agentSeed } from '../../../examples/duel/agents/index.js';
import { duelGame } from '../../../examples/duel/game.js';
import { boardAllows, possibleMainMoves, sameMove, type MainMove } from '../../../examples/duel/moves.js';
import { bargainsPack } from '../../../examples/duel/packs/bargains.js';
import { edictsPack } from '../../../examples/duel/packs/edicts.js';
import { ALL_ZONES, type DuelState } from '../../../examples/duel/state.js';

/** Every move shape for every card in play (hands, fields, a deck's top) and ones that are not, plus shapes no option ever has. */
function candidates(state: DuelState): MainMove[] {
  const inPlay = ALL_ZONES.flatMap((name, zone) =>
    name.endsWith('.deck') ? state.zones[zone]!.slice(0, 1) : state.zones[zone]!,
  );
  const cards = [...inPlay, -1, 999];
  const out: unknown[] = [{ move: 'end-main' }, { move: 'end-turn' }, { move: 'end-turn', card: 1 }, { move: 'pass' }, {}];
  for (const card of cards) {
    for (const move of ['summon', 'tribute-summon'])
      for (const position of ['attack', 'face-down', 'defense', undefined]) {
        out.push({ move, card, position }, { move, card, position, target: 1 });
      }
    out.push({ move: 'switch', card }, { move: 'switch', card, position: 'attack' }, { move: 'switch', card, target: 2 });
    out.push({ move: 'set-trap', card }, { move: 'set-trap', card, target: 3 });
    out.push({ move: 'activate', card }, { move: 'activate', card, position: 'attack' });
    for (const target of cards) out.push({ move: 'activate', card, target });
    out.push({ move: 'activate', card: String(card) }, { move: 'switch', card: String(card) });
  }
  return out as MainMove[];
}

test('boardAllows agrees with the listed moves on every move at every main-phase decision of 24 duels', (t) => {
  let checked = 0;
  let allowed = 0;
  for (let seed = 1; seed <= 24; seed++) {
    const engine: Engine<DuelState> = duelGame.createEngine({
      seed,
      log: false,
      packs: seed % 2 === 0 ? [bargainsPack, edictsPack] : [],
      agents: { p1: randomAgent(agentSeed(seed, 'p1')), p2: randomAgent(agentSeed(seed, 'p2')) },
    });
    for (let i = 0; i < 3000 && !engine.ended; i++) {
      engine.step();
      const state = engine.state;
      if (state.phase !== 'main' || engine.pending === null) continue;
      for (const player of ['p1', 'p2']) {
        const listed = possibleMainMoves(state, player);
        for (const move of candidates(state)) {
          const expected = listed.some((m) => sameMove(m, move));
          if (boardAllows(state, player, move) !== expected) {
            t.fail(`seed ${seed}, ${player}: ${JSON.stringify(move)} should be ${expected}`);
            return;
          }
          checked++;
          if (expected) allowed++;
        }
      }
    }
  }
  t.true(checked > 50_000 && allowed > 1_000, `${checked} moves checked, ${allowed} allowed`);
});
