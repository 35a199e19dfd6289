import test from 'ava';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { greedyAgent } from '../../../examples/duel/agents/index.js';
import { duelGame } from '../../../examples/duel/game.js';
import { readSave, SaveFileError, writeSave, type DuelSave } from '../../../examples/duel/save-file.js';
import { tempFolderForFile } from '../../temp-folder.js';

const dir = tempFolderForFile('duel-save-');

/** A duel waiting on Player 1's first move, saved to `name`; returns the path and the save as JSON. */
function saved(name: string): { path: string; save: DuelSave & { snapshot: { state: Record<string, any> } } } {
  const engine = duelGame.createEngine({ seed: 4, agents: { p2: greedyAgent() } });
  engine.run();
  const path = join(dir, name);
  writeSave(path, engine, 4, { p1: 'human', p2: 'greedy' });
  return { path, save: JSON.parse(readFileSync(path, 'utf8')) as never };
}

test('a saved duel restores with its card state by handle, the same as the game it was saved from', (t) => {
  const { path, save } = saved('sound.json');
  const { engine } = readSave(path);
  t.deepEqual(engine.state, save.snapshot.state);
  t.is(engine.state.cards.length, 80);
  t.is(engine.state.positions.length, 80);
});

test('a save whose card state does not hold together is refused at the door, naming the file and the problem', (t) => {
  const cases: [string, (state: Record<string, any>) => void, string][] = [
    [
      'old-layout.json',
      // The card layout before handles: instances by id in an object.
      (state) =>
        (state.cards = {
          c1: { iid: 'c1', defId: 'duel.glass-moth', owner: 'p1', controller: 'p1', zone: 'p1.deck', faceUp: false },
        }),
      `The card state's cards must be an array, got {"c1":{"iid":"c1","defId":"duel.glass-moth","owner":"p1","c…`,
    ],
    ['two-zones.json', (state) => state.zones[1].push(state.zones[0][0]), 'is in 2 zones: "p1.deck" and "p1.hand"'],
    [
      'forged-field.json',
      (state) => (state.cards[3].atk = 9000),
      'Card 3 must have exactly the fields def, zone, owner, controller, faceUp; "atk" is extra',
    ],
  ];
  for (const [name, edit, problem] of cases) {
    const { path, save } = saved(name);
    edit(save.snapshot.state);
    writeFileSync(path, JSON.stringify(save));
    const error = t.throws(() => readSave(path), { instanceOf: SaveFileError });
    t.true(error.message.startsWith(`Save file "${path}" cannot be restored: `), error.message);
    t.true(error.message.endsWith(problem), error.message);
  }
});
