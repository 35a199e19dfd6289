// Issue 25: printed texts that cardText showed to be wrong, corrected; each test plays what the old text
// got wrong, so the new text is what a player meets.
import test from 'ava';
import { cardTest } from '../../lib/index.js';
import { duelCardTests } from '../../examples/duel/card-test-game.js';
import { edictsPack } from '../../examples/duel/packs/edicts.js';
import { tidesPack } from '../../examples/duel/packs/tides.js';

const duel = duelCardTests([tidesPack]);

test('Coral Bulwark saves a spell you control too ("a card you control", not "a monster")', (t) => {
  const result = cardTest(duel, 'Coral Bulwark saves a spell')
    .lay('p1.hand', ['duel.shatterwind'])
    .lay('p2.spells', ['duel.rallying-banner', 'duel.coral-bulwark'])
    .play('p1', 'duel.shatterwind', { target: 'duel.rallying-banner' })
    .run();
  t.deepEqual(result.lines, [
    'Player 1 activates Shatterwind',
    'Coral Bulwark saves Rallying Banner: Player 2 takes 500 damage instead',
    'Player 2 takes 500 effect damage (7500 life points left)',
  ]);
  t.deepEqual(result.zone('p2.spells'), ['duel.rallying-banner', 'duel.coral-bulwark']);
});

test('Tide Shelter saves a spell you control too, going to the graveyard in its place', (t) => {
  const result = cardTest(duel, 'Tide Shelter saves a spell')
    .lay('p1.hand', ['duel.shatterwind'])
    .lay('p2.spells', ['duel.rallying-banner', 'duel.tide-shelter'])
    .play('p1', 'duel.shatterwind', { target: 'duel.rallying-banner' })
    .run();
  t.deepEqual(result.lines, [
    'Player 1 activates Shatterwind',
    'Tide Shelter saves Rallying Banner: Player 2 sends Tide Shelter to the graveyard instead',
  ]);
  t.deepEqual([result.zone('p2.spells'), result.zone('p2.graveyard')], [['duel.rallying-banner'], ['duel.tide-shelter']]);
});

test('two Double Summons still allow two normal summons ("up to two times", not "once more" each)', (t) => {
  const duelWithEdicts = duelCardTests([edictsPack]);
  const result = cardTest(duelWithEdicts, 'two Double Summons')
    .lay('p1.hand', ['duel.double-summon', 'duel.double-summon', 'duel.glass-moth', 'duel.moss-golem', 'duel.ember-squire'])
    .play('p1', 'duel.double-summon')
    // The second copy: the card id names the first, now in the graveyard.
    .answer((option) => (option as { move?: string }).move === 'activate')
    .play('p1', 'duel.glass-moth', { position: 'attack' })
    .play('p1', 'duel.moss-golem', { position: 'attack' })
    .run();
  t.deepEqual(result.zone('p1.monsters'), ['duel.glass-moth', 'duel.moss-golem']);
  // A third normal summon is not offered: the options left name no summon of the Ember Squire still in hand.
  t.deepEqual(result.zone('p1.hand'), ['duel.ember-squire']);
  t.deepEqual(result.status, {
    status: 'awaiting',
    decision:
      result.status.status === 'awaiting'
        ? { ...result.status.decision, options: [{ move: 'end-main' }, { move: 'end-turn' }] }
        : null,
  });
});
