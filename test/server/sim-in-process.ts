// `cardweave sim` run in this test's process through simCommand, its lines collected and no
// progress bar drawn: what the sweep, deck and report-page tests each need of the command.
import { simCommand } from '../../lib/server/index.js';

/** Runs `cardweave sim` with these words; its exit status and the lines it wrote to stdout and stderr. */
export async function sim(...argv: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await simCommand(
    argv,
    { out: (l) => out.push(l), err: (l) => err.push(l) },
    { write: () => {}, isTerminal: false },
  );
  return { code, out, err };
}
