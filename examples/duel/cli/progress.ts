import { Presets, SingleBar } from 'cli-progress';

/** Something told after each game; a no-op when nobody watches. */
export interface Progress {
  tick(done: number): void;
  stop(): void;
}

const SILENT: Progress = { tick() {}, stop() {} };

/**
 * A progress bar on stderr while a simulation runs, only when stderr is a
 * terminal, so piped or captured output stays clean.
 *
 * @example const progress = progressBar(500, process.stderr); progress.tick(1); progress.stop();
 */
export function progressBar(total: number, stream: NodeJS.WriteStream): Progress {
  if (!stream.isTTY) return SILENT;
  const bar = new SingleBar(
    { stream, format: 'duels {bar} {value}/{total} ({percentage}%) eta {eta}s', etaBuffer: 50 },
    Presets.shades_classic,
  );
  bar.start(total, 0);
  // Redraw at most once per 1 % of the run: drawing costs more than it tells.
  const every = Math.max(1, Math.floor(total / 100));
  return {
    tick(done) {
      if (done % every === 0 || done === total) bar.update(done);
    },
    stop() {
      bar.stop();
    },
  };
}
