// One card test per card of the duel (base game, expansion, bargains, tides, edicts): each plays the card as a
// player would, through cardTest(), which also plays it through a save and verified restore and through a fork.
// Cards without a test of their own are listed in test/examples/cards/untested-cards.ts, with why.
import test from 'ava';
import { cardTest, type Json } from '../../../lib/index.js';
import type { OptionMatcher } from '../../../lib/testing/index.js';
import { MONSTERS, tributesNeeded } from '../../../examples/duel/cards.js';
import { duelCardTests } from '../../../examples/duel/card-test-game.js';
import { bargainsPack } from '../../../examples/duel/packs/bargains.js';
import { edictsPack } from '../../../examples/duel/packs/edicts.js';
import { tidesPack } from '../../../examples/duel/packs/tides.js';

const duel = duelCardTests([bargainsPack, tidesPack, edictsPack]);

/** The option whose move is `move`, and whose other fields name the cards given (by id). */
function move(name: string, cards: Record<string, string> = {}): OptionMatcher {
  return (option, { card }) => {
    const o = option as Record<string, Json>;
    return o.move === name && Object.entries(cards).every(([field, id]) => o[field] === card(id));
  };
}

/** The main phase's last two moves: what is offered once nothing else is. */
const ENDS = [{ move: 'end-main' }, { move: 'end-turn' }];

test('Mending Rain: its controller gains 1000 life points, then it goes to the graveyard', (t) => {
  const result = cardTest(duel, 'Mending Rain')
    .lay('p1.hand', ['duel.mending-rain'])
    .set((s) => void (s.lifePoints.p1 = 3000))
    .play('p1', 'duel.mending-rain')
    .expectDecision({ player: 'p1', options: ENDS })
    .run();
  result.expectLines(['Player 1 activates Mending Rain', 'Player 1 gains 1000 life points (4000)']);
  result.expectZones({ 'p1.hand': [], 'p1.graveyard': ['duel.mending-rain'] });
  t.deepEqual(result.state.lifePoints, { p1: 4000, p2: 8000 });
});

test('Spark Volley: 500 effect damage to the opponent', (t) => {
  const result = cardTest(duel, 'Spark Volley').lay('p1.hand', ['duel.spark-volley']).play('p1', 'duel.spark-volley').run();
  t.deepEqual(result.lines, ['Player 1 activates Spark Volley', 'Player 2 takes 500 effect damage (7500 life points left)']);
  t.deepEqual(result.state.lifePoints, { p1: 8000, p2: 7500 });
  t.deepEqual(result.zone('p1.graveyard'), ['duel.spark-volley']);
});

test('Shatterwind: destroys the spell or trap it targets, and only that one', (t) => {
  const result = cardTest(duel, 'Shatterwind')
    .lay('p1.hand', ['duel.shatterwind'])
    .lay('p2.spells', ['duel.halt-the-charge', 'duel.rallying-banner'])
    .play('p1', 'duel.shatterwind', { target: 'duel.rallying-banner' })
    .run();
  t.deepEqual(result.lines, ['Player 1 activates Shatterwind', "Player 2's Rallying Banner is destroyed"]);
  t.deepEqual(
    [result.zone('p2.spells'), result.zone('p2.graveyard'), result.zone('p1.graveyard')],
    [['duel.halt-the-charge'], ['duel.rallying-banner'], ['duel.shatterwind']],
  );
});

test("Rallying Banner: its controller's monsters gain 300 ATK, in battle too; the opponent's do not", (t) => {
  const result = cardTest(duel, 'Rallying Banner')
    .lay('p1.hand', ['duel.rallying-banner'])
    .lay('p1.monsters', ['duel.gale-lancer'])
    .lay('p2.monsters', ['duel.stormcrest-knight'])
    .play('p1', 'duel.rallying-banner')
    .answer({ move: 'end-main' })
    .answer(move('attack', { attacker: 'duel.gale-lancer', target: 'duel.stormcrest-knight' }))
    .run();
  t.deepEqual(result.lines.slice(0, 5), [
    'Player 1 activates Rallying Banner',
    "Player 1's Gale Lancer attacks Stormcrest Knight",
    'Gale Lancer (ATK 2100) against Stormcrest Knight (ATK 2100)',
    "Player 2's Stormcrest Knight is destroyed",
    "Player 1's Gale Lancer is destroyed",
  ]);
  t.deepEqual(result.zone('p1.spells'), ['duel.rallying-banner']);
});

