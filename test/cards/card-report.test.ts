// cardReport: one record per card, read from the card data the engine runs: the nodes a card runs,
// the hooks it attaches with their lifetimes, the effects and conditions it names, and whether it
// is data-only (names no code but the library's own).
import test from 'ava';
import { defineCard } from '../../lib/index.js';
import { CANCEL_EFFECT } from '../../lib/card-text/cancel-effect.js';
import { cardRecord, cardReport } from '../../lib/cards/index.js';
import { tinyGame } from './fixtures/tiny-card-game.js';

test('one record per card of the game, in pack order then card order, each exact', (t) => {
  t.deepEqual(cardReport(tinyGame.packs()), [
    { card: 'tiny.plain', name: 'Plain', pack: 'tiny', dataOnly: true, enqueues: [], hooks: [], effects: [], conditions: [] },
    {
      card: 'tiny.coin',
      name: 'Coin',
      pack: 'tiny',
      dataOnly: true,
      enqueues: ['each', 'log', 'score', 'tiny.picked'],
      hooks: [{ node: 'score', phase: 'post', lifetime: '2 runs' }],
      effects: [],
      conditions: [],
    },
    {
      card: 'tiny.echo',
      name: 'Echo',
      pack: 'tiny',
      dataOnly: true,
      enqueues: ['log', 'score'],
      hooks: [
        { node: 'score', phase: 'pre', lifetime: 'until tiny.picked' },
        { node: 'score', phase: 'mask', lifetime: 'once, while in {you}.hand' },
      ],
      effects: [],
      conditions: [],
    },
    {
      card: 'tiny.banner',
      name: 'Banner',
      pack: 'tiny',
      dataOnly: true,
      enqueues: [],
      hooks: [{ node: 'score', phase: 'pre', lifetime: 'while in {controller}.hand or {controller}.table' }],
      effects: [],
      conditions: [],
    },
    {
      card: 'tiny.spell',
      name: 'Spell',
      pack: 'tiny',
      dataOnly: false,
      enqueues: [],
      hooks: [],
      effects: ['tiny.double'],
      conditions: [],
    },
    {
      card: 'tiny.ward',
      name: 'Ward',
      pack: 'tiny',
      dataOnly: false,
      enqueues: [],
      hooks: [{ node: 'score', phase: 'mask', lifetime: 'while in {controller}.table' }],
      effects: ['tiny.nothing'],
      conditions: ['tiny.is-p1'],
    },
    {
      card: 'tiny.skip',
      name: 'Skip',
      pack: 'tiny',
      dataOnly: true,
      enqueues: [],
      hooks: [{ node: 'score', phase: 'pre', lifetime: 'once' }],
      effects: ['cardweave.cancel'],
      conditions: ['cardweave.args-match'],
    },
  ]);
});

test("a game's condition makes a card name code, though its effect is the library's", (t) => {
  const card = defineCard({
    id: 'x.only-if',
    name: 'Only If',
    kind: 'ability',
    abilities: [{ while: '{you}.hand', hooks: [{ node: 'score', phase: 'pre', effect: CANCEL_EFFECT, applies: 'x.is-p1' }] }],
  });
  t.like(cardRecord(card, 'x'), { dataOnly: false, effects: ['cardweave.cancel'], conditions: ['x.is-p1'] });
});

test('an effect named in a step inside an attached hook makes a card name code', (t) => {
  const card = defineCard({
    id: 'x.deep',
    name: 'Deep',
    kind: 'ability',
    abilities: [
      {
        on: 'drawn',
        steps: [
          { do: 'attach', hook: { node: 'score', phase: 'post', steps: [{ do: 'effect', effect: 'x.code', params: {} }] } },
        ],
      },
    ],
  });
  t.deepEqual(cardRecord(card, 'x'), {
    card: 'x.deep',
    name: 'Deep',
    pack: 'x',
    dataOnly: false,
    enqueues: [],
    hooks: [{ node: 'score', phase: 'post', lifetime: 'permanent' }],
    effects: ['x.code'],
    conditions: [],
  });
});

test('a redirect without a node runs nothing new; detach and let run no node', (t) => {
  const card = defineCard({
    id: 'x.turn',
    name: 'Turn',
    kind: 'ability',
    abilities: [
      {
        on: 'drawn',
        steps: [
          { do: 'let', as: 'n', value: 1 },
          { do: 'detach', node: 'score', phase: 'pre', key: 'x' },
          { do: 'attach', hook: { node: 'score', phase: 'mask', steps: [{ do: 'redirect', set: { points: 0 } }] } },
        ],
      },
    ],
  });
  t.deepEqual(cardRecord(card, 'x').enqueues, []);
});
