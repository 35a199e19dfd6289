import { Presets, SingleBar } from 'cli-progress';

/** Something told after each game; a no-op when nobody watches. */
export interface Progress {
  tick(done: number): void;
  stop(): void;
}

const SILENT: Progress = { tick() {}, stop() {} };

/**
 * A progress bar on stderr while a simulation runs, only when stderr is a
 * terminal: piped or captured output stays clean.
 *
 * @example const progress = progressBar(2000, process.stderr); progress.tick(1); progress.stop();
 */
export function progressBar(total: number, stream: NodeJS.WriteStream): Progress {
  if (!stream.isTTY) return SILENT;
  const bar = new SingleBar({ stream, format: 'games {bar} {value}/{total} ({percentage}%) eta {eta}s', etaBuffer: 50 }, Presets.shades_classic);
  bar.start(total, 0);
  // Redrawing per game would cost more than a short game: update at most every 1 % of the run.
  const every = Math.max(1, Math.floor(total / 100));
  let drawn = 0;
  return {
    // Worker threads report in jumps, so draw when a step has passed since the last drawing, not on multiples of it.
    tick(done) {
      if (done - drawn >= every || done === total) {
        drawn = done;
        bar.update(done);
      }
    },
    stop() {
      bar.stop();
    },
  };
}
