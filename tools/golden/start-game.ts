/**
 * Starting a golden game: the example's game with the packs a recording
 * names, checked against the packs of this checkout, so a file that names a
 * pack or a version this checkout does not have says so instead of playing
 * some other game.
 */
import type { CardPack, Engine, Json } from 'cardweave';
import { GOLDEN_EXAMPLES } from './examples.js';
import { GoldenFileError, type GoldenPack } from './format.js';
import type { GoldenExample } from './golden-example.js';

/** The example a golden file names, or a refusal naming the known ones. */
export function exampleOf(game: string, file: string): GoldenExample {
  const example = Object.hasOwn(GOLDEN_EXAMPLES, game) ? GOLDEN_EXAMPLES[game] : undefined;
  if (example === undefined)
    throw new GoldenFileError(
      `${file}: game "${game}" has no golden replays (known: ${Object.keys(GOLDEN_EXAMPLES).join(', ')})`,
    );
  return example;
}

/** A pack's version as saves record it. */
export const versionOf = (pack: { version?: string }): string | null => pack.version ?? null;

const shownVersion = (version: string | null): string => (version === null ? 'no version' : `version "${version}"`);

/**
 * The packs to load on top of the game's own, for a recorded pack list
 * (the game's own included, as the graph lists them): every pack must be
 * known here at the version recorded.
 *
 * @example extraPacks(warGolden, [{ name: 'war', version: null }, { name: 'twist', version: null }], file); // [twist]
 */
export function extraPacks(example: GoldenExample, recorded: readonly GoldenPack[], file: string): CardPack[] {
  const own = new Map(example.cards.packs([]).map((pack) => [pack.name, pack] as const));
  const extra: CardPack[] = [];
  for (const { name, version } of recorded) {
    const pack = own.get(name) ?? (Object.hasOwn(example.packs, name) ? example.packs[name] : undefined);
    if (pack === undefined) {
      const known = [...new Set([...own.keys(), ...Object.keys(example.packs)])].sort().join(', ');
      throw new GoldenFileError(`${file}: pack "${name}" is unknown to ${example.game} (known: ${known})`);
    }
    if (versionOf(pack) !== version) {
      throw new GoldenFileError(
        `${file}: pack "${name}" was recorded at ${shownVersion(version)} but is at ${shownVersion(versionOf(pack))} here`,
      );
    }
    if (!own.has(name)) extra.push(pack);
  }
  return extra;
}

/**
 * A new engine for a golden game, with its log (a failed replay shows its
 * last lines), refused when the rule set it makes is not the recorded one
 * (a pack of the game's own left out, or loaded in another order).
 *
 * @example const engine = startGolden(warGolden, { seed: 7, packs, options: null }, file);
 */
export function startGolden(
  example: GoldenExample,
  game: { seed: number; packs: readonly GoldenPack[]; options: Json },
  file: string,
): Engine {
  const packs = extraPacks(example, game.packs, file);
  const engine = example.cards.createEngine({ seed: game.seed, packs, options: game.options ?? undefined, log: true }) as Engine;
  const made = engine.graph.packs.map((p) => `${p.name}@${p.version ?? '-'}`).join(', ');
  const wanted = game.packs.map((p) => `${p.name}@${p.version ?? '-'}`).join(', ');
  if (made !== wanted) throw new GoldenFileError(`${file}: the packs make the rule set [${made}], not the recorded [${wanted}]`);
  return engine;
}
