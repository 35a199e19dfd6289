// The pictures the README shows, each the picture a command line prints, committed under
// docs/graphs/ as its Mermaid source (.mmd) and the SVG drawn from it; `npm run graphs` redraws them.
import { createHash } from 'node:crypto';
import { duelGame } from '../../examples/duel/game.js';
import { duelPicture } from '../../examples/duel/picture.js';
import { reversalPack } from '../../examples/war/packs/reversal.js';
import { warPicture } from '../../examples/war/picture.js';
import { twist } from '../../examples/war/twist/pack.js';

/** One committed picture: its file name, the command that prints it, and its Mermaid source now. */
export interface ReadmePicture {
  name: string;
  cli: 'war' | 'duel';
  args: readonly string[];
  source(): string;
}

export const README_PICTURES: readonly ReadmePicture[] = [
  { name: 'war-classic', cli: 'war', args: ['--variant', 'classic', '--graph'], source: () => warPicture([]).mermaid },
  { name: 'war-twist', cli: 'war', args: ['--graph'], source: () => warPicture([twist]).mermaid },
  {
    name: 'war-twist-reversal',
    cli: 'war',
    args: ['--graph', '--pack', 'examples/war/packs/reversal.ts'],
    source: () => warPicture([twist, reversalPack]).mermaid,
  },
  { name: 'duel', cli: 'duel', args: ['--graph'], source: () => duelPicture(duelGame.createEngine({ seed: 0 })).mermaid },
];

/** Where the pictures are committed, from the repository's root. */
export const GRAPHS_DIR = 'docs/graphs';

/** The command a picture's source comes from, as a reader types it. */
export function commandOf(picture: ReadmePicture): string {
  return `${picture.cli === 'war' ? 'npm start' : 'npm run duel'} -- ${picture.args.join(' ')}`;
}

/** The sha256 of a Mermaid source, which its SVG records. */
export function sourceHash(source: string): string {
  return createHash('sha256').update(source).digest('hex');
}

/**
 * The SVG to commit: Mermaid's, on a white ground (a README in a dark theme
 * would show dark text on dark), with a comment naming the command and the
 * hash of the source it was drawn from, which a test compares.
 */
export function committedSvg(picture: ReadmePicture, svg: string, source: string): string {
  const open = svg.indexOf('>') + 1;
  const head = svg.slice(0, open).replace(/style="max-width: ([\d.]+)px;"/, 'style="max-width: $1px; background-color: white;"');
  // No "--" may appear inside an XML comment, so the command is left to the .mmd file's name.
  const note = `<!-- drawn by npm run graphs from ${GRAPHS_DIR}/${picture.name}.mmd (sha256 ${sourceHash(source)}) -->`;
  return `${head}${note}${svg.slice(open)}\n`;
}

/** The source hash an SVG written by {@link committedSvg} records, if any. */
export function recordedHash(svg: string): string | undefined {
  return /\(sha256 ([0-9a-f]{64})\) -->/.exec(svg)?.[1];
}