test('Mirror Ward: battle damage its controller would take goes to the opponent', (t) => {
  const result = cardTest(duel, 'Mirror Ward')
    .lay('p2.spells', ['duel.mirror-ward'])
    .lay('p1.monsters', ['duel.gale-lancer'])
    .lay('p2.monsters', ['duel.dusk-hound'])
    .set((s) => void (s.phase = 'battle'))
    .answer(move('attack', { attacker: 'duel.gale-lancer' }))
    .run();
  t.deepEqual(result.lines.slice(0, 5), [
    "Player 1's Gale Lancer attacks Dusk Hound",
    'Gale Lancer (ATK 1800) against Dusk Hound (ATK 1400)',
    "Player 2's Dusk Hound is destroyed",
    'Mirror Ward reflects the battle damage: Player 1 takes it instead of Player 2',
    'Player 1 takes 400 battle damage (7600 life points left)',
  ]);
  t.deepEqual(result.state.lifePoints, { p1: 7600, p2: 8000 });
});

test("Halt the Charge: its controller is asked when an opponent's monster attacks; activated, the attack is negated", (t) => {
  const result = cardTest(duel, 'Halt the Charge')
    .lay('p2.spells', ['duel.halt-the-charge'])
    .lay('p1.monsters', ['duel.gale-lancer'])
    .set((s) => void (s.phase = 'battle'))
    .answer(move('direct-attack'))
    .expectDecision({
      player: 'p2',
      prompt: 'Activate Halt the Charge to negate the attack of Gale Lancer?',
      options: ['activate', 'decline'],
    })
    .answer('activate')
    .run();
  t.deepEqual(result.lines.slice(0, 2), [
    "Player 1's Gale Lancer attacks directly",
    'Player 2 activates Halt the Charge: the attack of Gale Lancer is negated',
  ]);
  t.deepEqual(result.state.lifePoints, { p1: 8000, p2: 8000 });
  t.deepEqual(result.zone('p2.graveyard'), ['duel.halt-the-charge']);
});

test('Temporal Echo: its player takes the next turn too', (t) => {
  const result = cardTest(duel, 'Temporal Echo')
    .lay('p1.hand', ['duel.temporal-echo'])
    .lay('p1.deck', ['duel.glass-moth'])
    .play('p1', 'duel.temporal-echo')
    .answer({ move: 'end-turn' })
    .run();
  t.deepEqual(result.lines, [
    'Player 1 activates Temporal Echo',
    'Player 1 will take an extra turn after this one',
    'Turn 3: Player 1 (an extra turn)',
    'Player 1 draws a card (0 left in the deck)',
  ]);
  t.deepEqual([result.state.turn, result.state.active, result.state.phase], [3, 'p1', 'main']);
});

test('Stasis Field: the opponent skips their next turn', (t) => {
  const result = cardTest(duel, 'Stasis Field')
    .lay('p1.hand', ['duel.stasis-field'])
    .lay('p1.deck', ['duel.glass-moth'])
    .play('p1', 'duel.stasis-field')
    .answer({ move: 'end-turn' })
    .run();
  t.deepEqual(result.lines, [
    'Player 1 activates Stasis Field',
    'Player 2 skips this turn',
    'Turn 3: Player 1',
    'Player 1 draws a card (0 left in the deck)',
  ]);
  t.deepEqual([result.state.turn, result.state.active], [3, 'p1']);
});

test('Sapling Grove: two Sapling tokens in defense position (Sapling: level 1, ATK 0, DEF 800)', (t) => {
  const result = cardTest(duel, 'Sapling Grove').lay('p1.hand', ['duel.sapling-grove']).play('p1', 'duel.sapling-grove').run();
  t.deepEqual(result.lines, [
    'Player 1 activates Sapling Grove',
    'Player 1 creates 2 Sapling tokens',
    'Player 1 special summons Sapling in defense position',
    'Player 1 special summons Sapling in defense position',
  ]);
  const saplings = result.state.zones[result.state.zoneNames.indexOf('p1.monsters')]!;
  t.deepEqual(result.zone('p1.monsters'), ['duel.sapling', 'duel.sapling']);
  t.deepEqual(
    saplings.map((card) => result.state.positions[card]),
    ['defense', 'defense'],
  );
});

