import test from 'ava';
import { setupWar } from './helpers/setup-war.js';

/**
 * Reads of the items of a frozen players list, from the start of node `from` to the start of node `to`, in the
 * second battle of a game (the first made the links between the nodes, whose args are checked once). A pre hook on
 * war.reveal hands the list in, as a variant may. Why it matters: War's shared players lists are frozen, and Node
 * 20's optimizing compiler does not inline reads of a frozen array's items: each is a call to a generic stub, and
 * these run on every comparison of every game.
 */
function reads(from: string, to: string): number {
  // Player 2's card wins both battles: compare has to look past the first player.
  const engine = setupWar({ p1: [2, 12, 5], p2: [3, 13, 4], log: false });
  while (engine.state.comparisons < 1) engine.step();
  let counting = false;
  let count = 0;
  const players = new Proxy(Object.freeze(['p1', 'p2']), {
    get(target, key, receiver) {
      if (counting && typeof key === 'string' && /^\d+$/.test(key)) count++;
      return Reflect.get(target, key, receiver);
    },
  });
  engine.attach('war.reveal', 'pre', { key: 'counted', run: () => ({ players, battle: true }), lifetime: 'once' });
  engine.on('nodeStart', (node) => {
    if (node === from) counting = true;
    if (node === to) counting = false;
  });
  while (engine.state.comparisons < 2) engine.step();
  return count;
}

test('war.reveal reads each player of its list once in a battle, after the check of the args its hook returned (it read each three times)', (t) => {
  // 2 reads check the args the pre hook returns, 2 are the body's (it made 6).
  t.is(reads('war.reveal', 'compare'), 4);
});

test('compare reads the winner from the players list once (it read each player that led so far)', (t) => {
  t.is(reads('compare', 'war.resolve'), 1);
});
