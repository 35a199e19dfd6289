// The progress bar of `cardweave sim`, drawn on stderr over one line with carriage returns.

/** Redraws at most this often: a terminal needs no more, and a pipe forced to show it gets a readable log. */
const REDRAW_MS = 200;
const WIDTH = 30;

/**
 * A progress bar written with `write`: `update(done, total)` redraws the
 * line (at most every 200 ms, and always at the end), `end()` finishes it
 * with a newline once something was drawn.
 *
 * @example const bar = progressBar((s) => process.stderr.write(s)); bar.update(50, 100); bar.end();
 */
export function progressBar(write: (text: string) => void): { update: (done: number, total: number) => void; end: () => void } {
  let last = -Infinity;
  let drawn = false;
  return {
    update(done, total) {
      const now = performance.now();
      if (done < total && now - last < REDRAW_MS) return;
      last = now;
      drawn = true;
      write(`\r${progressLine(done, total)}`);
    },
    end() {
      if (drawn) write('\n');
    },
  };
}

/**
 * One state of the bar.
 *
 * @example progressLine(250, 1000); // '[#######.......................]  25% 250/1000 games'
 */
export function progressLine(done: number, total: number): string {
  const filled = Math.floor((done / total) * WIDTH);
  const percent = String(Math.floor((done / total) * 100)).padStart(3);
  return `[${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${percent}% ${done}/${total} games`;
}
