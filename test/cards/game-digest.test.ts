// gameDigest: the Markdown digest of a game's rule graph is made from the loaded game, so it holds
// every node, card, pack and decision the game declares, and the same game always gives the same text.
import test from 'ava';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadCardPackFile } from '../../lib/index.js';
import { gameDigest } from '../../lib/cards/index.js';
import { duelGame } from '../../examples/duel/game.js';
import { bargainsPack } from '../../examples/duel/packs/bargains.js';
import { tidesPack } from '../../examples/duel/packs/tides.js';
import { tinyGame } from './fixtures/tiny-card-game.js';

const extra = await loadCardPackFile(fileURLToPath(new URL('fixtures/tiny-extra-pack.json', import.meta.url)));

test('the digest of the fixture game, exactly (test/cards/fixtures/tiny-card-game.md)', (t) => {
  const expected = readFileSync(new URL('fixtures/tiny-card-game.md', import.meta.url), 'utf8');
  t.is(gameDigest(tinyGame.graph([extra]), tinyGame.packs([extra])), expected);
});

test("the duel's digest has a section for each node, a line for each card and each pack, every decision", (t) => {
  const packs = [bargainsPack, tidesPack];
  const digest = gameDigest(duelGame.graph(packs), duelGame.packs(packs));
  const headings = digest.split('\n').filter((line) => line.startsWith('### `'));
  const nodes = duelGame
    .graph(packs)
    .nodes()
    .map((n) => n.name)
    .sort();
  t.deepEqual(
    headings.map((h) => /^### `([^`]+)`/.exec(h)![1]!).filter((name) => nodes.includes(name)),
    nodes,
  );
  for (const pack of duelGame.packs(packs)) {
    t.true(digest.includes(`### Pack \`${pack.name}\`\n`), pack.name);
    for (const card of pack.cards) t.true(digest.includes(`- \`${card.id}\` ${card.name} (`), card.id);
  }
  const decisions = digest.slice(digest.indexOf('## Decisions'), digest.indexOf('## Effects')).trim().split('\n').slice(2);
  t.deepEqual(decisions, [
    '- `duel.battle-phase` asks a player; the answer goes to `duel.battle-move`',
    '- `duel.discard` asks a player; the answer goes to `duel.discarded`',
    '- `duel.main-phase` asks a player; the answer goes to `duel.main-move`',
    '- `duel.tribute-summon` asks a player; the answer goes to `duel.tribute`',
    '- `each` asks a player; the answer goes to `each`',
    '- card `duel.halt-the-charge` asks `$you` {"$concat":["Activate Halt the Charge to negate the attack of ",{"$name":"$args.attacker"},"?"]}; the answer goes to `duel.halt-the-charge`',
  ]);
});

test('the same game gives the same digest; its nodes, decisions and effects do not hang on the order packs are given in', (t) => {
  const a = gameDigest(duelGame.graph([bargainsPack, tidesPack]), duelGame.packs([bargainsPack, tidesPack]));
  const b = gameDigest(duelGame.graph([bargainsPack, tidesPack]), duelGame.packs([bargainsPack, tidesPack]));
  t.is(a, b);
  const nodesOf = (digest: string) => digest.slice(digest.indexOf('## Nodes'), digest.indexOf('## Cards'));
  const reversed = gameDigest(duelGame.graph([tidesPack, bargainsPack]), duelGame.packs([tidesPack, bargainsPack]));
  t.is(nodesOf(reversed), nodesOf(a));
});
