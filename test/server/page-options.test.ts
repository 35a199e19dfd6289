// How the table page offers a decision's options (web/src/table/options.ts, no DOM): identical
// words are one choice answering the first of them, and many choices are grouped by their first
// word, the biggest groups folded until a comfortable number shows.
import test from 'ava';
import { choiceWords, COMFORTABLE, groupChoices, mergeOptions } from '../../web/src/table/options.js';

test('two copies of one card offered are one choice, "(×2)", answering the first index', (t) => {
  const choices = mergeOptions(['End the turn', 'Play Glass Moth', 'Set Glass Moth', 'Play Glass Moth']);
  t.deepEqual(choices, [
    { text: 'End the turn', option: 0, copies: 1 },
    { text: 'Play Glass Moth', option: 1, copies: 2 },
    { text: 'Set Glass Moth', option: 2, copies: 1 },
  ]);
  t.deepEqual(choices.map(choiceWords), ['End the turn', 'Play Glass Moth (×2)', 'Set Glass Moth']);
});

test('a few choices are one group; many are grouped by first word, the biggest folded, a lone one never', (t) => {
  const few = mergeOptions(['Summon A', 'Summon B', 'End the turn']);
  t.deepEqual(groupChoices(few), [{ heading: '', choices: few, folded: false }]);
  const words = [
    'Summon A',
    'Summon B',
    'Summon C',
    'Summon D',
    'Summon E',
    'Set A',
    'Set B',
    'Activate X',
    'Activate Y',
    'End the turn',
  ];
  const groups = groupChoices(mergeOptions(words));
  t.deepEqual(
    groups.map((g) => [g.heading, g.choices.length, g.folded]),
    [
      ['Summon', 5, true],
      ['Set', 2, false],
      ['Activate', 2, false],
      ['End', 1, false],
    ],
  );
  t.true(groups.filter((g) => !g.folded).reduce((n, g) => n + g.choices.length, 0) <= COMFORTABLE);
});
