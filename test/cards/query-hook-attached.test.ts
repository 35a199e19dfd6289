// A query's permit or forbid hook given by a reason may also be attached by a step (`do: 'attach'`),
// not only held by a static ability: "this turn, your opponent cannot score" as data. Before, the card
// layer registered only attached hooks given by steps, and such a card was refused when its game was built.
import test from 'ava';
import { defineCard, defineQuery } from '../../lib/index.js';
import { skirmish } from './fixtures/skirmish.js';

const canScore = defineQuery<{ player: string }>({
  name: 'x.can-score',
  description: 'May this player score?',
  base: (state: { scores: Record<string, number> }, { player }) => (state.scores[player] ?? 0) < 3 || 'three points is the most',
});

// "When played: until the next score, your opponent cannot score; you may score past three."
const edict = defineCard({
  id: 'x.edict',
  name: 'Edict',
  kind: 'spell',
  abilities: [
    {
      on: 'played',
      steps: [
        {
          do: 'attach',
          hook: {
            node: 'x.can-score',
            phase: 'forbid',
            key: 'edict-forbid:{self}',
            lifetime: { until: 'score' },
            when: { $ne: ['$args.player', '$you'] },
            reason: 'Edict',
          },
        },
        {
          do: 'attach',
          hook: {
            node: 'x.can-score',
            phase: 'permit',
            key: 'edict-permit:{self}',
            if: { $eq: [{ $state: ['scores', '$you'] }, 3] },
            reason: 'Edict',
          },
        },
      ],
    },
  ],
});

test('permit and forbid hooks given by a reason are attached by steps, answer as data, and keep their lifetime', (t) => {
  const { play } = skirmish([edict], { nodes: [canScore] });
  const engine = play({ p1: { hand: ['x.edict'] }, script: [{ node: 'skirmish.play', args: { player: 'p1', card: 0 } }] });
  t.deepEqual(engine.ask('x.can-score', { player: 'p2' }), {
    ok: false,
    refusals: [{ key: 'edict-forbid:0', owner: 'Edict[0]', reason: 'Edict' }],
    permits: [],
  });
  t.deepEqual(engine.ask('x.can-score', { player: 'p1' }), { ok: true, refusals: [], permits: [] });
  engine.state.scores.p1 = 3;
  t.deepEqual(engine.ask('x.can-score', { player: 'p1' }), { ok: true, refusals: [], permits: ['edict-permit:0'] });
  t.like(
    engine.hooks().find((h) => h.key === 'edict-forbid:0'),
    { node: 'x.can-score', phase: 'forbid', until: 'score' },
  );
});
