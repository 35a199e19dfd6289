// "Once per turn" and "once per game" on a card's ability or hook given by steps (`once: 'turn' | 'game'`).
import test from 'ava';
import { defineCard, defineNode, restore, RuleError, snapshot, triggerAbilities } from '../../lib/index.js';
import { checkCardPackText, CardError } from '../../lib/cards/index.js';
import { on, oncePerGame, oncePerTurn, score, YOU } from '../../lib/verbs/index.js';
import { skirmish, type SkirmishState } from './fixtures/skirmish.js';

// `x.poke`: fires the card's "poked" abilities, as an activation would.
const poke = defineNode<{ player: string; card: number }, SkirmishState>({
  name: 'x.poke',
  description: 'Fires the "poked" abilities of a card.',
  body(ctx, { player, card }) {
    triggerAbilities(ctx, 'poked', card, { player });
  },
});

// "Once per turn: score 1."
const drummer = defineCard({
  id: 'x.drummer',
  name: 'Drummer',
  kind: 'unit',
  abilities: [{ on: 'poked', once: 'turn', steps: [{ do: 'score', player: '$you', points: 1 }] }],
});
// "Once per game: score 5."
const relic = defineCard({
  id: 'x.relic',
  name: 'Relic',
  kind: 'unit',
  abilities: [oncePerGame(on('poked', score(YOU, 5)))],
});
// "Once per turn, when your opponent would score, you score instead."
const pickpocket = defineCard({
  id: 'x.pickpocket',
  name: 'Pickpocket',
  kind: 'unit',
  abilities: [
    {
      while: '{controller}.field',
      hooks: [
        {
          node: 'score',
          phase: 'mask',
          once: 'turn',
          when: { $ne: ['$args.player', '$you'] },
          steps: [{ do: 'redirect', set: { player: '$you' } }],
        },
      ],
    },
  ],
});

const { game } = skirmish([drummer, relic, pickpocket], { nodes: [poke] });
const pokeP1 = (card: number) => ({ node: 'x.poke', args: { player: 'p1', card } });
const turn = { node: 'next-player', args: {} };

test('once per turn: the second use in a turn does nothing, and the next turn it runs again', (t) => {
  const engine = game.createEngine({
    seed: 1,
    options: { p1: { field: ['x.drummer'] }, script: [turn, pokeP1(0), pokeP1(0), turn, pokeP1(0), pokeP1(0)] },
  });
  engine.run();
  t.deepEqual(engine.state.scores, { p1: 2, p2: 0 });
  t.deepEqual(engine.state.used, { '0:abilities[0]': 2 });
});

test('once per turn is counted per card: two Drummers score once each in a turn', (t) => {
  const engine = game.createEngine({
    seed: 1,
    options: { p1: { field: ['x.drummer', 'x.drummer'] }, script: [turn, pokeP1(0), pokeP1(1), pokeP1(0), pokeP1(1)] },
  });
  engine.run();
  t.deepEqual(engine.state.scores, { p1: 2, p2: 0 });
});

test('once per game: used in the first turn, it never runs again; the verb builds the same data', (t) => {
  const engine = game.createEngine({
    seed: 1,
    options: { p1: { field: ['x.relic'] }, script: [turn, pokeP1(0), pokeP1(0), turn, turn, pokeP1(0)] },
  });
  engine.run();
  t.deepEqual(engine.state.scores, { p1: 5, p2: 0 });
  t.deepEqual(relic.abilities[0], { on: 'poked', once: 'game', steps: [{ do: 'score', player: '$you', points: 5 }] });
  t.deepEqual(oncePerTurn(on('poked', score(YOU, 1))), drummer.abilities[0]);
});

test('a hook given by steps once per turn applies to the first event of each turn only', (t) => {
  const score = (player: string) => ({ node: 'score', args: { player, points: 1 } });
  const engine = game.createEngine({
    seed: 1,
    options: { p1: { field: ['x.pickpocket'] }, script: [turn, score('p2'), score('p2'), turn, score('p2')] },
  });
  engine.run();
  t.deepEqual(engine.state.scores, { p1: 2, p2: 1 });
});

test('a save holds the uses: a verified restore mid-turn still refuses the second use', (t) => {
  const engine = game.createEngine({
    seed: 1,
    options: { p1: { field: ['x.drummer'] }, script: [turn, pokeP1(0)] },
  });
  engine.run();
  const restored = restore<SkirmishState>(game.graph(), JSON.stringify(snapshot(engine)));
  t.deepEqual(restored.state.used, { '0:abilities[0]': 1 });
  for (const copy of [engine, restored]) {
    copy.enqueue('x.poke', { player: 'p1', card: 0 });
    copy.run();
  }
  t.deepEqual(restored.state.scores, { p1: 1, p2: 0 });
  t.deepEqual(restored.state, engine.state);
});

test('once per turn in a game that counts no turns is refused where the ability runs', (t) => {
  const engine = game.createEngine({ seed: 1, options: { p1: { field: ['x.drummer'] }, script: [pokeP1(0)] } });
  const error = t.throws(() => engine.run(), { instanceOf: RuleError });
  t.is(
    error?.message,
    'the body of node "x.poke" failed: Drummer (card 0) has abilities[0] once per turn, and this game counts no turns: state.turn must be a number (next-player and next-turn keep it)',
  );
  t.is(error?.code, 'once-per-turn-no-turn');
  t.true(error?.cause instanceof CardError);
});

test('cards check and the pack refuse a limit that is not "turn" or "game", and one on a hook given by effect', (t) => {
  t.throws(() => defineCard({ ...drummer, abilities: [{ ...drummer.abilities[0]!, once: 'round' } as never] }), {
    instanceOf: CardError,
    message: 'Card "x.drummer" field "abilities[0].once" must be "turn" or "game", got "round"',
  });
  const text = JSON.stringify(
    {
      name: 'x-pack',
      cards: [
        {
          id: 'x.ward',
          name: 'Ward',
          kind: 'unit',
          abilities: [{ while: '{controller}.field', hooks: [{ node: 'score', phase: 'pre', effect: 'x.e', once: 'turn' }] }],
        },
      ],
    },
    null,
    2,
  );
  const findings = checkCardPackText(text, 'x-pack.json');
  t.true(
    findings.some((f) => f.message.includes('abilities[0].hooks[0].once') && f.message.includes('is for a hook given by steps')),
    JSON.stringify(findings),
  );
});
