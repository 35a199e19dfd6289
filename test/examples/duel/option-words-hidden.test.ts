// Property: at a duel table, no seat's option words name a card its view does not show. Seeded duels
// are played to the end (or a bound) with random answers; at every pending decision, each seat's
// frame is made as the server makes it (seatView), and the asked seat's option words are searched for
// the name of every card of the game whose face that seat's view shows nowhere (an opponent's hand,
// a set monster or trap, a deck).
import test from 'ava';
import fc from 'fast-check';
import type { Json } from '../../../lib/index.js';
import { seatView } from '../../../lib/server/index.js';
import { duelTable } from '../../../examples/duel/table.js';
import type { DuelState } from '../../../examples/duel/state.js';
import type { Engine } from '../../../lib/index.js';

/** The names and card texts of every face in `seat`'s view: words that may appear in its options. */
function shownWords(engine: Engine<DuelState>, seat: string): { names: Set<string>; texts: string[] } {
  const zones = engine.view(seat).state.zones as Record<string, { cards: Record<string, Json>[] }>;
  const names = new Set<string>();
  const texts: string[] = [];
  for (const zone of Object.values(zones))
    for (const card of zone.cards) {
      if (typeof card.name === 'string') names.add(card.name);
      if (typeof card.text === 'string') texts.push(card.text);
    }
  return { names, texts };
}

/** The names in `words` of cards of the game that `seat`'s view does not show. */
function hiddenNamesIn(engine: Engine<DuelState>, seat: string, words: readonly string[]): string[] {
  const { names, texts } = shownWords(engine, seat);
  // What the seat sees is taken out first, longest first, so a hidden name inside a shown one is not a hit.
  let rest = words.join('\n');
  for (const shown of [...texts, ...names].sort((a, b) => b.length - a.length)) rest = rest.split(shown).join('|');
  const all = new Set(engine.state.defs.map((d) => d.name));
  return [...all].filter((name) => !names.has(name) && rest.includes(name));
}

const source = (engine: Engine<DuelState>) => ({ id: 't', game: duelTable as never, seats: [], engine: engine as never });

test("no option words at a duel table name a card the asked seat's view does not show", (t) => {
  let decisions = 0;
  let hiddenTargets = 0;
  fc.assert(
    fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.array(fc.nat(), { minLength: 1, maxLength: 64 }), (seed, picks) => {
      const engine = duelTable.game.createEngine({ seed });
      for (let step = 0; step < 400; step++) {
        const status = engine.run();
        if (status.status !== 'awaiting') break;
        const asked = status.decision;
        const mark = { entries: engine.log.length, lines: 1 };
        const frame = seatView(source(engine), asked.player, mark);
        const words = frame.decision?.options ?? [];
        if (words.length !== asked.options.length) return false;
        const leaked = hiddenNamesIn(engine, asked.player, words);
        if (leaked.length > 0) {
          t.log(
            `seed ${seed}, decision ${asked.id} (${asked.then}) for ${asked.player} names ${leaked.join(', ')}:\n${words.join('\n')}`,
          );
          return false;
        }
        // Nobody else is asked, so nobody else is sent words.
        for (const other of ['p1', 'p2', null])
          if (other !== asked.player && seatView(source(engine), other, mark).decision !== null) return false;
        decisions++;
        if (words.some((w) => w.includes('the face-down monster') || w.includes('a face-down card'))) hiddenTargets++;
        const pick = picks[step % picks.length]!;
        const answer =
          asked.pick === undefined ? asked.options[pick % asked.options.length]! : asked.options.slice(0, asked.pick.min);
        engine.decide(asked.player, answer, asked.id);
      }
      return true;
    }),
    { numRuns: 30, seed: 18 },
  );
  // The property was tested where it matters: decisions were worded, some of them naming a hidden card by its place.
  t.log(`${decisions} decisions worded, ${hiddenTargets} with a face-down card`);
  t.true(decisions > 500, `${decisions} decisions`);
  t.true(hiddenTargets > 0, `${hiddenTargets} options with a face-down card`);
});
