// The terminal answers a pick with numbers separated by spaces; a wrong pick is explained and asked again.
import test from 'ava';
import { humanAgent } from '../../../examples/duel/agents/human.js';
import { playAtTerminal } from '../../../examples/duel/cli/terminal.js';
import { bargainsPack } from '../../../examples/duel/packs/bargains.js';
import { setupDuel } from '../../../examples/duel/scenario.js';
import { zone } from './helpers.js';

test('Grim Bargain at the terminal: "1 1" is refused with the reason, "3 1" discards those two, in any order', async (t) => {
  const engine = setupDuel({
    packs: [bargainsPack],
    agents: { p1: humanAgent() },
    p1: { deck: ['moss-golem', 'dusk-hound', 'gale-lancer'], hand: ['grim-bargain', 'ember-squire'] },
  });
  engine.run();
  engine.decide('p1', { move: 'activate', card: 3 });
  const answers = ['1 1', 'x', '3 1', 'q'];
  let out = '';
  const status = await playAtTerminal(
    { engine, seed: 1, agents: { p1: 'human', p2: 'greedy' }, shown: engine.log.length },
    { echo: true, next: () => Promise.resolve(answers.shift() ?? null), close: () => {} },
    (text) => (out += text),
  );
  t.is(status, 0);
  t.true(out.includes('[Player 1] Discard 2 cards\n  1) Ember Squire\n  2) Moss Golem\n  3) Dusk Hound\n'), out);
  t.true(
    out.includes(
      'Pick 2: numbers from 1 to 3 separated by spaces (s [file] to save, q to quit): 1 1\nNot an answer: 4 is picked twice',
    ),
    out,
  );
  t.true(
    out.includes('"x" is not a pick: answer with numbers from 1 to 3 separated by spaces, s [file] to save, or q to quit.'),
    out,
  );
  t.true(out.includes('Player 1 discards Ember Squire and Dusk Hound'), out);
  t.deepEqual(zone(engine, 'p1.hand'), [0]);
});
