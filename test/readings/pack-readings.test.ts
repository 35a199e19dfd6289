// A pack's readings: how its own nodes read in cardText, what is read plainly without one, and readings
// that clash or cannot be filled in, refused where they are read.
import test from 'ava';
import { cardText, defineCard, defineCardPack, type CardReadings } from '../../lib/index.js';
import { readCard } from '../../lib/cards/index.js';

const herald = defineCard({
  id: 'x.herald',
  name: 'Herald',
  kind: 'spell',
  text: 'When you play this card, your opponent loses 2 cards.',
  abilities: [{ on: 'played', steps: [{ do: 'x.lose', player: '$opponent', count: 2 }] }],
});

const readings: CardReadings = {
  triggers: { played: { reads: 'When you play this card' } },
  nodes: { 'x.lose': { does: '{player:subject} [lose|loses] {count} card{count:s}', nouns: { player: 'player' } } },
};

test("a card reads by its pack's readings of its trigger and node", (t) => {
  t.deepEqual(readCard(herald, [defineCardPack({ name: 'x', cards: [herald], readings })]), {
    text: 'When you play this card, your opponent loses 2 cards.',
    unread: [],
  });
});

test('without a reading, a node and a trigger are read plainly, and readCard names them', (t) => {
  t.deepEqual(readCard(herald), {
    text: 'When this card is played, x.lose (player your opponent, count 2).',
    unread: ['node "x.lose"', 'trigger "played"'],
  });
});

test('a card without abilities has no rules text', (t) => {
  t.is(cardText(defineCard({ id: 'x.moth', name: 'Moth', kind: 'monster', text: 'It flutters.' })), '');
});

test('two packs reading one node are refused, naming both', (t) => {
  const a = defineCardPack({ name: 'a', cards: [herald], readings });
  const b = defineCardPack({ name: 'b', cards: [], readings: { nodes: { 'x.lose': { does: 'lose' } } } });
  t.throws(() => cardText(herald, [a, b]), {
    message: 'Card packs "a" and "b" both give a reading of node "x.lose": keep one',
  });
});

test('a template with an unknown modifier is refused, naming the pack and the node', (t) => {
  const pack = defineCardPack({
    name: 'x',
    cards: [herald],
    readings: { nodes: { 'x.lose': { does: '{player:subjct} loses' } } },
  });
  t.throws(() => cardText(herald, [pack]), {
    message:
      'Card pack "x": the reading of node "x.lose" has an unknown modifier ":subjct" in "{player:subjct} loses" (the modifiers are :subject, :count, :s, :their, :poss)',
  });
});

test('a template with a brace that is no slot is refused', (t) => {
  const pack = defineCardPack({ name: 'x', cards: [herald], readings: { nodes: { 'x.lose': { does: '{player loses' } } } });
  t.throws(() => cardText(herald, [pack]), {
    message:
      'Card pack "x": the reading of node "x.lose" has a brace or bracket that is not a slot {name} or a choice [a|b]: "{player loses"',
  });
});