test('Sapling Grove: with fewer than two free monster zones it does nothing', (t) => {
  const four = ['duel.glass-moth', 'duel.glass-moth', 'duel.glass-moth', 'duel.glass-moth'];
  const result = cardTest(duel, 'Sapling Grove, full')
    .lay('p1.hand', ['duel.sapling-grove'])
    .lay('p1.monsters', four)
    .play('p1', 'duel.sapling-grove')
    .run();
  t.deepEqual(result.lines, ['Player 1 activates Sapling Grove']);
  t.deepEqual(result.zone('p1.monsters'), four);
});

test('Banner Bearer: other monsters its controller controls gain 200 ATK, itself not', (t) => {
  const result = cardTest(duel, 'Banner Bearer')
    .lay('p1.hand', ['duel.banner-bearer'])
    .lay('p1.monsters', ['duel.glass-moth'])
    .lay('p2.monsters', ['duel.moss-golem'])
    .play('p1', 'duel.banner-bearer', { position: 'attack' })
    .run();
  t.deepEqual(result.lines, ['Player 1 normal summons Banner Bearer (ATK 1600) in attack position']);
  // By card handle, in lay order: the bearer, the moth (300 + 200), the opponent's golem (500).
  t.deepEqual(result.state.atk, [1600, 500, 500]);
});

test('Last Stand: 2000 life points when its player controls no monster, nothing otherwise', (t) => {
  const alone = cardTest(duel, 'Last Stand').lay('p1.hand', ['duel.last-stand']).play('p1', 'duel.last-stand').run();
  t.deepEqual(alone.lines, ['Player 1 activates Last Stand', 'Player 1 gains 2000 life points (10000)']);
  const guarded = cardTest(duel, 'Last Stand, guarded')
    .lay('p1.hand', ['duel.last-stand'])
    .lay('p1.monsters', ['duel.glass-moth'])
    .play('p1', 'duel.last-stand')
    .run();
  t.deepEqual(guarded.lines, ['Player 1 activates Last Stand']);
  t.deepEqual([alone.state.lifePoints.p1, guarded.state.lifePoints.p1], [10000, 8000]);
});

test("Frozen Ground: the opponent's monsters of original ATK 1500 or more are not offered an attack", (t) => {
  const result = cardTest(duel, 'Frozen Ground')
    .lay('p1.monsters', ['duel.glass-moth', 'duel.gale-lancer'])
    .lay('p2.spells', ['duel.frozen-ground'])
    .set((s) => void (s.phase = 'battle'))
    .expectDecision({
      player: 'p1',
      options: [{ move: 'direct-attack', attacker: 0 }, { move: 'end-battle' }, { move: 'end-turn' }],
    })
    .run();
  t.deepEqual(result.lines, []);
});

test('Grim Bargain: draw two cards, then discard the two its player picks', (t) => {
  const result = cardTest(duel, 'Grim Bargain')
    .lay('p1.hand', ['duel.grim-bargain', 'duel.glass-moth'])
    .lay('p1.deck', ['duel.ember-squire', 'duel.dusk-hound'])
    .play('p1', 'duel.grim-bargain')
    .expectDecision({ player: 'p1', prompt: 'Discard 2 cards' })
    .answer((option, { card }) => option === card('duel.glass-moth') || option === card('duel.dusk-hound'))
    .run();
  t.deepEqual(result.zone('p1.hand'), ['duel.ember-squire']);
  t.deepEqual(result.zone('p1.graveyard'), ['duel.grim-bargain', 'duel.glass-moth', 'duel.dusk-hound']);
  t.is(result.lines[0], 'Player 1 activates Grim Bargain');
});

