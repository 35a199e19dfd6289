// The rule graph pictures are drawn from what nodes and effects declare (continuesTo, calls, attaches,
// ends, with, becomes), and for cards written as data, from their data (registerCardData). This holds
// the declarations to what the games do: 50 traced games each of War, twist with the example packs, and
// the duel (starter decks and the expansion's Grove deck); anything a run did that its source does not
// declare fails the test by name, and so does a declared hook that no game attached.
import test from 'ava';
import { makeAgent } from '../../examples/duel/agents/index.js';
import { GROVE_DECK, TIDE_DECK } from '../../examples/duel/decks.js';
import { duelGame } from '../../examples/duel/game.js';
import { warGame } from '../../examples/war/game.js';
import gift from '../../examples/war/packs/gift.js';
import { reversalPack } from '../../examples/war/packs/reversal.js';
import { twist } from '../../examples/war/twist/pack.js';
import { warPicture } from '../../examples/war/picture.js';
import { duelPicture } from '../../examples/duel/picture.js';
import { recordTrace, type Engine, type GamePicture, type RuleGraph } from '../../lib/index.js';
import { checkFlow, readTrace, type TraceRecord } from '../../lib/pictures/index.js';
import { RESOLVE_REPLACEMENT } from '../../lib/graph/index.js';

const GAMES = 50;

function traced(engine: Engine): TraceRecord[] {
  const lines: string[] = [];
  const stop = recordTrace(engine, (line) => lines.push(line), { log: false });
  try {
    engine.run();
  } finally {
    stop();
  }
  return readTrace(lines).runs;
}

function games(make: (seed: number) => Engine): TraceRecord[][] {
  return Array.from({ length: GAMES }, (_, i) => traced(make(i + 1)));
}

/** Nodes that ran in the games and are neither a box of the picture nor listed in one's label. */
function missing(picture: GamePicture, runs: readonly TraceRecord[][]): string[] {
  const ran = new Set(runs.flatMap((game) => game.map((run) => run.node)));
  ran.delete(RESOLVE_REPLACEMENT);
  return [...ran].filter((node) => picture.nodes[node] === undefined && picture.folded[node] === undefined).sort();
}

/** The effects a graph registered from its cards' data: one per ability given by steps and per hook given by steps. */
function cardDataEffects(graph: RuleGraph): string[] {
  return graph.effectNames().filter((name) => name.includes('#'));
}

/** Every effect that ran, as a hook or as a card's ability. */
function effectsRun(runs: readonly TraceRecord[][]): Set<string> {
  const out = new Set<string>();
  for (const game of runs) {
    for (const run of game) {
      if (run.effect !== undefined) out.add(run.effect);
      for (const h of run.hooks) if (h.effect !== null) out.add(h.effect);
    }
  }
  return out;
}

test('classic War: 50 games do nothing their nodes do not declare', (t) => {
  const played = games((seed) => warGame.createEngine({ seed, log: false }));
  t.deepEqual(checkFlow(warGame.graph(), played), { undeclared: [], attachesNotSeen: [] });
  t.deepEqual(missing(warPicture([]), played), [], 'every node that ran is in the picture');
});

test('twist with the gift and reversal packs: 50 games do nothing their nodes and effects do not declare, and every declared hook is attached', (t) => {
  const packs = [twist, gift, reversalPack];
  const played = games((seed) => warGame.createEngine({ seed, packs, log: false }));
  t.deepEqual(checkFlow(warGame.graph(packs), played), { undeclared: [], attachesNotSeen: [] });
  t.deepEqual(missing(warPicture(packs), played), [], 'every node that ran is in the picture');
  // Every card's data ran in some game (each ability, each hook it attaches), so no derived declaration went unchecked.
  const run = effectsRun(played);
  const data = cardDataEffects(warGame.graph(packs));
  t.deepEqual(data, [
    'war.gain-1-point#abilities[0]',
    'war.fortune#abilities[0]',
    'gift.gift#abilities[0]',
    'rev.reversal#abilities[0]',
    'rev.reversal#abilities[0].steps[3].hook',
    'rev.extra-turn#abilities[0]',
    'rev.extra-turn#abilities[0].steps[1].hook',
  ]);
  for (const effect of [...data, 'war.fortunePot']) t.true(run.has(effect), effect);
});

test("the duel: 50 games of the greedy and the random agent, a third of them with the expansion's Grove deck, do nothing their nodes and card data do not declare, and every declared hook is attached", (t) => {
  const played = games((seed) =>
    duelGame.createEngine({
      seed,
      log: false,
      ...(seed % 3 === 0 ? { options: { decks: { p1: GROVE_DECK, p2: TIDE_DECK } } } : {}),
      agents:
        seed % 2 === 0
          ? { p1: makeAgent('greedy', seed, 'p1'), p2: makeAgent('random', seed, 'p2') }
          : { p1: makeAgent('random', seed, 'p1'), p2: makeAgent('greedy', seed, 'p2') },
    }),
  );
  // The duel's Sapling is a token by the duel's own rule (send-to-graveyard removes a card with stat token 1), not
  // create-card's `token: true`: no duel attaches the library's tokens hook (test/cards/tokens-declared.test.ts does).
  t.deepEqual(checkFlow(duelGame.graph(), played), {
    undeclared: [],
    attachesNotSeen: [
      'node "create-card" declares post hook "cardweave.tokens" (effect "cardweave.tokens") on "move-card", never attached',
    ],
  });
  t.deepEqual(missing(duelPicture(duelGame.createEngine({ seed: 0 })), played), [], 'every node that ran is in the picture');
  // Every card's data ran in some game: the spells' and traps' abilities and hooks, and the expansion's.
  const run = effectsRun(played);
  const data = cardDataEffects(duelGame.graph());
  t.is(data.length, 12);
  // Hooks on queries answer, they do not run, so traces do not list them: Frozen Ground's forbid on duel.can-attack
  // (queries.test.ts asks it), and the ATK adjustments on the value query duel.measure-atk (atk-query.test.ts).
  const onQueries = ['duel.frozen-ground#', 'duel.rallying-banner#', 'duel.banner-bearer#'];
  const answers = data.filter((effect) => onQueries.some((card) => effect.startsWith(card)));
  t.deepEqual(answers, [
    'duel.rallying-banner#abilities[0].hooks[0]',
    'duel.banner-bearer#abilities[0].hooks[0]',
    'duel.frozen-ground#abilities[0].hooks[0]',
  ]);
  for (const effect of data) if (!answers.includes(effect)) t.true(run.has(effect), effect);
});
