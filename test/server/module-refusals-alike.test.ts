// Issue 28: one module loader serves every command that takes a path. A module that is missing, is a
// folder, or throws as it is imported is refused by each command in the same line after the
// command's own prefix, naming the file; a module's named export (MODULE#EXPORT) is read alike by
// each command that takes a game. The commands run in this process: these are their refusals and
// reports, as the bin prints them.
import test from 'ava';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeCommand } from '../../lib/server/card-report-command.js';
import { cardsCommand } from '../../lib/server/cards-command.js';
import { serve } from '../../lib/server/serve.js';
import { simCommand } from '../../lib/server/sim-command.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Ran {
  code: number;
  out: string[];
  err: string[];
}

type Command = (module: string) => Promise<Ran>;

async function capture(run: (io: { out: (l: string) => void; err: (l: string) => void }) => Promise<unknown>): Promise<Ran> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run({ out: (l) => out.push(l), err: (l) => err.push(l) });
  if (typeof code !== 'number') throw new Error('the command started a server where a refusal was expected');
  return { code, out, err };
}

// Each command that takes a game module, with the prefix its refusal lines carry.
const COMMANDS: [string, string, Command][] = [
  [
    'cardweave sim',
    'cardweave sim: ',
    (m) => capture((io) => simCommand([m, '--games', '2', '--seed', '1'], io, { write: () => {}, isTerminal: false })),
  ],
  ['cardweave describe', 'cardweave describe: ', (m) => capture((io) => describeCommand([m], io))],
  ['cardweave cards report', 'cardweave cards report: ', (m) => capture((io) => cardsCommand(['report', m], io))],
  [
    'cardweave cards check --game',
    'cardweave cards check: --game: ',
    (m) => capture((io) => cardsCommand(['check', '--game', m, 'examples/war/packs/gift.json'], io)),
  ],
  [
    'cardweave cards schema --game',
    'cardweave cards schema: --game: ',
    (m) => capture((io) => cardsCommand(['schema', '--game', m], io)),
  ],
  // Refused before the data folder is touched: nothing here starts a server.
  [
    'cardweave serve --game',
    'cardweave serve: --game war: ',
    (m) => capture((io) => serve(['--port', '0', '--game', `war=${m}`], {}, io)),
  ],
];

const BROKEN = 'test/reliability/fixtures/broken-pack.ts';

const cases: [string, string, string][] = [
  ['a module that does not exist', 'no/such/game.ts', `no file ${resolve(root, 'no/such/game.ts')}`],
  ['a folder', 'examples/war', `${resolve(root, 'examples/war')} is a directory, not a file`],
  ['a module that throws as it is imported', BROKEN, `${resolve(root, BROKEN)} does not load: broken on purpose`],
];

for (const [what, module, line] of cases) {
  test(`${what}: every command that takes a game refuses it in the same line, exit 2`, async (t) => {
    for (const [name, prefix, run] of COMMANDS)
      t.deepEqual(await run(module), { code: 2, out: [], err: [`${prefix}${line}`] }, name);
  });
}

test('a pack file that does not exist: sim --pack, cards check --pack and cards report --pack refuse it alike', async (t) => {
  const pack = 'no/such/pack.ts';
  const line = `--pack: Card pack file "${resolve(root, pack)}" does not exist`;
  const runs: [string, Promise<Ran>][] = [
    [
      'cardweave sim: ',
      capture((io) =>
        simCommand(['examples/war/game.ts', '--pack', pack, '--games', '2', '--seed', '1'], io, {
          write: () => {},
          isTerminal: false,
        }),
      ),
    ],
    ['cardweave describe: ', capture((io) => describeCommand(['examples/war/game.ts', '--pack', pack], io))],
    ['cardweave cards report: ', capture((io) => cardsCommand(['report', 'examples/war/game.ts', '--pack', pack], io))],
    [
      'cardweave cards check: ',
      capture((io) =>
        cardsCommand(['check', '--game', 'examples/war/game.ts', '--pack', pack, 'examples/war/packs/gift.json'], io),
      ),
    ],
  ];
  for (const [prefix, ran] of runs) t.deepEqual(await ran, { code: 2, out: [], err: [`${prefix}${line}`] }, prefix);
});

test('MODULE#EXPORT names the game to every command that takes one, and a missing export is refused alike', async (t) => {
  // examples/duel/game.ts exports one card game, duelGame, beside its packs: named, it is that game.
  const named = 'examples/duel/game.ts#duelGame';
  const sim = await capture((io) =>
    simCommand([named, '--games', '2', '--seed', '1', '--json'], io, { write: () => {}, isTerminal: false }),
  );
  t.is(sim.code, 0, sim.err.join('\n'));
  const { games, seats } = JSON.parse(sim.out.join('\n')) as { games: number; seats: { seat: string }[] };
  t.deepEqual([games, seats.map((s) => s.seat)], [2, ['p1', 'p2']]);
  const describe = await capture((io) => describeCommand([named], io));
  t.is(describe.code, 0, describe.err.join('\n'));
  t.true(describe.out.join('\n').startsWith('# duel\n\n'), describe.out.join('\n').slice(0, 80));
  const report = await capture((io) => cardsCommand(['report', named, '--json'], io));
  t.is(report.code, 0, report.err.join('\n'));
  t.true((JSON.parse(report.out.join('\n')) as { card: string }[]).some((record) => record.card === 'duel.mirror-ward'));
  const check = await capture((io) => cardsCommand(['check', '--game', named, 'examples/duel/packs/tides.ts'], io));
  t.deepEqual([check.code, check.err], [0, []]);

  const missing = `${resolve(root, 'examples/duel/game.ts')} exports no card game "duel" (make one with defineCardGame)`;
  for (const [name, prefix, run] of COMMANDS.filter(([n]) => !n.includes('serve')))
    t.deepEqual(await run('examples/duel/game.ts#duel'), { code: 2, out: [], err: [`${prefix}${missing}`] }, name);
  const serveMissing = await COMMANDS.find(([n]) => n.includes('serve'))![2]('examples/war/table.ts#warTabel');
  t.deepEqual(serveMissing, {
    code: 2,
    out: [],
    err: [
      `cardweave serve: --game war: ${resolve(root, 'examples/war/table.ts')} exports no table game "warTabel" (make one with defineTableGame from cardweave/server)`,
    ],
  });
});
