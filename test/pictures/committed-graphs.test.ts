// The README shows docs/graphs/*.svg. Each is drawn (npm run graphs) from the .mmd beside it, which must
// be exactly what its command line prints now; the SVG records the hash of the source it was drawn from.
// How they read at a page's width is measured in Chromium by render-in-chromium.test.ts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import test from 'ava';
import { runCli as duelCli } from '../../examples/duel/cli/run.js';
import { duelGame } from '../../examples/duel/game.js';
import { duelPicture } from '../../examples/duel/picture.js';
import { runCli as warCli } from '../../examples/war/cli/run.js';
import { warPicture } from '../../examples/war/picture.js';
import { twist } from '../../examples/war/twist/pack.js';
import { commandOf, GRAPHS_DIR, README_PICTURES, recordedHash, sourceHash } from '../../tools/pictures/readme-pictures.js';
import { captureCli } from '../examples/shared/fixtures/capture-cli.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const committed = (file: string) => readFileSync(`${root}${GRAPHS_DIR}/${file}`, 'utf8');

for (const picture of README_PICTURES) {
  test(`${GRAPHS_DIR}/${picture.name}.mmd is what \`${commandOf(picture)}\` prints, and its SVG was drawn from it`, async (t) => {
    const run = await captureCli(picture.cli === 'war' ? warCli : duelCli, picture.args);
    t.is(run.code, 0, run.stderr);
    t.is(run.stdout, picture.source());
    t.is(committed(`${picture.name}.mmd`), run.stdout, `${picture.name}.mmd is out of date: run npm run graphs`);
    t.is(
      recordedHash(committed(`${picture.name}.svg`)),
      sourceHash(run.stdout),
      `${picture.name}.svg is out of date: run npm run graphs`,
    );
  });

  test(`${picture.name}: every rule node but the start's has an edge into it, of the flow or from a card`, (t) => {
    const text = picture.source();
    const boxes = [...text.matchAll(/^ {2,4}(n\d+)\[/gm)].map((m) => m[1]!);
    // Flow edges and card edges lead into a node; a hook's link to its node (-.-) does not.
    const targets = new Set([...text.matchAll(/^ {2}\S+ (?:==>|-->|-\.->)(?:\|[^|]*\|)? (\S+)$/gm)].map((m) => m[1]!));
    const start = /^ {2}begin ==> (\S+)$/m.exec(text)?.[1];
    t.truthy(start, 'the picture marks where the game starts');
    t.true(text.includes('  e1(["end"])'), 'the picture marks where the game ends');
    t.deepEqual(
      boxes.filter((id) => id !== start && !targets.has(id)),
      [],
    );
  });
}

test('the loops are drawn: a War round comes back to war.reveal through compare and war.resolve, a duel turn to its start through the turn structure', (t) => {
  const pictures = [warPicture([]), warPicture([twist]), duelPicture(duelGame.createEngine({ seed: 0 }))];
  const [classic, twisted, duel] = pictures.map((picture) => {
    const lines = picture.mermaid.split('\n');
    // An edge between two nodes, by name: the picture's box ids are whatever the drawing gave them.
    return (from: string, arrow: string, to: string) => lines.includes(`  ${picture.nodes[from]} ${arrow} ${picture.nodes[to]}`);
  });
  for (const war of [classic!, twisted!]) {
    t.true(war('compare', '-.->|"then"|', 'war.resolve'), 'compare continues to war.resolve');
    t.true(war('war.resolve', '==>', 'war.reveal'), 'war.resolve queues war.reveal');
    t.true(
      war('war.resolve', '==>', 'war.war') && war('war.war', '==>', 'war.reveal'),
      'a tie goes to war.war, which reveals again',
    );
  }
  t.true(classic!('war.reveal', '==>', 'compare'), 'classic: war.reveal queues compare');
  t.true(twisted!('twist.compare-played', '==>', 'compare'), 'twist: twist.compare-played queues compare');
  t.true(duel!('duel.end-phase', '==>', 'next-phase'), 'the end phase goes on to the next phase');
  t.true(
    duel!('next-phase', '==>', 'end-turn') && duel!('end-turn', '==>', 'next-turn'),
    'after the last phase the turn ends, and the next begins',
  );
  t.true(
    duel!('next-turn', '-->', 'begin-turn') && duel!('begin-turn', '-->', 'begin-phase'),
    'a turn begins with its first phase',
  );
  t.true(
    duel!('begin-phase', '==>', 'duel.draw-phase') && duel!('next-phase', '-->', 'begin-phase'),
    'each phase begins through begin-phase',
  );
  t.true(
    duel!('duel.main-phase', '==>|choice|', 'duel.main-move') && duel!('duel.main-move', '==>', 'duel.main-phase'),
    'main phase and main move ask and answer in a loop',
  );
});
