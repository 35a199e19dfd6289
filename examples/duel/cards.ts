import { defineCard, type Ability, type CardDefinition } from 'cardweave';

/**
 * The duel's monsters. A monster is pure data: level, ATK and DEF. Levels 1-4
 * are normal summoned; 5-6 need one tribute, 7-8 two (README, "Summoning").
 * A monster of a pack may have abilities too (Banner Bearer, in the expansion).
 */
export function monster(
  id: string,
  name: string,
  level: number,
  atk: number,
  def: number,
  text: string,
  ...abilities: Ability[]
): CardDefinition {
  return defineCard({ id: `duel.${id}`, name, kind: 'monster', text, stats: { level, atk, def }, abilities });
}

export const glassMoth = monster('glass-moth', 'Glass Moth', 1, 300, 300, 'Its wings shatter at the first blow.');
export const mossGolem = monster('moss-golem', 'Moss Golem', 2, 500, 1700, 'Slow, patient, and very hard to knock over.');
export const emberSquire = monster('ember-squire', 'Ember Squire', 3, 1200, 900, 'Carries the torch for greater knights.');
export const duskHound = monster('dusk-hound', 'Dusk Hound', 3, 1400, 800, 'Hunts only when the light fails.');
// prettier-ignore
export const tidecallerScout = monster('tidecaller-scout', 'Tidecaller Scout', 4, 1500, 1100, 'Reads the tide before every raid.');
export const ironbarkSentinel = monster('ironbark-sentinel', 'Ironbark Sentinel', 4, 1000, 2000, 'A wall of living wood.');
export const cinderWyrmling = monster('cinder-wyrmling', 'Cinder Wyrmling', 4, 1700, 1200, 'Small, but already breathes fire.');
export const galeLancer = monster('gale-lancer', 'Gale Lancer', 4, 1800, 600, 'Strikes first, thinks later.');
// prettier-ignore
export const stormcrestKnight = monster('stormcrest-knight', 'Stormcrest Knight', 5, 2100, 1400, 'Rides the thunderhead into battle.');
// prettier-ignore
export const gravetideColossus = monster('gravetide-colossus', 'Gravetide Colossus', 6, 2400, 2000, 'Rises from the deep when the tide turns.');
// prettier-ignore
export const sunforgeDragon = monster('sunforge-dragon', 'Sunforge Dragon', 7, 2700, 2200, 'Forged in the heart of a dying star.');
export const abyssalLeviathan = monster('abyssal-leviathan', 'Abyssal Leviathan', 8, 3000, 2500, 'The sea itself bows to it.');

/** Every monster of the duel, weakest first. */
export const MONSTERS: readonly CardDefinition[] = [
  glassMoth,
  mossGolem,
  emberSquire,
  duskHound,
  tidecallerScout,
  ironbarkSentinel,
  cinderWyrmling,
  galeLancer,
  stormcrestKnight,
  gravetideColossus,
  sunforgeDragon,
  abyssalLeviathan,
];

/** How many monsters must be tributed to summon a monster of this level. */
export function tributesNeeded(level: number): number {
  if (level <= 4) return 0;
  return level <= 6 ? 1 : 2;
}
