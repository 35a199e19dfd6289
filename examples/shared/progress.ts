import { Presets, SingleBar } from 'cli-progress';

/** Something told after each game; a no-op when nobody watches. */
export interface Progress {
  tick(done: number): void;
  stop(): void;
}

const SILENT: Progress = { tick() {}, stop() {} };

/**
 * A progress bar on stderr while a simulation runs, only when stderr is a
 * terminal, so piped or captured output stays clean. `noun` names what is
 * counted ("games", "duels").
 *
 * @example const progress = progressBar(500, process.stderr, 'duels'); progress.tick(1); progress.stop();
 */
export function progressBar(total: number, stream: NodeJS.WriteStream, noun: string): Progress {
  if (!stream.isTTY) return SILENT;
  const bar = new SingleBar(
    { stream, format: `${noun} {bar} {value}/{total} ({percentage}%) eta {eta}s`, etaBuffer: 50 },
    Presets.shades_classic,
  );
  bar.start(total, 0);
  const due = redrawGate(total);
  return {
    tick(done) {
      if (due(done)) bar.update(done);
    },
    stop() {
      bar.stop();
    },
  };
}

/**
 * Says, for each count of games done, whether the bar should be drawn: at
 * most once per 1 % of the run (drawing costs more than it tells), and at
 * the end.
 *
 * @example const due = redrawGate(1000); [due(21), due(25), due(42)]; // [true, false, true]
 */
export function redrawGate(total: number): (done: number) => boolean {
  const every = Math.max(1, Math.floor(total / 100));
  let drawn = 0;
  // Worker threads report in jumps, so draw when a step has passed since the last drawing, not on multiples of it.
  return (done) => {
    if (done - drawn < every && done !== total) return false;
    drawn = done;
    return true;
  };
}
