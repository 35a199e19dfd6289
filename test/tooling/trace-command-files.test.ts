// npm run trace reads a trace file from outside: it is checked as a file and bounded before it is
// read, and a byte order mark does not break the first line.
import test from 'ava';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runTraceCommand } from '../../tools/trace-command.js';
import { DEMO_TRACE } from './_demo-game.js';
import { tempFolderForFile } from '../temp-folder.js';

const dir = tempFolderForFile('trace-command-files-');

function trace(...argv: string[]): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const code = runTraceCommand(argv, { out: (s) => (out += s), err: (s) => (err += s) });
  return { code, out, err };
}

test('/dev/zero, a FIFO and a file over --max-input-mb are refused before they are read, on one line, exit 2', (t) => {
  const fifo = join(dir, 'trace-pipe.jsonl');
  execFileSync('mkfifo', [fifo]);
  const big = join(dir, 'big.jsonl');
  writeFileSync(big, `${DEMO_TRACE.join('\n')}\n${' '.repeat(1 << 20)}`);
  const size = (DEMO_TRACE.join('\n').length + 1 + (1 << 20)).toLocaleString('en-US');
  t.deepEqual(trace('/dev/zero'), {
    code: 2,
    out: '',
    err: 'trace: Trace file "/dev/zero" is a character device, not a regular file\n',
  });
  t.deepEqual(trace(fifo), { code: 2, out: '', err: `trace: Trace file "${fifo}" is a named pipe (FIFO), not a regular file\n` });
  t.deepEqual(trace(big, '--max-input-mb', '1'), {
    code: 2,
    out: '',
    err: `trace: Trace file "${big}" is ${size} bytes, over the limit of 1 MiB (1,048,576 bytes) for input files: raise it with --max-input-mb\n`,
  });
  t.is(trace(big, '--max-input-mb', '2').code, 0);
  t.deepEqual(trace(big, '--max-input-mb', '0'), {
    code: 2,
    out: '',
    err: 'trace: --max-input-mb needs a whole number from 1 to 4096, got 0\n',
  });
});

test('a trace with a UTF-8 byte order mark is summarised like the same trace without it', (t) => {
  const plain = join(dir, 'plain.jsonl');
  writeFileSync(plain, `${DEMO_TRACE.join('\n')}\n`);
  const bom = join(dir, 'bom.jsonl');
  writeFileSync(bom, `\ufeff${DEMO_TRACE.join('\n')}\n`);
  const expected = trace(plain);
  t.is(expected.code, 0);
  t.deepEqual(trace(bom), expected);
});

test('--help lists the options', (t) => {
  const help = trace('--help');
  t.is(help.code, 0);
  t.true(help.out.startsWith('usage: npm run trace -- FILE [--top N] [--html OUT [--force]] [--max-input-mb N]\n'));
  t.true(help.out.includes('  --html OUT         write the step-through page to OUT (one self-contained HTML file)\n'));
  t.true(help.out.includes('  --max-input-mb N   largest trace file read, in MiB (default 256, at most 4096)\n'));
});
