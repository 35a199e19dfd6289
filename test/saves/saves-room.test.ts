// The saves room (issue 24): saving, restoring, replaying and the history tree are functions of
// lib/saves, one floor above the engine. These check the split a caller and a reader can see: the
// new names, from both entry points; the old ones gone from Engine; the engine's internals not
// exported; the one-way import; engine.ts on one screen's budget; and a history that follows the
// game from the moment it is asked for, through saves and restores.
import test from 'ava';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as api from '../../lib/index.js';
import * as graphEntry from '../../lib/graph/index.js';
import { defineNode, Engine, historyOf, replay, restore, RuleGraph, snapshot, type Json } from '../../lib/index.js';
import { GameHistory } from '../../lib/saves/index.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Tally {
  kept: number[];
}

// p1 is asked three times to keep the RNG's roll or not.
function tallyGraph(): RuleGraph {
  return new RuleGraph({ id: 'tally' })
    .define(
      defineNode({
        name: 'roll',
        description: 'Rolls a die and asks p1 whether to keep it.',
        continuesTo: ['chosen'],
        body(ctx, { left }: { left: number }) {
          if (left === 0) return ctx.end({ kept: ctx.state.kept.length });
          ctx.choose({
            player: 'p1',
            prompt: 'Keep?',
            options: ['keep', 'drop'],
            then: 'chosen',
            args: { left, roll: 1 + ctx.rng.int(6) },
          });
        },
      }),
      defineNode({
        name: 'chosen',
        description: 'Keeps the roll or drops it.',
        continuesTo: ['roll'],
        body(ctx, { left, roll, choice }: { left: number; roll: number; choice: Json }) {
          if (choice === 'keep') ctx.state.kept.push(roll);
          ctx.next('roll', { left: left - 1 });
        },
      }),
    )
    .recipe({ state: () => ({ kept: [] }), setup: (engine) => engine.enqueue('roll', { left: 3 }) });
}

test('snapshot, restore, replay and historyOf come from cardweave and cardweave/saves, GameHistory from cardweave/saves', async (t) => {
  const saves = (await import('../../lib/saves/index.js')) as Record<string, unknown>;
  for (const name of ['snapshot', 'restore', 'replay', 'historyOf'])
    t.is(saves[name], (api as Record<string, unknown>)[name], name);
  for (const name of ['GameHistory', 'SNAPSHOT_FORMAT'])
    t.is(typeof saves[name], name === 'GameHistory' ? 'function' : 'string', name);
  const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { exports: Record<string, { import: string }> };
  t.is(pkg.exports['./saves']?.import, './dist/saves/index.js');
});

test('Engine no longer has snapshot, undo, history, restore or replay, and no entry point hands out its internals', (t) => {
  for (const name of ['snapshot', 'undo', 'history']) t.false(name in Engine.prototype, name);
  for (const name of ['restore', 'replay']) t.false(Object.hasOwn(Engine, name), name);
  for (const entry of [api, graphEntry] as Record<string, unknown>[])
    for (const name of ['coreOf', 'GameCore', 'grantEngineAccess']) t.false(name in entry, name);
});

test('lib/graph never imports lib/saves, and engine.ts fits in 500 lines', (t) => {
  const importers = readdirSync(`${root}lib/graph`, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .filter((file) => /from '(\.\.\/)+saves\//.test(readFileSync(`${root}lib/graph/${file}`, 'utf8')));
  t.deepEqual(importers, []);
  t.deepEqual(readdirSync(`${root}lib/saves`).sort(), [
    'game-history.ts',
    'history.ts',
    'index.ts',
    'replay.ts',
    'restore.ts',
    'save.ts',
    'snapshot-read.ts',
    'snapshot.ts',
  ]);
  const lines = readFileSync(`${root}lib/graph/engine.ts`, 'utf8').split('\n').length - 1;
  t.true(lines <= 500, `engine.ts has ${lines} lines`);
});

test('historyOf(engine) is one object per game, made on first use, and follows every answer after it', (t) => {
  const engine = Engine.start<Tally>(tallyGraph(), { seed: 5 });
  engine.run();
  engine.decide('p1', 'keep');
  engine.run();
  const history = historyOf(engine);
  t.true(history instanceof GameHistory);
  t.is(historyOf(engine), history);
  t.deepEqual([history.head, history.tip, history.size], ['main', 1, 2]);
  engine.decide('p1', 'drop');
  engine.run();
  t.deepEqual([history.tip, history.size], [2, 3]);
  history.undo();
  t.deepEqual([history.tip, engine.decisions.length, engine.pending?.id], [1, 1, 2]);
  history.branch('other');
  engine.decide('p1', 'keep');
  engine.run();
  t.deepEqual(
    history.branches().map((b) => [b.name, b.tip, b.end, b.head]),
    [
      ['main', 1, 2, false],
      ['other', 3, 3, true],
    ],
  );
  // A fork has no history of its own until asked, and asking does not touch the parent's.
  const copy = engine.fork();
  t.deepEqual(
    historyOf(copy)
      .branches()
      .map((b) => b.name),
    ['main'],
  );
  t.is(historyOf(engine).branches().length, 2);
});

test('a branched save restores verified with its tree, which then follows the restored game', (t) => {
  const graph = tallyGraph();
  const engine = Engine.start<Tally>(graph, { seed: 5 });
  engine.run();
  engine.decide('p1', 'keep');
  engine.run();
  historyOf(engine).branch('careful', 0);
  engine.decide('p1', 'drop');
  engine.run();
  const text = JSON.stringify(snapshot(engine));
  t.deepEqual(Object.keys(JSON.parse(text) as object).at(-1), 'history');
  const again = restore<Tally>(graph, text);
  t.is(JSON.stringify(snapshot(again)), text);
  const history = historyOf(again);
  t.deepEqual([history.head, history.tip], ['careful', 2]);
  again.decide('p1', 'keep');
  again.run();
  t.is(history.tip, 3);
  history.switchTo('main');
  t.deepEqual(
    again.decisions.map((d) => d.choice),
    ['keep'],
  );
  // replay plays the head's answers again, without the tree.
  const played = replay<Tally>(graph, text);
  t.deepEqual(
    played.decisions.map((d) => d.choice),
    ['drop'],
  );
  t.deepEqual(
    historyOf(played)
      .branches()
      .map((b) => b.name),
    ['main'],
  );
});
