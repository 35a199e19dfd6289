// A Chromium page with Mermaid loaded, to render pictures to SVG the way a reader's browser does and
// to measure them as a README shows them: scaled to the column's width, the smallest text in pixels.
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { BROWSER_TIMEOUT } from './chromium.js';

/** Mermaid's browser bundle, as shipped in its package. */
export const MERMAID_BUNDLE = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');

/** The width a README column gives a picture, about: GitHub's is 830 to 980 px. */
export const README_WIDTH = 900;

/**
 * How a picture reads at a width: its own (natural) size, the scale it is
 * shown at, and its smallest text in pixels once scaled.
 *
 * @example const { minFont } = await page.measure(svg); // 12.7
 */
export interface Measure {
  width: number;
  height: number;
  scale: number;
  minFont: number;
}

/**
 * A page that renders Mermaid text with the real library, as a browser does.
 *
 * @example
 * const page = await MermaidPage.open(browser);
 * const svg = await page.render('war', text);
 */
export class MermaidPage {
  readonly #page: Page;

  private constructor(page: Page) {
    this.#page = page;
  }

  /** Opens a page in `browser` and loads Mermaid into it (no network: the bundle is read from disk). */
  static async open(browser: Browser): Promise<MermaidPage> {
    const page = await browser.newPage({ viewport: { width: README_WIDTH + 40, height: 800 } });
    page.setDefaultTimeout(BROWSER_TIMEOUT);
    await page.setContent('<!doctype html><html><body style="margin:0"><div id="shown"></div></body></html>');
    await page.addScriptTag({ path: MERMAID_BUNDLE });
    await page.evaluate(() =>
      (globalThis as unknown as MermaidGlobal).mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' }),
    );
    return new MermaidPage(page);
  }

  /** Renders `text` to SVG; Mermaid's own message when it cannot (a parse error names the line). */
  async render(id: string, text: string): Promise<string> {
    const result = await this.#page.evaluate(
      async ([id, text]) => {
        try {
          return { svg: (await (globalThis as unknown as MermaidGlobal).mermaid.render(id, text)).svg };
        } catch (error) {
          return { error: error instanceof Error ? error.message : String(error) };
        }
      },
      [id, text] as const,
    );
    if ('error' in result) throw new Error(`Mermaid could not render "${id}": ${result.error}`);
    return result.svg;
  }

  /** Shows `svg` in a column `width` px wide, as a README does, and measures it. */
  async measure(svg: string, width = README_WIDTH): Promise<Measure> {
    return this.#page.evaluate(
      ([svg, width]) => {
        // Runs in the page: the project's types have no DOM, so the few parts used are described below.
        const page = globalThis as unknown as BrowserGlobal;
        const shown = page.document.getElementById('shown')!;
        shown.style.width = `${width}px`;
        shown.innerHTML = svg;
        const root = shown.querySelector('svg')!;
        const box = root.viewBox.baseVal;
        const scale = root.getBoundingClientRect().width / box.width;
        let minFont = Infinity;
        for (const text of Array.from(root.querySelectorAll('text'))) {
          if ((text.textContent ?? '').trim() === '') continue;
          minFont = Math.min(minFont, parseFloat(page.getComputedStyle(text).fontSize) * scale);
        }
        return { width: box.width, height: box.height, scale, minFont };
      },
      [svg, width] as const,
    );
  }

  /** Whether `svg` loads as an image, as a README's `<img>` loads it (an SVG that is not well-formed XML does not). */
  async loadsAsImage(svg: string): Promise<boolean> {
    return this.#page.evaluate(async (svg) => {
      const page = globalThis as unknown as BrowserGlobal;
      const image = page.document.createElement('img');
      image.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;
      try {
        await image.decode();
        return image.naturalWidth > 0;
      } catch {
        return false;
      }
    }, svg);
  }

  /**
   * The edges of `svg` that run more than `depth` px into a box they do not
   * join (an edge that seems to go through a node that it has nothing to do
   * with), as "from -> to through box"; a card block's own cards count as
   * part of it.
   */
  async crossings(svg: string, depth = 4): Promise<string[]> {
    return this.#page.evaluate(
      ([svg, depth]) => {
        const page = globalThis as unknown as BrowserGlobal;
        const shown = page.document.getElementById('shown')!;
        shown.innerHTML = svg;
        const root = shown.querySelector('svg')!;
        const boxes: { id: string; box: BrowserRect }[] = [];
        for (const node of Array.from(root.querySelectorAll('g.node'))) {
          const id = /-flowchart-(.+)-\d+$/.exec(node.id)?.[1];
          if (id !== undefined) boxes.push({ id, box: node.getBoundingClientRect() });
        }
        const found: string[] = [];
        for (const path of Array.from(root.querySelectorAll('path.flowchart-link'))) {
          const ends = /^L_(.+?)_(.+?)_\d+$/.exec(path.getAttribute('data-id') ?? '');
          if (ends === null) continue;
          const [, from, to] = ends as unknown as [string, string, string];
          const block = from.startsWith('k') || to.startsWith('k');
          const through = new Set<string>();
          const screen = path.getScreenCTM();
          for (let at = 0; at <= path.getTotalLength(); at += 2) {
            const point = path.getPointAtLength(at).matrixTransform(screen);
            for (const { id, box } of boxes) {
              if (id === from || id === to || (block && id.startsWith('c'))) continue;
              const inside = Math.min(point.x - box.left, box.right - point.x, point.y - box.top, box.bottom - point.y);
              if (inside > depth) through.add(id);
            }
          }
          if (through.size > 0) found.push(`${from} -> ${to} through ${[...through].join(', ')}`);
        }
        return found;
      },
      [svg, depth] as const,
    );
  }

  /** A PNG of what {@link measure} showed last. */
  async screenshot(path: string): Promise<void> {
    await this.#page.locator('#shown').screenshot({ path });
  }
}

/** The parts of a browser page's DOM the measuring uses. */
interface BrowserRect {
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
}
interface BrowserPoint {
  x: number;
  y: number;
  matrixTransform(matrix: unknown): BrowserPoint;
}
interface BrowserElement {
  id: string;
  style: { width: string };
  innerHTML: string;
  textContent: string | null;
  querySelector(selector: string): BrowserSvg | null;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): BrowserRect;
  getScreenCTM(): unknown;
  getTotalLength(): number;
  getPointAtLength(at: number): BrowserPoint;
}
interface BrowserSvg extends BrowserElement {
  viewBox: { baseVal: { width: number; height: number } };
  querySelectorAll(selector: string): ArrayLike<BrowserElement>;
}
interface BrowserImage {
  src: string;
  naturalWidth: number;
  decode(): Promise<void>;
}
interface BrowserGlobal {
  document: { getElementById(id: string): BrowserElement | null; createElement(tag: 'img'): BrowserImage };
  getComputedStyle(element: BrowserElement): { fontSize: string };
}

interface MermaidGlobal {
  mermaid: { initialize(config: object): void; render(id: string, text: string): Promise<{ svg: string }> };
}
