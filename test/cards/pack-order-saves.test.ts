import test from 'ava';
import { restore, snapshot } from '../../lib/index.js';
import { halveHarm, makeHarmGame, preventHarm, rulePack, type HarmState } from './fixtures/harm-game.js';

const halve = () => rulePack('halve', 'harm', halveHarm);
const shield = () => rulePack('shield', 'harm', preventHarm, { after: ['halve'] });

test('packs that declare their order make one rule set however they are listed, so a save restores with either listing', (t) => {
  const game = makeHarmGame([{ node: 'harm', args: { player: 'p1', amount: 4 } }]);
  t.is(game.graph([shield(), halve()]).id, 'harm+halve+shield');
  const saved = JSON.stringify(snapshot(game.createEngine({ packs: [shield(), halve()] })));
  const restored = restore<HarmState>(game.graph([halve(), shield()]), saved);
  restored.run();
  t.deepEqual(restored.lines(), [
    'Replacement "halve.harm" applied to harm',
    'Replacement "shield.harm" applied to harm',
    'p1 prevents the harm',
  ]);
  t.is(restored.state.life.p1, 20);
});
