// What a seat is sent about each card it sees: its text (the printed text, else what its data reads),
// its current stats with the printed ones beside those that changed, and its position on the field.
// A real duel board through the real card-test game: Mirror Ward and Rallying Banner on p1's field,
// Gale Lancer summoned under the banner (ATK 1800 → 2100), Dusk Hound set face down.
import test from 'ava';
import { defineCardPack } from '../../lib/index.js';
import { cardTest } from '../../lib/testing/index.js';
import { defineTableGame, seatView, type CardFace } from '../../lib/server/index.js';
import { cardTexts } from '../../lib/server/card-faces.js';
import { duelCardTests } from '../../examples/duel/card-test-game.js';
import { duelGame } from '../../examples/duel/game.js';
import { sparkVolley } from '../../examples/duel/packs/spells-and-traps.js';
import { duelTable } from '../../examples/duel/table.js';

const board = cardTest(duelCardTests(), 'a board under Rallying Banner and Mirror Ward')
  .lay('p1.spells', ['duel.mirror-ward', 'duel.rallying-banner'])
  .lay('p1.monsters', [{ card: 'duel.dusk-hound', as: 'face-down' }])
  .lay('p1.hand', ['duel.gale-lancer'])
  .play('p1', 'duel.gale-lancer', { position: 'attack' })
  .run();

const faces = (seat: string | null, zone: string): (CardFace | null)[] | undefined =>
  seatView({ id: 't', game: duelTable, seats: [], engine: board.engine }, seat, { entries: 0, lines: 0 }).zones.find(
    (z) => z.name === zone,
  )?.cards;

const mirrorWard: CardFace = {
  name: 'Mirror Ward',
  kind: 'spell',
  stats: { type: 'continuous' },
  text: 'If you would take battle damage, your opponent takes it instead.',
};
const banner: CardFace = {
  name: 'Rallying Banner',
  kind: 'spell',
  stats: { type: 'continuous' },
  text: 'Monsters you control gain 300 ATK.',
};
const lancer: CardFace = {
  name: 'Gale Lancer',
  kind: 'monster',
  stats: { level: 4, atk: 2100, def: 600 },
  printed: { atk: 1800 },
  position: 'attack',
  text: 'Strikes first, thinks later.',
};

test("the opponent sees Mirror Ward's real text, the Lancer's current ATK and position, and only the set monster's back", (t) => {
  t.deepEqual(faces('p2', 'p1.spells'), [mirrorWard, banner]);
  t.deepEqual(faces('p2', 'p1.monsters'), [null, lancer]);
  t.deepEqual(faces(null, 'p1.monsters'), [null, lancer], 'a spectator sees what p2 sees');
});

test('the controller sees its set monster face down, with its current ATK and its position', (t) => {
  t.deepEqual(faces('p1', 'p1.monsters'), [
    {
      name: 'Dusk Hound',
      kind: 'monster',
      stats: { level: 3, atk: 1700, def: 800 },
      printed: { atk: 1400 },
      faceDown: true,
      position: 'defense',
      text: 'Hunts only when the light fails.',
    },
    lancer,
  ]);
  t.deepEqual(faces('p1', 'p1.spells'), [mirrorWard, banner]);
});

test('a card with no printed text shows what its data reads, made once per game and pack list', (t) => {
  const quiet = { ...sparkVolley, id: 'quiet.volley', name: 'Quiet Volley', text: '' };
  const table = defineTableGame({
    id: 'quiet-duel',
    title: 'Quiet duel',
    game: duelGame,
    seats: ['p1', 'p2'],
    packs: { quiet: defineCardPack({ name: 'quiet', cards: [quiet] }) },
  });
  const texts = cardTexts(table, ['quiet']);
  t.is(texts.get('quiet.volley'), 'Inflict 500 damage to your opponent.');
  t.is(texts.get('duel.mirror-ward'), mirrorWard.text);
  t.is(cardTexts(table, ['quiet']), texts, 'the same texts, not made again');
  t.false(cardTexts(table, []).has('quiet.volley'), 'a table without the pack has not its cards');
});
