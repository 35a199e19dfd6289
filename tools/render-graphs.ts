// `npm run graphs`: redraws the README's pictures (docs/graphs/*.mmd and *.svg) from what the
// command lines print, with real Mermaid in headless Chromium, and says how each reads at a
// README's width. Run it after changing a node's or effect's flow, a pack, or the drawing.
import { writeFileSync } from 'node:fs';
import { closeChromium, launchChromium } from './pictures/chromium.js';
import { MermaidPage, README_WIDTH } from './pictures/mermaid-page.js';
import { committedSvg, GRAPHS_DIR, README_PICTURES } from './pictures/readme-pictures.js';

const browser = await launchChromium().catch((error: Error) => {
  process.stderr.write(`graphs: ${error.message}\n`);
  process.exit(2);
});
try {
  const page = await MermaidPage.open(browser);
  for (const picture of README_PICTURES) {
    const source = picture.source();
    const svg = committedSvg(picture, await page.render(picture.name, source), source);
    writeFileSync(`${GRAPHS_DIR}/${picture.name}.mmd`, source);
    writeFileSync(`${GRAPHS_DIR}/${picture.name}.svg`, svg);
    const { width, minFont } = await page.measure(svg);
    process.stdout.write(
      `${GRAPHS_DIR}/${picture.name}.svg: ${Math.round(width)} px wide, smallest text ${minFont.toFixed(1)} px at ${README_WIDTH} px\n`,
    );
  }
} finally {
  await closeChromium(browser);
}
