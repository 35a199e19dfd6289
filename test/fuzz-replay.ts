// Every fast-check property in the suite can be replayed from its seed. ava loads this file in each
// test worker before the tests (package.json "ava.require"), so no test has to remember to:
// - FUZZ_SEED=<n> in the environment makes every property that names no seed of its own run from n;
// - a failing property's error ends with the line that replays it, with the seed fast-check used
//   (fast-check's own report, kept above it, shows the counterexample and the shrink path).
// Properties that name a fixed seed (`{ seed: 23 }`) replay by running their file again.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';

/** Reads FUZZ_SEED: unset means a fresh seed per property; anything but a 32-bit integer is refused. */
export function fuzzSeedFromEnvironment(text: string | undefined): number | undefined {
  if (text === undefined || text === '') return undefined;
  if (!/^-?\d+$/.test(text) || Number(text) < -0x80000000 || Number(text) > 0xffffffff) {
    throw new Error(`FUZZ_SEED must be an integer between -2147483648 and 4294967295, got ${JSON.stringify(text)}`);
  }
  return Number(text);
}

/**
 * The test file that called fc.assert, read from the stack: the file to hand to `npx ava` again.
 * Frames name it as a file: URL, or as a plain path once tsx's source maps apply.
 */
function callingTestFile(stack: string | undefined): string | undefined {
  const match = /(file:\/\/\/[^\s():]+?\.test\.ts|\/[^\s():]+?\.test\.ts)/.exec(stack ?? '');
  if (!match) return undefined;
  return relative(process.cwd(), match[1]!.startsWith('file:') ? fileURLToPath(match[1]!) : match[1]!);
}

/** The line a failing property adds to fast-check's report. */
export function replayLine(seed: number, file: string | undefined): string {
  return `Replay it: FUZZ_SEED=${seed} npx ava ${file ?? '<test file>'} --match '<test title>'`;
}

const replayOnFailure: fc.Plugin<unknown> = () => {
  // Captured when the property starts, while the test file is still on the stack.
  const file = callingTestFile(new Error().stack);
  return {
    onAllRunsComplete(details) {
      if (!details.failed) return;
      // The property's own error goes into the text: ava prints a message and its stack, not its cause.
      const report = fc.defaultReportMessage({
        ...details,
        runConfiguration: { ...details.runConfiguration, includeErrorInReport: true },
      });
      throw new Error(`${report}\n\n${replayLine(details.seed, file)}`, { cause: details.errorInstance });
    },
  };
};

export default function installFuzzReplay(): void {
  const seed = fuzzSeedFromEnvironment(process.env.FUZZ_SEED);
  if (seed !== undefined) fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
  fc.installGlobalPlugin(replayOnFailure);
}
