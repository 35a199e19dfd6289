// The report of the example cards (War, its packs, the duel, its packs): issue 25 wants at least 97%
// of them data-only. Each record also names every node, effect and condition pack validation finds
// in the card (namesUsed), so the report cannot miss a name the engine checks.
import test from 'ava';
import { fileURLToPath } from 'node:url';
import { loadCardPackFile, type CardPack } from '../../lib/index.js';
import { cardReport, type CardRecord } from '../../lib/cards/index.js';
import { namesUsed } from '../../lib/card-text/card-data-names.js';
import { duelGame } from '../../examples/duel/game.js';
import { bargainsPack } from '../../examples/duel/packs/bargains.js';
import { edictsPack } from '../../examples/duel/packs/edicts.js';
import { tidesPack } from '../../examples/duel/packs/tides.js';
import { warGame } from '../../examples/war/game.js';
import { reversalPack } from '../../examples/war/packs/reversal.js';
import { twist } from '../../examples/war/twist/pack.js';

const giftJson = await loadCardPackFile(fileURLToPath(new URL('../../examples/war/packs/gift.json', import.meta.url)));

/** Every example pack as the games load it, each once (twist and reversal are separate variants of War). */
function examplePacks(): CardPack[] {
  const loads = [
    warGame.packs([giftJson, reversalPack]),
    warGame.packs([twist]),
    duelGame.packs([bargainsPack, edictsPack, tidesPack]),
  ];
  const byName = new Map<string, CardPack>();
  for (const pack of loads.flat()) byName.set(pack.name, pack);
  return [...byName.values()];
}

const share = (records: readonly CardRecord[]) => records.filter((r) => r.dataOnly).length / records.length;

test('every example card is data-only: 88 cards in 10 packs, none names code', (t) => {
  const records = cardReport(examplePacks());
  t.deepEqual(
    examplePacks().map((p) => [p.name, p.cards.length]),
    [
      ['war', 52],
      ['gift', 1],
      ['reversal', 2],
      ['twist', 2],
      ['duel', 12],
      ['duel-spells-and-traps', 6],
      ['duel-expansion', 7],
      ['duel-bargains', 1],
      ['duel-edicts', 2],
      ['duel-tides', 3],
    ],
  );
  t.is(records.length, 88);
  t.deepEqual(
    records.filter((r) => !r.dataOnly).map((r) => r.card),
    [],
  );
  t.true(share(records) >= 0.97);
});

test('the example cards with abilities are data-only too: 23 of 23', (t) => {
  const packs = examplePacks();
  const withAbilities = new Set(packs.flatMap((p) => p.cards.filter((c) => c.abilities.length > 0).map((c) => c.id)));
  const records = cardReport(packs).filter((r) => withAbilities.has(r.card));
  t.is(records.length, 23);
  t.is(share(records), 1);
});

test('each record names every node, effect and condition pack validation finds in the card', (t) => {
  for (const pack of examplePacks())
    for (const card of pack.cards) {
      const [record] = cardReport([{ name: pack.name, cards: [card] }]);
      const reported = new Set([
        ...record!.enqueues,
        ...record!.hooks.map((h) => h.node),
        ...record!.effects,
        ...record!.conditions,
      ]);
      // A detach names a hook's node to take off: the card runs nothing there, so the report leaves it out.
      const used = namesUsed(card.abilities).filter((u) => !/\.node$/.test(u.field) || !isDetach(card, u.field));
      t.deepEqual(
        used.filter((u) => !reported.has(u.name)),
        [],
        card.id,
      );
    }
});

/** True when `field` (a namesUsed field such as "abilities[0].steps[2].node") is the node of a detach step. */
function isDetach(card: CardPack['cards'][number], field: string): boolean {
  const keys = field.replace(/\.node$/, '').match(/[^.[\]]+/g) ?? [];
  const step = keys.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], card);
  return (step as { do?: unknown } | undefined)?.do === 'detach';
}
