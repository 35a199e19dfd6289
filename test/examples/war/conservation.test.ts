import test from 'ava';
import { type PackSource } from '../../../lib/index.js';
import { checkConservation, countCards } from '../../../lib/cards/index.js';
import { reversalPack } from '../../../examples/war/packs/reversal.js';
import { warGame } from '../../../examples/war/game.js';
import { twist } from '../../../examples/war/twist/pack.js';

/** Plays one game, checking after every node run that each card is in exactly one zone; returns the node runs checked. */
function playChecked(seed: number, packs: PackSource[], cards: number): number {
  const engine = warGame.createEngine({ seed, packs, log: false });
  let checked = 0;
  engine.on('nodeEnd', () => {
    if (checkConservation(engine.state) !== cards) throw new Error(`seed ${seed}: the card count changed`);
    checked++;
  });
  engine.run();
  if (countCards(engine.state) !== cards) throw new Error(`seed ${seed}: ${countCards(engine.state)} cards at the end`);
  return checked;
}

test('no card is lost or duplicated after any node run of 200 twist games (52 + 6 ability cards)', (t) => {
  let runs = 0;
  for (let seed = 1; seed <= 200; seed++) runs += playChecked(seed, [twist], 58);
  t.true(runs > 200 * 100);
});

test('no card is lost or duplicated after any node run of 100 twist games with the reversal pack (52 + 10)', (t) => {
  let runs = 0;
  for (let seed = 1; seed <= 100; seed++) runs += playChecked(seed, [twist, reversalPack], 62);
  t.true(runs > 100 * 100);
});

test('no card is lost or duplicated after any node run of 10 classic games (52 cards)', (t) => {
  let runs = 0;
  for (let seed = 1; seed <= 10; seed++) runs += playChecked(seed, [], 52);
  t.true(runs > 10 * 1000);
});
