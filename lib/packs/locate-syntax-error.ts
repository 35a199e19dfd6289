// Where a pack file's syntax error is. Under tsx, esbuild reports it as "Transform failed with 1
// error:\n<file>:<line>:<column>: ERROR: <what>" (columns counted from 0), the place on the
// second line, which a one-line refusal would cut off. Plain JavaScript loaded by Node as an ES
// module fails with a bare SyntaxError that names no file, line or column at all; `node --check`
// prints them, so the file is checked once more in a child process (only on this failure path).
import { spawnSync } from 'node:child_process';
import { extname } from 'node:path';

/** A syntax error's place and description. */
export interface SyntaxProblem {
  file: string;
  line: number;
  column: number;
  reason: string;
}

/**
 * The place of the syntax error that stopped `file` from being imported, or
 * undefined when `error` is not one whose place can be found.
 *
 * @example locateSyntaxError(error, '/abs/pack.ts'); // { file: '/abs/pack.ts', line: 2, column: 52, reason: 'Unexpected "}"' }
 */
export function locateSyntaxError(error: unknown, file: string): SyntaxProblem | undefined {
  if (!(error instanceof Error)) return undefined;
  const esbuild = /^(.+):(\d+):(\d+): ERROR: (.+)$/m.exec(error.message);
  // esbuild counts lines from 1 and columns from 0.
  if (esbuild !== null)
    return { file: esbuild[1]!, line: Number(esbuild[2]), column: Number(esbuild[3]) + 1, reason: esbuild[4]! };
  if (error.name !== 'SyntaxError' || !['.js', '.mjs', '.cjs'].includes(extname(file))) return undefined;
  return checkWithNode(file, error.message);
}

/** `node --check` prints "<file>:<line>", the source line, a caret under the column, then the error. */
function checkWithNode(file: string, reason: string): SyntaxProblem | undefined {
  const run = spawnSync(process.execPath, ['--check', file], { encoding: 'utf8', timeout: 10_000, maxBuffer: 1 << 20 });
  const lines = (run.stderr ?? '').split('\n');
  const at = lines.findIndex((line) => line.startsWith(`${file}:`));
  if (at === -1) return undefined;
  const line = Number(lines[at]!.slice(file.length + 1));
  const caret = lines[at + 2]?.indexOf('^') ?? -1;
  if (!Number.isInteger(line) || caret === -1) return undefined;
  return { file, line, column: caret + 1, reason };
}