test('Tidal Purge with Coral Bulwark: every monster is destroyed but the one the bulwark saves for 500 damage', (t) => {
  const result = cardTest(duel, 'Tidal Purge and Coral Bulwark')
    .lay('p1.hand', ['duel.tidal-purge'])
    .lay('p1.monsters', ['duel.gale-lancer'])
    .lay('p2.monsters', ['duel.dusk-hound'])
    .lay('p2.spells', ['duel.coral-bulwark'])
    .play('p1', 'duel.tidal-purge')
    .run();
  t.deepEqual(result.lines, [
    'Player 1 activates Tidal Purge',
    "Player 1's Gale Lancer is destroyed",
    'Coral Bulwark saves Dusk Hound: Player 2 takes 500 damage instead',
    'Player 2 takes 500 effect damage (7500 life points left)',
  ]);
  t.deepEqual([result.zone('p1.monsters'), result.zone('p2.monsters')], [[], ['duel.dusk-hound']]);
});

test('Tide Shelter: saves one monster by going to the graveyard; the next is destroyed', (t) => {
  const result = cardTest(duel, 'Tide Shelter')
    .lay('p1.hand', ['duel.tidal-purge'])
    .lay('p2.monsters', ['duel.dusk-hound', 'duel.glass-moth'])
    .lay('p2.spells', ['duel.tide-shelter'])
    .play('p1', 'duel.tidal-purge')
    .run();
  t.deepEqual(result.lines, [
    'Player 1 activates Tidal Purge',
    'Tide Shelter saves Dusk Hound: Player 2 sends Tide Shelter to the graveyard instead',
    "Player 2's Glass Moth is destroyed",
  ]);
  t.deepEqual(result.zone('p2.graveyard'), ['duel.tide-shelter', 'duel.glass-moth']);
});

test('Heavy Skies: monsters of level 7 or higher are not offered a summon; lower ones are', (t) => {
  const result = cardTest(duel, 'Heavy Skies')
    .lay('p1.spells', ['duel.heavy-skies'])
    .lay('p1.hand', ['duel.abyssal-leviathan', 'duel.glass-moth'])
    .lay('p1.monsters', ['duel.moss-golem', 'duel.ember-squire'])
    .expectDecision({
      options: [
        { move: 'summon', card: 2, position: 'attack' },
        { move: 'summon', card: 2, position: 'face-down' },
        { move: 'switch', card: 3 },
        { move: 'switch', card: 4 },
        ...ENDS,
      ],
    })
    .run();
  t.deepEqual(result.lines, []);
});

test('Double Summon: its player may normal summon a second time this turn', (t) => {
  const result = cardTest(duel, 'Double Summon')
    .lay('p1.hand', ['duel.double-summon', 'duel.glass-moth', 'duel.moss-golem'])
    .play('p1', 'duel.double-summon')
    .play('p1', 'duel.glass-moth', { position: 'attack' })
    .play('p1', 'duel.moss-golem', { position: 'face-down' })
    .run();
  t.deepEqual(result.lines, [
    'Player 1 activates Double Summon',
    'Player 1 normal summons Glass Moth (ATK 300) in attack position',
    'Player 1 sets a monster in face-down defense position',
  ]);
  t.deepEqual(result.zone('p1.monsters'), ['duel.glass-moth', 'duel.moss-golem']);
});

// The monsters have no text that does anything: each is tested by being summoned the way its level asks.
for (const monster of MONSTERS) {
  const level = monster.stats.level as number;
  test(`${monster.name}: level ${level}, summoned with ${tributesNeeded(level)} tribute(s) at ATK ${String(monster.stats.atk)}`, (t) => {
    const tributes = Array.from({ length: tributesNeeded(level) }, () => 'duel.glass-moth');
    let card = cardTest(duel, monster.name)
      .lay('p1.hand', [monster.id])
      .lay('p1.monsters', tributes)
      .play('p1', monster.id, { position: 'attack' });
    if (tributes.length > 0) card = card.answer(() => true);
    const result = card.run();
    const how = tributes.length > 0 ? 'tribute summons' : 'normal summons';
    t.is(result.lines.at(-1), `Player 1 ${how} ${monster.name} (ATK ${String(monster.stats.atk)}) in attack position`);
    t.deepEqual(result.zone('p1.monsters'), [monster.id]);
    t.deepEqual(result.zone('p1.graveyard'), tributes);
  });
}
